import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { relative } from 'node:path';

/**
 * The files that take longest, with their seconds as measured on a two-core machine (PGlite;
 * PostgreSQL where it differs). Started first, they run beside the many short files instead of
 * ending the run alone: on a clean checkout vitest has no timings of its own and starts the
 * largest files first, which put the million-post plan test (two minutes) last.
 */
const LONGEST_SECONDS: Record<string, number> = {
  'apps/server/test/posts/query-plans.test.ts': 129,
  'apps/server/test/admin/admin-cli.test.ts': 43,
  'apps/server/test/startup/media-store-start.test.ts': 40,
  'apps/server/test/posts/export-copy.test.ts': 25,
  'apps/server/test/startup/built-server.test.ts': 22,
  'apps/server/test/jobs/severity-prediction.test.ts': 21,
  'apps/server/test/demo/load-demo-data.test.ts': 19,
  'apps/server/test/posts/export-sql-cells.test.ts': 16,
  'apps/server/test/uploads/uploads.test.ts': 14,
  'apps/server/test/posts/histogram-slots.test.ts': 11,
  'apps/server/test/uploads/video-metadata.test.ts': 11,
  'apps/server/test/admin/account-links.test.ts': 11,
  'apps/server/test/posts/post-points-view.test.ts': 10,
  'apps/server/test/intake/public-reports.test.ts': 10,
};

/** Longest files first; the rest in vitest's own order (its timings of earlier runs, or size). */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const seconds = (spec: TestSpecification) =>
      LONGEST_SECONDS[relative(this.ctx.config.root, spec.moduleId)] ?? 0;
    return ordered
      .map((spec, index) => ({ spec, index, seconds: seconds(spec) }))
      .sort((a, b) => b.seconds - a.seconds || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
