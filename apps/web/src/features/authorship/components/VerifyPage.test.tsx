import type { Language } from '@ideabazaar/shared/i18n/language';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sha256Text } from '@ideabazaar/shared/authorship/merkle';
import { beforeEach, describe, expect, it } from 'vitest';
import { flip, makeCertificate, resignedWithAnotherKey } from '../../../../test/certificates';
import { renderApp } from '../../../../test/render-app';
import { initialState, useClientState } from '@/lib/client-state';
import { i18n } from '@/lib/i18n';
import { VerifyPage } from './VerifyPage';

// The page runs offline: the keys are the ones this device remembers (written here as the page
// writes them) or a keys file, and the test's page has no server to fetch them from. Its fetch of
// the real /.well-known file is for the real server's tests after the merge.
const REMEMBERED = 'ideabazaar.authorship-keys';

function switchLanguage(language: Language) {
  useClientState.setState({ language });
  act(() => void i18n.changeLanguage(language));
}

beforeEach(() => {
  useClientState.setState({ ...initialState });
  switchLanguage('en');
});

type Field = 'certificate' | 'content' | 'keys';

function open() {
  const user = userEvent.setup();
  renderApp([{ path: '/verify', Component: VerifyPage }], '/verify');
  const give = async (field: Field, text: string) => {
    await user.upload(
      await screen.findByTestId(`file-${field}`),
      new File([text], `${field}.json`, { type: 'application/json' }),
    );
    const label = i18n.t(`authorship:verify.${field}`);
    const box = screen.getByRole('textbox', { name: (name) => name.startsWith(label) });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).not.toBe(''));
  };
  const check = async () => {
    await user.click(screen.getByRole('button', { name: i18n.t('authorship:verify.check') }));
  };
  const line = async (name: string) => (await screen.findByTestId(`check-${name}`)).textContent;
  return { user, give, check, line };
}

describe('the /verify page', () => {
  it('says a certificate holds, check by check, with a keys file', async () => {
    const { file, keys } = await makeCertificate();
    const page = open();
    await page.give('certificate', JSON.stringify(file));
    await page.give('keys', JSON.stringify(keys));
    await page.check();

    expect(await screen.findByTestId('verdict')).toHaveTextContent(
      'The certificate holds: this content was registered on IdeaBazaar on 1405/09/07 08:30 / 2026-11-28 05:00:00 UTC.',
    );
    expect(await page.line('content')).toContain('The content matches the certificate.');
    expect(await page.line('leaf')).toContain(
      "The certificate's leaf is made from its content hash.",
    );
    expect(await page.line('proof')).toContain('The proof leads from the leaf to the signed root.');
    expect(await page.line('signature')).toContain(file.key_id);
    expect(await page.line('key')).toContain("The signature is the platform's");
    expect(await page.line('timestamp')).toContain('No external timestamp.');
    expect(screen.getByTestId('keys-used')).toHaveTextContent(
      'Keys used: the keys file you gave (keys: 1).',
    );
    expect(screen.getByText(/the canonical content inside the certificate file/)).toBeVisible();
  });

  it('uses the keys this device remembers, offline, and says from when', async () => {
    const { file, keys } = await makeCertificate();
    localStorage.setItem(
      REMEMBERED,
      JSON.stringify({ keys: keys.keys, fetchedAt: '2026-11-20T10:00:00.000Z' }),
    );
    const page = open();
    await page.give('certificate', JSON.stringify(file));
    await page.check();
    expect(await page.line('key')).toContain("The signature is the platform's");
    expect(screen.getByTestId('keys-used')).toHaveTextContent(
      'as fetched on 1405/08/29 13:30 / 2026-11-20 10:00:00 UTC (keys: 1), kept on this device.',
    );
  });

  it('without any keys, says the chain holds but the key was not compared', async () => {
    const { file } = await makeCertificate();
    const page = open();
    await page.give('certificate', JSON.stringify(file));
    await page.check();
    expect(await screen.findByTestId('verdict')).toHaveTextContent(
      'The certificate holds for the key it carries, but that key was not compared',
    );
    expect(await page.line('key')).toContain('The key was not compared');
    expect(screen.getByTestId('keys-used')).toHaveTextContent('No published keys at hand');
  });

  it('shows the failing check in words when any part is changed', async () => {
    const { file, keys, canonical } = await makeCertificate();
    const other = await resignedWithAnotherKey(file);
    // A content of another version whose hash the file states: the hash matches, the names do not.
    const version2 = canonical.replace('"version":1', '"version":2');
    const named = { canonical_content: version2, content_hash: await sha256Text(version2) };
    const cases: [string, object, string, string?][] = [
      [
        'content',
        {},
        'The content does not match the certificate',
        canonical.replace('robot', 'rob0t'),
      ],
      ['content', named, 'The content names another idea or version', undefined],
      [
        'leaf',
        { leaf_hash: flip(file.leaf_hash) },
        "The certificate's leaf is not made from its content hash.",
      ],
      [
        'proof',
        { proof: [{ ...file.proof[0]!, hash: flip(file.proof[0]!.hash) }, ...file.proof.slice(1)] },
        'The proof does not lead',
      ],
      ['proof', { root: flip(file.root) }, 'The proof does not lead'],
      ['signature', { signature: flip(file.signature) }, 'The signature does not hold'],
      ['signature', { signed_at: '2026-11-28T05:00:01.000Z' }, 'The signature does not hold'],
      ['key', other, "The key is not among the platform's published keys."],
    ];
    for (const [check, change, words, content] of cases) {
      const view = open();
      const changed = { ...file, ...change };
      // A content that names another version is only checked against a changed hash.
      await view.give('certificate', JSON.stringify(changed));
      await view.give('keys', JSON.stringify(keys));
      if (content) await view.give('content', content);
      await view.check();
      expect(await screen.findByTestId('verdict'), check).toHaveTextContent(
        'The certificate does not hold.',
      );
      expect(await view.line(check), check).toContain(words);
      expect(within(screen.getByTestId(`check-${check}`)).getByText('Fails')).toBeVisible();
      document.body.innerHTML = '';
    }
  });

  it('gives a clear message for a file that is not JSON or not a certificate, never a crash', async () => {
    const { file } = await makeCertificate();
    const page = open();
    await page.give('certificate', 'certificate, not JSON');
    await page.check();
    expect(await screen.findByTestId('file-problem')).toHaveTextContent(
      'The certificate file is not JSON.',
    );

    await page.give('certificate', JSON.stringify({ ...file, format: 'something else' }));
    await page.check();
    expect(await screen.findByTestId('file-problem')).toHaveTextContent(
      'The certificate file is not in the expected form (at format).',
    );

    await page.give('certificate', JSON.stringify(file));
    await page.give('keys', JSON.stringify({ keys: [{ id: 'no' }] }));
    await page.check();
    expect(await screen.findByTestId('file-problem')).toHaveTextContent(
      'The keys file is not in the expected form (at keys.0.id).',
    );
    expect(screen.queryByTestId('verdict')).toBeNull();
  });

  it('says it all in Persian, dates in Jalali with Persian digits', async () => {
    switchLanguage('fa');
    const { file, keys } = await makeCertificate();
    const page = open();
    await page.give('certificate', JSON.stringify(file));
    await page.give('keys', JSON.stringify(keys));
    await page.check();
    expect(await screen.findByTestId('verdict')).toHaveTextContent(
      'گواهی درست است: این محتوا در ۱۴۰۵/۰۹/۰۷ ۰۸:۳۰ / ۲۰۲۶-۱۱-۲۸ ۰۵:۰۰:۰۰ UTC در ایده‌بازار ثبت شده است.',
    );
    expect(await page.line('content')).toContain('محتوا با گواهی می‌خواند.');
    expect(await page.line('timestamp')).toContain('مهر زمانی بیرونی ندارد.');
    expect(screen.getByTestId('keys-used')).toHaveTextContent('(۱ کلید)');
  });
});
