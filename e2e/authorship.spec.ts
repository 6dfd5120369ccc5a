import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { request as requests } from '@playwright/test';
import { startTsaPeer } from '../apps/server/test/helpers/tsa-peer';
import { outboxCode, publishItem } from './api';
import { startDeployment } from './deployment';
import { askForEmailCode, uniqueEmail } from './sign-in';
import { expect, test } from './test';

const run = Date.now().toString(36);
const root = path.resolve(import.meta.dirname, '..');

/**
 * Issue 31, as people do it: a creator publishes an idea, the deployment signs it in its next
 * batch and has a real time-stamping authority (openssl ts -reply) stamp the root; the creator
 * downloads the certificate from My idea; a stranger checks it on /verify with the network cut,
 * and with the repository's script and Node alone. A stranger reading the idea does not see the
 * phone number its pitch carries; its owner does.
 */
test('a creator downloads a certificate that a stranger verifies offline and with one command', async ({
  browser,
}) => {
  const tsa = await startTsaPeer();
  const deployment = await startDeployment({
    AUTHORSHIP_BATCH_SECONDS: '1',
    TSA_URL: tsa.url,
  });
  const { origin } = deployment;
  const api = await requests.newContext({ baseURL: origin });
  const creatorContext = await browser.newContext({ baseURL: origin, acceptDownloads: true });
  const strangerContext = await browser.newContext({ baseURL: origin });
  try {
    const page = await creatorContext.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/my-ideas');
    const email = uniqueEmail('author');
    await askForEmailCode(page, email);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Verification code').fill(await outboxCode(api, email));
    const verified = page.waitForResponse((r) => r.url().includes('/api/auth/email/verify-code'));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const token = ((await (await verified).json()) as { token: { plainTextToken: string } }).token
      .plainTextToken;
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const title = `Signed kettle ${run}`;
    const id = await publishItem(api, token, { section: 'idea', title, price: 4_000_000 });
    // A contact slipped into the pitch, which a stranger reads.
    const phone = '0912 345 6789';
    const pitched = await api.patch(`/api/items/${id}`, {
      data: { elevator_text: `Warm tea anywhere. Call ${phone} to skip the fee.` },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pitched.ok(), await pitched.text()).toBe(true);

    await page.goto(`/MyIdea/${id}`);
    const certificates = page.getByTestId('owner-certificates');
    // Publication made version 1 and the pitch's change version 2; both are signed within seconds
    // (the list asks again while one is pending).
    const second = certificates.getByTestId('certificate-v2');
    await expect(second.getByRole('button', { name: 'Download certificate' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(certificates.getByTestId('certificate-salt')).toBeVisible();
    // The batch signs, then asks the time-stamping authority: on a busy machine the certificate
    // can be ready a moment before its stamp, which the file then lacks until the next batch.
    await expect
      .poll(
        async () => {
          const read = await api.get(`/api/items/${id}/certificates/2`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return ((await read.json()) as { tsa_token?: string | null }).tsa_token ?? null;
        },
        { timeout: 60_000 },
      )
      .toEqual(expect.any(String));
    const downloading = page.waitForEvent('download');
    await second.getByRole('button', { name: 'Download certificate' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`ideabazaar-certificate-${id}-v2.json`);
    const file = path.join(tsa.dir, download.suggestedFilename());
    await download.saveAs(file);
    const certificate = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(certificate.title).toBe(title);
    expect(certificate.tsa_token).toEqual(expect.any(String));
    // The file never carries the salt, which would let a stranger test guesses of short answers.
    expect(certificate).not.toHaveProperty('salt');

    // One command, Node alone, checks the file against the published keys and the TSA's CA.
    const keys = path.join(tsa.dir, 'keys.json');
    const published = await api.get('/.well-known/ideabazaar-authorship-keys.json');
    expect(published.ok()).toBe(true);
    writeFileSync(keys, await published.body());
    const script = path.join(root, 'scripts/verify-certificate.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [
      script,
      file,
      '--keys',
      keys,
      '--tsa-ca',
      tsa.caPath,
    ]);
    expect(stdout).toMatch(/^PASS +timestamp/m);
    expect(stdout.trim().endsWith('\nVALID')).toBe(true);

    // A stranger opens /verify once, then checks the file with the network cut.
    const stranger = await strangerContext.newPage();
    await stranger.setViewportSize({ width: 390, height: 844 });
    await stranger.goto('/verify');
    await stranger.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await stranger.reload();
    await expect
      .poll(() => stranger.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    // The page fetched the published keys while online and keeps them for offline checks.
    await expect
      .poll(() => stranger.evaluate(() => localStorage.getItem('ideabazaar.authorship-keys')))
      .not.toBeNull();
    await strangerContext.setOffline(true);
    const reloaded = await stranger.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await stranger.getByTestId('file-certificate').setInputFiles(file);
    await stranger.getByRole('button', { name: 'Check the certificate' }).click();
    await expect(stranger.getByTestId('verdict')).toContainText('The certificate holds');
    await expect(stranger.getByTestId('check-key')).toContainText('The signature is the platform');
    await expect(stranger.getByTestId('check-timestamp')).toContainText('Timestamped by');
    await expect(stranger.getByTestId('check-content')).toContainText(
      'The content matches the certificate.',
    );

    // The same file with one byte of its signature changed does not hold.
    const signature = String(certificate.signature);
    const forged = path.join(tsa.dir, 'forged.json');
    writeFileSync(
      forged,
      JSON.stringify({
        ...certificate,
        signature: (signature[0] === '0' ? '1' : '0') + signature.slice(1),
      }),
    );
    await stranger.getByTestId('file-certificate').setInputFiles(forged);
    await stranger.getByRole('button', { name: 'Check the certificate' }).click();
    await expect(stranger.getByTestId('verdict')).toContainText('The certificate does not hold');
    await strangerContext.setOffline(false);

    // What the stranger reads of the idea: the pitch without the phone, the private answer not at all.
    await stranger.goto(`/TheIdea/${id}`);
    await expect(stranger.getByRole('heading', { name: title })).toBeVisible();
    await expect(stranger.getByText('Warm tea anywhere.', { exact: false })).toBeVisible();
    const html = await stranger.content();
    expect(html).not.toContain('345 6789');
    expect(html).not.toContain('6789');
    const publicView = await (await api.get(`/api/items/${id}`)).text();
    expect(publicView).not.toContain('6789');
    const owner = (await (
      await api.get(`/api/items/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { elevator_text: string };
    expect(owner.elevator_text).toContain(phone);
    // The certificate's line on the public page links to its printable page.
    await expect(stranger.getByText(/Certificate of authorship: registered/)).toBeVisible();
  } finally {
    await creatorContext.close();
    await strangerContext.close();
    await api.dispose();
    await deployment.close();
    await tsa.close();
  }
});
