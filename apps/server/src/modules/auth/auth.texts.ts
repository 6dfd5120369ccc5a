import type { Mail } from '../messaging/messaging.service';

import type { Language } from '../../plugins/language';

export type { Language };

const texts = {
  en: {
    subject: 'Your IdeaBazaar sign-in code',
    line: (code: string) => `Your IdeaBazaar sign-in code is ${code}.`,
    valid: 'It is valid for 10 minutes and can be used once.',
    ignore: 'If you did not ask for it, you can ignore this e-mail: nobody can sign in without it.',
    sms: (code: string) => `IdeaBazaar sign-in code: ${code}\nValid for 10 minutes.`,
  },
  fa: {
    subject: 'کد ورود شما به ایده‌بازار',
    line: (code: string) => `کد ورود شما به ایده‌بازار ${code} است.`,
    valid: 'این کد ۱۰ دقیقه اعتبار دارد و یک بار قابل استفاده است.',
    ignore:
      'اگر شما این کد را درخواست نکرده‌اید، این ایمیل را نادیده بگیرید: بدون آن کسی نمی‌تواند وارد شود.',
    sms: (code: string) => `کد ورود ایده‌بازار: ${code}\nاعتبار: ۱۰ دقیقه`,
  },
};

/** The sign-in e-mail, plain text and HTML, in the member's language. The code is digits only. */
export function codeMail(to: string, code: string, language: Language): Mail {
  const t = texts[language];
  const dir = language === 'fa' ? 'rtl' : 'ltr';
  return {
    to,
    subject: t.subject,
    text: `${t.line(code)}\n\n${t.valid}\n\n${t.ignore}\n`,
    html: `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:Arial,Tahoma,sans-serif">
<p>${t.line(`<strong style="font-size:24px;letter-spacing:4px" dir="ltr">${code}</strong>`)}</p>
<p>${t.valid}</p><p style="color:#666">${t.ignore}</p></body></html>`,
  };
}

export const codeSms = (code: string, language: Language) => texts[language].sms(code);
