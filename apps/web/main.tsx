import '@satchel/react/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readAppConfig } from './config';
import './styles/theme.css';
import './styles/layout.css';
import './styles/account.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App config={readAppConfig()} />
    </StrictMode>,
  );
}
