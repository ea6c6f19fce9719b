#!/usr/bin/env node
/**
 * Fault 3 (issue "Safe to launch" §3): DATA_DIR on a small filesystem that fills up (embedded
 * PGlite). Writes answer 503 — never a 500, never a hang —, committed data survives, and the
 * service recovers by itself when space returns.
 *
 *   node bench/faults/disk-full.mjs      # needs root (mount -t tmpfs); prints one skip line otherwise
 *
 * DATA_DIR is a 128 MB tmpfs. Three buyers sign up and buy a plan: the data that must survive.
 * A. Data files cannot grow: the disk is filled to the last byte, then sign-up code requests (each
 *    writes a code, a mail and a redeemed captcha) go on until they answer 503 — PostgreSQL's
 *    "could not extend file" (53100), an ERROR: reads go on, /readyz stays 200. Space returns and
 *    writes must succeed again within 10 s.
 * B. The WAL needs a new segment on a full disk: PostgreSQL PANICs, and PGlite then loops forever
 *    on its next call, on the API's only thread (docs/decisions/017). To make that happen on cue,
 *    the API is stopped, the folder opened here and the WAL pushed to 256 KB before the end of its
 *    16 MB segment (pg_logical_emit_message writes WAL and nothing else), the API started again
 *    and the segment PostgreSQL prepared ahead at start removed; the disk is then filled up to 8 MB
 *    (less than a segment). Code requests go on until the WAL crosses into the next segment. The
 *    API must go on answering (/healthz, 503 for the database), report /readyz 503, and reopen the
 *    database by itself within 10 s once space returns.
 * Finally the API is stopped and the folder opened here: every buyer, order, grant and
 * entitlement written before the faults is there, unchanged.
 */
import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { buildApi, call, request, requireFromApi, root, signUp, solvedCaptchas, startApi } from '../lib/api-harness.mjs';
import {
  ACCOUNT,
  reportEnd,
  judge,
  LANGUAGES,
  logLines,
  logLinesWithin,
  mapLimit,
  now,
  openDatabase,
  PASSWORD,
  PAYMENT,
  runWhenMain,
  seconds,
  skipped,
  sleep,
  Tally,
} from './lib.mjs';

const TMPFS_MB = 128;
const RECOVERY_LIMIT_MS = 10_000;
/**
 * The longest wait for /healthz in phase B. Each attempt to reopen on the still-full disk runs
 * PostgreSQL's start on the API's thread until it fails (0.6 s on a quiet machine; 1.6 s seen in a
 * CI run with the other core busy, judged a freeze by a 1 s timeout). A frozen API never answers.
 */
const HEALTH_TIMEOUT_MS = 2_000;
/** Phase B leaves less room than a WAL segment (16 MB) needs, and plenty for data pages. */
const PHASE_B_FREE_MB = 8;
/** How far before the end of its segment phase B puts the WAL. */
const WAL_LEFT_BYTES = 256 * 1024;

/** Mounts a tmpfs of `mb` MB; undefined when this machine does not allow it. */
function mountTmpfs(mb) {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return { reason: 'mounting a tmpfs needs root on Linux' };
  const folder = mkdtempSync(join(tmpdir(), 'kestrel-fault-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${mb}m,mode=0755`, 'tmpfs', folder], { encoding: 'utf8' });
  if (mounted.status !== 0) {
    rmSync(folder, { recursive: true, force: true });
    return { reason: `mount -t tmpfs is not permitted here (${(mounted.stderr || '').trim() || mounted.status})` };
  }
  return {
    folder,
    unmount() {
      for (const args of [[folder], ['-l', folder]]) if (spawnSync('umount', args).status === 0) break;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Fills the filesystem of `folder` with 1 MB files until it is full; returns their paths. */
function fill(folder, prefix) {
  const chunk = Buffer.alloc(1024 * 1024, 7);
  const files = [];
  for (let i = 0; ; i++) {
    const file = join(folder, `${prefix}-${i}`);
    const fd = openSync(file, 'w');
    files.push(file);
    try {
      writeSync(fd, chunk);
    } catch (error) {
      if (error.code !== 'ENOSPC') throw error;
      // The last file holds what still fitted; a few KB may be left: fill them too.
      for (let size = 64 * 1024; size >= 512; size /= 2) {
        try {
          for (;;) writeSync(fd, chunk.subarray(0, size));
        } catch (inner) {
          if (inner.code !== 'ENOSPC') throw inner;
        }
      }
      return files;
    } finally {
      closeSync(fd);
    }
  }
}

const release = (files) => {
  for (const file of files.splice(0)) rmSync(file, { force: true });
};

/** Puts the WAL of the stopped API's database `left` bytes before the end of its segment; returns that segment's file name and the segment size. */
async function positionWal(pgdata, left) {
  const { PGlite } = requireFromApi('@electric-sql/pglite');
  const db = await PGlite.create(pgdata);
  try {
    // Pages first read after a checkpoint get their hint bits set, and with data checksums on that
    // writes a full-page image each: the restart's blog import read enough fresh pages to fill the
    // last 256 KB itself. Vacuum sets them now, before the WAL is positioned.
    await db.exec('vacuum');
    const [{ size }] = (await db.query("select setting::int as size from pg_settings where name = 'wal_segment_size'")).rows;
    for (;;) {
      const [{ file, offset }] = (
        await db.query('select file_name as file, file_offset::int as offset from pg_walfile_name_offset(pg_current_wal_insert_lsn())')
      ).rows;
      const toGo = size - left - offset;
      if (toGo < 4096) return { file, size };
      // A logical message is a WAL record and nothing else: no data file grows.
      await db.query("select pg_logical_emit_message(false, 'kestrel-fault', repeat('x', $1::int))", [Math.min(toGo - 512, 1024 * 1024)]);
    }
  } finally {
    await db.close();
  }
}

/**
 * Removes the segments PostgreSQL created ahead of `current` (it does at start when the current one
 * is 3/4 full) and returns their names. Throws when the restart itself already wrote into one of
 * them: removing the segment in use would lose committed data, and the fault would not happen.
 */
function removeSegmentsAfter(pgdata, current, segmentSize) {
  const removed = [];
  for (const name of readdirSync(join(pgdata, 'pg_wal'))) {
    if (/^[0-9A-F]{24}$/.test(name) && name > current) {
      const file = join(pgdata, 'pg_wal', name);
      // A segment in use starts with a page header whose address (bytes 8–16) is the segment's own start.
      const header = Buffer.alloc(16);
      const fd = openSync(file, 'r');
      readSync(fd, header, 0, 16, 0);
      closeSync(fd);
      const start = BigInt(`0x${name.slice(8, 16)}`) * 2n ** 32n + BigInt(`0x${name.slice(16)}`) * BigInt(segmentSize);
      if (header.readBigUInt64LE(8) === start)
        throw new Error(`the API's restart already wrote past ${current} (into ${name}): position the WAL further back`);
      unlinkSync(file);
      removed.push(name);
    }
  }
  return removed;
}

export async function diskFull({ port }) {
  const title = 'Fault 3: DATA_DIR on a small filesystem that fills up (PGlite)';
  const tmpfs = mountTmpfs(TMPFS_MB);
  if (!tmpfs.folder) return skipped(title, tmpfs.reason);
  const logFile = join(root, 'bench', '.tmp', 'fault-disk-full.log');
  mkdirSync(join(root, 'bench', '.tmp'), { recursive: true });
  rmSync(logFile, { force: true });
  const dataDir = join(tmpfs.folder, 'data');
  const pgdata = join(dataDir, 'pglite');
  const fillers = [];
  const t0 = now();
  let api;
  try {
    api = await startApi({ name: 'fault-disk-full', port, database: 'pglite', dataDir, logFile });
    const pid = api.pid;

    // What must survive: three buyers, each with a completed purchase.
    const buyers = await mapLimit([0, 1, 2], 3, async (i) => {
      const email = `keeper${i}@kestrelvpn.example`;
      const token = await signUp(api, email, PASSWORD);
      const auth = { Authorization: `Bearer ${token}` };
      const { plans } = await call(api.base, 'GET', `${PAYMENT}/providers/plans`);
      const order = await call(
        api.base,
        'POST',
        `${PAYMENT}/web/orders`,
        { plan_id: plans[i].id },
        { ...auth, 'Idempotency-Key': randomUUID() },
      );
      const sandboxId = decodeURIComponent(new URL(order.approve_url).pathname.split('/').pop());
      await call(api.base, 'POST', `${PAYMENT}/sandbox/orders/${encodeURIComponent(sandboxId)}/approve`, {}, auth);
      const done = await call(api.base, 'POST', `${PAYMENT}/web/orders/${order.order_no}/capture`, {}, auth);
      const subscription = await call(api.base, 'GET', `${PAYMENT}/web/subscription_my`, undefined, auth);
      return { email, auth, orderNo: done.order_no, premiumUntil: done.premium_until, subscription };
    });
    const captchas = await solvedCaptchas(api.base, 1200);
    let mailIndex = 0;
    const tally = new Tally();
    /** One write: a sign-up code request (a redeemed captcha, a code and a queued mail). */
    const write = async (phase) => {
      const language = LANGUAGES[mailIndex % LANGUAGES.length];
      const index = mailIndex++;
      const res = await request(api.base, 'POST', `${ACCOUNT}/verification/request`, {
        body: { email: `disk${index}@kestrelvpn.example`, purpose: 'signup', captcha: captchas[index] },
        headers: { 'Accept-Language': language },
      });
      const verdict = judge(res, language);
      tally.add(verdict, `${phase} write`);
      return verdict;
    };
    const read = async (phase) => {
      const res = await request(api.base, 'GET', `${PAYMENT}/web/subscription_my`, { headers: buyers[0].auth });
      const verdict = judge(res);
      tally.add(verdict, `${phase} read`);
      return verdict;
    };
    const readiness = async () => (await request(api.base, 'GET', '/readyz', { timeoutMs: 5_000 })).status;
    /** Until a write succeeds (or `limitMs`): ms it took, or undefined. */
    const recovery = async (phase, limitMs) => {
      const from = now();
      while (now() - from < limitMs) {
        if ((await write(phase)) === 'ok' && (await readiness()) === 200) return now() - from;
        await sleep(200);
      }
      return undefined;
    };

    // A. Data files cannot grow.
    fillers.push(...fill(tmpfs.folder, 'filler-a'));
    let writesUntilRefused = 0;
    let streak = 0;
    while (streak < 10 && writesUntilRefused < 400) {
      writesUntilRefused += 1;
      streak = (await write('full disk')) === 'unavailable' ? streak + 1 : 0;
    }
    const refusedA = streak >= 10;
    const readsA = await Promise.all([read('full disk'), read('full disk'), read('full disk')]);
    const readyA = await readiness();
    release(fillers);
    const recoveryA = await recovery('space back', RECOVERY_LIMIT_MS + 5_000);

    // B. The WAL needs a new segment on a full disk.
    await api.kill('SIGTERM');
    const { file: segment, size: segmentSize } = await positionWal(pgdata, WAL_LEFT_BYTES);
    await api.restart();
    const pidB = api.pid;
    const removedSegments = removeSegmentsAfter(pgdata, segment, segmentSize);
    fillers.push(...fill(tmpfs.folder, 'filler-b'));
    for (let i = 0; i < PHASE_B_FREE_MB; i++) rmSync(fillers.pop(), { force: true });
    let writesUntilStopped = 0;
    let stopped = false;
    const stalled = [];
    while (!stopped && stalled.length === 0 && writesUntilStopped < 400) {
      writesUntilStopped += 1;
      // A write without an answer: the API is frozen (what the guard prevents); nothing more to learn.
      if ((await write('WAL segment')).startsWith('no answer')) stalled.push('write');
      if (writesUntilStopped % 5 === 0) {
        const health = await request(api.base, 'GET', '/healthz', { timeoutMs: HEALTH_TIMEOUT_MS });
        if (health.status !== 200) stalled.push(health.error ?? health.status);
        stopped = (await readiness()) === 503;
      }
    }
    const panicked =
      (await logLinesWithin(logFile, (line) => line.msg === 'embedded database stopped after a fatal error; reopening it', 5_000)).length >
      0;
    const whileStopped = [];
    for (let i = 0; i < 5 && stalled.length === 0; i++) {
      whileStopped.push(await write('stopped database'), await read('stopped database'));
      const health = await request(api.base, 'GET', '/healthz', { timeoutMs: HEALTH_TIMEOUT_MS });
      if (health.status !== 200) stalled.push(health.error ?? health.status);
    }
    const readyB = await readiness();
    release(fillers);
    const recoveryB = stalled.length ? undefined : await recovery('space back', RECOVERY_LIMIT_MS + 5_000);
    const reopened = logLines(logFile, (line) => line.msg === 'embedded database reopened').length;

    // Committed data, through the API and then in the folder itself.
    const healthy = recoveryB !== undefined;
    const subscriptionsNow = healthy
      ? await Promise.all(buyers.map((b) => request(api.base, 'GET', `${PAYMENT}/web/subscription_my`, { headers: b.auth })))
      : [];
    const sameSubscriptions =
      healthy && buyers.every((b, i) => JSON.stringify(subscriptionsNow[i].body?.data) === JSON.stringify(b.subscription));
    // Exactly one exit so far: the SIGTERM before phase B; the API never stopped by itself.
    const neverExited = api.exits.length === 1 && api.exits[0].pid === pid && api.pid === pidB && api.alive();
    if (healthy) await api.stop();
    else await api.kill('SIGKILL'); // frozen: SIGTERM would never be handled
    const cleanStop = healthy && api.exits.at(-1)?.code === 0;
    const db = await openDatabase({ dataDir });
    let kept;
    try {
      kept = await db.query(
        `select a.email, o.order_no, o.status, e.expires_at,
                (select count(*)::int from grants g where g.order_id = o.id) as grants
         from accounts a join orders o on o.account_id = a.id join entitlements e on e.account_id = a.id
         where a.email = any($1)`,
        [buyers.map((b) => b.email)],
      );
    } finally {
      await db.close();
    }
    const keptAll = buyers.every((b) =>
      kept.some(
        (row) =>
          row.email === b.email &&
          row.order_no === b.orderNo &&
          row.status === 'completed' &&
          row.grants === 1 &&
          new Date(row.expires_at).getTime() === new Date(b.premiumUntil).getTime(),
      ),
    );
    const unhandled = logLines(logFile, (line) => line.msg === 'unhandled error' || line.msg === 'request failed');

    const checks = {
      'every answer was a success or a 503 with Retry-After and the localized message (never a 500 or a hang)': tally.violations === 0,
      'A: once data files could not grow, writes answered 503': refusedA,
      'A: reads went on and /readyz stayed 200 (the ERROR leaves PGlite working)': readsA.every((v) => v === 'ok') && readyA === 200,
      [`A: writes succeeded again within ${RECOVERY_LIMIT_MS / 1000} s of space returning`]:
        recoveryA !== undefined && recoveryA <= RECOVERY_LIMIT_MS,
      'B: the WAL needed a new segment on the full disk and PostgreSQL PANICked (the fault happened)': panicked,
      'B: the API kept answering (/healthz) and answered 503 for the database; /readyz 503':
        stalled.length === 0 && whileStopped.every((v) => v === 'unavailable') && readyB === 503,
      [`B: the database was reopened by the API itself within ${RECOVERY_LIMIT_MS / 1000} s of space returning`]:
        recoveryB !== undefined && recoveryB <= RECOVERY_LIMIT_MS && reopened >= 1 && neverExited,
      'committed data survived: every buyer, order, grant and entitlement unchanged (API and folder)': sameSubscriptions && keptAll,
      'no 500 logged, clean stop': unhandled.length === 0 && cleanStop,
    };
    const measures = {
      tmpfsMb: TMPFS_MB,
      writesUntilRefused,
      recoveryAS: recoveryA === undefined ? null : seconds(recoveryA),
      walSegment: segment,
      removedSegments,
      writesUntilStopped,
      recoveryBS: recoveryB === undefined ? null : seconds(recoveryB),
      reopened,
      answers: { ok: tally.ok, unavailable: tally.unavailable, violations: tally.violations },
      totalS: seconds(now() - t0),
    };
    const md = [
      `## ${title}`,
      '',
      `DATA_DIR on a ${TMPFS_MB} MB tmpfs; three buyers with a completed purchase before the faults.`,
      '',
      '| | value |',
      '| --- | --- |',
      `| A. disk filled to the last byte: code requests until ten 503s in a row | ${writesUntilRefused} |`,
      `| A. reads and /readyz meanwhile | ${readsA.join(', ')}; /readyz ${readyA} |`,
      `| A. space back → writes succeed again | ${measures.recoveryAS ?? 'never'} s |`,
      `| B. WAL pushed to ${WAL_LEFT_BYTES / 1024} KB before the end of ${segment}; segments made ahead and removed | ${removedSegments.join(', ') || 'none'} |`,
      `| B. ${PHASE_B_FREE_MB} MB left: code requests until the PANIC stopped the database | ${writesUntilStopped} (PANIC logged: ${panicked ? 'yes' : 'no'}) |`,
      `| B. while stopped: /healthz, database requests, /readyz | ${stalled.length ? `stalled ${stalled.length}×` : 'answering'}; ${whileStopped.filter((v) => v === 'unavailable').length}/${whileStopped.length} × 503; /readyz ${readyB} |`,
      `| B. space back → database reopened by the API, writes succeed | ${measures.recoveryBS ?? 'never'} s (reopens logged: ${reopened}) |`,
      `| answers | ${tally.ok} success, ${tally.unavailable} × 503, ${tally.violations} other |`,
      '',
      ...reportEnd(measures, checks, tally),
    ];
    return { title, checks, measures, md };
  } finally {
    release(fillers);
    if (api?.alive()) await api.kill('SIGKILL');
    tmpfs.unmount();
  }
}

runWhenMain(import.meta.url, async () => {
  buildApi();
  return diskFull({ port: Number(process.env.FAULT_PORT ?? 4713) });
});
