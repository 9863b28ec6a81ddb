import { describe, expect, it } from 'vitest';
import { ErrorCode, Errors, Messages, SatchelError } from '../../primitives/errors';
import { sendFailure } from './send-failure';

describe('sendFailure', () => {
  it('keeps a wallet send failure reason without repeating the message', () => {
    const error = sendFailure(Errors.sendFailed({ details: 'Insufficient funds.' }));
    expect(error.message).toBe(Messages.sendFailed);
    expect(error.details).toBe('Insufficient funds.');
  });

  it('reports a rate limit the wallet met while broadcasting as the explorer rate limit', () => {
    const page = 'Broadcast failed: <html><title>429 Too Many Requests</title></html>';
    const error = sendFailure(Errors.sendFailed({ details: page }));
    expect(error.details).toBe(Messages.rateLimited);
  });

  it("keeps Satchel's own rate limit error with its details", () => {
    const error = sendFailure(Errors.rateLimited({ details: 'nginx' }));
    expect(error.message).toBe(Messages.sendFailed);
    expect(error.details).toBe(`${Messages.rateLimited} nginx`);
  });

  it('never turns a user cancel into a rate limit', () => {
    const error = sendFailure(
      new SatchelError(ErrorCode.USER_REJECTION, 'User rejected the request.', { details: 'code 429' }),
    );
    expect(error.details).toBe('User rejected the request. code 429');
  });
});
