import type { Language } from '@ideabazaar/shared/i18n/language';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCertificate } from '../../../../test/certificates';
import { renderApp } from '../../../../test/render-app';
import { initialState, useClientState } from '@/lib/client-state';
import { i18n } from '@/lib/i18n';
import { CertificateSheet, VERIFY_COMMAND } from './CertificateSheet';

// The presentational sheet with a certificate the shared core made. After the merge, the same
// checks belong on /certificate/{id}/{version} rendered against the real server (see the report).
function switchLanguage(language: Language) {
  useClientState.setState({ language });
  act(() => void i18n.changeLanguage(language));
}

beforeEach(() => {
  useClientState.setState({ ...initialState });
  switchLanguage('en');
});

async function show() {
  const { file } = await makeCertificate();
  renderApp(
    [{ path: '/', element: <CertificateSheet certificate={file} title={file.title} /> }],
    '/',
  );
  await screen.findByRole('article');
  return file;
}

describe('the printable certificate', () => {
  it('shows the signing time in Jalali and Gregorian, the hashes as written, and how to verify', async () => {
    const file = await show();
    expect(screen.getByTestId('sheet-jalali')).toHaveTextContent(
      '1405/09/07 08:30 (Jalali, Tehran time)',
    );
    expect(screen.getByTestId('sheet-gregorian')).toHaveTextContent(
      '2026-11-28 05:00:00 (Gregorian, UTC)',
    );
    for (const [id, value] of [
      ['sheet-item-id', file.item_id],
      ['sheet-content-hash', file.content_hash],
      ['sheet-root', file.root],
      ['sheet-key-id', file.key_id],
      ['sheet-signature', file.signature],
    ] as const) {
      expect(screen.getByTestId(id)).toHaveTextContent(value);
      expect(screen.getByTestId(id)).toHaveAttribute('dir', 'ltr');
    }
    expect(screen.getByTestId('sheet-proof').querySelectorAll('li')).toHaveLength(
      file.proof.length,
    );
    expect(screen.getByTestId('sheet-timestamp')).toHaveTextContent('No external timestamp.');
    expect(screen.getByText(VERIFY_COMMAND)).toBeVisible();
    expect(screen.getByRole('link', { name: /\/verify$/ })).toHaveAttribute('href', '/verify');
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    // The salt is the owner's alone: never on a printed page.
    expect(document.body.textContent).not.toMatch(/salt/i);
  });

  it('in Persian: Jalali and Gregorian in Persian digits, the hashes left to right in Latin digits', async () => {
    switchLanguage('fa');
    const file = await show();
    expect(await screen.findByTestId('sheet-jalali')).toHaveTextContent(
      '۱۴۰۵/۰۹/۰۷ ۰۸:۳۰ (خورشیدی، به وقت تهران)',
    );
    expect(screen.getByTestId('sheet-gregorian')).toHaveTextContent(
      '۲۰۲۶-۱۱-۲۸ ۰۵:۰۰:۰۰ (میلادی، UTC)',
    );
    expect(screen.getByTestId('sheet-version')).toHaveTextContent('۱');
    expect(screen.getByTestId('sheet-root')).toHaveTextContent(file.root);
    expect(screen.getByTestId('sheet-root')).toHaveAttribute('dir', 'ltr');
    // The proof's steps are numbered in Persian digits too.
    expect(screen.getByTestId('sheet-proof')).toHaveStyle({ listStyleType: 'persian' });
    expect(screen.getByRole('heading', { name: 'گواهی اصالت اثر' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'چاپ' })).toBeVisible();
  });
});
