import type { DatabaseHandle } from '../../db/client';
import type { Lifecycle } from '../../deps';

/** How long /readyz waits for `select 1` before calling the database unavailable. */
export const READY_PING_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; reason: 'shutting_down' | 'database_unavailable' };

export async function checkReadiness(database: DatabaseHandle, lifecycle: Lifecycle): Promise<Readiness> {
  if (lifecycle.shuttingDown) return { ready: false, reason: 'shutting_down' };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), READY_PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return { ready: true };
  } catch {
    return { ready: false, reason: 'database_unavailable' };
  } finally {
    clearTimeout(timer);
  }
}
