import { describe, expect, it } from 'vitest';
import { violation } from './boundaries.js';

describe('import boundaries', () => {
  it('keeps features apart', () => {
    expect(
      violation('apps/web/src/features/auth/a.ts', 'apps/web/src/features/wallet/api/b'),
    ).toMatch(/feature 'auth' must not import feature 'wallet'/);
    expect(
      violation('apps/web/src/features/auth/a.ts', 'apps/web/src/features/auth/api/b'),
    ).toBeNull();
  });
  it('keeps shared code below features and the app', () => {
    expect(violation('apps/web/src/lib/x.ts', 'apps/web/src/features/auth/a')).not.toBeNull();
    expect(violation('apps/web/src/components/x.tsx', 'apps/web/src/app/router')).not.toBeNull();
    expect(violation('apps/web/src/features/auth/x.tsx', 'apps/web/src/app/router')).not.toBeNull();
    expect(violation('apps/web/src/app/router.tsx', 'apps/web/src/features/auth/a')).toBeNull();
  });
  it('keeps packages/shared free of the apps and the apps apart', () => {
    expect(violation('packages/shared/src/a.ts', 'apps/server')).not.toBeNull();
    expect(violation('apps/web/src/lib/a.ts', 'apps/server')).not.toBeNull();
    expect(violation('apps/server/src/app.ts', 'apps/web')).not.toBeNull();
  });
  it('lets only the web test harness start the real server, through the server test harness', () => {
    const harness = 'apps/web/test/real-app.ts';
    expect(violation(harness, 'apps/server/test/helpers/app')).toBeNull();
    expect(violation(harness, 'apps/server/src/app')).not.toBeNull();
    expect(violation('apps/web/src/app/a.test.tsx', 'apps/server/test/helpers/app')).not.toBeNull();
  });
  it('lets a server module use another only through its service', () => {
    const from = 'apps/server/src/modules/wallet/wallet.service.ts';
    expect(violation(from, 'apps/server/src/modules/auth/auth.repository')).not.toBeNull();
    expect(violation(from, 'apps/server/src/modules/auth/auth.service')).toBeNull();
  });
  it("keeps a module's tables to the module", () => {
    const repository = 'apps/server/src/modules/comments/comments.repository.ts';
    expect(violation(repository, 'apps/server/src/modules/items/items.schema')).toMatch(
      /module 'comments' must not use the tables of module 'items'/,
    );
    expect(violation(repository, 'apps/server/src/modules/items/items.repository')).not.toBeNull();
    expect(violation(repository, 'apps/server/src/modules/comments/comments.schema')).toBeNull();
    // A foreign key names the other module's table from schema to schema.
    expect(
      violation(
        'apps/server/src/modules/comments/comments.schema.ts',
        'apps/server/src/modules/items/items.schema',
      ),
    ).toBeNull();
  });
  it('keeps the aggregate schema to the database client, drizzle-kit and tests', () => {
    const schema = 'apps/server/src/db/schema';
    expect(violation('apps/server/src/modules/items/items.repository.ts', schema)).toMatch(
      /only db\/client.ts imports db\/schema/,
    );
    expect(violation('apps/server/src/plugins/messaging.ts', schema)).not.toBeNull();
    expect(violation('apps/server/src/db/client.ts', schema)).toBeNull();
    expect(violation('apps/server/src/modules/items/items.test.ts', schema)).toBeNull();
    expect(violation('apps/server/test/helpers/factories.ts', schema)).toBeNull();
  });
});
