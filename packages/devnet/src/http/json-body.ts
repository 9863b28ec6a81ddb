import { HttpError } from './reply';

type Body = Record<string, unknown>;

/** A JSON object; an empty body counts as `{}`. */
export function parseJsonObject(body: string): Body {
  if (body.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (err) {
    throw new HttpError(400, `body is not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new HttpError(400, 'body must be a JSON object');
  return value as Body;
}
