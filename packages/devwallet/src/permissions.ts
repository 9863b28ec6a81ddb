import type { Family } from './config';

const STORAGE_KEY = 'satchel-devwallet:permissions';

type Grants = Partial<Record<Family, string[]>>;

/**
 * Per-origin connection grants, one set per impersonated family (each real extension keeps its
 * own). Persisted in the page's localStorage so a reload reconnects silently, as the extensions do.
 */
export class PermissionStore {
  private grants: Grants;

  constructor(private readonly origin: string) {
    this.grants = PermissionStore.load();
  }

  private static load(): Grants {
    try {
      const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      return parsed && typeof parsed === 'object' ? (parsed as Grants) : {};
    } catch {
      return {};
    }
  }

  private save(): void {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(this.grants));
    } catch {
      // Storage may be disabled (sandboxed frames); grants then last for the page only.
    }
  }

  has(family: Family): boolean {
    return (this.grants[family] ?? []).includes(this.origin);
  }

  grant(family: Family): void {
    if (this.has(family)) return;
    this.grants[family] = [...(this.grants[family] ?? []), this.origin];
    this.save();
  }

  revoke(family: Family): void {
    this.grants[family] = (this.grants[family] ?? []).filter((origin) => origin !== this.origin);
    this.save();
  }

  list(): Family[] {
    return (Object.keys(this.grants) as Family[]).filter((family) => this.has(family));
  }
}
