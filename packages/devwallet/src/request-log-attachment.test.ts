import type { Page, TestInfo } from '@playwright/test';
import { describe, expect, it, vi } from 'vitest';
import { attachRequestLogOnFailure } from './request-log-attachment';

function setup(status: TestInfo['status'], log: unknown) {
  const attach = vi.fn(async () => undefined);
  const page = { isClosed: () => false, evaluate: vi.fn(async () => log) } as unknown as Page;
  const testInfo = { status, expectedStatus: 'passed', attach } as unknown as TestInfo;
  return { page, testInfo, attach };
}

describe('the request log on failure', () => {
  it('is attached to the report when the test failed, bigints as text', async () => {
    const { page, testInfo, attach } = setup('failed', [{ method: 'signPsbt', result: { fee: 12n } }]);
    await attachRequestLogOnFailure(page, testInfo);
    expect(attach).toHaveBeenCalledWith('devwallet-requests.json', {
      contentType: 'application/json',
      body: JSON.stringify([{ method: 'signPsbt', result: { fee: '12' } }], null, 2),
    });
  });

  it('is left out when the test passed', async () => {
    const { page, testInfo, attach } = setup('passed', []);
    await attachRequestLogOnFailure(page, testInfo);
    expect(attach).not.toHaveBeenCalled();
  });
});
