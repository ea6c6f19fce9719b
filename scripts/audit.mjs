/**
 * `npm audit --omit=dev` as a step of `npm test` (docs/decisions/015): the production
 * dependencies must have no high or critical advisory. It runs only where the registry answers
 * npm's audit endpoint (some registries and mirrors do not; then the step is skipped with one
 * line, and the lock file is reviewed by hand instead).
 */
import { spawnSync } from 'node:child_process';

/** Severities that fail the step. */
export const FAILING_SEVERITIES = ['high', 'critical'];

/** How long the registry gets to answer (ms); a slow or unreachable one means a skip. */
export const AUDIT_TIMEOUT_MS = 20_000;

/**
 * What an `npm audit --json` output means for the step: `pass`, `fail` (with the packages at a
 * failing severity) or `skip` (no audit report: the registry did not answer it).
 * @param {string} stdout
 * @returns {{ outcome: 'pass' | 'fail' | 'skip', line: string }}
 */
export function judgeAudit(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { outcome: 'skip', line: 'npm audit: no answer from the registry' };
  }
  if (!report || typeof report !== 'object' || typeof report.vulnerabilities !== 'object' || report.vulnerabilities === null) {
    const reason = typeof report?.message === 'string' ? report.message.split('\n')[0] : 'not an audit report';
    return { outcome: 'skip', line: `npm audit: the registry did not answer the audit endpoint (${reason})` };
  }
  const failing = Object.values(report.vulnerabilities)
    .filter((v) => FAILING_SEVERITIES.includes(v?.severity))
    .map((v) => `${v.name} (${v.severity}${v.range ? `, ${v.range}` : ''})`)
    .sort();
  const counts = report.metadata?.vulnerabilities ?? {};
  const summary = Object.entries(counts)
    .filter(([severity, n]) => severity !== 'total' && n > 0)
    .map(([severity, n]) => `${n} ${severity}`)
    .join(', ');
  if (failing.length > 0) return { outcome: 'fail', line: `npm audit: ${failing.length} high or critical: ${failing.join('; ')}` };
  return { outcome: 'pass', line: `npm audit: no high or critical advisory${summary ? ` (${summary})` : ''}` };
}

/** Runs `npm audit --omit=dev --json` in `cwd` and judges it. */
export function runAudit(cwd, env = process.env) {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json', `--fetch-timeout=${AUDIT_TIMEOUT_MS}`, '--fetch-retries=0'], {
    cwd,
    env,
    encoding: 'utf8',
    timeout: AUDIT_TIMEOUT_MS + 10_000,
  });
  if (result.error) return { outcome: 'skip', line: `npm audit: ${result.error.message}` };
  return judgeAudit(result.stdout);
}
