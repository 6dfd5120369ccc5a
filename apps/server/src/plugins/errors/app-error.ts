import {
  errorText,
  type ErrorCode,
  type ErrorParams,
  type FieldIssue,
} from '@ideabazaar/shared/errors/codes';

const VALIDATION = 422;

/** The one place where a stable error code becomes an HTTP status; a new code must get one. */
export const statusOf = {
  validation_failed: VALIDATION,
  invalid_value: VALIDATION,
  required: VALIDATION,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  overloaded: 503,
  nul_refused: VALIDATION,
  numbers_only: VALIDATION,
  number_too_big: VALIDATION,
  number_out_of_range: VALIDATION,
  date_invalid: VALIDATION,
  cursor_invalid: VALIDATION,
  too_long: VALIDATION,
  name_required: VALIDATION,
  name_too_long: VALIDATION,
  subject_required: VALIDATION,
  subject_too_long: VALIDATION,
  message_required: VALIDATION,
  message_too_short: VALIDATION,
  message_too_long: VALIDATION,
  contact_rate_limited: 429,
  email_required: VALIDATION,
  email_invalid: VALIDATION,
  code_required: VALIDATION,
  mobile_required: VALIDATION,
  mobile_code_required: VALIDATION,
  mobile_invalid: VALIDATION,
  code_invalid: 401,
  code_wrong: 401,
  referral_invalid: VALIDATION,
  code_resend_wait: 429,
  codes_sent_too_many: 429,
  codes_requested_too_many: 429,
  codes_tried_too_many: 429,
  sign_in_busy: 429,
  code_slow_down: 429,
  email_nothing_pending: VALIDATION,
  email_taken: 409,
  google_not_configured: 503,
  google_state_invalid: 400,
  google_failed: 401,
  google_unreachable: 503,
  google_email_unverified: 403,
  email_send_failed: 503,
  sms_send_failed: 503,
  phone_invalid: VALIDATION,
  picture_type_refused: 415,
  picture_not_multipart: 415,
  picture_required: VALIDATION,
  picture_too_big: 413,
  upload_unreadable: 400,
  answer_empty: VALIDATION,
  answer_too_long: VALIDATION,
  choose_option: VALIDATION,
  yes_or_no: VALIDATION,
  question_unknown: VALIDATION,
  answered_twice: VALIDATION,
  section_invalid: VALIDATION,
  set_invalid: VALIDATION,
  item_unknown: VALIDATION,
  answers_one_item: VALIDATION,
  set_not_in_item: VALIDATION,
  draft_limit: 409,
  item_not_found: 404,
  not_owner: 403,
  purchase_required: 403,
  price_required: VALIDATION,
  price_too_high: VALIDATION,
  elevator_too_long: VALIDATION,
  business_too_long: VALIDATION,
  always_public: VALIDATION,
  budget_from_answer: VALIDATION,
  not_publishable: 409,
  all_answers_public: 409,
  not_a_draft_again: VALIDATION,
  private_for_ideas: VALIDATION,
  private_unanswered: VALIDATION,
  only_drafts_deleted: 409,
  file_too_big: 413,
  too_many_files: 409,
  file_type_refused: 415,
  file_empty: VALIDATION,
  file_required: VALIDATION,
  file_not_multipart: 415,
  purpose_invalid: VALIDATION,
  file_not_found: 404,
  file_purchase_required: 403,
  certificate_not_found: 404,
  certificate_pending: 404,
  comment_empty: VALIDATION,
  comment_too_long: VALIDATION,
  comment_not_found: 404,
  comment_not_author: 403,
  comment_delete_refused: 403,
  comment_reported: 409,
  comment_reply_refused: 403,
  comment_reply_invalid: VALIDATION,
  comment_rate_limited: 429,
  buyers_only: 403,
  stats_owner_only: 403,
  rating_range: VALIDATION,
  rating_required: VALIDATION,
  operators_only: 403,
  options_rule: VALIDATION,
  question_bounds_rule: VALIDATION,
  private_default_refused: VALIDATION,
  option_value_format: VALIDATION,
  question_key_format: VALIDATION,
  question_key_taken: 409,
  question_not_found: 404,
  amount_invalid: VALIDATION,
  insufficient_funds: 409,
  own_item_purchase: 403,
  already_bought: 409,
  need_not_for_sale: VALIDATION,
  item_archived: 409,
  offer_required: 409,
  price_changed: 409,
  expected_price_required: VALIDATION,
  price_out_of_range: VALIDATION,
  idempotency_key_invalid: VALIDATION,
  idempotency_key_reused: VALIDATION,
  idempotency_in_progress: 409,
  deposit_too_small: VALIDATION,
  deposit_too_large: VALIDATION,
  payment_not_found: 404,
  receipt_not_found: 404,
  gateway_unavailable: 503,
  gateway_refused: 502,
  sheba_required: VALIDATION,
  sheba_invalid: VALIDATION,
  holder_name_required: VALIDATION,
  withdrawal_not_found: 404,
  withdrawal_not_pending: 409,
  purchase_not_found: 404,
  dispute_reason_required: VALIDATION,
  dispute_window_closed: 409,
  dispute_not_open: 409,
  offer_not_found: 404,
  offer_not_negotiable: VALIDATION,
  offer_own_item: 403,
  offer_open_exists: 409,
  offer_not_pending: 409,
  offer_owner_only: 403,
  voucher_invalid: VALIDATION,
  voucher_expired: VALIDATION,
  voucher_used_up: VALIDATION,
  voucher_below_min_price: VALIDATION,
  voucher_code_form: VALIDATION,
  voucher_code_taken: 409,
  voucher_percent_range: VALIDATION,
  voucher_max_discount_required: VALIDATION,
  voucher_budget_required: VALIDATION,
  member_not_found: 404,
  chat_purchase_required: 403,
  chat_message_empty: VALIDATION,
  chat_message_too_long: VALIDATION,
  chat_client_id_invalid: VALIDATION,
  chat_message_not_found: 404,
  chat_self: VALIDATION,
  chat_item_required: VALIDATION,
  chat_item_not_theirs: VALIDATION,
  chat_blocked: 403,
  chat_you_blocked: 403,
  chat_rate_limited: 429,
  chat_report_reason_required: VALIDATION,
  chat_reported: 409,
  chat_not_started: 404,
  ws_ticket_invalid: 401,
  upgrade_required: 426,
  member_blocked: 403,
  item_reported: 409,
  item_report_own: 409,
  report_closed: 409,
  report_not_found: 404,
  saved_search_not_found: 404,
  saved_searches_full: 409,
  saved_search_exists: 409,
  unsubscribe_link_invalid: 400,
  push_not_available: 503,
  push_service_not_allowed: VALIDATION,
  report_target_gone: 409,
  member_is_operator: 409,
  question_role_fixed: 409,
  stats_range_invalid: VALIDATION,
} as const satisfies Record<ErrorCode, number>;

/** The generic code of an error that arrives with only a status (Fastify's own 4xx errors). */
const genericCodes = [
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'validation_failed',
  'rate_limited',
  'internal',
  'unavailable',
] as const satisfies ErrorCode[];

export function codeForStatus(status: number): ErrorCode {
  const known = genericCodes.find((code) => statusOf[code] === status);
  if (known) return known;
  return status >= 500 ? 'internal' : 'bad_request';
}

/** A field's failures as codes, or as bare codes for the common case of one without params. */
export type FieldCodes = Record<string, (ErrorCode | FieldIssue)[]>;

export interface AppErrorOptions {
  /** Values for the places of the code's text (limits, sizes). */
  params?: ErrorParams;
  /** Field errors by dotted field path, with the code validation_failed (a 422). */
  fields?: FieldCodes;
  /** Sent as the Retry-After header (rate_limited, unavailable). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

const issue = (entry: ErrorCode | FieldIssue): FieldIssue =>
  typeof entry === 'string' ? { code: entry } : entry;

/**
 * An expected failure with a stable code. Services throw it; the errors plugin turns it into
 * `{message, code, params?, errors?, field_codes?}` with the status of `statusOf`. The message
 * is the code's English text; with `fields` it is the first field's, as for a schema's 422.
 * 5xx messages never reach the client.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly params: ErrorParams | undefined;
  readonly fieldCodes: Record<string, FieldIssue[]> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const fields = options.fields
      ? Object.fromEntries(
          Object.entries(options.fields).map(([field, list]) => [field, list.map(issue)]),
        )
      : undefined;
    const first = fields && Object.values(fields)[0]?.[0];
    super(first ? errorText(first.code, first.params) : errorText(code, options.params), {
      cause: options.cause,
    });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusOf[code];
    this.params = options.params;
    this.fieldCodes = fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The English texts of the field errors (PRODUCT.md section 11). */
  get errors(): Record<string, string[]> | undefined {
    if (!this.fieldCodes) return undefined;
    return Object.fromEntries(
      Object.entries(this.fieldCodes).map(([field, list]) => [
        field,
        list.map((entry) => errorText(entry.code, entry.params)),
      ]),
    );
  }
}
