// The real peers of the browser suite, in one process: an SMTP server receiving the app's mail,
// an HTTP server speaking Kavenegar's SMS protocol, and an OpenID Connect provider standing in for
// Google. A small control API lets the tests read what reached them.
import { createServer } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer } from 'smtp-server';
import { E2E_PEERS } from './ports.mjs';

const mails = [];
const texts = [];
let identity = { email: 'google.person@example.com', email_verified: true };

function decodeQuotedPrintable(body) {
  const soft = body.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]));
  }
  return Buffer.from(bytes).toString('utf8');
}

function plainText(raw) {
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = part.search(/\r?\n\r?\n/);
    const headers = part.slice(0, split).toLowerCase();
    if (!headers.includes('content-type: text/plain')) continue;
    const body = part.slice(split).trim();
    if (headers.includes('base64'))
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (headers.includes('quoted-printable')) return decodeQuotedPrintable(body);
    return body;
  }
  return raw;
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      mails.push({ to, text: plainText(raw) });
      callback();
    });
  },
});
smtp.listen(E2E_PEERS.smtp, '127.0.0.1');

const kavenegar = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const match = /^\/v1\/([^/]+)\/(verify\/lookup|sms\/send)\.json$/.exec(
      new URL(req.url, 'http://x').pathname,
    );
    const params = Object.fromEntries(new URLSearchParams(body));
    const reply = (status, message) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          return: { status, message },
          entries: status === 200 ? [{ receptor: params.receptor, status: 5 }] : null,
        }),
      );
    };
    if (!match) return reply(404, 'not found');
    if (match[1] !== E2E_PEERS.kavenegarKey) return reply(403, 'bad key');
    texts.push({
      to: params.receptor,
      token: params.token ?? null,
      message: params.message ?? null,
    });
    return reply(200, 'تایید شد');
  });
});
kavenegar.listen(E2E_PEERS.kavenegar, '127.0.0.1');

const oidc = new OAuth2Server();
await oidc.issuer.keys.generate('RS256');
oidc.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, identity));
await oidc.start(E2E_PEERS.oidc, '127.0.0.1');
// The app is configured with 127.0.0.1; the issuer it discovers must name the same host.
oidc.issuer.url = `http://127.0.0.1:${E2E_PEERS.oidc}`;

const control = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  const send = (value) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  if (url.pathname === '/health') return send({ ok: true });
  if (url.pathname === '/mail')
    return send(mails.filter((m) => m.to.includes(url.searchParams.get('to'))).at(-1) ?? null);
  if (url.pathname === '/sms')
    return send(texts.filter((m) => m.to === url.searchParams.get('to')).at(-1) ?? null);
  if (url.pathname === '/google-identity') {
    identity = { email: url.searchParams.get('email'), email_verified: true };
    return send(identity);
  }
  res.writeHead(404).end();
});
control.listen(E2E_PEERS.control, '127.0.0.1');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    smtp.close();
    kavenegar.close();
    control.close();
    void oidc.stop().finally(() => process.exit(0));
  });
}
