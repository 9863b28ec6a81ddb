/** An answer with an HTTP status: 400 for a request the service refuses, 404 for an unknown order. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const refuse = (message: string) => new ServiceError(400, message);
