import type { Item } from '@ideabazaar/shared/schemas/items';
import { flowQuestions, IDEA_ID, makeItem } from './flow-fixtures';
import { refusal } from './error-bodies';
import type { RecordedRequest } from './http-peer';

export const BASE = `/api/items/${IDEA_ID}`;
export const NOT_ALLOWED =
  'This type of file is not allowed. Use PDF, an image, a Word, Excel or PowerPoint file, MP3 or MP4.';
export const afterQuestions = flowQuestions
  .slice(2, 4)
  .map((question) => ({ ...question, id: question.id + 100 }));

/** The item the stand-in server holds, and whether it refuses uploads; tests set both. */
export const itemServer = { item: makeItem(), refuseUpload: false };

/** Stands in for the item calls of the server, keeping one item's state between calls. */
export function itemCalls(request: RecordedRequest) {
  const { item, refuseUpload } = itemServer;
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (request.method === 'GET' && request.url === BASE) return { status: 200, body: item };
  if (request.method === 'PATCH' && request.url === BASE) {
    const { private_question_ids: hidden, ...rest } = body as { private_question_ids?: number[] };
    const answers = hidden
      ? item.answers.map((a) => ({ ...a, is_private: hidden.includes(a.questions_id) }))
      : item.answers;
    itemServer.item = { ...item, ...(rest as Partial<Item>), answers };
    return { status: 200, body: itemServer.item };
  }
  if (request.method === 'POST' && request.url.startsWith(`${BASE}/files`)) {
    if (refuseUpload) return refusal(415, 'file_type_refused');
    const name = /filename="([^"]+)"/.exec(String(request.body))?.[1] ?? 'file';
    const file = {
      id: `f${item.files.length + 1}`,
      purpose: new URL(request.url, 'http://x').searchParams.get('purpose') as 'abstract',
      visibility: 'private' as const,
      name,
      mime: 'application/pdf',
      size: 2048,
      url: `/api/files/f${item.files.length + 1}`,
      created_at: '2024-05-01T10:00:00.000Z',
    };
    itemServer.item = { ...item, files: [...item.files, file] };
    return { status: 201, body: file, delayMs: 400 };
  }
  if (request.url === `${BASE}/questions?set=after`) {
    return { status: 200, body: { questions: afterQuestions, answers: [] } };
  }
  if (request.url === `${BASE}/answers`)
    return { status: 200, body: { status: 'ok', idea_id: IDEA_ID } };
  return { status: 404, body: { message: 'Not Found', code: 'not_found' } };
}
