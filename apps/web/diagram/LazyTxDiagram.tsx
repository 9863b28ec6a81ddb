import type { TxFlow } from '@satchel/core';
import { useEffect, useState } from 'react';

type Diagram = typeof import('./TxDiagram').default;

// The drawing loads with the pages that review a transaction, never with the first page.
// Once loaded it renders in the same pass as the review, so nothing below it (the
// fee check, the confirm button) moves after the person has started to reach for it.
let loaded: Diagram | undefined;
let loading: Promise<Diagram> | undefined;

function loadTxDiagram(): Promise<Diagram> {
  loading ??= import('./TxDiagram').then(
    (module) => {
      loaded = module.default;
      return module.default;
    },
    (error: unknown) => {
      // A failed chunk request is tried again by the next review, not remembered.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the drawing when a page that reviews a transaction opens. */
export function usePreloadTxDiagram() {
  useEffect(() => {
    loadTxDiagram().catch(() => undefined);
  }, []);
}

/**
 * The drawing of what a reviewed transaction spends and pays. Nothing while its chunk is still
 * on its way (the review's text says the same), or when it cannot be loaded.
 */
export function LazyTxDiagram({ flow }: { flow: TxFlow | undefined }) {
  const [TxDiagram, setTxDiagram] = useState<Diagram | undefined>(() => loaded);
  useEffect(() => {
    if (TxDiagram) return;
    let live = true;
    loadTxDiagram().then(
      (component) => {
        if (live) setTxDiagram(() => component);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [TxDiagram]);
  if (!flow || !TxDiagram) return null;
  return <TxDiagram flow={flow} />;
}
