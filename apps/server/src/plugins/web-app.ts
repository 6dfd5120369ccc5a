import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors/app-error';
import { createFirstScreen } from './first-screen';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NOT_BUILT =
  'The web app is not built yet: run `npm run build`, or `npm run dev` to develop with hot reload.';

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');
const looksLikeFile = (pathname: string) => path.posix.extname(pathname) !== '';

/**
 * Serves the built web app from WEB_DIST with an SPA fallback: a GET for a path that is not under
 * /api and does not name a file gets index.html, so every client route works on reload. Assets
 * carry content hashes and are cached for a year; everything else (index.html, sw.js, the
 * manifest) is revalidated on every load so a new deployment is picked up. Unknown /api paths,
 * and every other method, get the JSON 404.
 */
export const webAppPlugin = fp(
  async (app) => {
    const root = app.config.webDist;
    const hasIndex = existsSync(path.join(root, 'index.html'));

    app.get('/home', { schema: { hide: true } }, (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(query === -1 ? '/' : `/${request.url.slice(query)}`, 302);
    });

    // The first screens come drawn (first-screen.ts): the list at `/`, an item, the details.
    const firstScreen = hasIndex
      ? createFirstScreen(app, {
          webDist: root,
          template: readFileSync(path.join(root, 'index.html'), 'utf8'),
        })
      : null;
    /** index.html, with the screen drawn in it when it is one of those. */
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const page = firstScreen ? await firstScreen.page(request) : null;
      // The page differs by the language and signed-in cookies.
      reply.code(200).header('cache-control', 'no-cache').header('vary', 'cookie');
      if (page === null) return reply.sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(page);
    };
    if (firstScreen) {
      app.addHook('onReady', async () => firstScreen.warm());
      app.get('/', { schema: { hide: true } }, sendIndex);
    }

    if (existsSync(root)) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        // The build's brotli and gzip copies (apps/web/scripts/compress.mjs), by Accept-Encoding.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          const relative = path.relative(root, filePath).split(path.sep).join('/');
          reply.header('cache-control', relative.startsWith('assets/') ? LONG_CACHE : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      if (isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        throw new AppError('not_found');
      }
      if (hasIndex && !looksLikeFile(pathname)) return sendIndex(request, reply);
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send(hasIndex ? 'Not Found' : NOT_BUILT);
    });
  },
  { name: 'web-app', dependencies: ['config', 'errors', 'compression'] },
);
