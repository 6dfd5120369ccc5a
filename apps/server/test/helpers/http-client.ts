import http from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read like inject's
  json(): any;
}

/**
 * Requests to a listening server over real sockets, kept alive and at most `maxSockets` at a
 * time, as many browsers behind one proxy would send them: unlike `inject`, the requests really
 * interleave in the server (and on its database pool). A request that gets no answer (the
 * server died) rejects with the socket's error.
 */
export function httpClient(baseUrl: string, options: { maxSockets?: number } = {}) {
  const origin = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 64 });
  function request(
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<HttpAnswer> {
    const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
    return new Promise((resolve, reject) => {
      const sent = http.request(
        {
          agent,
          host: origin.hostname,
          port: origin.port,
          method,
          path,
          headers: {
            ...init.headers,
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': String(Buffer.byteLength(payload)),
                }),
          },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body,
              json: () => JSON.parse(body),
            }),
          );
        },
      );
      sent.on('error', reject);
      sent.end(payload);
    });
  }
  return {
    request,
    get: (path: string, headers?: Record<string, string>) => request('GET', path, { headers }),
    post: (path: string, body: unknown, headers?: Record<string, string>) =>
      request('POST', path, { headers, body }),
    close: () => agent.destroy(),
  };
}
export type HttpClient = ReturnType<typeof httpClient>;
