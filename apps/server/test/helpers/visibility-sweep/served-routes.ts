import type { App } from '../../../src/app';

/** `METHOD /path` of every route Fastify serves under /api, read from its route tree. */
export function servedRoutes(app: App): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${prefixes[depth - 1] ?? ''}${match[2] ?? ''}`;
    prefixes[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      if (path.startsWith('/api') || path.startsWith('/.well-known/'))
        routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
