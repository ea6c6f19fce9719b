import { describe, expect, it } from 'vitest';
import { judgeAudit } from './audit.mjs';

/** An `npm audit --json` report (auditReportVersion 2) with these advisories. */
function report(vulnerabilities) {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0 };
  for (const v of vulnerabilities) counts[v.severity] += 1;
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(vulnerabilities.map((v) => [v.name, { isDirect: false, via: [], effects: [], ...v }])),
    metadata: { vulnerabilities: { ...counts, total: vulnerabilities.length } },
  });
}

describe('npm audit step', () => {
  it('passes a clean report', () => {
    expect(judgeAudit(report([]))).toEqual({ outcome: 'pass', line: 'npm audit: no high or critical advisory' });
  });

  it('passes low and moderate advisories, and says how many', () => {
    const judged = judgeAudit(
      report([
        { name: 'a', severity: 'moderate', range: '<1.2.0' },
        { name: 'b', severity: 'low' },
      ]),
    );
    expect(judged).toEqual({ outcome: 'pass', line: 'npm audit: no high or critical advisory (1 low, 1 moderate)' });
  });

  it('fails on a high or critical advisory, naming the packages', () => {
    const judged = judgeAudit(
      report([
        { name: 'next', severity: 'high', range: '>=16.0.0 <16.2.11' },
        { name: 'x', severity: 'critical' },
        { name: 'y', severity: 'moderate' },
      ]),
    );
    expect(judged.outcome).toBe('fail');
    expect(judged.line).toBe('npm audit: 2 high or critical: next (high, >=16.0.0 <16.2.11); x (critical)');
  });

  it('skips when the registry does not answer the audit endpoint (an npm error body, or no JSON at all)', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(judgeAudit(refused)).toEqual({
      outcome: 'skip',
      line: 'npm audit: the registry did not answer the audit endpoint (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk)',
    });
    expect(judgeAudit('').outcome).toBe('skip');
  });
});
