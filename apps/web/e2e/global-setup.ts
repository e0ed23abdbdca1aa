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

/** Waits for every promise, then fails with the first failure: none is left running behind it. */
async function settled<T>(promises: Promise<T>[]): Promise<T[]> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
}

/**
 * Real servers for the browser tests, started once and stopped at the end: one per worker, each
 * on a copy of one demo data set, so that test files run side by side without seeing each other's
 * changes.
 */
export default async function setup(project: TestProject) {
  const sets: DemoSnapshot[] = [];
  const started: RunningServer[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
    await Promise.all(sets.map((set) => set.remove()));
  };
  const kept = async (making: Promise<DemoSnapshot>) => {
    const set = await making;
    sets.push(set);
    return set;
  };
  // Each data set is made by a process of its own, so the two take one core each. The big
  // project's takes the longer: the servers start, and the demo people sign in, meanwhile.
  const snapshot = kept(makeDemoSnapshot());
  const pastTheLimit = kept(makePastTheLimitData());
  const servers = snapshot.then((set) =>
    settled(
      Array.from({ length: e2eWorkers() }, async (): Promise<TestServer> => {
        const server = await startServer({}, set);
        started.push(server);
        return { baseUrl: server.baseUrl, identityCookies: await signInEveryone(server.baseUrl) };
      }),
    ),
  );
  try {
    await settled<unknown>([snapshot, pastTheLimit, servers]);
    project.provide('servers', await servers);
    const { dataDir, mediaDir } = await snapshot;
    project.provide('demoSnapshot', { dataDir, mediaDir });
    const limit = await pastTheLimit;
    project.provide('pastTheLimitData', { dataDir: limit.dataDir, mediaDir: limit.mediaDir });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
