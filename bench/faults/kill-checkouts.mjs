#!/usr/bin/env node
/**
 * Fault 1 (issue "Safe to launch" §3): kill -9 of the API in the middle of 200 concurrent
 * checkouts, then a restart. Every order must be either not charged or granted exactly once, and
 * the mail queued when the process died must be sent once.
 *
 *   node bench/faults/kill-checkouts.mjs                    # embedded PGlite (DATA_DIR)
 *   DATABASE_URL=postgres://… node bench/faults/kill-checkouts.mjs   # PostgreSQL (a fresh database, dropped after)
 *
 * 1. Starts the built API (test checkout, no PayPal keys), signs up 50 buyers through the real flow.
 * 2. Starts 200 checkouts at once (each buyer buys each of the 4 plans): create the order →
 *    Pay at the test checkout (the buyer's session) → Completed (capture), and 80 sign-up code
 *    requests beside them. Once 70 checkouts are captured and 5 codes requested, the API is killed
 *    with SIGKILL: orders are then created, approved, charged but not recorded, completed, and
 *    mail is queued, claimed or half delivered.
 * 3. Restarts the API on the same data, asks for every order the buyers know (GET order: the
 *    waiting page's poll, which brings an open order up to date with the checkout), and waits for
 *    the mail queue to empty.
 * 4. Stops the API and checks the database itself: every order the test checkout charged
 *    (sandbox_orders COMPLETED with a capture id) is completed with that capture and exactly one
 *    grant; no other order has a grant; each buyer's entitlement ends where its grants, laid end to
 *    end, end; every queued mail is sent, and the outbox holds exactly one file per mail.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApi, call, outboxMessages, request, root, signUp, solvedCaptchas, startApi } from '../lib/api-harness.mjs';
import { ACCOUNT, checkLines, logLines, mapLimit, now, openDatabase, PASSWORD, PAYMENT, runWhenMain, seconds, sleep } from './lib.mjs';

const BUYERS = 50;
/** The kill comes once this many checkouts are captured and this many code requests answered. */
const KILL_AFTER_CAPTURES = 70;
const MAILS = 80;
const KILL_AFTER_MAILS = 5;

/** One buyer's checkout of one plan, as the website drives it; records how far it got. */
async function checkout(api, flow, onCaptured) {
  const auth = { Authorization: `Bearer ${flow.token}` };
  const created = await request(api.base, 'POST', `${PAYMENT}/web/orders`, {
    body: { plan_id: flow.planId },
    headers: { ...auth, 'Idempotency-Key': randomUUID() },
  });
  flow.answers.push(created);
  if (created.status !== 200) return;
  flow.orderNo = created.body.data.order_no;
  const sandboxId = decodeURIComponent(new URL(created.body.data.approve_url).pathname.split('/').pop());
  const approved = await request(api.base, 'POST', `${PAYMENT}/sandbox/orders/${encodeURIComponent(sandboxId)}/approve`, {
    body: {},
    headers: auth,
  });
  flow.answers.push(approved);
  if (approved.status !== 200) return;
  flow.approved = true;
  const captured = await request(api.base, 'POST', `${PAYMENT}/web/orders/${flow.orderNo}/capture`, {
    body: {},
    headers: { ...auth, 'Idempotency-Key': randomUUID() },
  });
  flow.answers.push(captured);
  if (captured.status === 200 && captured.body.data.status === 'completed') {
    flow.captured = true;
    flow.premiumUntil = captured.body.data.premium_until;
    onCaptured();
  }
}

async function mailsSettled(api, restartedAt) {
  // PostgreSQL: the queue itself says when it is empty (a claim of the dead process is due when its
  // 15 s lease runs out). PGlite cannot be read while the API holds it: the restarted API frees
  // those claims at start, so the outbox settles within a few of the sender's rounds.
  if (api.databaseUrl) {
    const db = await openDatabase({ databaseUrl: api.databaseUrl });
    try {
      for (let i = 0; i < 80; i++) {
        const [{ pending }] = await db.query(
          'select count(*)::int as pending from pending_mail where sent_at is null and failed_at is null',
        );
        if (pending === 0) return;
        await sleep(500);
      }
    } finally {
      await db.close();
    }
    return;
  }
  let last = -1;
  let stableSince = now();
  while (now() - restartedAt < 20_000) {
    const count = outboxMessages(join(api.dataDir, 'outbox')).length;
    if (count !== last) {
      last = count;
      stableSince = now();
    } else if (now() - stableSince > 2_000) return;
    await sleep(250);
  }
}

export async function killDuringCheckouts({ database, port }) {
  const title = `Fault 1: kill -9 during 200 checkouts (${database === 'postgres' ? 'PostgreSQL' : 'PGlite'})`;
  const name = `fault-kill-${database}`;
  const logFile = join(root, 'bench', '.tmp', `${name}.log`);
  rmSync(logFile, { force: true });
  const t0 = now();
  const api = await startApi({ name, port, database, logFile });
  try {
    const emails = Array.from({ length: BUYERS }, (_, i) => `buyer${i}@kestrelvpn.example`);
    const tokens = await mapLimit(emails, 6, (email) => signUp(api, email, PASSWORD));
    const { plans } = await call(api.base, 'GET', `${PAYMENT}/providers/plans`);
    const mailCaptchas = await solvedCaptchas(api.base, MAILS);
    const setupS = seconds(now() - t0);

    // 2. Checkouts, mail, and the kill.
    const flows = tokens.flatMap((token) => plans.map((plan) => ({ token, planId: plan.id, answers: [] })));
    const mailAnswers = [];
    let captures = 0;
    let mailsAnswered = 0;
    let kill;
    const killed = new Promise((resolve) => (kill = resolve));
    const maybeKill = () => {
      if (captures >= KILL_AFTER_CAPTURES && mailsAnswered >= KILL_AFTER_MAILS) kill();
    };
    const started = now();
    const checkouts = Promise.all(
      flows.map((flow) =>
        checkout(api, flow, () => {
          captures += 1;
          maybeKill();
        }),
      ),
    );
    const mails = Promise.all(
      mailCaptchas.map(async (captcha, i) => {
        const res = await request(api.base, 'POST', `${ACCOUNT}/verification/request`, {
          body: { email: `queued${i}@kestrelvpn.example`, purpose: 'signup', captcha },
        });
        mailAnswers.push(res);
        if (res.status === 200) mailsAnswered += 1;
        maybeKill();
      }),
    );
    // At the latest when every checkout has answered (the check below then fails: no kill in the middle).
    await Promise.race([killed, checkouts]);
    const killAt = now();
    const pidBefore = api.pid;
    await api.kill('SIGKILL');
    const killedAfterS = seconds(killAt - started);
    await checkouts;
    await mails;
    const atKill = {
      created: flows.filter((f) => f.orderNo).length,
      approved: flows.filter((f) => f.approved).length,
      captured: flows.filter((f) => f.captured).length,
      mailsAnswered,
    };
    const answersBeforeKill = [...flows.flatMap((f) => f.answers), ...mailAnswers].filter((res) => res.status !== 0);
    const badAnswers = answersBeforeKill.filter((res) => res.status !== 200);

    // 3. Restart, let the waiting pages poll, let the mail go out.
    const restartStarted = now();
    await api.restart();
    const restartedAt = now();
    const known = flows.filter((f) => f.orderNo);
    const statuses = await mapLimit(known, 16, async (flow) => {
      for (let attempt = 0; ; attempt++) {
        const res = await request(api.base, 'GET', `${PAYMENT}/web/orders/${flow.orderNo}`, {
          headers: { Authorization: `Bearer ${flow.token}` },
        });
        if (res.status !== 0 || attempt === 2) return res;
      }
    });
    const statusFailures = statuses.filter((res) => res.status !== 200).length;
    await mailsSettled(api, restartedAt);
    const pidAfter = api.pid;
    await api.stop({ keepDatabase: true });
    const cleanStop = api.exits.at(-1)?.code === 0;

    // 4. The database itself.
    const db = await openDatabase({ dataDir: api.dataDir, databaseUrl: api.databaseUrl });
    let rows;
    let accounts;
    let mailRows;
    try {
      rows = await db.query(`
        select o.id, o.order_no, o.account_id, o.status, o.capture_id, o.completed_at,
               (select g.ends_at from grants g where g.order_id = o.id) as granted_until,
               s.id as sandbox_id, s.status as sandbox_status, s.capture_id as sandbox_capture, s.updated_at as sandbox_updated_at,
               (select count(*)::int from grants g where g.order_id = o.id) as grants
        from orders o full join sandbox_orders s on s.custom_id = o.order_no`);
      accounts = await db.query(`
        select e.account_id, e.expires_at,
               coalesce(json_agg(json_build_object('starts', g.starts_at, 'ends', g.ends_at) order by g.starts_at)
                        filter (where g.id is not null), '[]') as grants,
               (select count(*)::int from orders o where o.account_id = e.account_id and o.status = 'completed') as completed
        from entitlements e left join grants g on g.account_id = e.account_id
        group by e.account_id, e.expires_at`);
      mailRows = await db.query('select id, recipient, created_at, sent_at, failed_at from pending_mail');
    } finally {
      await db.close();
      await api.drop();
    }

    const charged = rows.filter((r) => r.sandbox_status === 'COMPLETED' && r.sandbox_capture);
    const chargedNotGranted = charged.filter((r) => r.status !== 'completed' || r.capture_id !== r.sandbox_capture || r.grants !== 1);
    const grantedNotCharged = rows.filter((r) => r.grants > 0 && !(r.sandbox_status === 'COMPLETED' && r.sandbox_capture));
    const completedNotCharged = rows.filter((r) => r.status === 'completed' && !(r.sandbox_status === 'COMPLETED' && r.sandbox_capture));
    const overGranted = rows.filter((r) => r.grants > 1);
    // What the API confirmed before it died must still hold: the order completed, with the premium end it answered.
    const byOrderNo = new Map(rows.filter((r) => r.order_no).map((r) => [r.order_no, r]));
    const confirmedLost = flows.filter((f) => {
      if (!f.captured) return false;
      const row = byOrderNo.get(f.orderNo);
      return row?.status !== 'completed' || new Date(row.granted_until).getTime() !== new Date(f.premiumUntil).getTime();
    });
    const restartWall = Date.now() - (now() - restartedAt);
    const completedAfterRestart = charged.filter((r) => new Date(r.completed_at).getTime() >= restartWall).length;
    // The crash window the reconciliation exists for: money taken, the process gone before recording it.
    const killWall = Date.now() - (now() - killAt);
    const chargedBeforeKillRecordedAfter = charged.filter(
      (r) => new Date(r.sandbox_updated_at).getTime() < killWall && new Date(r.completed_at).getTime() >= restartWall,
    ).length;
    const wrongEntitlements = accounts.filter((a) => {
      const grants = typeof a.grants === 'string' ? JSON.parse(a.grants) : a.grants;
      if (grants.length !== a.completed) return true;
      if (grants.length === 0) return false;
      const contiguous = grants.every((g, i) => i === 0 || new Date(g.starts).getTime() === new Date(grants[i - 1].ends).getTime());
      return !contiguous || new Date(a.expires_at).getTime() !== new Date(grants.at(-1).ends).getTime();
    });

    const outbox = outboxMessages(join(api.dataDir, 'outbox'));
    const filesById = new Map();
    for (const message of outbox) {
      const id = /-mail-(\d+)-\d+\.eml$/.exec(message.file)?.[1];
      filesById.set(id, (filesById.get(id) ?? 0) + 1);
    }
    const filesTo = (recipient) => outbox.filter((m) => m.to === recipient).length;
    const pendingMail = mailRows.filter((m) => m.sent_at === null || m.failed_at !== null);
    const duplicateMail = mailRows.filter(
      (m) =>
        (filesById.get(String(m.id)) ?? 0) !== 1 || filesTo(m.recipient) !== mailRows.filter((x) => x.recipient === m.recipient).length,
    );
    const strayFiles = outbox.length - mailRows.length;
    const mailAfterRestart = mailRows.filter((m) => m.sent_at && new Date(m.sent_at).getTime() >= restartWall).length;
    const unhandled = logLines(logFile, (line) => line.msg === 'unhandled error' || line.msg === 'request failed');

    const checks = {
      'every answer before the kill was a success': badAnswers.length === 0,
      'the kill came in the middle: some checkouts captured, some not yet': atKill.captured > 0 && atKill.captured < flows.length,
      'every order the test checkout charged is completed with its capture and exactly one grant':
        charged.length > 0 && chargedNotGranted.length === 0,
      'no order that was not charged has a grant or is completed': grantedNotCharged.length === 0 && completedNotCharged.length === 0,
      'no order has more than one grant': overGranted.length === 0,
      'every checkout the API confirmed before the kill is still completed, with the premium end it answered': confirmedLost.length === 0,
      "each buyer's entitlement ends where its grants, end to end, end (one grant per completed order)": wrongEntitlements.length === 0,
      'after the restart every order answers its status': statusFailures === 0,
      'every queued mail is sent, none pending or abandoned': pendingMail.length === 0 && mailRows.length > 0,
      'the outbox holds exactly one file per mail (no duplicate, none without its row)': duplicateMail.length === 0 && strayFiles === 0,
      'the restarted API answered without a 500 and stopped cleanly': unhandled.length === 0 && cleanStop && pidAfter !== pidBefore,
    };
    const measures = {
      setupS,
      killedAfterS,
      atKill,
      restartToReadyS: seconds(restartedAt - restartStarted),
      statusCalls: statuses.length,
      orders: rows.filter((r) => r.id !== null).length,
      charged: charged.length,
      completedAfterRestart,
      chargedBeforeKillRecordedAfter,
      notCharged: rows.filter((r) => r.id !== null).length - charged.length,
      byStatus: Object.fromEntries(
        [...new Set(rows.map((r) => r.status ?? 'none'))].map((status) => [
          status,
          rows.filter((r) => (r.status ?? 'none') === status).length,
        ]),
      ),
      mails: { rows: mailRows.length, sentAfterRestart: mailAfterRestart, files: outbox.length },
      totalS: seconds(now() - t0),
    };
    const md = [
      `## ${title}`,
      '',
      `${BUYERS} buyers × ${plans.length} plans = ${flows.length} checkouts started at once (create → Pay at the test checkout → Completed);`,
      `killed with SIGKILL ${measures.killedAfterS} s later, when ${atKill.captured} had been captured and ${atKill.mailsAnswered} of ${MAILS} sign-up code requests answered.`,
      '',
      '| | count |',
      '| --- | --- |',
      `| orders created / approved / captured, as the buyers saw it at the kill | ${atKill.created} / ${atKill.approved} / ${atKill.captured} |`,
      `| orders in the database | ${measures.orders} (${Object.entries(measures.byStatus)
        .map(([status, count]) => `${status} ${count}`)
        .join(', ')}) |`,
      `| charged by the test checkout | ${charged.length} |`,
      `| of which completed only after the restart (status poll or reconciliation) | ${completedAfterRestart} |`,
      `| of which charged before the kill but recorded only after the restart | ${chargedBeforeKillRecordedAfter} |`,
      `| not charged (never approved, or the kill came first), none with a grant | ${measures.notCharged} |`,
      `| mails queued / sent by the restarted API / outbox files | ${mailRows.length} / ${mailAfterRestart} / ${outbox.length} |`,
      '',
      `Restart to ready: ${measures.restartToReadyS} s. Set-up (sign-ups): ${setupS} s. Whole run: ${measures.totalS} s.`,
      '',
      ...checkLines(checks),
      ...(chargedNotGranted.length
        ? [
            `- charged but not granted once: ${chargedNotGranted
              .slice(0, 5)
              .map((r) => r.order_no ?? r.sandbox_id)
              .join(', ')}`,
          ]
        : []),
      ...(badAnswers.length
        ? [
            `- answers before the kill: ${badAnswers
              .slice(0, 3)
              .map((r) => `${r.status} ${JSON.stringify(r.body).slice(0, 100)}`)
              .join('; ')}`,
          ]
        : []),
      '',
    ];
    return { title, checks, measures, md };
  } finally {
    if (api.alive()) await api.stop();
  }
}

runWhenMain(import.meta.url, async () => {
  buildApi();
  return killDuringCheckouts({ database: process.env.DATABASE_URL ? 'postgres' : 'pglite', port: Number(process.env.FAULT_PORT ?? 4711) });
});
