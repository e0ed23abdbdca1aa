import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CreatedPost, NewPostBody } from '@highwater/core/api/new-posts';
import type { ProjectEvent } from '@highwater/core/api/events';
import { loadConfig } from '@/config.ts';
import { registerWebClient } from '@/main-site/identity/oauth-clients.ts';
import { intakeKeyHash, newIntakeKeySecret } from '@/services/intake-key-secret.ts';
import { buildBenchApp } from './bench-app.ts';
import { openBenchDatabase } from './bench-database.ts';
import { openEventStream } from './event-stream.ts';
import { generateProject } from './generate-posts.ts';
import { phaseFigures, type PhaseFigures, type SentPost } from './intake-figures.ts';
import { streetPhoto } from './media-bench.ts';
import { issueTestToken } from '../test/helpers/auth.ts';
import { OFFLINE_MAPS } from '../test/helpers/offline-maps.ts';
import { multipartBody } from '../test/uploads/upload-helpers.ts';

const WARM_UP_POSTS = 5;
/** How long the last events may take to arrive before the run counts them as lost. */
const EVENT_WAIT_MS = 30_000;

/**
 * npm run bench -- intake [--reporters 20 --posts 200]: new sightings sent over HTTP on
 * 127.0.0.1 to a listening server, each as a reporting app sends one: its photo (1600×1200 JPEG)
 * through POST /api/v2/uploads/photo, then POST /api/v3/cx/local-projects/{id}/posts with that
 * media id, with the project's intake key (one key per reporter). A member's event stream of the
 * project stays open throughout. `posts` posts are sent by one reporter in sequence, then as many
 * by `reporters` reporters at once; for each: posts per second over the whole phase, each post's
 * upload and submission together (p50, p99), and the time from sending the intake call to the
 * post's post.created event arriving on the stream (p50, p99). PostgreSQL when
 * BENCH_DATABASE_URL or DATABASE_URL is set (a fresh schema, dropped afterwards), else PGlite.
 */
export async function runIntakeBenchmark(options: { reporters: number; posts: number }) {
  const { reporters, posts } = options;
  if (!Number.isInteger(reporters) || reporters < 1 || !Number.isInteger(posts) || posts < 1) {
    throw new Error('--reporters and --posts take positive integers');
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'highwater-bench-intake-'));
  const bench = await openBenchDatabase(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL);
  try {
    const project = await generateProject(bench.db, { count: 10_000, slug: 'intake' });
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      ...OFFLINE_MAPS,
      MEDIA_DIR: folder,
      UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
      INTAKE_RATE_LIMIT_PER_MINUTE: '100000',
    });
    await registerWebClient(bench.db, config.publicOrigin);
    const keys: string[] = [];
    for (let i = 0; i < reporters; i++) {
      const secret = newIntakeKeySecret();
      await bench.db
        .insertInto('project_intake_keys')
        .values({
          project_id: project.projectId,
          name: `Reporter ${i + 1}`,
          key_hash: intakeKeyHash(secret),
        })
        .execute();
      keys.push(secret);
    }
    const app = await buildBenchApp(bench, config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const photo = await streetPhoto();
    const arrivals = new Map<number, number>();
    const stream = await openEventStream(
      origin,
      project.projectId,
      await issueTestToken(bench.db, project.userId, 86_400_000),
      (type, data, arrived) => {
        if (type !== 'post.created') return;
        const event = JSON.parse(data) as ProjectEvent;
        if (event.type === 'post.created') arrivals.set(event.post.id, arrived);
      },
    );
    let sequence = 0;
    /** One post: the photo's upload, then the intake call; its times. */
    const sendPost = async (key: string): Promise<SentPost> => {
      const n = ++sequence;
      const started = performance.now();
      const { payload, contentType } = multipartBody({
        data: photo,
        filename: 'street.jpg',
        contentType: 'image/jpeg',
      });
      const uploaded = await fetch(`${origin}/api/v2/uploads/photo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': contentType },
        body: payload,
      });
      if (uploaded.status !== 200)
        throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
      const { id } = (await uploaded.json()) as { id: number };
      const body: NewPostBody = {
        observed_at: new Date(Date.now() - 5 * 60_000).toISOString(),
        // Spread over the generated project's area, so each post finds its own nearest street.
        lat: 29.6 + ((n * 37) % 500) / 1000,
        lng: -95.6 + ((n * 53) % 600) / 1000,
        content: `Water over the curb, report ${n}`,
        media_ids: [id],
        idempotency_key: `intake-bench-${n}-${started.toFixed(0)}`,
      };
      const submitted = performance.now();
      const created = await fetch(`${origin}/api/v3/cx/local-projects/${project.projectId}/posts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (created.status !== 201)
        throw new Error(`intake: ${created.status} ${await created.text()}`);
      const post = (await created.json()) as CreatedPost;
      return { postId: post.id, started, submitted, answered: performance.now() };
    };
    /** `count` posts split among `keys.length` reporters sending at once; the phase's figures. */
    const phase = async (reporterKeys: string[], count: number): Promise<PhaseFigures> => {
      const sent: SentPost[] = [];
      const start = performance.now();
      await Promise.all(
        reporterKeys.map(async (key, r) => {
          for (let i = r; i < count; i += reporterKeys.length) sent.push(await sendPost(key));
        }),
      );
      const elapsed = performance.now() - start;
      const waitUntil = performance.now() + EVENT_WAIT_MS;
      while (sent.some((post) => !arrivals.has(post.postId)) && performance.now() < waitUntil) {
        await sleep(20);
      }
      return phaseFigures(sent, arrivals, elapsed);
    };

    console.log(
      `\n## Intake on ${bench.label}: ${posts} posts with one photo (${Math.round(photo.length / 1024)} KB) each`,
    );
    await phase(keys.slice(0, 1), WARM_UP_POSTS);
    const alone = await phase(keys.slice(0, 1), posts);
    const together = await phase(keys, posts);
    stream.close();
    await app.close();

    const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(1)} ms`);
    console.log(
      '\n| reporters at once | posts | posts/s | upload + submit p50 | p99 | submission to post.created p50 | p99 |\n|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const [count, f] of [
      [1, alone],
      [reporters, together],
    ] as const) {
      console.log(
        `| ${count} | ${f.posts} | ${f.postsPerSecond.toFixed(1)} | ${ms(f.sequence.p50)} | ${ms(f.sequence.p99)} | ${ms(f.toEvent.p50)} | ${ms(f.toEvent.p99)} |`,
      );
    }
  } finally {
    await bench.close();
    await rm(folder, { recursive: true, force: true });
  }
}
