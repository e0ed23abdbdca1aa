import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEMO_GROUPS, DEMO_PROJECTS } from '@/demo/demo-catalog.ts';

describe('the demo data set', () => {
  it('has exactly one project accepting public reports in each client group, as the README says', async () => {
    const readme = await readFile(new URL('../../../../README.md', import.meta.url), 'utf8');
    for (const group of DEMO_GROUPS) {
      const accepting = DEMO_PROJECTS.filter(
        (project) => project.group === group.slug && project.acceptsPublicReports,
      );
      expect(accepting, group.slug).toHaveLength(1);
      expect(readme.replace(/\s+/g, ' ')).toContain(`${accepting[0]!.name} (${group.name})`);
    }
  });
});
