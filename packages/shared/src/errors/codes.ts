import { groupDigits } from '../persian/money';

/**
 * Every stable error code, with its English text: the seed's text word for word where it has
 * one (seed sections 5, 6 and 8). The server answers with the code and this text; the web shows
 * the code's translation (English: this text). `{{name}}` is filled from the error's params.
 * Codes are never renamed once shipped; a new failure gets a new code.
 */
export const errorTexts = {
  // Generic codes, for the framework's own errors and for values no rule names.
  validation_failed: 'The given data was invalid.',
  invalid_value: 'This value is not valid',
  required: 'Required',
  bad_request: 'Bad Request',
  unauthenticated: 'Unauthenticated',
  forbidden: 'Forbidden',
  not_found: 'Not Found',
  conflict: 'Conflict',
  payload_too_large: 'Payload Too Large',
  unsupported_media_type: 'Unsupported Media Type',
  rate_limited: 'Too many requests. Please try again later.',
  internal: 'Server Error',
  unavailable: 'Service Unavailable',
  overloaded: 'The server is busy. Please try again in a moment.',
  nul_refused: 'This text contains a character that is not allowed',
  numbers_only: 'Please enter numbers only!!',
  number_too_big: 'Please enter a smaller number',
  number_out_of_range: 'Please enter a number from {{minimum}} to {{maximum}} {{unit}}',
  date_invalid: 'Use a date like 2026-11-23',
  cursor_invalid: 'This page link is not valid any more. Please reload the list.',
  too_long: 'This is too long',
  // Contact form
  name_required: 'Please enter your name',
  name_too_long: 'Name is too long',
  subject_required: 'Please enter a subject',
  subject_too_long: 'Subject is too long',
  message_required: 'Please enter a message',
  message_too_short: 'Message must be at least {{minimum}} characters',
  message_too_long: 'Message must be at most {{maximum}} characters',
  contact_rate_limited: 'Too many messages. Please try again later.',
  // Sign-in and e-mail proof (seed section 5 and 8)
  email_required: 'Please enter your email',
  email_invalid: 'Please enter a valid email',
  code_required: 'Please enter verification code',
  mobile_required: 'Mobile field is required',
  mobile_code_required: 'Verification code field is required',
  mobile_invalid: 'Please enter a valid Iranian mobile number',
  code_invalid: 'Invalid verification code',
  code_wrong: 'This code is no longer valid. Please ask for a new one.',
  referral_invalid: 'This referral code does not exist',
  code_resend_wait: 'Please wait before asking for a new code.',
  codes_sent_too_many:
    'Too many codes were sent to this address. Please try again in a few minutes.',
  codes_requested_too_many:
    'Too many codes were requested from your network. Please try again later.',
  codes_tried_too_many: 'Too many codes were tried from your network. Please try again later.',
  sign_in_busy: 'Too many sign-in attempts right now. Please try again in a few minutes.',
  code_slow_down: 'Too many wrong codes. Please wait a moment and try again.',
  email_nothing_pending: 'There is no e-mail address waiting to be confirmed',
  email_taken:
    'This e-mail address belongs to another account. Sign in with it to use that account.',
  google_not_configured: 'Sign-in with Google is not available on this server.',
  google_state_invalid: 'This Google sign-in link is not valid any more. Please sign in again.',
  google_failed: 'Google sign-in failed. Please try again.',
  google_unreachable: 'Google sign-in failed. Please try again.',
  google_email_unverified: 'Your Google account has no verified e-mail address.',
  email_send_failed: 'The e-mail could not be sent. Please try again later.',
  sms_send_failed: 'The SMS could not be sent. Please try again later.',
  // Profile and avatar
  phone_invalid: 'Please enter an Iranian phone number, like 02112345678 or 09121234567',
  picture_type_refused: 'Please choose a JPEG, PNG, WebP or GIF picture',
  picture_not_multipart: 'Send the picture as multipart/form-data',
  picture_required: 'Choose a picture',
  picture_too_big: 'A picture can be at most {{megabytes}} MB',
  upload_unreadable: 'The upload could not be read. Please try again.',
  // The question flow (seed section 5)
  answer_empty: 'Answer cannot be empty',
  answer_too_long: 'Answer must be at most {{maximum}} characters',
  choose_option: 'Please choose one of the options',
  yes_or_no: 'Please answer Yes or No',
  question_unknown: 'This question is not part of this flow',
  answered_twice: 'Each question can be answered only once',
  section_invalid: "Section must be 'idea' or 'need'",
  set_invalid: "Set must be 'idea', 'need', 'after' or 'competitor'",
  item_unknown: 'Unknown idea',
  answers_one_item: 'All answers must belong to one idea or need',
  set_not_in_item: 'This question set is not part of this idea or need',
  draft_limit:
    'You have {{maximum}} unfinished ideas and needs. Finish or delete one in My ideas or My needs first.',
  // Items (seed section 6 for the purchase-required text)
  item_not_found: 'This idea or need does not exist',
  not_owner: 'This idea or need belongs to someone else',
  purchase_required: "To view the idea creator's contact information, please purchase the idea",
  price_required: "Please enter a price or choose 'Negotiable'",
  price_too_high: 'The price is too high',
  elevator_too_long: 'The elevator pitch must be at most {{maximum}} characters',
  business_too_long: 'The business model must be at most {{maximum}} characters',
  always_public: 'The title and the category are always public',
  budget_from_answer: "A need's budget is its answer to the budget question; edit it there",
  not_publishable: 'Answer the questions before publishing',
  all_answers_public:
    'Publish with every answer public? Anyone can read the whole idea without buying it.',
  not_a_draft_again: 'A published idea or need can be archived, not made a draft again',
  private_for_ideas: 'Only an idea has private answers',
  private_unanswered: 'Only answered questions can be kept private',
  only_drafts_deleted: 'Only a draft can be deleted; archive a published idea or need instead',
  // Files
  file_too_big: 'A file can be at most {{megabytes}} MB',
  too_many_files: 'An idea or need can have at most {{maximum}} files',
  file_type_refused:
    'This type of file is not allowed. Use PDF, an image, a Word, Excel or PowerPoint file, MP3 or MP4.',
  file_empty: 'The file is empty',
  file_required: 'Choose a file',
  file_not_multipart: 'Send the file as multipart/form-data',
  purpose_invalid: "Purpose must be 'elevator' or 'abstract'",
  file_not_found: 'This file does not exist',
  file_purchase_required: 'Buy the idea to open this file',
  // Certificates of authorship (issue 31)
  certificate_not_found: 'This idea has no such certificate',
  certificate_pending: 'This certificate is being signed; try again in a minute',
  // Comments
  comment_empty: 'Please write a comment',
  comment_too_long: 'A comment can be at most {{maximum}} characters',
  comment_not_found: 'This comment does not exist',
  comment_not_author: 'Only its author can change this comment',
  comment_delete_refused: 'Only its author or the owner of the idea can delete this comment',
  comment_reported: 'You have reported this comment already',
  comment_reply_refused:
    'Only the owner of the item and the author of this comment can reply to it',
  comment_reply_invalid: 'A reply goes under a comment on the same item, not under another reply',
  comment_rate_limited: 'You have posted many comments in a short time. Please try again later.',
  // Indicators
  buyers_only: 'Only buyers of this idea can rate it',
  stats_owner_only: 'Only the owner of this idea can see its statistics',
  rating_range: 'A rating is a whole number from 1 to 5',
  rating_required: 'Rate at least one indicator',
  // Operators
  operators_only: 'Only operators can do this',
  options_rule: 'A multiple-choice question needs at least two options, and only it has options',
  question_bounds_rule:
    'Only a number question has bounds, and its smallest answer may not be above its largest',
  private_default_refused:
    "Only an idea's question without a role (not the title, category, summary or budget) can start private",
  option_value_format: 'Option values are lowercase letters, digits and _',
  question_key_format: 'Keys are lowercase letters, digits and _',
  question_key_taken: 'A question with this key exists in this set',
  question_not_found: 'This question does not exist',
  // Money (PRODUCT.md sections 5 and 6)
  amount_invalid: 'Please enter an amount in whole Toman',
  insufficient_funds: 'Your wallet balance is not enough: {{missing}} Toman more is needed',
  own_item_purchase: 'You cannot buy your own idea',
  already_bought: 'You have bought this idea already',
  need_not_for_sale: 'A need is not sold; answer it or chat with its creator',
  item_archived: 'This idea is not for sale any more',
  offer_required: "This idea's price is negotiable: send an offer and buy once it is accepted",
  price_changed: 'The price of this idea has changed to {{price}} Toman',
  expected_price_required: 'Say the price you agreed to pay',
  price_out_of_range: 'The price must be between {{minimum}} and {{maximum}} Toman',
  idempotency_key_invalid: 'The Idempotency-Key header must be 8 to 100 visible characters',
  idempotency_key_reused: 'This Idempotency-Key was used for a different request',
  idempotency_in_progress:
    'The same request is still being processed. Please try again in a moment.',
  deposit_too_small: 'The smallest deposit is {{minimum}} Toman',
  deposit_too_large: 'The largest deposit is {{maximum}} Toman',
  payment_not_found: 'This payment does not exist',
  receipt_not_found: 'This receipt does not exist',
  gateway_unavailable: 'The payment gateway is not answering. Please try again later.',
  gateway_refused: 'The payment gateway refused this payment',
  sheba_required: 'Please enter your Sheba number',
  sheba_invalid: 'This Sheba number is not valid: IR and 24 digits',
  holder_name_required: "Please enter the account holder's name",
  withdrawal_not_found: 'This withdrawal does not exist',
  withdrawal_not_pending: 'This withdrawal has been handled already',
  purchase_not_found: 'This purchase does not exist',
  dispute_reason_required: 'Please say what is wrong with this idea',
  dispute_window_closed: 'The time to open a dispute for this purchase has passed',
  dispute_not_open: 'This purchase has no open dispute',
  offer_not_found: 'This offer does not exist',
  offer_not_negotiable: 'Offers are for ideas with a negotiable price',
  offer_own_item: 'You cannot make an offer on your own idea',
  offer_open_exists: 'You have an open offer on this idea already',
  offer_not_pending: 'This offer has been answered already',
  offer_owner_only: 'Only the owner of the idea can answer an offer',
  voucher_invalid: 'This voucher code does not exist',
  voucher_expired: 'This voucher has expired',
  voucher_used_up: 'This voucher has been used up',
  voucher_below_min_price: 'This voucher is for prices of at least {{minimum}} Toman',
  voucher_code_form: 'A voucher code is 3 to 32 letters, digits, - or _',
  voucher_code_taken: 'A voucher with this code exists',
  voucher_percent_range: 'A percent voucher is 1 to 100 percent',
  voucher_max_discount_required: 'A percent voucher needs the largest discount it may give',
  voucher_budget_required: 'A voucher needs a budget: the total discount it may ever grant',
  // Chat (PRODUCT.md section 7; the purchase text is seed section 6's)
  member_not_found: 'This member does not exist',
  chat_purchase_required: "To access the idea creator's chat, please purchase the idea",
  chat_message_empty: 'Please write a message',
  chat_message_too_long: 'A message can be at most {{maximum}} characters',
  chat_client_id_invalid: 'A message needs a client id (a UUID)',
  chat_message_not_found: 'This message does not exist',
  chat_self: 'You cannot chat with yourself',
  chat_item_required: 'Start a chat from the idea or need you want to talk about',
  chat_item_not_theirs: 'This idea or need does not belong to this conversation',
  chat_blocked: 'This member does not accept your messages',
  chat_you_blocked: 'You have blocked this member. Unblock them to send a message',
  chat_rate_limited: 'You have sent many messages in a short time. Please wait a moment.',
  chat_report_reason_required: 'Please say what is wrong with this conversation',
  chat_reported: 'You have reported this conversation already',
  chat_not_started: 'There is no conversation with this member yet',
  ws_ticket_invalid: 'This connection ticket is not valid. Please connect again.',
  upgrade_required: 'Open this address as a WebSocket',
  // The operator console (issue 29)
  member_blocked:
    'This account has been blocked. If you think this is a mistake, write to us from Contact us.',
  item_reported: 'You have reported this item already',
  item_report_own: 'You cannot report your own item',
  report_closed: 'This report has been dealt with already',
  report_not_found: 'This report does not exist',
  report_target_gone: 'What was reported has been deleted; dismiss the report instead',
  member_is_operator: 'An operator cannot be blocked',
  question_role_fixed:
    'This question fills what every item needs; it cannot be retired or change its kind',
  stats_range_invalid: 'Choose a period of at most {{maximum}} days that ends after it starts',
  saved_search_not_found: 'This saved search does not exist',
  saved_searches_full: 'You can keep at most {{maximum}} saved searches; delete one first',
  saved_search_exists: 'You have saved this search already',
  unsubscribe_link_invalid: 'This unsubscribe link is not valid',
  push_not_available: 'Notifications on this device are not available right now',
  push_service_not_allowed: "This browser's push service is not one notifications can be sent to",
} as const;

export type ErrorCode = keyof typeof errorTexts;
export const errorCodes = Object.keys(errorTexts) as [ErrorCode, ...ErrorCode[]];

/** Values for a text's `{{name}}` places (limits, sizes). */
export type ErrorParams = Record<string, string | number>;

/** One failure of one field: its code and, where its text has places, their values. */
export interface FieldIssue {
  code: ErrorCode;
  params?: ErrorParams;
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(errorTexts, value);

/**
 * The code itself, checked by the compiler: shared schemas put it where zod takes a message
 * (`.min(1, errorCode('name_required'))`), so a failed parse carries the code.
 */
export const errorCode = <C extends ErrorCode>(code: C): C => code;

/** The English text of a code, its `{{name}}` places filled from params. */
export function errorText(code: ErrorCode, params: ErrorParams = {}): string {
  // A number is grouped like every amount on the screens ('5,000,000', not '5000000').
  return errorTexts[code].replace(/\{\{(\w+)\}\}/g, (place, name: string) => {
    const value = params[name];
    if (value === undefined) return place;
    return typeof value === 'number' ? groupDigits(value, 'en') : value;
  });
}

/**
 * A field issue from a zod issue's message and details: a message that is no code is
 * invalid_value; the limit of a too-short or too-long value is kept where the text shows it.
 */
export function issueOf(message: string | undefined, issue: object): FieldIssue {
  const code = isErrorCode(message) ? message : 'invalid_value';
  const params: ErrorParams = {};
  for (const key of ['minimum', 'maximum'] as const) {
    const value = (issue as Partial<Record<typeof key, unknown>>)[key];
    const shown = errorTexts[code].includes(`{{${key}}}`);
    if (shown && (typeof value === 'number' || typeof value === 'bigint'))
      params[key] = Number(value);
  }
  return Object.keys(params).length > 0 ? { code, params } : { code };
}
