import type { TestProject } from 'vitest/node';
import { e2eWorkers } from './e2e-workers.ts';
import { signInEveryone, type IdentityCookies } from './saved-sign-in.ts';
import { makePastTheLimitData } from './past-the-limit-server.ts';
import {
  makeDemoSnapshot,
  startServer,
  type DemoData,
  type DemoSnapshot,
  type RunningServer,
} from './server.ts';

/** One of the run's servers, with each demo person signed in to it once through its login page. */
export interface TestServer {
  baseUrl: string;
  identityCookies: IdentityCookies;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server per worker, whose files change only its demo data. */
    servers: TestServer[];
    /** The demo data set as made once for the run: servers of their own for some tests start from it. */
    demoSnapshot: DemoData;
    /** The big project's data set (past-the-limit-server.ts), made once for the run. */
    pastTheLimitData: DemoData;
  }
}

/**
 * Real servers for the browser tests, started once and stopped at the end: one per worker, each
 * on a copy of one demo data set, so that test files run side by side without seeing each other's
 * changes.
 */
export default async function setup(project: TestProject) {
  const workers = e2eWorkers();
  // Each is made by a process of its own, so the two take one core each.
  const made = await Promise.allSettled([makeDemoSnapshot(), makePastTheLimitData()]);
  const sets = made.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = made.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(sets.map((set) => set.remove()));
    throw failed.reason;
  }
  const [snapshot, pastTheLimit] = sets as [DemoSnapshot, DemoSnapshot];
  const started: RunningServer[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
    await Promise.all(sets.map((set) => set.remove()));
  };
  try {
    const servers = await Promise.all(
      Array.from({ length: workers }, async () => {
        const server = await startServer({}, snapshot);
        started.push(server);
        return { baseUrl: server.baseUrl, identityCookies: await signInEveryone(server.baseUrl) };
      }),
    );
    project.provide('servers', servers);
    project.provide('demoSnapshot', { dataDir: snapshot.dataDir, mediaDir: snapshot.mediaDir });
    project.provide('pastTheLimitData', {
      dataDir: pastTheLimit.dataDir,
      mediaDir: pastTheLimit.mediaDir,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
