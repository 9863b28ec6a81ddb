import type { TxFlow } from '@satchel/core';
import { lazy, Suspense } from 'react';

// The drawing loads with the first review that shows it, never with the first page (SPEC R21.2).
const TxDiagram = lazy(() => import('./TxDiagram'));

export function LazyTxDiagram({ flow }: { flow: TxFlow | undefined }) {
  if (!flow) return null;
  return (
    <Suspense fallback={null}>
      <TxDiagram flow={flow} />
    </Suspense>
  );
}
