import type { Language } from '@ideabazaar/shared/i18n/language';
import type { Mail } from '../../messaging/messaging.service';
import { commonTexts, type Told } from './texts';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * One notification's e-mail, plain text and HTML, in the member's language: what happened, the
 * screen it concerns, and how to stop such e-mails. With `unsubscribe` (a kind's one-click link,
 * RFC 8058) the mail carries List-Unsubscribe headers; a gathered mail links to the choices.
 */
export function notificationMail(options: {
  to: string;
  language: Language;
  told: Told;
  open: string;
  /** The web page the link in the text opens, and the API address mail clients POST to. */
  unsubscribe: { page: string; oneClick: string } | undefined;
  settings: string;
}): Mail {
  const { to, language, told, open, unsubscribe, settings } = options;
  const c = commonTexts(language);
  const dir = language === 'fa' ? 'rtl' : 'ltr';
  const stop = unsubscribe
    ? { line: c.unsubscribe, url: unsubscribe.page }
    : { line: c.settings, url: settings };
  const link = (url: string) => `<a href="${escape(url)}" dir="ltr">${escape(url)}</a>`;
  return {
    to,
    subject: told.title,
    text: `${told.body}\n\n${c.open}\n${open}\n\n${stop.line}\n${stop.url}\n`,
    html: `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:Arial,Tahoma,sans-serif">
<p style="font-size:16px"><strong>${escape(told.title)}</strong></p>
<p>${escape(told.body)}</p>
<p>${escape(c.open)} ${link(open)}</p>
<p style="color:#666;font-size:12px">${escape(stop.line)} ${link(stop.url)}</p></body></html>`,
    ...(unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}
