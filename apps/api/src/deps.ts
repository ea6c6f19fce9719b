import type { Logger } from 'pino';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { GeoLookup } from './modules/geo/geo.lookup';

/** Time source; tests pass a fixed clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Process state the app reads: /readyz fails once shutdown has begun. */
export interface Lifecycle {
  readonly shuttingDown: boolean;
}

/** Everything the app needs from outside; no module reads globals. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  geo: GeoLookup;
  clock: Clock;
  lifecycle: Lifecycle;
}
