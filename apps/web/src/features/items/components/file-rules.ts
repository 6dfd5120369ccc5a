import type { FieldIssue } from '@ideabazaar/shared/errors/codes';

/** PRODUCT.md section 9 and the server's limits: checked here first to spare a useless upload. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_FILES = 10;
export const TOO_BIG: FieldIssue = {
  code: 'file_too_big',
  params: { megabytes: MAX_FILE_BYTES / (1024 * 1024) },
};
export const TOO_MANY: FieldIssue = { code: 'too_many_files', params: { maximum: MAX_FILES } };
/** What the file picker offers; the server checks the content itself. */
export const ACCEPTED =
  '.pdf,.png,.jpg,.jpeg,.gif,.webp,.docx,.xlsx,.pptx,.mp3,.mp4,application/pdf,image/png,image/jpeg,image/gif,image/webp,audio/mpeg,video/mp4';
/** Statuses whose message belongs beside the file that caused it. */
export const FILE_STATUSES = [409, 413, 415, 422];
