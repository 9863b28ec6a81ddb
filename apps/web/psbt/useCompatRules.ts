import { useEffect, useState } from 'react';

/**
 * The wallets' signing rules (`@satchel/core/compat`) load with the PSBT page's check, never with
 * the first page: the module and every family's rules are fetched when the check is first shown,
 * then kept.
 */
type CompatModule = import('@satchel/core/compat').Compat;

let loaded: CompatModule | undefined;
let loading: Promise<CompatModule> | undefined;

function loadCompat(): Promise<CompatModule> {
  loading ??= import('@satchel/core/compat')
    .then((module) => module.loadCompat())
    .then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // A failed chunk request is tried again by the next check, not remembered.
        loading = undefined;
        throw error;
      },
    );
  return loading;
}

/** The rules module, or undefined while its chunk is on its way (or could not be loaded). */
export function useCompatRules(): CompatModule | undefined {
  const [module, setModule] = useState<CompatModule | undefined>(() => loaded);
  useEffect(() => {
    if (module) return;
    let live = true;
    loadCompat().then(
      (next) => {
        if (live) setModule(next);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [module]);
  return module;
}
