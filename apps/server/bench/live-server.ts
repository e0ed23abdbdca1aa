import type { AddressInfo } from 'node:net';
import { loadConfig } from '@/config.ts';
import { registerWebClient } from '@/main-site/identity/oauth-clients.ts';
import { buildBenchApp } from './bench-app.ts';
import { openBenchDatabase } from './bench-database.ts';
import { issueTestToken } from '../test/helpers/auth.ts';
import { OFFLINE_MAPS } from '../test/helpers/offline-maps.ts';
import { generateProject } from './generate-posts.ts';

/**
 * The server of the live-updates benchmark, in a process of its own so that its memory is the
 * server's alone: a generated project, one token per stream, the app on a free port. Answers
 * `memory` (after a full garbage collection) and `stop` over IPC; needs --expose-gc.
 */
export interface LiveServerReady {
  kind: 'ready';
  label: string;
  baseUrl: string;
  projectId: number;
  postId: number;
  statusIds: number[];
  tokens: string[];
}

export interface LiveServerMemory {
  kind: 'memory';
  heapUsed: number;
  external: number;
  rss: number;
}

const send = (message: LiveServerReady | LiveServerMemory) => process.send?.(message);
const streams = Number(process.env.LIVE_BENCH_STREAMS);

const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL);
const project = await generateProject(bench.db, { count: 10_000, slug: 'live' });
const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false', ...OFFLINE_MAPS });
await registerWebClient(bench.db, config.publicOrigin);
const tokens: string[] = [];
for (let i = 0; i < streams + 1; i++)
  tokens.push(await issueTestToken(bench.db, project.userId, 86_400_000));
const post = await bench.db
  .selectFrom('posts')
  .select('id')
  .where('project_id', '=', project.projectId)
  .orderBy('observed_at', 'desc')
  .limit(1)
  .executeTakeFirstOrThrow();
const app = await buildBenchApp(bench, config);
await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', (message: 'memory' | 'stop') => {
  if (message === 'memory') {
    globalThis.gc?.();
    const { heapUsed, external, rss } = process.memoryUsage();
    send({ kind: 'memory', heapUsed, external, rss });
  } else {
    void app
      .close()
      .then(() => bench.close())
      .then(() => process.exit(0));
  }
});

send({
  kind: 'ready',
  label: bench.label,
  baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
  projectId: project.projectId,
  postId: post.id,
  statusIds: project.statusIds,
  tokens,
});
