import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ExportFormat } from '@highwater/core/api/posts';
import { exportSelectSql } from '@/repositories/export-repository.ts';
import type { BenchDatabase } from './bench-database.ts';
import type { GeneratedProject } from './generate-posts.ts';

/** The export's targets: a share of the database's own COPY, and the memory it may take. */
const TARGET = {
  postgres: { ratio: 0.85, memoryMb: 50 },
  pglite: { ratio: 0.5, memoryMb: null },
} as const;

const ROUNDS = 2;

/** How each database's own COPY is read for the reference. */
const REFERENCE = {
  postgres: 'COPY TO STDOUT (FORMAT csv)',
  pglite: "COPY TO '/dev/blob' (FORMAT csv)",
} as const;

interface ExportRun {
  rows: number;
  bytes: number;
  seconds: number;
  rssGrowthMb: number;
}

/** How often the export's memory is sampled: reading it costs some µs, once per chunk too much. */
const RSS_SAMPLE_MS = 5;

/** One export over HTTP, read as a browser reads it, with the process's peak memory growth. */
async function exportOnce(
  address: string,
  project: GeneratedProject,
  token: string,
  format: ExportFormat = 'csv',
) {
  let lines = 0;
  let bytes = 0;
  const startRss = process.memoryUsage.rss();
  let peakRss = startRss;
  const start = performance.now();
  let sampled = start;
  const path = `/api/v3/cx/local-projects/${project.projectId}/export-posts?format=${format}`;
  const res = await fetch(`${address}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    const now = performance.now();
    if (now - sampled >= RSS_SAMPLE_MS) {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      sampled = now;
    }
  }
  const seconds = (performance.now() - start) / 1000;
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  // Header row (GeoJSON: the collection's first and last lines) and line breaks inside CSV
  // descriptions aside, one line is one post.
  const framing = format === 'csv' ? 1 : 2;
  return { rows: lines - framing, bytes, seconds, rssGrowthMb: (peakRss - startRss) / 1e6 };
}

/** The topics of a post, the one cell read from other tables. */
const TOPICS = `(SELECT string_agg(i.name, '; ' ORDER BY i.name) FROM post_investigations pi
      JOIN investigations i ON i.id = pi.investigation_id AND i.project_id = p.project_id
      WHERE pi.post_id = p.id)`;

/**
 * The export's columns for the same rows, as plain values, for COPY to write: the target's
 * reference. With `hashedTopics`, the topics are looked up only for the posts a hash of the
 * project's tagged posts holds, as the export reads them: not a target, the same reading for both.
 */
const copySql = (project: GeneratedProject, hashedTopics = false) => `
  SELECT p.id, p.observed_at, p.created_at, p.location, p.lat, p.lng, s.label,
    p.severity_level, p.content,
    ${
      hashedTopics
        ? `CASE WHEN p.id IN (SELECT pi.post_id FROM post_investigations pi
            JOIN investigations i ON i.id = pi.investigation_id
            WHERE i.project_id = ${project.projectId}) THEN ${TOPICS} END`
        : TOPICS
    },
    'http://localhost:3000/p/' || p.id
  FROM posts p LEFT JOIN statuses s ON s.id = coalesce(p.status_id, ${project.statusIds[0]})
  WHERE p.project_id = ${project.projectId}
  ORDER BY p.observed_at DESC, p.id DESC`;

const rate = (rows: number, seconds: number) => rows / seconds;
const perSecond = (v: number) => `${Math.round(v).toLocaleString('en-US')} rows/s`;

/**
 * Export rows per second over HTTP against COPY of the same rows and columns in the same run
 * (alternating, best of each), beside a COPY that reads the topics as the export does, and the
 * export's peak memory growth. Prints the table rows; the caller closes the app.
 */
export async function benchExport(
  app: FastifyInstance,
  bench: BenchDatabase,
  project: GeneratedProject,
  token: string,
): Promise<void> {
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const exports: ExportRun[] = [];
  const copies: { seconds: number; bytes: number }[] = [];
  const hashedCopies: number[] = [];
  const copySeconds = async (selectSql: string) => {
    const start = performance.now();
    const bytes = await bench.copyCsv(selectSql);
    return { seconds: (performance.now() - start) / 1000, bytes };
  };
  for (let round = 0; round < ROUNDS; round++) {
    copies.push(await copySeconds(copySql(project)));
    exports.push(await exportOnce(address, project, token));
    hashedCopies.push((await copySeconds(copySql(project, true))).seconds);
  }
  const rows = exports[0]!.rows;
  const best = Math.max(...exports.map((e) => rate(e.rows, e.seconds)));
  const copyBest = Math.max(...copies.map((c) => rate(rows, c.seconds)));
  const hashedBest = Math.max(...hashedCopies.map((seconds) => rate(rows, seconds)));
  const memory = Math.max(...exports.map((e) => e.rssGrowthMb));
  const target = TARGET[bench.kind];
  const ratio = best / copyBest;
  const met = (ok: boolean) => (ok ? 'met' : 'not met');
  console.log(
    `\nexport: ${rows.toLocaleString('en-US')} rows, ${(exports[0]!.bytes / 1e6).toFixed(1)} MB ` +
      `(COPY ${(copies[0]!.bytes / 1e6).toFixed(1)} MB); best of ${ROUNDS}, alternating\n` +
      `\n| target | figure | reference (same run) | ratio | result |\n|---|---:|---:|---:|---|`,
  );
  console.log(
    `| CSV export ≥ ${target.ratio}× COPY's rows/s | ${perSecond(best)} | ` +
      `${REFERENCE[bench.kind]} ${perSecond(copyBest)} | ${ratio.toFixed(2)}× | ` +
      `${met(ratio >= target.ratio)} |`,
  );
  console.log(
    `| the same export against COPY with the topics read as the export reads them, no target | ` +
      `${perSecond(best)} | ${perSecond(hashedBest)} | ${(best / hashedBest).toFixed(2)}× | — |`,
  );
  await benchGeoJson(address, bench, project, token, copySeconds);
  const memoryText = `${memory.toFixed(0)} MB`;
  console.log(
    target.memoryMb === null
      ? `| export memory growth (process RSS), no target | ${memoryText} | — | — | — |`
      : `| export memory growth < ${target.memoryMb} MB | ${memoryText} | — | ` +
          `${(memory / target.memoryMb).toFixed(2)} of the limit | ${met(memory < target.memoryMb)} |`,
  );
}

/**
 * The GeoJSON export over HTTP against COPY of its own features' SELECT (the database building
 * the same JSON text), alternating, best of each, and its peak memory growth: figures, no target.
 */
async function benchGeoJson(
  address: string,
  bench: BenchDatabase,
  project: GeneratedProject,
  token: string,
  copySeconds: (selectSql: string) => Promise<{ seconds: number; bytes: number }>,
): Promise<void> {
  const select = exportSelectSql({
    projectId: project.projectId,
    where: sql<boolean>`p.project_id = ${project.projectId}`,
    order: 'observed_at',
    defaultStatusId: project.statusIds[0]!,
    link: { before: 'http://localhost:3000/p/', after: '' },
    format: 'geojson',
  });
  const exports: ExportRun[] = [];
  const copies: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    copies.push((await copySeconds(select)).seconds);
    exports.push(await exportOnce(address, project, token, 'geojson'));
  }
  const rows = exports[0]!.rows;
  const best = Math.max(...exports.map((e) => rate(e.rows, e.seconds)));
  const copyBest = Math.max(...copies.map((seconds) => rate(rows, seconds)));
  const memory = Math.max(...exports.map((e) => e.rssGrowthMb));
  console.log(
    `| GeoJSON export (${(exports[0]!.bytes / 1e6).toFixed(1)} MB) against COPY of its ` +
      `features' SELECT, no target | ${perSecond(best)} | ${perSecond(copyBest)} | ` +
      `${(best / copyBest).toFixed(2)}× | — |\n` +
      `| GeoJSON export memory growth (process RSS), no target | ${memory.toFixed(0)} MB | — | — | — |`,
  );
}
