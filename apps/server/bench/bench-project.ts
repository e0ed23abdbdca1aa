import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '@/config.ts';
import { registerWebClient } from '@/main-site/identity/oauth-clients.ts';
import { buildBenchApp } from './bench-app.ts';
import { openBenchDatabase, type BenchDatabase } from './bench-database.ts';
import { issueTestToken } from '../test/helpers/auth.ts';
import { OFFLINE_MAPS } from '../test/helpers/offline-maps.ts';
import { generateProject, type GeneratedProject } from './generate-posts.ts';

const DAY = 86_400_000;

/** A generated project of `size` posts in a fresh benchmark database, and the app over it. */
export interface BenchProject {
  bench: BenchDatabase;
  project: GeneratedProject;
  app: FastifyInstance;
  /** A member's access token for the project's calls. */
  token: string;
  /** Seconds the posts took to generate, with ANALYZE. */
  generatedIn: number;
  close(): Promise<void>;
}

/** The PostgreSQL the benchmarks use when one is set, else none (PGlite). */
export const benchDatabaseUrl = (): string | undefined =>
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;

/**
 * PostgreSQL at `databaseUrl` (a fresh schema, dropped on close), or PGlite in a temporary folder
 * when it is null. A neighbouring organisation's posts, a tenth as many, share the table, as in
 * production.
 */
export async function openBenchProject(
  size: number,
  databaseUrl: string | null = benchDatabaseUrl() ?? null,
): Promise<BenchProject> {
  const bench = await openBenchDatabase(databaseUrl ?? undefined);
  try {
    const start = performance.now();
    await generateProject(bench.db, { count: Math.ceil(size / 10), slug: 'neighbour' });
    const project = await generateProject(bench.db, { count: size });
    const generatedIn = (performance.now() - start) / 1000;
    const config = loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false', ...OFFLINE_MAPS });
    await registerWebClient(bench.db, config.publicOrigin);
    const token = await issueTestToken(bench.db, project.userId, DAY);
    const app = await buildBenchApp(bench, config);
    await app.ready();
    return {
      bench,
      project,
      app,
      token,
      generatedIn,
      async close() {
        await app.close();
        await bench.close();
      },
    };
  } catch (error) {
    await bench.close();
    throw error;
  }
}
