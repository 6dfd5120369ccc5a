import type { Language } from '@ideabazaar/shared/i18n/language';
import { toPersianDigits } from '@ideabazaar/shared/persian/digits';
import { formatToman } from '@ideabazaar/shared/persian/money';
import type { Notification, NotificationKind } from '@ideabazaar/shared/schemas/notifications';

/** What a notification says, in a member's language: a title and one or two sentences. */
export interface Told {
  title: string;
  body: string;
}

/** The facts a sentence uses, already written for the reader's language. */
interface Facts {
  who: string;
  what: string;
  amount: string;
  count: string;
  /** Whether `count` is one: English says "message", not "messages". */
  one: boolean;
  refunded: boolean;
}

type Sentences = Record<NotificationKind, (f: Facts) => Told>;

const en: Sentences = {
  sale: (f) => ({
    title: 'Your idea was sold',
    body: `${f.who} bought “${f.what}”. ${f.amount} is in your wallet, held until the sale is final.`,
  }),
  purchase: (f) => ({
    title: 'Your purchase',
    body: `You bought “${f.what}” for ${f.amount}. It is yours to open.`,
  }),
  offer_made: (f) => ({
    title: 'A new offer',
    body: `${f.who} offered ${f.amount} for “${f.what}”.`,
  }),
  offer_accepted: (f) => ({
    title: 'Your offer was accepted',
    body: `You may buy “${f.what}” for ${f.amount} within seven days.`,
  }),
  offer_declined: (f) => ({
    title: 'Your offer was declined',
    body: `The owner of “${f.what}” declined your offer of ${f.amount}.`,
  }),
  offer_expired: (f) => ({
    title: 'Your accepted offer expired',
    body: `Seven days passed without a purchase of “${f.what}” at ${f.amount}.`,
  }),
  withdrawal_paid: (f) => ({
    title: 'Your withdrawal was paid',
    body: `${f.amount} was paid to your bank account.`,
  }),
  withdrawal_rejected: (f) => ({
    title: 'Your withdrawal was rejected',
    body: `Your withdrawal of ${f.amount} was rejected; the amount is back in your wallet.`,
  }),
  dispute_opened: (f) => ({
    title: 'A dispute was opened',
    body: `A dispute was opened on the sale of “${f.what}”. Its money is held until it is settled.`,
  }),
  dispute_settled: (f) => ({
    title: 'A dispute was settled',
    body: f.refunded
      ? `The dispute over “${f.what}” was settled: the buyer was refunded.`
      : `The dispute over “${f.what}” was settled: the payment was released to the seller.`,
  }),
  proceeds_released: (f) => ({
    title: 'Your proceeds were released',
    body: `${f.amount} from the sale of “${f.what}” is now in your available balance.`,
  }),
  referral_earned: (f) => ({
    title: 'You earned a referral reward',
    body: `${f.who} made a purchase: you earned ${f.amount}, released when the sale is final.`,
  }),
  referral_released: (f) => ({
    title: 'Your referral reward was released',
    body: `Your referral reward of ${f.amount} is now in your available balance.`,
  }),
  comment: (f) => ({ title: 'A new comment', body: `${f.who} commented on “${f.what}”.` }),
  answer: (f) => ({ title: 'A new answer to your need', body: `${f.who} answered “${f.what}”.` }),
  messages_unread: (f) => ({
    title: 'Unread messages',
    body: `${f.who} sent you ${f.count} ${f.one ? 'message' : 'messages'} you have not read yet.`,
  }),
  need_match: (f) => ({
    title: 'An idea may answer your need',
    body: `“${f.what}” may answer your need.`,
  }),
  saved_search_match: (f) => ({
    title: 'A new match for your saved search',
    body: `“${f.what}” matches one of your saved searches.`,
  }),
  operator_decision: (f) => ({
    title: 'A decision about your item',
    body: `An operator reviewed “${f.what}”. Open it to see where it stands.`,
  }),
};

const fa: Sentences = {
  sale: (f) => ({
    title: 'ایده‌ی شما فروخته شد',
    body: `${f.who} «${f.what}» را خرید. ${f.amount} به کیف پول شما آمد و تا قطعی‌شدن فروش نگه داشته می‌شود.`,
  }),
  purchase: (f) => ({
    title: 'خرید شما',
    body: `شما «${f.what}» را به قیمت ${f.amount} خریدید و اکنون می‌توانید آن را ببینید.`,
  }),
  offer_made: (f) => ({
    title: 'پیشنهاد تازه',
    body: `${f.who} برای «${f.what}» مبلغ ${f.amount} پیشنهاد داد.`,
  }),
  offer_accepted: (f) => ({
    title: 'پیشنهاد شما پذیرفته شد',
    body: `می‌توانید «${f.what}» را تا هفت روز به قیمت ${f.amount} بخرید.`,
  }),
  offer_declined: (f) => ({
    title: 'پیشنهاد شما رد شد',
    body: `صاحب «${f.what}» پیشنهاد ${f.amount} شما را نپذیرفت.`,
  }),
  offer_expired: (f) => ({
    title: 'مهلت پیشنهاد پذیرفته‌شده‌ی شما تمام شد',
    body: `هفت روز بدون خرید «${f.what}» به قیمت ${f.amount} گذشت.`,
  }),
  withdrawal_paid: (f) => ({
    title: 'برداشت شما واریز شد',
    body: `${f.amount} به حساب بانکی شما واریز شد.`,
  }),
  withdrawal_rejected: (f) => ({
    title: 'درخواست برداشت شما رد شد',
    body: `درخواست برداشت ${f.amount} رد شد و مبلغ به کیف پول شما برگشت.`,
  }),
  dispute_opened: (f) => ({
    title: 'اختلاف ثبت شد',
    body: `برای فروش «${f.what}» اختلاف ثبت شد. پول آن تا حل اختلاف نگه داشته می‌شود.`,
  }),
  dispute_settled: (f) => ({
    title: 'اختلاف حل شد',
    body: f.refunded
      ? `اختلاف «${f.what}» حل شد: مبلغ به خریدار برگشت.`
      : `اختلاف «${f.what}» حل شد: مبلغ برای فروشنده آزاد شد.`,
  }),
  proceeds_released: (f) => ({
    title: 'درآمد شما آزاد شد',
    body: `${f.amount} از فروش «${f.what}» به موجودی قابل برداشت شما اضافه شد.`,
  }),
  referral_earned: (f) => ({
    title: 'پاداش معرفی گرفتید',
    body: `${f.who} خرید کرد: ${f.amount} پاداش گرفتید که پس از قطعی‌شدن فروش آزاد می‌شود.`,
  }),
  referral_released: (f) => ({
    title: 'پاداش معرفی شما آزاد شد',
    body: `پاداش معرفی ${f.amount} به موجودی قابل برداشت شما اضافه شد.`,
  }),
  comment: (f) => ({ title: 'دیدگاه تازه', body: `${f.who} درباره‌ی «${f.what}» دیدگاه نوشت.` }),
  answer: (f) => ({ title: 'پاسخ تازه به نیاز شما', body: `${f.who} به «${f.what}» پاسخ داد.` }),
  messages_unread: (f) => ({
    title: 'پیام‌های خوانده‌نشده',
    body: `${f.who} ${f.count} پیام برای شما فرستاده که هنوز نخوانده‌اید.`,
  }),
  need_match: (f) => ({
    title: 'ایده‌ای برای نیاز شما',
    body: `«${f.what}» ممکن است پاسخ نیاز شما باشد.`,
  }),
  saved_search_match: (f) => ({
    title: 'مورد تازه برای جست‌وجوی ذخیره‌شده',
    body: `«${f.what}» با یکی از جست‌وجوهای ذخیره‌شده‌ی شما جور است.`,
  }),
  operator_decision: (f) => ({
    title: 'تصمیمی درباره‌ی مورد شما',
    body: `مدیر «${f.what}» را بررسی کرد. برای دیدن وضعیتش آن را باز کنید.`,
  }),
};

const common = {
  en: {
    member: (id: string) => `User ${id}`,
    someone: 'A member',
    yourItem: 'your item',
    open: 'Open it in IdeaBazaar:',
    gathered: (n: string) => ({
      title: `${n} more notifications`,
      body: `You have ${n} more notifications on IdeaBazaar.`,
    }),
    unsubscribe: 'Stop e-mails like this one:',
    settings: 'Choose which notifications you receive:',
  },
  fa: {
    member: (id: string) => `کاربر ${toPersianDigits(id)}`,
    someone: 'یک کاربر',
    yourItem: 'مورد شما',
    open: 'در ایده‌بازار ببینید:',
    gathered: (n: string) => ({
      title: `${n} اعلان دیگر`,
      body: `${n} اعلان دیگر در ایده‌بازار دارید.`,
    }),
    unsubscribe: 'دیگر چنین ایمیلی نفرستید:',
    settings: 'انتخاب کنید کدام اعلان‌ها را دریافت کنید:',
  },
};
export type CommonTexts = (typeof common)['en'];
export const commonTexts = (language: Language): CommonTexts => common[language];

const number = (value: number, language: Language) =>
  language === 'fa' ? toPersianDigits(value) : String(value);

/** The notification in the member's language, from its public and own facts only. */
export function tell(notification: Notification, language: Language): Told {
  const c = common[language];
  const { actor, item, amount, count } = notification;
  const facts: Facts = {
    who: actor ? (actor.name ?? c.member(actor.id)) : c.someone,
    what: item?.title ?? c.yourItem,
    amount: amount === null ? '' : formatToman(amount, language),
    count: number(count ?? 0, language),
    one: count === 1,
    refunded: notification.detail === 'refunded',
  };
  return (language === 'fa' ? fa : en)[notification.kind](facts);
}

/** The one message for the notifications the hourly cap held. */
export const tellGathered = (held: number, language: Language): Told =>
  common[language].gathered(number(held, language));
