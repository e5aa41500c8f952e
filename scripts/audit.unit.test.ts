import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs scripts/audit.sh with an `npm` that prints `answer` as `npm audit --json` would. */
function auditWith(answer: object) {
  const bin = mkdtempSync(join(tmpdir(), 'fake-npm-'));
  writeFileSync(join(bin, 'answer.json'), JSON.stringify(answer));
  writeFileSync(join(bin, 'npm'), `#!/bin/sh\ncat "${join(bin, 'answer.json')}"\nexit 1\n`);
  chmodSync(join(bin, 'npm'), 0o755);
  const run = spawnSync('bash', [join(__dirname, 'audit.sh')], {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

const counts = (high: number, critical: number) => ({
  metadata: { vulnerabilities: { info: 0, low: 2, moderate: 1, high, critical, total: 3 + high + critical } },
});

describe('scripts/audit.sh (CI after npm ci)', () => {
  it('fails on a high finding in the production dependencies', () => {
    expect(auditWith(counts(1, 0)).status).toBe(1);
  });

  it('fails on a critical finding', () => {
    expect(auditWith(counts(0, 1)).status).toBe(1);
  });

  it('passes when only low and moderate findings remain', () => {
    const run = auditWith(counts(0, 0));
    expect(run.status).toBe(0);
    expect(run.output).toContain('no high or critical finding');
  });

  it('warns loudly and goes on when the registry refuses the audit endpoint (405)', () => {
    const run = auditWith({
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(run.status).toBe(0);
    expect(run.output).toContain('WARNING: npm audit could not be run');
    expect(run.output).toContain('405 Method Not Allowed');
  });

  it('warns and goes on when the registry can not be reached', () => {
    const run = auditWith({
      error: { code: 'ENOTFOUND', summary: 'request to https://registry.example failed' },
    });
    expect(run.status).toBe(0);
    expect(run.output).toContain('NOT checked');
  });
});
