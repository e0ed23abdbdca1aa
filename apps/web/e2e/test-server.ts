import { inject } from 'vitest';
import type { TestServer } from './global-setup.ts';
import type { DemoData } from './server.ts';

/** The server of the worker running this file (VITEST_POOL_ID counts the workers from 1). */
export function testServer(): TestServer {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('The browser tests were started without their servers');
  return server;
}

/** The run's demo data set, for a server of a file's own to start from (read-only: it is shared). */
export function demoSnapshot(): DemoData {
  return inject('demoSnapshot');
}

/** The run's data set with the big project, for map-clusters' own server (read-only: shared). */
export function pastTheLimitData(): DemoData {
  return inject('pastTheLimitData');
}
