import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type Handler = (request: RecordedRequest) => {
  status: number;
  body?: unknown;
  /** Answer this much later (a slow upload, to see its progress). */
  delayMs?: number;
  /** Headers beyond the JSON type and CORS's (Retry-After). */
  headers?: Record<string, string>;
};

/**
 * A real HTTP server on the loopback for the web tests to call: the API client speaks to it with
 * the browser's fetch, so status codes, headers and bodies go over the wire as in production.
 */
export async function startHttpPeer(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // A browser's preflight before a cross-origin call with a bearer token (XMLHttpRequest).
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      });
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const json = (req.headers['content-type'] ?? '').includes('json');
      const raw = Buffer.concat(chunks).toString(json ? 'utf8' : 'latin1');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        // JSON bodies parsed; anything else (a multipart upload) as the text it was.
        body: raw ? (json ? (JSON.parse(raw) as unknown) : raw) : undefined,
      };
      requests.push(recorded);
      const { status, body, delayMs = 0, headers = {} } = handler(recorded);
      setTimeout(() => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-expose-headers': 'retry-after',
          ...headers,
        });
        res.end(body === undefined ? '' : JSON.stringify(body));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An address where nothing listens: a port that was just free. */
export async function closedAddress(): Promise<string> {
  const peer = await startHttpPeer(() => ({ status: 200 }));
  await peer.close();
  return peer.url;
}
