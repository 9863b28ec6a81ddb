import { expect } from '@playwright/test';
import { APP_DEVNET } from './support';
import { test } from './worker-devnet';

test('the shell renders its header, network badge and every route without console errors', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/');
  await expect(page.getByText('Satchel', { exact: true })).toBeVisible();
  await expect(page.getByTestId('network-badge')).toHaveText('Devnet (regtest)');
  await expect(page.getByTestId('connect-button')).toBeVisible();

  for (const [name, path] of [
    ['Send', '/send'],
    ['Sign message', '/sign-message'],
    ['Sign PSBT', '/sign-psbt'],
    ['Runes', '/runes'],
    ['Overview', '/'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('a strict Content-Security-Policy ships with the production build', async ({ page }) => {
  await page.goto('/');
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  const connectSrc = csp?.split(';').find((directive) => directive.trim().startsWith('connect-src'));
  expect(connectSrc?.trim().split(/\s+/)).toEqual(expect.arrayContaining(["'self'", APP_DEVNET]));
});

test('an unknown route shows a way back instead of a blank page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('This page does not exist.')).toBeVisible();
});

test('the server sends the production security headers, and the page still runs under them', async ({
  page,
}) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("script-src 'self'");
  expect(policy).toMatch(/img-src 'self' data: http:\/\/127\.0\.0\.1:\d+;/);
  await expect(page.getByTestId('connect-button')).toBeVisible();
});

test('the build has a meta description, a robots.txt and a web manifest with the app icon', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Bitcoin wallet/);
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toMatch(/^User-agent: \*$/m);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await request.get(href ?? '');
  expect(manifest.ok()).toBe(true);
  const { name, icons } = (await manifest.json()) as { name: string; icons: { src: string; type: string }[] };
  expect(name).toBe('Satchel');
  expect(icons.length).toBeGreaterThan(0);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.ok()).toBe(true);
    expect(file.headers()['content-type']).toContain(icon.type);
  }
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', icons[0]?.src ?? '');
});
