// The first screens rendered on the server (docs/decisions.md, "The first screen's HTML"): for a
// first load of the list, an item or the item details, the server (apps/server/src/plugins/
// first-screen.ts) calls `load` for the screen's data and `render` for its HTML, puts both in
// index.html, and the browser draws the screen before any script has run. The app then starts
// on it (app/start.tsx): a visitor's page is hydrated from the same data, so nothing is fetched
// twice and nothing moves.
import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { dehydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  generatePath,
  matchPath,
  StaticRouterProvider,
} from 'react-router';
import { languages, type Language } from '@ideabazaar/shared/i18n/language';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/router';
import { paths } from './config/paths';
import { manifestFiles } from './config/web-manifest';
import { browseQueryOptions } from './features/browse/api/browse-items';
import { categoriesQueryOptions } from './features/browse/api/categories';
import { apiParamsOf, filtersFromParams } from './features/browse/filters';
import { itemQueryOptions } from './features/items/api/item';
import { useClientState } from './lib/client-state';
import { directionOf, i18n, loadLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { serverDrawn } from './lib/server-drawn';

/** What the page carries for the app's start (app/start.tsx reads it from `#ssr-state`). */
export interface SsrState {
  language: Language;
  /** False when a Persian reader turned right-to-left off: the page was drawn left to right. */
  rightToLeft: boolean;
  path: string;
  /** True when the screen differs for a member: a member's page is then drawn anew. */
  visitorOnly: boolean;
  queries: DehydratedState;
}

/** One answer of the app's own API the screen shows at once, and the query that holds it. */
interface ScreenQuery {
  key: QueryKey;
  /** The API path that answers it (the server calls itself, in process, as a visitor). */
  path: string;
  /** A list the app pages through (TanStack's infinite query): this is its first page. */
  firstPage?: boolean;
}

interface FirstScreen {
  pattern: string;
  /** Whether a member sees something else here than a visitor. */
  visitorOnly: boolean;
  queries(params: Record<string, string | undefined>, url: URL): ScreenQuery[];
  /** An item's screen draws only its own section: the app sends the other to its screen. */
  section?: 'idea' | 'need';
}

const categories: ScreenQuery = {
  key: categoriesQueryOptions().queryKey,
  path: '/api/categories',
};
const item = (id: string | undefined): ScreenQuery[] =>
  id
    ? [
        { key: itemQueryOptions(id).queryKey, path: `/api/items/${encodeURIComponent(id)}` },
        categories,
      ]
    : [];

/**
 * The screens drawn on the server: the list most first visits open, an item, which shared links
 * open, and the certificates' check. The item details are guarded (a visitor sees the way to
 * sign in).
 */
const firstScreens: FirstScreen[] = [
  {
    pattern: paths.ideas.path,
    visitorOnly: false,
    queries: (_, url) => {
      const filters = filtersFromParams(url.searchParams);
      return [
        {
          key: browseQueryOptions(filters).queryKey,
          path: `/api/items?${apiParamsOf(filters).toString()}`,
          firstPage: true,
        },
        categories,
      ];
    },
  },
  // A visitor sees the way to sign in, and the item's bar, which reads the item.
  { pattern: paths.details.path, visitorOnly: true, queries: (params) => item(params.ideaId) },
  {
    pattern: paths.theIdea.path,
    visitorOnly: true,
    section: 'idea',
    queries: (params) => item(params.ideaId),
  },
  {
    pattern: paths.theNeed.path,
    visitorOnly: true,
    section: 'need',
    queries: (params) => item(params.ideaId),
  },
  // The page that checks a certificate (issue 31), the same for everyone and with no data of its
  // own: drawn, its text is on the screen before any script (issue 34: its LCP was the
  // paragraph the browser drew after every chunk had run, at 4 s under Lighthouse's mobile).
  { pattern: paths.verify.path, visitorOnly: false, queries: () => [] },
];

/**
 * The screen drawn at this path, matched exactly: react-router also matches another case and
 * trailing slashes, which would give every item endless paths to draw.
 */
function screenAt(pathname: string) {
  for (const screen of firstScreens) {
    const match = matchPath(screen.pattern, pathname);
    if (match && generatePath(screen.pattern, match.params) === pathname) {
      return { screen, params: match.params };
    }
  }
  return null;
}

/** The first screen drawn at this path, if any, and whether it differs for a member. */
export function firstScreenAt(pathname: string): { visitorOnly: boolean } | null {
  const found = screenAt(pathname);
  return found ? { visitorOnly: found.screen.visitorOnly } : null;
}

export interface LoadInput {
  /** The request's path and query, as the browser sent it. */
  url: string;
  language: Language;
  /** The reader's right-to-left switch (a cookie): off draws a Persian screen left to right. */
  rightToLeft?: boolean;
  /** An answer of the app's own API for a visitor; throws when it is not a 200. */
  fetchJson: (path: string) => Promise<unknown>;
}

/** A screen's data, ready to draw; its JSON is what the server's cache of pages is keyed by. */
export interface Loaded {
  url: string;
  language: Language;
  /** Always true in English, which reads left to right whatever the switch says. */
  rightToLeft: boolean;
  visitorOnly: boolean;
  answers: { key: QueryKey; data: unknown; firstPage?: boolean }[];
}

/** The data of the screen at `url`, or null when the path is not one drawn on the server. */
export async function load(input: LoadInput): Promise<Loaded | null> {
  const url = new URL(input.url, 'http://localhost');
  const found = screenAt(url.pathname);
  if (!found) return null;
  const { screen, params } = found;
  const queries = screen.queries(params, url);
  const answers = await Promise.all(
    queries.map(async (query) => ({
      key: query.key,
      data: await input.fetchJson(query.path),
      ...(query.firstPage ? { firstPage: true } : {}),
    })),
  );
  const shown = answers[0]?.data as { section?: string } | undefined;
  if (screen.section && shown?.section !== screen.section) return null;
  const language = languages.includes(input.language) ? input.language : 'en';
  // One page per direction drawn: English has one, whatever the switch says.
  const rightToLeft = language !== 'fa' || input.rightToLeft !== false;
  return {
    url: url.pathname + url.search,
    language,
    rightToLeft,
    visitorOnly: screen.visitorOnly,
    answers,
  };
}

export interface Rendered {
  /** The inside of `<div id="root">`. */
  html: string;
  /** `<style>` elements for the head: the styles the HTML uses, in Emotion's own form. */
  styles: string;
  state: SsrState;
  lang: Language;
  dir: 'ltr' | 'rtl';
  /** The address of the web app manifest in the screen's language. */
  manifest: string;
}

/** JSON that is safe inside a `<script>` element: no `<` can close it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const serverCaches = (): { ltr: EmotionCache; rtl: EmotionCache } => {
  const ltr = createCache({ key: 'mui' });
  const rtl = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });
  // In compat mode Emotion keeps each rule on the cache instead of writing `<style>` elements
  // into the HTML: they go to the head in one element the browser's cache takes over.
  ltr.compat = true;
  rtl.compat = true;
  return { ltr, rtl };
};

const styleElement = (cache: EmotionCache) => {
  const names: string[] = [];
  let css = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    names.push(name);
    css += rules;
  }
  if (names.length === 0) return '';
  // `data-emotion="<key> <names>"` is what Emotion's browser cache adopts on start.
  return `<style data-emotion="${cache.key} ${names.join(' ')}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
};

/** A Suspense boundary the server could not fill (its lazy part was not loaded yet). */
const UNFILLED = '<!--$!-->';
/**
 * How long a lazy part may take to load before the screen is given up (each render loads the
 * ones it met). Its first load reads and compiles a module: quick, unless the machine is busy.
 */
const LAZY_LOAD_MS = 10_000;

/** The screen's HTML from its data (see `load`). */
export async function render(loaded: Loaded): Promise<Rendered> {
  const { language, rightToLeft } = loaded;
  await loadLanguage(language);
  // The browser's settings, so that both renders see the data alike (fresh, not being fetched).
  const queryClient = createQueryClient();
  for (const answer of loaded.answers) {
    queryClient.setQueryData(
      answer.key,
      answer.firstPage ? { pages: [answer.data], pageParams: [undefined] } : answer.data,
    );
  }
  const url = new URL(loaded.url, 'http://localhost');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${loaded.url} redirects`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const caches = serverCaches();

  // The same tree as App's, so that the browser hydrates it as it is (useId counts siblings):
  // the server has no update prompt, which draws nothing until a new version is waiting.
  const tree = (
    <AppProviders queryClient={queryClient} caches={caches}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
      {null}
    </AppProviders>
  );
  const draw = () => {
    // From here to the end of renderToString nothing waits: the language set on the app's one
    // i18n instance and store is the one this render reads, whatever other requests do.
    useClientState.setState({ language, rightToLeft });
    void i18n.changeLanguage(language);
    serverDrawn.path = url.pathname;
    return renderToString(tree);
  };
  let html = draw();
  // A lazy part of the screen (the item's bar) started loading: a later render has it.
  const deadline = Date.now() + LAZY_LOAD_MS;
  for (let attempt = 1; html.includes(UNFILLED); attempt += 1) {
    if (Date.now() > deadline) throw new Error(`${loaded.url}: a lazy part never loaded`);
    await new Promise((resolve) => setTimeout(resolve, Math.min(10 * attempt, 200)));
    html = draw();
  }
  const dir = directionOf(language, rightToLeft);
  return {
    html,
    styles: styleElement(caches[dir]),
    state: {
      language,
      rightToLeft,
      path: loaded.url,
      visitorOnly: loaded.visitorOnly,
      queries: dehydrate(queryClient),
    },
    lang: language,
    dir,
    manifest: `/${manifestFiles[language]}`,
  };
}
