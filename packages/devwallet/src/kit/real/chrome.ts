/** A runtime port, as `chrome.runtime.connect` returns it. */
export interface ChromePort {
  postMessage(message: unknown): void;
  onMessage: {
    addListener(listener: (message: never) => void): void;
    removeListener(listener: (message: never) => void): void;
  };
  disconnect(): void;
}

/**
 * The few extension APIs used inside an extension's own worker and pages (`chrome.storage.local`,
 * `chrome.runtime.connect`), typed here since the project has no Chrome typings. Only types: code
 * in `evaluate` runs in the browser and reads `globalThis.chrome` there.
 */
export interface ChromeApi {
  storage: {
    local: {
      get(key: string): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
    };
  };
  runtime: { connect(info: { name: string }): ChromePort };
}
