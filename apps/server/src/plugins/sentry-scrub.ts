interface ScrubbedEvent {
  request?: {
    url?: string;
    data?: unknown;
    query_string?: unknown;
    cookies?: unknown;
    headers?: Record<string, string>;
    env?: unknown;
  };
  user?: Record<string, unknown>;
}

// Request headers worth a report; everything else (authorization, cookies, forwarded
// addresses) stays home.
const KEPT_HEADERS = new Set(['accept', 'accept-language', 'content-type', 'user-agent']);

/**
 * What of an error event may leave for Sentry: the request's method and path, a few harmless
 * headers, never its body, query string, cookies or the member's address. Error messages and
 * stacks are made safe before they are reported (errors/loggable-error.ts).
 */
export function scrubEvent<T extends ScrubbedEvent>(event: T): T {
  const { request } = event;
  if (request) {
    delete request.data;
    delete request.query_string;
    delete request.cookies;
    delete request.env;
    if (request.url) request.url = request.url.split('?')[0];
    if (request.headers) {
      request.headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())),
      );
    }
  }
  if (event.user) {
    delete event.user.ip_address;
    delete event.user.email;
    delete event.user.username;
  }
  return event;
}
