import { CONTROL_HEADER } from '../../packages/devnet/src/index';

/** Calls the devnet control plane as the project's own tools do: with the control header. */
export function control(
  devnetUrl: string,
  path: string,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<Response> {
  return fetch(`${devnetUrl}/__devnet/${path}`, {
    method,
    headers: { [CONTROL_HEADER]: '1' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The JSON answer of a control call that must succeed. */
export async function controlJson<T>(
  devnetUrl: string,
  path: string,
  body?: unknown,
  method?: string,
): Promise<T> {
  const response = await control(devnetUrl, path, body, method);
  if (!response.ok) throw new Error(`devnet ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
