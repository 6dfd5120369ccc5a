import type { HealthResponse } from '@ideabazaar/shared/schemas/health';
import type { DatabaseHandle } from '../../db/client';

export interface CheckHealthOptions {
  database: DatabaseHandle;
  version: string;
}

/** Public by design: load balancers and the e2e runner poll it without signing in. */
export async function checkHealth(options: CheckHealthOptions): Promise<HealthResponse> {
  const ok = await options.database.ping();
  return {
    status: ok ? 'ok' : 'degraded',
    database: { ok, driver: options.database.driver },
    version: options.version,
  };
}
