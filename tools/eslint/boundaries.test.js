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
});
