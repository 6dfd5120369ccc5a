import pino from 'pino';
import { reachesRealPeople, whereSignInCodesGo } from './config/delivery';
import type { Config } from './config/env';
import type { LogStream } from './plugins/logger';

/**
 * The log's way out of the server process: while `plain`, each line is told as words for the
 * person at the terminal (the start and the stop); otherwise as pino wrote it, one JSON object a
 * line for the machines that read the request log.
 */
export interface StoryStream extends LogStream {
  plain: boolean;
}

interface LogLine {
  level?: number;
  msg?: string;
  err?: { message?: string };
}

const WARN = 40;
const ERROR = 50;

/** One of pino's JSON lines as a plain line: its message, marked when it is a problem. */
export function plainLine(json: string): string {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json.trimEnd();
  }
  const level = line.level ?? 0;
  const mark = level >= ERROR ? 'error: ' : level >= WARN ? 'warning: ' : '';
  const cause = line.err?.message ? `: ${line.err.message}` : '';
  return `${mark}${line.msg ?? ''}${cause}`;
}

/** A story stream on standard output (pino's own destination, `out` in tests). */
export function storyStream(out: LogStream = pino.destination({ dest: 1, sync: true })) {
  const stream: StoryStream = {
    plain: true,
    write(line) {
      out.write(stream.plain ? `${plainLine(line)}\n` : line);
    },
  };
  return stream;
}

/**
 * The last line of the start, for a newcomer: where the app is, where sign-in codes go, and how
 * to fill it with demo data where the demo belongs.
 */
export function startLine(config: Config): string {
  const parts = [`IdeaBazaar is running at ${config.publicUrl}`, whereSignInCodesGo(config)];
  if (!reachesRealPeople(config)) parts.push('demo data: npm run seed:demo');
  return parts.join(' | ');
}
