// `npm run audit`: the runtime dependencies (`npm audit --omit=dev`) must have no high or critical
// advisory. Exits 1 when they do, listing them. When the advisory database cannot be reached (no
// network, or a registry mirror that refuses the bulk advisory POST with 405) the check cannot be
// made: it says so plainly and exits 0, or 1 when AUDIT_REQUIRED=1.
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  report = undefined;
}

const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason =
    report?.message ?? report?.error?.summary ?? (result.stderr.trim().split('\n').at(-1) || 'no answer');
  const required = process.env.AUDIT_REQUIRED === '1';
  console.log(`npm audit: the advisory database could not be reached (${reason}); nothing was checked.`);
  if (required) console.error('AUDIT_REQUIRED=1: failing because the audit could not run.');
  process.exit(required ? 1 : 0);
}

const serious = Object.values(report.vulnerabilities ?? {}).filter((v) =>
  ['high', 'critical'].includes(v.severity),
);
const summary = ['critical', 'high', 'moderate', 'low']
  .map((level) => `${counts[level] ?? 0} ${level}`)
  .join(', ');
console.log(`npm audit --omit=dev: ${summary}`);
for (const v of serious) {
  const titles = (v.via ?? []).map((via) => (typeof via === 'string' ? `via ${via}` : via.title)).join('; ');
  console.error(`  ${v.severity.toUpperCase()} ${v.name} ${v.range ?? ''}: ${titles}`);
}
process.exit(serious.length > 0 ? 1 : 0);
