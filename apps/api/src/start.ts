/**
 * Starting and stopping the API: open and migrate the database, seed, listen; on shutdown
 * fail /readyz, stop accepting, let in-flight requests finish (capped), close the database.
 * server.ts wires this to the process (signals, exit codes); tests call it directly.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp, type App } from './app';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDatabase } from './db/seed';
import { readBlogContent } from './modules/blog/blog-content';
import { importBlogContent } from './modules/blog/blog-import';
import { systemClock, type Lifecycle } from './deps';
import { startHousekeeping } from './jobs/housekeeping';
import { startReconciliation } from './jobs/reconciliation';
import { createHttpServer } from './lib/http-server';
import { releaseMailClaims } from './modules/mail/mail.repo';
import { releaseNoticeClaims } from './modules/partners/partners.repo';
import { createServices, type AppServices } from './services';
import { openMmdbGeoLookup, type GeoLookup } from './modules/geo/geo.lookup';

/** In-flight requests get this long to finish after a shutdown signal. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface StartOptions {
  config: Config;
  logger: Logger;
  /** IP → country; the bundled MMDB when absent. */
  geo?: GeoLookup;
  /** Lets tests add routes (e.g. a slow one) before the server listens. */
  configureApp?: (app: App) => void;
  shutdownGraceMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  server: Server;
  database: DatabaseHandle;
  /** Idempotent; resolves when connections are closed and the database is closed. */
  shutdown(reason: string): Promise<void>;
}

/** The listener could not bind (address in use, permission). `message` is one line. */
export class ListenError extends Error {
  constructor(
    readonly address: string,
    readonly reason: string,
  ) {
    super(`Cannot listen on ${address}: ${reason}`);
    this.name = 'ListenError';
  }
}

function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const { config, logger } = options;
  const graceMs = options.shutdownGraceMs ?? SHUTDOWN_GRACE_MS;

  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, logger });
  let server: Server | undefined;
  let services: AppServices | undefined;
  let stopHousekeeping: (() => Promise<void>) | undefined;
  let stopReconciliation: (() => Promise<void>) | undefined;
  try {
    logger.info({ driver: database.driver, location: database.location }, 'database opened');
    await database.migrate();
    if (config.seed) {
      const { changed } = await seedDatabase(database.db);
      logger.info({ changed }, changed > 0 ? 'demo plans written' : 'demo plans already present');
    }
    const geo = options.geo ?? (await openMmdbGeoLookup());

    const lifecycle: { shuttingDown: boolean } & Lifecycle = { shuttingDown: false };
    services = createServices({ config, database, logger, clock: systemClock });
    logger.info(
      { mail: services.mailer.kind, rateLimits: services.rateLimiter.kind, blogCache: services.blogCache.kind },
      'services ready',
    );
    // The blog's own posts (content/blog) are the site's content, not demo data: always imported.
    const blog = await importBlogContent(database.db, readBlogContent(), { siteHost: new URL(config.siteUrl).host });
    if (blog.changed) await services.blogCache.invalidate();
    logger.info(blog, 'blog content imported');
    const app = createApp({ config, database, logger, geo, clock: systemClock, lifecycle, ...services });
    options.configureApp?.(app);

    const httpServer = createHttpServer(app);
    server = httpServer;
    const address = `${hostForUrl(config.host)}:${config.port}`;
    await new Promise<void>((resolve, reject) => {
      const onError = (error: NodeJS.ErrnoException) => reject(new ListenError(address, error.code ?? error.message));
      httpServer.once('error', onError);
      httpServer.listen(config.port, config.host, () => {
        httpServer.off('error', onError);
        resolve();
      });
    });
    // Background work starts once the server is up: mail delivery and clean-up.
    const { mail, partners, rateLimiter, mailer } = services;
    if (database.driver === 'pglite') {
      // This process alone holds the folder (lockDataDir): mail claimed before a crash goes out now,
      // not when its lease runs out.
      const released = await releaseMailClaims(database.db);
      if (released > 0) logger.info({ released }, 'mail claimed by a process that stopped is due again');
      const notices = await releaseNoticeClaims(database.db);
      if (notices > 0) logger.info({ notices }, 'partner notices claimed by a process that stopped are due again');
    }
    mail.start();
    partners.start();
    stopHousekeeping = startHousekeeping({ db: database.db, clock: systemClock, logger, receipts: services.receipts });
    // Completes payments a crash or a lost notification left open (runs at start, then every minute).
    stopReconciliation = startReconciliation({ db: database.db, clock: systemClock, orders: services.orders, logger });
    const port = (httpServer.address() as AddressInfo).port;
    const url = `http://${hostForUrl(config.host)}:${port}`;

    let stopping: Promise<void> | undefined;
    const shutdown = (reason: string) =>
      (stopping ??= (async () => {
        logger.info({ reason }, 'shutting down');
        lifecycle.shuttingDown = true;
        await new Promise<void>((resolve) => {
          const sweep = setInterval(() => httpServer.closeIdleConnections(), 100);
          const cap = setTimeout(() => {
            logger.warn({ graceMs }, 'requests still running at the end of the grace period; closing them');
            httpServer.closeAllConnections();
          }, graceMs);
          httpServer.close(() => {
            clearInterval(sweep);
            clearTimeout(cap);
            resolve();
          });
          httpServer.closeIdleConnections();
        });
        await services?.payments.sandbox?.settled();
        await mail.stop();
        await partners.stop();
        await stopHousekeeping?.();
        await stopReconciliation?.();
        await rateLimiter.close();
        await services?.blogCache.close();
        mailer.close();
        await database.close();
        logger.info('stopped');
      })());

    return { url, port, server: httpServer, database, shutdown };
  } catch (error) {
    server?.close();
    await services?.mail.stop();
    await services?.partners.stop();
    await stopHousekeeping?.();
    await stopReconciliation?.();
    await services?.rateLimiter.close();
    await services?.blogCache.close();
    await database.close().catch(() => undefined);
    throw error;
  }
}
