/**
 * What the blog's import commands (blog-import-cli.ts, blog-import-wp-cli.ts) share: the
 * environment's configuration and database (DATA_DIR or DATABASE_URL, as the API reads them),
 * migrated; the report printed as one JSON line; and, when the import changed anything, the blog
 * cache emptied, so API instances sharing it through Redis answer the new posts at once
 * (modules/blog/blog-cache.ts; without Redis each instance's own cache renews within 15 minutes).
 */
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { systemClock } from './deps';
import { createConfiguredBlogCache } from './services';

export function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

export interface ImportContext {
  db: Database;
  config: Config;
  /** The site's host: links to it are the site's own (blog-html.ts). */
  siteHost: string;
}

export async function runBlogImport(run: (context: ImportContext) => Promise<{ changed: boolean }>): Promise<void> {
  const loaded = loadConfig();
  if (!loaded.ok) fail(loaded.errors.join('\n'));
  const { config } = loaded;
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await database.migrate();
    const report = await run({ db: database.db, config, siteHost: new URL(config.siteUrl).host });
    if (report.changed) {
      const cache = createConfiguredBlogCache(config, systemClock);
      await cache.invalidate();
      await cache.close();
    }
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
