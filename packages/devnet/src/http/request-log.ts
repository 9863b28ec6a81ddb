export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  time: number;
}

/** How many entries the log keeps: enough for any one test, bounded for a devnet left running. */
export const REQUEST_LOG_LIMIT = 1_000;

/** The last requests outside the control plane, oldest first, for asserting call counts. */
export class RequestLog {
  private items: RequestLogEntry[] = [];

  constructor(readonly limit = REQUEST_LOG_LIMIT) {}

  add(entry: RequestLogEntry): void {
    this.items.push(entry);
    if (this.items.length > this.limit) this.items.splice(0, this.items.length - this.limit);
  }

  entries(): RequestLogEntry[] {
    return [...this.items];
  }

  clear(): void {
    this.items = [];
  }
}
