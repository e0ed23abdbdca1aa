import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { LiveServerMemory, LiveServerReady } from './live-server.ts';
import { openEventStream } from './event-stream.ts';
import { quantile as at } from './quantile.ts';

/**
 * npm run bench -- live [--streams 200 --changes 50]
 * A server (its own process, live-server.ts) with `streams` open event streams of one project,
 * read over HTTP by this process as browsers would. Each change is a status change sent over
 * HTTP by one more client; its delay is from sending the change to its event arriving on each
 * stream, over every stream and change (median and p99). Memory per open stream is the server's
 * JavaScript heap after a full garbage collection, with the streams open against before,
 * divided by their number (PGlite's own buffers make its external memory swing by hundreds of
 * megabytes, so that is left out; resident memory is printed too).
 */
export async function runLiveBenchmark(options: { streams: number; changes: number }) {
  const { streams, changes } = options;
  if (!(streams >= 1) || !(changes >= 1)) throw new Error('--streams and --changes at least 1');
  const server = fork(fileURLToPath(new URL('./live-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, LIVE_BENCH_STREAMS: String(streams) },
  });
  try {
    const [ready] = (await once(server, 'message')) as [LiveServerReady];
    console.log(`\n## Live updates on ${ready.label}: ${streams} open streams, ${changes} changes`);
    const change = async (i: number) => {
      const response = await fetch(
        `${ready.baseUrl}/api/v3/cx/local-projects/${ready.projectId}/posts/${ready.postId}/status`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${ready.tokens[0]}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ status_id: ready.statusIds[i % ready.statusIds.length] }),
        },
      );
      if (response.status !== 200) throw new Error(`status change answered ${response.status}`);
      await response.arrayBuffer();
    };
    // One stream and one change first, so that what every stream shares is already in memory.
    const warmUp = await openStream(ready, ready.tokens[0] ?? '');
    const warmedUp = warmUp.next();
    await change(0);
    await warmedUp;
    warmUp.close();

    const before = await memory(server);
    const readers = await Promise.all(
      ready.tokens.slice(1).map((token) => openStream(ready, token)),
    );
    const after = await memory(server);

    const delays: number[] = [];
    const answers: number[] = [];
    for (let i = 1; i <= changes; i++) {
      const arrivals = readers.map((reader) => reader.next());
      const sent = performance.now();
      await change(i);
      answers.push(performance.now() - sent);
      for (const arrived of await Promise.all(arrivals)) delays.push(arrived - sent);
    }
    for (const reader of readers) reader.close();

    const perStream = (a: number, b: number) => `${((b - a) / streams / 1024).toFixed(1)} KB`;
    console.log(`\n| measure | median | p99 |\n|---|---:|---:|`);
    console.log(
      `| change to arrival on each stream | ${ms(at(delays, 0.5))} | ${ms(at(delays, 0.99))} |`,
    );
    console.log(`| status change answered | ${ms(at(answers, 0.5))} | ${ms(at(answers, 0.99))} |`);
    console.log(
      `\nserver memory per open stream: ${perStream(before.heapUsed, after.heapUsed)} of ` +
        `JavaScript heap after a full collection, ${perStream(before.rss, after.rss)} of ` +
        `resident memory`,
    );
  } finally {
    server.send('stop');
    await once(server, 'exit');
  }
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

async function memory(server: ChildProcess): Promise<LiveServerMemory> {
  server.send('memory');
  const [message] = (await once(server, 'message')) as [LiveServerMemory];
  return message;
}

/** One subscriber: resolves `next()` with the time the next status event arrives. */
async function openStream(ready: LiveServerReady, token: string) {
  const waiting: ((time: number) => void)[] = [];
  const stream = await openEventStream(
    ready.baseUrl,
    ready.projectId,
    token,
    (type, _, arrived) => {
      if (type === 'post.status') waiting.shift()?.(arrived);
    },
  );
  return {
    next: () => new Promise<number>((resolve) => waiting.push(resolve)),
    close: () => stream.close(),
  };
}
