import type { TestProject } from 'vitest/node';
import { e2eWorkers } from './e2e-workers.ts';
import { signInEveryone, type IdentityCookies } from './saved-sign-in.ts';
import { makeDemoSnapshot, startServer, type DemoData, type RunningServer } from './server.ts';

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
  }
}

/**
 * Real servers for the browser tests, started once and stopped at the end: one per worker, each
 * on a copy of one demo data set, so that test files run side by side without seeing each other's
 * changes.
 */
export default async function setup(project: TestProject) {
  const workers = e2eWorkers();
  const snapshot = await makeDemoSnapshot();
  const started: RunningServer[] = [];
  const stop = async () => {
    await Promise.all(started.map((server) => server.stop()));
    await snapshot.remove();
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
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
