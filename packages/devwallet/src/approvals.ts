import type { Family } from './config';
import { WalletFailure } from './errors';

/** One labelled line the overlay shows, e.g. ["Amount", "10000 sats"]. */
export type DetailLine = [label: string, value: string];

export interface ApprovalRequest {
  family: Family;
  method: string;
  title: string;
  details: DetailLine[];
}

export type Outcome =
  | { kind: 'approve' }
  | { kind: 'reject' }
  | { kind: 'hang' }
  | { kind: 'delay'; ms: number };

export interface PendingApproval extends ApprovalRequest {
  id: number;
  /** `waiting` = shown to the person; `hung` = scripted to never answer (a lost popup). */
  state: 'waiting' | 'hung';
}

interface Entry extends PendingApproval {
  settle: (approved: boolean) => void;
}

/**
 * Every prompting wallet call passes through here: a scripted outcome (approveNext, rejectNext,
 * hangNext, delayNext) wins, then `autoApprove`, otherwise the request waits for a click.
 */
export class ApprovalQueue {
  private scripted: Outcome[] = [];
  private entries: Entry[] = [];
  private nextId = 1;
  private listeners = new Set<() => void>();

  constructor(public autoApprove: boolean) {}

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  /** Queues an outcome; if a request is already waiting for a person, it takes it at once. */
  script(outcome: Outcome): void {
    const waiting = this.entries.find((entry) => entry.state === 'waiting');
    if (waiting) this.apply(waiting, outcome);
    else this.scripted.push(outcome);
  }

  /** Resolves when approved; rejects with a `rejected` WalletFailure; never settles when hung. */
  ask(request: ApprovalRequest): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const entry: Entry = {
        ...request,
        id: this.nextId++,
        state: 'waiting',
        settle: (approved) => {
          this.entries = this.entries.filter((e) => e !== entry);
          this.changed();
          if (approved) resolve();
          else reject(new WalletFailure('rejected', 'User rejected the request.'));
        },
      };
      this.entries.push(entry);
      const outcome = this.scripted.shift();
      if (outcome) this.apply(entry, outcome);
      else if (this.autoApprove) entry.settle(true);
      else this.changed();
    });
  }

  private apply(entry: Entry, outcome: Outcome): void {
    if (outcome.kind === 'approve') entry.settle(true);
    else if (outcome.kind === 'reject') entry.settle(false);
    else if (outcome.kind === 'hang') {
      entry.state = 'hung';
      this.changed();
    } else {
      entry.state = 'hung';
      this.changed();
      setTimeout(() => entry.settle(true), outcome.ms);
    }
  }

  /** Settles the oldest request waiting for a person (what the overlay buttons call). */
  decide(approved: boolean, id?: number): boolean {
    const entry = this.entries.find((e) => e.state === 'waiting' && (id === undefined || e.id === id));
    if (!entry) return false;
    entry.settle(approved);
    return true;
  }

  pending(): PendingApproval[] {
    return this.entries.map(({ settle: _settle, ...rest }) => ({ ...rest, details: [...rest.details] }));
  }

  current(): PendingApproval | undefined {
    return this.pending().find((entry) => entry.state === 'waiting');
  }

  clearScript(): void {
    this.scripted = [];
  }
}
