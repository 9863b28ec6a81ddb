import { defaultStrings } from '@satchel/react';
import type { AppConfig } from './config';
import { en } from './locales/en';
import { NAV } from './nav';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);

/**
 * The page's frame (the private-chain note, the header with the name and network, the menu) as
 * static HTML, which the build writes into index.html's `#root`. A visitor sees it as soon as
 * the HTML and the stylesheet arrive, instead of a blank page until the script has run; the
 * first React render then replaces it with the same frame, live (`createRoot` discards what
 * `#root` held). Nothing in it acts: the menu is plain links, and the Connect button's place is
 * kept by an invisible copy, so the live button appears without moving the menu below it.
 */
export function firstScreenHtml(config: Pick<AppConfig, 'network' | 'privateChain'>): string {
  const banner = config.privateChain
    ? `<p class="private-chain-banner" role="note">${escapeHtml(en.privateChainBanner)}</p>`
    : '';
  const links = NAV.map(
    ([href, label]) => `<a href="${href}" class="nav-link">${escapeHtml(label)}</a>`,
  ).join('');
  return (
    `<div class="app">${banner}` +
    '<header class="app-header"><div class="brand">' +
    `<span class="brand-name">${escapeHtml(en.productName)}</span>` +
    `<span class="network-badge" data-network="${config.network}">${escapeHtml(en.networkNames[config.network])}</span>` +
    '</div><div class="account-area first-screen-placeholder" aria-hidden="true"><div>' +
    `<button type="button" class="satchel-connect-button" tabindex="-1" disabled>${escapeHtml(defaultStrings.connect)}</button>` +
    '</div></div></header>' +
    `<nav class="app-nav" aria-label="Main">${links}</nav><main class="app-main"></main></div>`
  );
}
