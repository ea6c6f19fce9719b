/**
 * `npm run blog:import`: imports content/blog into the database of the environment and prints what
 * changed (blog-import-run.ts). The API also imports at every start; this is for a running
 * PostgreSQL deployment after the content changed. (An embedded database is held by the running
 * API: stop it first, or just restart it.)
 */
import { runBlogImport } from './blog-import-run';
import { readBlogContent } from './modules/blog/blog-content';
import { importBlogContent } from './modules/blog/blog-import';

await runBlogImport(({ db, siteHost }) => importBlogContent(db, readBlogContent(), { siteHost }));
