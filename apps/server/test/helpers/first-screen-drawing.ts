import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// A test index.html and a small drawing module with the exports of apps/web/src/entry-server.tsx,
// side by side as the build puts dist and dist-ssr: the server's side of the first screens is
// tested with them (the drawing itself is the web app's, tested there).

export const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>IdeaBazaar</title><link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root">
      <!--first-screen-->
      <div class="shell-bar">IdeaBazaar</div>
      <!--/first-screen-->
    </div>
  </body>
</html>`;

const DRAWING = `
export function firstScreenAt(pathname) {
  if (pathname === '/') return { visitorOnly: false };
  if (pathname.startsWith('/TheIdea/')) return { visitorOnly: true };
  return null;
}
export async function load({ url, language, rightToLeft, fetchJson }) {
  if (url === '/') {
    return { url, language, rightToLeft, list: await fetchJson('/api/items?section=idea') };
  }
  return { url, language, rightToLeft, item: await fetchJson('/api/items/' + url.split('/')[2]) };
}
export async function render(loaded) {
  globalThis.firstScreenRenders = (globalThis.firstScreenRenders ?? 0) + 1;
  const titles = loaded.list ? loaded.list.items.map((item) => item.title) : [loaded.item.title];
  if (titles.includes('breaks the drawing')) throw new Error('the drawing failed');
  return {
    html: '<ul>' + titles.map((title) => '<li>' + title + '</li>').join('') + '</ul>',
    styles: '<style data-emotion="mui a">.a{}</style>',
    state: { titles, loaded },
    lang: loaded.language,
    dir: loaded.language === 'fa' && loaded.rightToLeft ? 'rtl' : 'ltr',
    manifest: loaded.language === 'fa' ? '/manifest-fa.webmanifest' : '/manifest.webmanifest',
  };
}
export const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\\\u003c');
`;

/** Writes them in a folder of their own; `webDist` is the config's, `root` to remove after. */
export async function writeTestDrawing(): Promise<{ root: string; webDist: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ideabazaar-first-screen-'));
  const webDist = path.join(root, 'dist');
  await mkdir(webDist);
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(path.join(webDist, 'index.html'), TEMPLATE);
  await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), DRAWING);
  return { root, webDist };
}
