/** One injected failure, matched against Esplora requests (never the control plane). */
export interface FaultSpec {
  /** Regex source matched against the request path including any network prefix and query. */
  path?: string;
  method?: string;
  /** 429, 404, 500, 503…; omitted means "only delay, then answer normally". */
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Destroy the socket without answering (the browser sees a network error). */
  dropConnection?: boolean;
  /** Answer without CORS headers, as proxy-generated 429 pages do. */
  noCors?: boolean;
  /** How many matching requests it affects; omitted means until cleared. */
  count?: number;
}

export interface Fault extends FaultSpec {
  id: number;
  hits: number;
}

export class FaultRegistry {
  private faults: Fault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    if (spec.path !== undefined) new RegExp(spec.path); // reject bad patterns at registration
    const fault: Fault = { ...spec, id: this.nextId++, hits: 0 };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): void {
    this.faults = [];
  }

  /** The first live fault for a request; consumes one of its uses. */
  take(method: string, url: string): Fault | undefined {
    const fault = this.faults.find(
      (f) =>
        (f.method === undefined || f.method.toUpperCase() === method) &&
        (f.path === undefined || new RegExp(f.path).test(url)),
    );
    if (!fault) return undefined;
    fault.hits++;
    if (fault.count !== undefined && fault.hits >= fault.count) {
      this.faults = this.faults.filter((f) => f !== fault);
    }
    return { ...fault };
  }
}
