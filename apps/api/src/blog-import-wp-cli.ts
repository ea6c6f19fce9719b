/**
 * `npm run blog:import-wp -- https://blog.example.org [--language de]`: imports every published
 * post of a WordPress site over its REST API into the database of the environment and prints what
 * changed (modules/blog/wordpress-import.ts, blog-import-run.ts). Posts are in English unless
 * --language says otherwise or a post names its own (Polylang's `lang`).
 */
import { parseArgs } from 'node:util';
import { isLanguageCode } from '@kestrel/domain';
import { fail, runBlogImport } from './blog-import-run';
import { importedImageDir } from './modules/blog/blog-images';
import { importWordPress } from './modules/blog/wordpress-import';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { language: { type: 'string', default: 'en' } } });
const [baseUrl] = positionals;
if (!baseUrl || !/^https?:\/\//.test(baseUrl)) fail('Usage: npm run blog:import-wp -- https://blog.example.org [--language de]');
const language = values.language;
if (!isLanguageCode(language)) fail(`--language must be one of the 16 language codes, not ${language}`);

await runBlogImport(async ({ db, config, siteHost }) => {
  const report = await importWordPress(db, { baseUrl, language, siteHost, imageDir: importedImageDir(config.dataDir) });
  return { ...report, changed: report.written > 0 };
});
