import { describe, expect, it } from 'vitest';
import type { PostsFilterQuery } from '@highwater/core/api/posts';
import type { Status } from '@highwater/core/api/projects';
import { emptyFilter, type Filter } from '@highwater/core/filters/filter';
import { listGroups } from '@/features/project-map/sightings/list-groups.ts';

const statuses: Status[] = [
  { id: 12, label: 'Closed', order: 2, default: false, quick_replies: [] },
  { id: 11, label: 'New', order: 1, default: true, quick_replies: [] },
];
const project = { show_severity: true, statuses };
const query: PostsFilterQuery = { from_date: '2025-05-01T00:00:00.000Z', text: 'flood' };
const filter = (values: Partial<Filter>): Filter => ({ ...emptyFilter(), ...values });

describe('listGroups', () => {
  it('is one group of everything without grouping', () => {
    expect(listGroups(emptyFilter(), query, project)).toEqual([{ kind: 'all', key: 'all', query }]);
  });

  it('groups by status in the statuses’ order, keeping to a status filter', () => {
    const groups = listGroups(filter({ groupBy: 'status' }), query, project);
    expect(groups.map((g) => [g.key, g.query.with_statuses])).toEqual([
      ['status-11', [11]],
      ['status-12', [12]],
    ]);
    const filtered = listGroups(filter({ groupBy: 'status', status: [12] }), query, project);
    expect(filtered.map((g) => g.key)).toEqual(['status-12']);
  });

  it('groups by severity from the highest level, then the posts without a level', () => {
    const groups = listGroups(filter({ groupBy: 'severity' }), query, project);
    expect(groups.map((g) => (g.kind === 'severity' ? g.level : g.kind))).toEqual([
      5,
      4,
      3,
      2,
      1,
      0,
      null,
    ]);
    const none = groups.at(-1);
    expect(none).toEqual({
      kind: 'severity',
      key: 'severity-none',
      query: { ...query, structured_data: 'severity_level,in,none' },
      level: null,
    });
    expect(groups[0]?.query).toEqual({ ...query, structured_data: 'severity_level,in,5' });
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
  });

  it('leaves the no-severity group out when a severity filter is applied', () => {
    const groups = listGroups(filter({ groupBy: 'severity', severity: [3, 4] }), query, project);
    expect(groups.map((g) => g.key)).toEqual(['severity-4', 'severity-3']);
  });

  it('does not group by severity when the project hides it', () => {
    const hidden = { ...project, show_severity: false };
    expect(listGroups(filter({ groupBy: 'severity' }), query, hidden)).toEqual([
      { kind: 'all', key: 'all', query },
    ]);
  });
});
