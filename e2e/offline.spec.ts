import { expect, test } from './test';

test('after one visit the app shell and its screens come from the service worker with the network cut', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled by the new worker; a reload is, once it has claimed.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);

  await context.setOffline(true);
  // The network is really cut: the API, which the worker does not cache, cannot be reached.
  const health = await page.evaluate(() =>
    fetch('/api/health').then(
      (response) => `answered ${response.status}`,
      () => 'failed',
    ),
  );
  expect(health).toBe('failed');

  // Whatever answers from now on, nothing may come from anywhere but the worker's cache.
  const notFromWorker: string[] = [];
  page.on('response', (response) => {
    if (!response.fromServiceWorker()) notFromWorker.push(response.url());
  });
  const shell = await page.reload();
  expect(shell?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Ideas' }).first()).toBeVisible();
  await expect(page.getByTestId('bottom-nav')).toHaveAttribute('data-variant', 'main');

  const create = await page.goto('/create-idea');
  expect(create?.fromServiceWorker()).toBe(true);
  await expect(
    page.getByRole('heading', { name: 'Turn your idea or need into a listing' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/idea-or-need');
  expect(notFromWorker).toEqual([]);
  await context.setOffline(false);
});
