// Import boundaries of STYLE.md, checked on resolved paths so that relative imports cannot slip
// past them: features never import each other, shared code never imports features or the app,
// packages/shared imports nothing from apps, the web never imports the server, and a server
// module reaches another module only through its service. A module's tables are its own: only
// its files import its `<m>.schema` (another module's schema file may, for a foreign key), and
// no server code but db/client.ts imports the aggregate db/schema (tests may, to arrange data).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const rel = (p) => path.relative(root, p).split(path.sep).join('/');

function resolveTarget(fromFile, source) {
  if (source.startsWith('.')) return rel(path.resolve(path.dirname(fromFile), source));
  // The web app's alias for its own src folder.
  if (source.startsWith('@/')) return `apps/web/src/${source.slice(2)}`;
  if (source.startsWith('@ideabazaar/shared/')) return `packages/shared/src/${source.slice(19)}`;
  if (source.startsWith('@ideabazaar/server')) return 'apps/server';
  if (source.startsWith('@ideabazaar/web')) return 'apps/web';
  return null;
}

function violation(from, to) {
  if (from.startsWith('packages/shared/') && to.startsWith('apps/')) {
    return 'packages/shared must not import from the apps';
  }
  // The one exception: the web's test harness starts the real server for the screen tests with
  // the server's own test helpers (a fresh database, sign-in), so the two sides are tested
  // together. The web's source, and its tests in src, still reach the server over HTTP only.
  if (from.startsWith('apps/web/test/') && to.startsWith('apps/server/test/')) return null;
  if (from.startsWith('apps/web/') && to.startsWith('apps/server')) {
    return 'the web app must not import the server';
  }
  if (from.startsWith('apps/server/') && to.startsWith('apps/web')) {
    return 'the server must not import the web app';
  }
  const feature = /^apps\/web\/src\/features\/([^/]+)/;
  const fromFeature = feature.exec(from)?.[1];
  const toFeature = feature.exec(to)?.[1];
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `feature '${fromFeature}' must not import feature '${toFeature}'; compose them in app/`;
  }
  const sharedWeb = /^apps\/web\/src\/(components|lib|config|locales)\//;
  if (sharedWeb.test(from) && (toFeature || to.startsWith('apps/web/src/app/'))) {
    return 'shared web code must not import features or the app';
  }
  if (toFeature === undefined && fromFeature && to.startsWith('apps/web/src/app/')) {
    return 'features must not import the app';
  }
  const isTest = /\.test\.[jt]sx?$/.test(from);
  if (
    /^apps\/server\/src\/db\/schema(\.ts)?$/.test(to) &&
    from.startsWith('apps/server/src/') &&
    from !== 'apps/server/src/db/client.ts' &&
    !isTest
  ) {
    return "only db/client.ts imports db/schema; a module imports its own '<m>.schema'";
  }
  const mod = /^apps\/server\/src\/modules\/([^/]+)\/(.*)$/;
  const fromMod = mod.exec(from);
  const toMod = mod.exec(to);
  if (fromMod && toMod && fromMod[1] !== toMod[1]) {
    const schema = /\.schema(\.ts)?$/;
    if (schema.test(toMod[2] ?? '')) {
      if (schema.test(fromMod[2] ?? '')) return null;
      return `module '${fromMod[1]}' must not use the tables of module '${toMod[1]}'; ask its service`;
    }
    if (!/\.service(\.ts)?$/.test(toMod[2] ?? '')) {
      return `module '${fromMod[1]}' may use module '${toMod[1]}' only through its service`;
    }
  }
  return null;
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { boundary: '{{why}}' } },
  create(context) {
    const from = rel(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const to = resolveTarget(context.filename, source);
      const why = to && violation(from, to);
      if (why) context.report({ node, messageId: 'boundary', data: { why } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { imports: rule } };
export { violation };
