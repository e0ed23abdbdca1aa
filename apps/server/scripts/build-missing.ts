import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverBuildDue, webBuildDue } from './build-due.ts';
import { buildServer } from './build-server.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

// What `npm start` runs first: a fresh clone builds both; after a pull, what changed.
if (await webBuildDue()) {
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
}
if (await serverBuildDue()) {
  console.log('Building the server…');
  await buildServer();
}
