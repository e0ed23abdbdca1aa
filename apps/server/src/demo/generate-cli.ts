import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/configured-database.ts';
import { createConfiguredMediaStorage } from '../adapters/configured-media-storage.ts';
import { mediaUrlPath } from '../media/media-types.ts';
import { ensureDemoMedia } from './demo-media.ts';
import { generateBenchmark, MAX_BENCHMARK_POSTS } from './generate-benchmark.ts';
import { loadDemoDataIfEmpty } from './load-demo-data.ts';

const USAGE = `Usage: npm run demo:generate -- --posts N [--project-slug SLUG]

Adds a project of N generated posts (1 to ${MAX_BENCHMARK_POSTS.toLocaleString('en-US')}) to the configured database
(DATABASE_URL, or the PGlite folder DATA_DIR), in the client group "Highwater Benchmarks" that
ana@demo.highwater.test belongs to. An empty database gets the demo data set first.`;

function readOptions(): { posts: number; projectSlug: string | undefined } {
  const { values } = parseArgs({
    options: {
      posts: { type: 'string' },
      'project-slug': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const posts = Number(values.posts);
  if (!Number.isInteger(posts) || posts < 1 || posts > MAX_BENCHMARK_POSTS) {
    throw new Error(`--posts must be a whole number from 1 to ${MAX_BENCHMARK_POSTS}\n\n${USAGE}`);
  }
  const slug = values['project-slug'];
  if (slug !== undefined && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    throw new Error('--project-slug must be lowercase letters and digits joined by dashes');
  }
  return { posts, projectSlug: slug };
}

async function main(): Promise<void> {
  const options = readOptions();
  const config = loadConfig();
  const storage = createConfiguredMediaStorage(config);
  await storage.check();
  const { db, kind, close } = await openConfiguredDatabase(config);
  try {
    await loadDemoDataIfEmpty(db, storage, config, (line) => console.log(line));
    const media = await ensureDemoMedia(storage);
    console.log(`Generating ${options.posts.toLocaleString('en-US')} posts into ${kind}…`);
    const result = await generateBenchmark(db, {
      ...options,
      media,
      avatarUrls: media.avatarKeys.map(mediaUrlPath),
      now: new Date(),
      log: (line) => console.log(line),
    });
    const rows = Object.values(result.counts).reduce((sum, n) => sum + n, 0);
    console.log(
      `Done in ${result.seconds.toFixed(1)} s: ${rows.toLocaleString('en-US')} rows ` +
        `(${Math.round(rows / result.seconds).toLocaleString('en-US')} rows/s) — ` +
        Object.entries(result.counts)
          .map(([table, n]) => `${n.toLocaleString('en-US')} ${table}`)
          .join(', '),
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
