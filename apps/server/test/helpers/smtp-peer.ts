import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { toLatinDigits } from '@ideabazaar/shared/persian/digits';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on the loopback that keeps every message it receives: the app's mail goes
 * through nodemailer and the SMTP protocol exactly as in production.
 */
export async function startSmtpPeer() {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  let refusals = 0;
  // Connections open now, and the most that were open at once.
  const connections = { open: 0, most: 0 };
  const server = new SMTPServer({
    authOptional: true,
    onConnect(_session, callback) {
      connections.open += 1;
      connections.most = Math.max(connections.most, connections.open);
      callback();
    },
    onClose() {
      connections.open -= 1;
    },
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A mailbox that cannot take mail now: the SMTP answer a real server gives, 450.
    onRcptTo(_address, _session, callback) {
      if (refusals === 0) return callback();
      refusals -= 1;
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    connections,
    /** Refuses the next `count` messages, as a mail server that is briefly unavailable. */
    refuseNext(count = 1) {
      refusals = count;
    },
    /** The newest mail to this address, waiting up to `ms` for it. */
    async mailTo(address: string, after = 0, ms = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = received.slice(after).findLast((mail) => mail.to.includes(address));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded body of the mail's part of this content type (text/plain or text/html). */
export function partOf(mail: ReceivedMail, contentType = 'text/plain'): string {
  for (const part of mail.raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = part.search(/\r?\n\r?\n/);
    const headers = part.slice(0, split).toLowerCase();
    if (!headers.includes(`content-type: ${contentType}`)) continue;
    const body = part
      .slice(split)
      .trim()
      .replace(/\r?\n--[^\r\n]*--\s*$/, '');
    if (headers.includes('content-transfer-encoding: base64')) {
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    }
    if (headers.includes('content-transfer-encoding: quoted-printable')) {
      return decodeQuotedPrintable(body);
    }
    return body;
  }
  throw new Error(`no ${contentType} part in the mail`);
}

/** The decoded Subject header. */
export function subjectOf(mail: ReceivedMail): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_all, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The five-digit code in the mail's plain text, as written (Persian digits in a Persian mail). */
export function writtenCodeIn(mail: ReceivedMail): string {
  const code = /([0-9۰-۹]{5})/.exec(partOf(mail))?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

/** The five-digit code in the mail's plain text, in Latin digits. */
export const codeIn = (mail: ReceivedMail): string => toLatinDigits(writtenCodeIn(mail));
