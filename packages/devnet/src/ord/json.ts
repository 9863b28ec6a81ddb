/**
 * JSON text as ord's serde output writes it: u128 amounts are plain JSON numbers, however
 * large, so bigints are written as number literals (JSON.stringify cannot). Undefined object
 * members are left out; null stays null.
 */
export function toJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  switch (typeof value) {
    case 'bigint':
      return value.toString();
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return JSON.stringify(value);
    default:
      break;
  }
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (v !== undefined) parts.push(`${JSON.stringify(k)}:${toJson(v)}`);
  }
  return `{${parts.join(',')}}`;
}
