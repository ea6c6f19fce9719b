#!/usr/bin/env node
/**
 * Blog search on 5,000 posts (issue 13 "Performance"). Not part of `npm test`. Records
 * bench/results/blog-search{,-postgres}.{md,json}.
 *
 *   DATABASE_URL=postgres://… node bench/blog-search.mjs   # PostgreSQL: the targets
 *   node bench/blog-search.mjs                             # PGlite: its figures, recorded beside them
 *   BENCH_SKIP_BUILD=1 …                                   # without building apps/api first
 *
 * 1. Starts the built API on a fresh database; it imports the repository's own posts at start.
 * 2. Adds 5,000 English posts: each joins the text of two of our posts under a title of its own,
 *    stored as WordPress posts (the Markdown import at start leaves those alone). Their search
 *    vectors are built as the import builds them (modules/blog/blog-import.ts, searchVectors):
 *    title A, description B, body C, and title and description alone for ranking, with the english
 *    configuration. With PGlite the API is
 *    stopped for this (it holds the folder) and started again.
 * 3. GET /healthz and GET /ws/mm/v2/blog/search (twelve popular queries in turn, one with a typo),
 *    10 connections each, 10 s, as fast as they answer: the throughput ratio. Then search again at
 *    half its measured maximum rate, still 10 connections: the latency (never at saturation). The
 *    API keeps search answers in the blog cache (modules/blog/blog-cache.ts), so after their first
 *    time these queries are answered from it, as popular queries are in production.
 * 4. Figures only: search with a query never asked before on every request (pairs of words from
 *    our posts), so each one goes to the database: what a query costs without the cache.
 */
import { buildApi, call, clean, machineLine, record, requireFromApi, run, runRow, startApi, summarize } from './lib/api-harness.mjs';

const POSTS = Number(process.env.BENCH_POSTS ?? 5000);
const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const TARGETS = { p95Ms: 30, vsHealthz: 0.1 };
const QUERIES = [
  'vpn',
  'kill switch',
  'public wi-fi',
  'streaming abroad',
  'ping',
  'dns leak',
  'encryption',
  'no-logs policy',
  'travel',
  'router',
  'privcy',
  'how does a vpn work',
];
/** Words of our posts; every pair of them is a query asked once in step 4. */
const WORDS = [
  'vpn',
  'server',
  'streaming',
  'privacy',
  'router',
  'wifi',
  'hotel',
  'airport',
  'gaming',
  'ping',
  'latency',
  'dns',
  'leak',
  'encryption',
  'protocol',
  'wireguard',
  'browser',
  'cookies',
  'tracking',
  'isp',
  'throttling',
  'phone',
  'android',
  'windows',
  'laptop',
  'password',
  'phishing',
  'malware',
  'update',
  'logs',
  'policy',
  'account',
  'payment',
  'travel',
  'country',
  'library',
  'netflix',
  'sports',
  'ddos',
  'attack',
  'speed',
  'connection',
];
const postgres = Boolean(process.env.DATABASE_URL);

/** The statement that adds the generated posts; $1 is how many. */
const GENERATE = `
with src as (
  select v.title, v.description, v.html, v.text, v.toc, v.hero_alt, v.words, p.category_id, p.author_id, p.hero,
         row_number() over (order by p.id) - 1 as i, count(*) over () as n
  from blog_post_versions v join blog_posts p on p.id = v.post_id
  where v.language = 'en'
),
made as (
  insert into blog_posts (source, is_wp, short_path, wp_id, category_id, author_id, hero, featured, published_at, updated_at)
  select 'wordpress', true, 'bench-' || g, 1000000 + g, s.category_id, s.author_id, s.hero, false,
         now() - make_interval(hours => g), now() - make_interval(hours => g)
  from generate_series(1, $1::int) g join src s on s.i = g % s.n
  returning id, wp_id - 1000000 as g
)
insert into blog_post_versions (post_id, language, title, description, html, text, toc, hero_alt, words, source_hash, search, search_head)
select m.id, 'en', t.title, a.description, a.html || b.html, t.body, a.toc, a.hero_alt, a.words + b.words, 'bench',
       setweight(to_tsvector('english', t.title), 'A') || setweight(to_tsvector('english', a.description), 'B') ||
       setweight(to_tsvector('english', t.body), 'C'),
       setweight(to_tsvector('english', t.title), 'A') || setweight(to_tsvector('english', a.description), 'B')
from made m
join src a on a.i = m.g % a.n
join src b on b.i = (m.g * 7 + 3) % b.n
cross join lateral (select a.title || ' (notes ' || m.g || ')' as title, a.text || ' ' || b.text as body) t`;

buildApi();
const api = await startApi({ name: 'blog-search', port: Number(process.env.BENCH_PORT ?? 4330), env: { SEED: 'false' } });
const base = api.base;
const started = Date.now();
if (postgres) {
  const pg = requireFromApi('pg');
  const client = new pg.Client({ connectionString: api.databaseUrl });
  await client.connect();
  await client.query(GENERATE, [POSTS]);
  await client.query('analyze');
  await client.end();
} else {
  await api.kill('SIGTERM');
  const { PGlite } = requireFromApi('@electric-sql/pglite');
  const db = await PGlite.create(`${api.dataDir}/pglite`);
  await db.query(GENERATE, [POSTS]);
  await db.exec('analyze');
  await db.close();
  await api.restart();
}
const generatedS = Math.round((Date.now() - started) / 100) / 10;

const path = (q) => `/ws/mm/v2/blog/search?language=en&q=${encodeURIComponent(q)}`;
// Every query finds posts, the generated ones among them; the typo is answered for its correction.
const answers = [];
for (const q of QUERIES) answers.push({ q, ...(await call(base, 'GET', path(q))) });
const totals = Object.fromEntries(answers.map((a) => [a.q, a.total]));

let next = 0;
const searchOptions = (extra) => ({
  url: base,
  connections: CONNECTIONS,
  duration: DURATION_S,
  requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path(QUERIES[next++ % QUERIES.length]) }) }],
  ...extra,
});
const healthzOptions = { url: `${base}/healthz`, connections: CONNECTIONS, duration: DURATION_S };
await run(api, { ...healthzOptions, duration: 2 });
await run(api, searchOptions({ duration: 3 }));
const healthz = summarize('GET /healthz, as fast as it answers', await run(api, healthzOptions));
const searchMax = summarize('search, as fast as it answers', await run(api, searchOptions()));
const rate = Math.max(1, Math.floor(searchMax.reqPerSec / 2));
const searchHalf = summarize(`search at ${rate} req/s (half the maximum)`, await run(api, searchOptions({ overallRate: rate })));
const pairs = WORDS.flatMap((a) => WORDS.filter((b) => b !== a).map((b) => `${a} ${b}`));
let fresh = 0;
const cold = summarize(
  'search, a new query every time (no cache)',
  await run(api, {
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path(pairs[fresh++ % pairs.length]) }) }],
  }),
);
await api.stop();

const ratio = Math.round((searchMax.reqPerSec / healthz.reqPerSec) * 100) / 100;
const checks = {
  [`search p95 ≤ ${TARGETS.p95Ms} ms at half its maximum rate, ${CONNECTIONS} connections`]: searchHalf.p95 <= TARGETS.p95Ms,
  [`search throughput ≥ ${TARGETS.vsHealthz}× GET /healthz`]: ratio >= TARGETS.vsHealthz,
  'every query found posts, the typo for its correction':
    answers.every((a) => a.total > 0) && answers.find((a) => a.q === 'privcy')?.corrected === 'privacy',
  [`every query of the uncached run was new (${pairs.length} pairs)`]: cold.requests <= pairs.length,
  'no errors, timeouts or non-2xx': [healthz, searchMax, searchHalf, cold].every(clean),
};
const machine = await machineLine();
const when = new Date().toISOString();
const results = {
  when,
  machine,
  posts: POSTS,
  generatedS,
  connections: CONNECTIONS,
  totals,
  healthz,
  searchMax,
  searchHalf,
  cold,
  ratio,
  checks,
};
const md = [
  `# Blog search on ${POSTS} generated posts — ${when}`,
  '',
  `Machine: ${machine}. The built API (NODE_ENV=production, one log line per request to /dev/null) with our own posts and ${POSTS} generated English ones (${generatedS} s to add them), autocannon on the same machine, ${CONNECTIONS} connections, ${DURATION_S} s per run. Queries in turn: ${QUERIES.map((q) => `“${q}”`).join(', ')}.`,
  postgres ? '' : '\nPGlite: the figures beside PostgreSQL’s; the targets are PostgreSQL’s.\n',
  '| run | requests | req/s | p50 | p95 | p99 | max | errors | non-2xx | body mismatches | API cores busy |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  runRow(healthz),
  runRow(searchMax),
  runRow(searchHalf),
  runRow(cold),
  '',
  `The popular queries are answered from the blog cache after their first time; the last run asks a new pair of words on every request, so each goes to the database (${Math.round((cold.apiCores * 1000) / Math.max(1, cold.reqPerSec))} ms of API CPU each, besides the database's).`,
  '',
  `Search ÷ /healthz: **${ratio}** (target ≥ ${TARGETS.vsHealthz}). p95 at half the maximum rate: **${searchHalf.p95} ms** (target ≤ ${TARGETS.p95Ms} ms).`,
  '',
  `Matches per query: ${Object.entries(totals)
    .map(([q, n]) => `“${q}” ${n}`)
    .join(', ')}.`,
  '',
  ...Object.entries(checks).map(([name, ok]) => `- ${ok ? 'met' : 'NOT met'}: ${name}`),
  '',
].join('\n');
record('blog-search', md, results);
