import type { Language } from '@ideabazaar/shared/i18n/language';
import { toPersianDigits } from '@ideabazaar/shared/persian/digits';
import type { Mail } from '../messaging/messaging.service';

const texts = {
  en: {
    subject: 'Your IdeaBazaar sign-in code',
    line: (code: string) => `Your IdeaBazaar sign-in code is ${code}.`,
    valid: 'It is valid for 10 minutes and can be used once.',
    ignore: 'If you did not ask for it, you can ignore this e-mail: nobody can sign in without it.',
    sms: (code: string) => `IdeaBazaar sign-in code: ${code}\nValid for 10 minutes.`,
    proofSubject: 'Confirm your e-mail address for IdeaBazaar',
    proofLine: (code: string) =>
      `Your code to add this e-mail address to your IdeaBazaar account is ${code}.`,
    proofIgnore:
      'If you did not ask for it, you can ignore this e-mail: the address is not added without it.',
  },
  fa: {
    subject: 'کد ورود شما به ایده‌بازار',
    line: (code: string) => `کد ورود شما به ایده‌بازار ${code} است.`,
    valid: 'این کد ۱۰ دقیقه اعتبار دارد و یک بار قابل استفاده است.',
    ignore:
      'اگر شما این کد را درخواست نکرده‌اید، این ایمیل را نادیده بگیرید: بدون آن کسی نمی‌تواند وارد شود.',
    sms: (code: string) => `کد ورود ایده‌بازار: ${code}\nاعتبار: ۱۰ دقیقه`,
    proofSubject: 'تأیید نشانی ایمیل شما در ایده‌بازار',
    proofLine: (code: string) => `کد افزودن این نشانی ایمیل به حساب شما در ایده‌بازار ${code} است.`,
    proofIgnore:
      'اگر شما این کد را درخواست نکرده‌اید، این ایمیل را نادیده بگیرید: بدون آن نشانی افزوده نمی‌شود.',
  },
};

/**
 * The code as the language writes its numbers: Persian digits in Persian. The sign-in fields
 * take either kind (a copied Persian code is typed or pasted as it is).
 */
const written = (code: string, language: Language) =>
  language === 'fa' ? toPersianDigits(code) : code;

/**
 * The code e-mail, plain text and HTML, in the member's language: to sign in, or to prove an
 * address a member adds. The code is digits only, in the language's digits.
 */
export function codeMail(
  to: string,
  code: string,
  language: Language,
  purpose: 'sign_in' | 'proof' = 'sign_in',
): Mail {
  const t = texts[language];
  const proof = purpose === 'proof';
  const line = proof ? t.proofLine : t.line;
  const ignore = proof ? t.proofIgnore : t.ignore;
  const dir = language === 'fa' ? 'rtl' : 'ltr';
  const shown = written(code, language);
  return {
    to,
    subject: proof ? t.proofSubject : t.subject,
    text: `${line(shown)}\n\n${t.valid}\n\n${ignore}\n`,
    html: `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:Arial,Tahoma,sans-serif">
<p>${line(`<strong style="font-size:24px;letter-spacing:4px" dir="ltr">${shown}</strong>`)}</p>
<p>${t.valid}</p><p style="color:#666">${ignore}</p></body></html>`,
  };
}

/** The SMS's whole text (sent when no provider template takes the code as its token). */
export const codeSms = (code: string, language: Language) =>
  texts[language].sms(written(code, language));
