import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { met } from './targets.ts';

/**
 * npm run bench:suite — times the test suite as `.ci/run` runs it after `npm ci`: the README's
 * `npm test`, then the server suite on PostgreSQL (TEST_DATABASE_URL, else the local server) on
 * Node.js 22, and prints each stage against the suite's targets: `npm test` within 8 minutes,
 * and the whole run, with the install CI adds (given as --install-seconds, 45 by default), within
 * 15. Every stage must pass: a failing one stops the run with its exit code.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const installArg = process.argv.indexOf('--install-seconds');
const installSeconds = installArg > 0 ? Number(process.argv[installArg + 1]) : 45;
if (!Number.isFinite(installSeconds) || installSeconds < 0) {
  throw new Error('--install-seconds takes a number of seconds');
}
const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

function timed(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

const npmTest = await timed('npm', ['test']);
const postgres = await timed(
  'npx',
  [
    '-y',
    'node@22',
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'server',
    '--project',
    'server-isolated',
  ],
  { TEST_DATABASE_URL: databaseUrl },
);
const whole = installSeconds + npmTest + postgres;
const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min (${seconds.toFixed(0)} s)`;

console.log('\n| stage | time | target | |');
console.log('| --- | --- | --- | --- |');
console.log(`| npm test | ${minutes(npmTest)} | ≤ 8 min | ${met(npmTest <= 480)} |`);
console.log(`| server suite, PostgreSQL, Node.js 22 | ${minutes(postgres)} | | |`);
console.log(
  `| .ci/run (with ${installSeconds} s of npm ci) | ${minutes(whole)} | ≤ 15 min | ${met(whole <= 900)} |`,
);
