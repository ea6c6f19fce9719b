/**
 * `npm run blog:import`: imports content/blog into the database of the environment (DATA_DIR or
 * DATABASE_URL, as the API reads them) and prints what changed. The API also imports at every
 * start; this is for a running PostgreSQL deployment after the content changed. (An embedded
 * database is held by the running API: stop it first, or just restart it.)
 */
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { readBlogContent } from './modules/blog/blog-content';
import { importBlogContent } from './modules/blog/blog-import';

const loaded = loadConfig();
if (!loaded.ok) {
  for (const line of loaded.errors) process.stderr.write(`${line}\n`);
  process.exit(1);
}
const { config } = loaded;
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  await database.migrate();
  const report = await importBlogContent(database.db, readBlogContent(), { siteHost: new URL(config.siteUrl).host });
  process.stdout.write(`${JSON.stringify(report)}\n`);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
