/**
 * `npm run blog:import-wp -- https://blog.example.org [--language de]`: imports every published
 * post of a WordPress site over its REST API into the database of the environment (DATA_DIR or
 * DATABASE_URL, as the API reads them) and prints what changed (modules/blog/wordpress-import.ts).
 * Posts are in English unless --language says otherwise or a post names its own (Polylang's `lang`).
 */
import { parseArgs } from 'node:util';
import { isLanguageCode } from '@kestrel/domain';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { importedImageDir } from './modules/blog/blog-images';
import { importWordPress } from './modules/blog/wordpress-import';

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { language: { type: 'string', default: 'en' } } });
const [baseUrl] = positionals;
if (!baseUrl || !/^https?:\/\//.test(baseUrl)) fail('Usage: npm run blog:import-wp -- https://blog.example.org [--language de]');
if (!isLanguageCode(values.language)) fail(`--language must be one of the 16 language codes, not ${values.language}`);

const loaded = loadConfig();
if (!loaded.ok) fail(loaded.errors.join('\n'));
const { config } = loaded;
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  await database.migrate();
  const report = await importWordPress(database.db, {
    baseUrl,
    language: values.language,
    siteHost: new URL(config.siteUrl).host,
    imageDir: importedImageDir(config.dataDir),
  });
  process.stdout.write(`${JSON.stringify(report)}\n`);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
