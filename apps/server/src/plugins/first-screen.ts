import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  LANGUAGE_COOKIE,
  LEFT_TO_RIGHT_COOKIE,
  SIGNED_IN_COOKIE,
} from '@ideabazaar/shared/first-screen';
import { languages, type Language } from '@ideabazaar/shared/i18n/language';

/** What apps/web/src/entry-server.tsx exports (built to apps/web/dist-ssr/entry-server.js). */
interface FirstScreenModule {
  firstScreenAt(pathname: string): { visitorOnly: boolean } | null;
  load(input: {
    url: string;
    language: Language;
    rightToLeft: boolean;
    fetchJson: (path: string) => Promise<unknown>;
  }): Promise<object | null>;
  render(loaded: object): Promise<{
    html: string;
    styles: string;
    state: unknown;
    lang: string;
    dir: string;
    manifest: string;
  }>;
  scriptJson(value: unknown): string;
}

/**
 * Where index.html marks the inside of `#root` that a drawn screen replaces, with the blanks
 * around it: React hydrates `#root`'s children, which must be the drawn screen alone.
 */
const OUTLET = /\s*<!--first-screen-->[\s\S]*?<!--\/first-screen-->\s*/;
const HTML_TAG = '<html lang="en" dir="ltr">';
/** The web app manifest's link vite-plugin-pwa writes (index.html): the drawn language's goes. */
const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"/;
/** Pages kept, by the data they were drawn from; the least recently used goes first. */
const MAX_PAGES = 200;
/** Drawings under way at once, at most: past that the plain page goes (it works the same). */
const MAX_DRAWING = 2;

/**
 * The screen's data is not there (an item that does not exist, an id that is not one): the app
 * says so itself.
 */
class NoData extends Error {}

/** As many pages are being drawn as may be at once. */
class Busy extends Error {}

/** A cookie's value from a Cookie header, or undefined. */
export function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The language a visitor chose, from the web app's cookie; English when there is none. */
export function cookieLanguage(header: string | undefined): Language {
  const value = cookieOf(header, LANGUAGE_COOKIE);
  return languages.find((language) => language === value) ?? 'en';
}

/** Whether a Persian page reads right to left: unless the reader turned it off (the cookie). */
export function cookieRightToLeft(header: string | undefined): boolean {
  return cookieOf(header, LEFT_TO_RIGHT_COOKIE) !== '1';
}

/**
 * The first screens drawn on the server (docs/decisions.md, "The first screen's HTML"): the
 * list at `/`, an item (`/TheIdea/{id}`, `/TheNeed/{id}`) and the item details come with their
 * HTML, their styles in the head and their data in `#ssr-state`, so a phone shows them before
 * any script has run. Which screens, and what data each needs, is the web app's own knowledge
 * (entry-server.tsx); this side fetches the data through the app's own routes, in process, as
 * the visitor (their address, so an item's view counts as theirs, and nothing of their cookies
 * or token), and keeps each page by a hash of the data it was drawn from: the same data is never
 * drawn twice, and no more than two are drawn at once. Only GET, paths with no query, and never
 * a member's item screens (the signed-in cookie): those the app draws itself. Drawing needs the
 * server build of the web app (`apps/web/dist-ssr`, written by `npm run build`); without it, or
 * when drawing fails, the page is the plain index.html, which works the same, only later.
 */
export function createFirstScreen(
  app: FastifyInstance,
  options: { webDist: string; template: string },
) {
  const entry = path.join(path.dirname(options.webDist), 'dist-ssr', 'entry-server.js');
  if (
    !existsSync(entry) ||
    !OUTLET.test(options.template) ||
    !options.template.includes(HTML_TAG)
  ) {
    return null;
  }
  let loading: Promise<FirstScreenModule> | undefined;
  let broken = false;
  const module = () =>
    (loading ??= (import(pathToFileURL(entry).href) as Promise<FirstScreenModule>).catch(
      (error: unknown) => {
        // Said once; from then on every page is the plain one.
        broken = true;
        app.log.error({ err: error }, 'first screen: the drawing module did not load');
        throw error;
      },
    ));
  const pages = new Map<string, Promise<string>>();
  let drawing = 0;

  const fetchJson = (language: Language, ip: string) => async (url: string) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': language },
      remoteAddress: ip,
    });
    if (response.statusCode >= 400 && response.statusCode < 500) throw new NoData(url);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return response.json<unknown>();
  };

  async function draw(ssr: FirstScreenModule, loaded: object): Promise<string> {
    const drawn = await ssr.render(loaded);
    const state = `<script type="application/json" id="ssr-state">${ssr.scriptJson(drawn.state)}</script>`;
    // Replaced by functions: a `$` in a title is text, never a replacement pattern.
    return options.template
      .replace(HTML_TAG, () => `<html lang="${drawn.lang}" dir="${drawn.dir}">`)
      .replace(MANIFEST_LINK, () => `<link rel="manifest" href="${drawn.manifest}"`)
      .replace('</head>', () => `${drawn.styles}</head>`)
      .replace(OUTLET, () => drawn.html)
      .replace('</body>', () => `${state}</body>`);
  }

  /** The page drawn from this data: kept, or drawn once however many ask at the same time. */
  function pageOf(ssr: FirstScreenModule, loaded: object): Promise<string> {
    const key = createHash('sha256').update(JSON.stringify(loaded)).digest('base64url');
    let page = pages.get(key);
    if (page) {
      pages.delete(key);
    } else {
      if (drawing >= MAX_DRAWING) throw new Busy();
      drawing += 1;
      page = draw(ssr, loaded).finally(() => (drawing -= 1));
      page.catch(() => pages.delete(key));
    }
    pages.set(key, page);
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!);
    return page;
  }

  return {
    /** Starts loading the drawing module (about a megabyte) without waiting for it. */
    warm() {
      // A failure is logged where the module is loaded, once.
      module().catch(() => undefined);
    },
    /** The page for this request with its screen drawn, or null to send the plain index.html. */
    async page(request: FastifyRequest): Promise<string | null> {
      // A HEAD asks for no page (and must not count an item's view); a query is the app's.
      if (broken || request.method !== 'GET' || request.url.includes('?')) return null;
      const { cookie } = request.headers;
      try {
        const ssr = await module();
        const screen = ssr.firstScreenAt(request.url);
        if (!screen) return null;
        if (screen.visitorOnly && cookieOf(cookie, SIGNED_IN_COOKIE)) return null;
        const language = cookieLanguage(cookie);
        const loaded = await ssr.load({
          url: request.url,
          language,
          rightToLeft: cookieRightToLeft(cookie),
          fetchJson: fetchJson(language, request.ip),
        });
        return loaded ? await pageOf(ssr, loaded) : null;
      } catch (error) {
        if (error instanceof NoData || error instanceof Busy || broken) return null;
        app.log.warn({ err: error }, 'first screen: not drawn, the plain page goes');
        return null;
      }
    },
  };
}
