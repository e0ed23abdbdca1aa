import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POINTS_DRAWN_MARK } from '@highwater/core/performance-marks';
import { startServer, type RunningServer } from '../../../web/e2e/server.ts';
import type { BenchDatabaseLocation } from '../bench-database.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Whether a web build's scripts make the mark the benchmark waits for (older ones do not). */
function marksPointsDrawn(dist: string): boolean {
  const assets = path.join(dist, 'assets');
  return (
    existsSync(assets) &&
    readdirSync(assets).some(
      (file) =>
        file.endsWith('.js') &&
        readFileSync(path.join(assets, file), 'utf8').includes(POINTS_DRAWN_MARK),
    )
  );
}

/**
 * The web build the server serves (WEB_DIST, else apps/web/dist), built first when it is missing
 * or older than the points-drawn mark.
 */
export function webBuild(): string {
  const dist = path.resolve(repoRoot, process.env.WEB_DIST || 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html')) || !marksPointsDrawn(dist)) {
    console.log(`Building the web app into ${dist}`);
    const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
      cwd: path.join(repoRoot, 'apps/web'),
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('The web build failed');
  }
  return dist;
}

/**
 * The real server (its own process, as the browser tests start it) on the benchmark's database
 * and the web build, with hour-long access tokens so that no run refreshes its session.
 */
export function startMapServer(
  databaseUrl: string | undefined,
  location: BenchDatabaseLocation,
  webDist: string,
): Promise<RunningServer> {
  return startServer({
    DATABASE_URL: databaseUrl ?? '',
    DATABASE_SCHEMA: location.schema ?? '',
    ...(location.dataDir ? { DATA_DIR: location.dataDir } : {}),
    DEMO_DATA: 'false',
    WEB_DIST: webDist,
    ACCESS_TOKEN_TTL_SECONDS: '3600',
  });
}
