/** The storage key of a value that belongs to one network (a send, an order): never read on another. */
export function networkKey(name: string, network: string): string {
  return `${name}:${network}`;
}
