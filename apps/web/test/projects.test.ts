import { describe, expect, it } from 'vitest';
import { toProjectList, type Project } from '@/api/get-projects.ts';
import { toProjectDetail } from '@/api/get-project.ts';
import { groupProjects } from '@/features/shell/project-groups.ts';
import { homeTarget } from '@/features/home/home-target.ts';
import type { ProjectDetail } from '@highwater/core/api/projects';

const groups = [
  { id: 1, name: 'Harbor City', slug: 'harbor-city' },
  { id: 2, name: 'Bay County', slug: 'bay-county' },
];

describe('project list', () => {
  it('applies the fallbacks and attaches each project’s client group', () => {
    const { projects } = toProjectList(
      [{ id: 9, name: null, slug: null, client_group_id: 2 }],
      [{ id: 2, name: 'UNTITLED_GROUP', slug: 'bay-county' }],
    );
    expect(projects).toEqual([
      {
        id: 9,
        name: 'UNTITLED_PROJECT',
        slug: 'MISSING_SLUG_9',
        client_group_id: 2,
        clientGroup: { id: 2, name: 'UNTITLED_GROUP', slug: 'bay-county' },
      },
    ]);
  });

  it('sorts by name, then by client group name', () => {
    const { projects } = toProjectList(
      [
        { id: 1, name: 'King tides', slug: 'king-tides', client_group_id: 1 },
        { id: 2, name: 'Flood watch', slug: 'flood-watch', client_group_id: 1 },
        { id: 3, name: 'Flood watch', slug: 'flood-watch', client_group_id: 2 },
      ],
      groups,
    );
    expect(projects.map((project) => [project.name, project.clientGroup.name])).toEqual([
      ['Flood watch', 'Bay County'],
      ['Flood watch', 'Harbor City'],
      ['King tides', 'Harbor City'],
    ]);
  });

  it('refuses a project without a matching client group', () => {
    expect(() =>
      toProjectList([{ id: 4, name: 'Lost', slug: 'lost', client_group_id: 99 }], groups),
    ).toThrow('Project 4 has no matching client group');
  });

  it('groups the menu by client group only when there is more than one group', () => {
    const list = toProjectList(
      [
        { id: 1, name: 'B', slug: 'b', client_group_id: 1 },
        { id: 2, name: 'A', slug: 'a', client_group_id: 2 },
      ],
      groups,
    );
    expect(
      groupProjects(list).map((section) => [
        section.group?.name,
        section.projects.map((p) => p.name),
      ]),
    ).toEqual([
      ['Bay County', ['A']],
      ['Harbor City', ['B']],
    ]);
    const single = toProjectList(
      [{ id: 1, name: 'B', slug: 'b', client_group_id: 1 }],
      groups.slice(0, 1),
    );
    expect(groupProjects(single)).toEqual([{ group: null, projects: single.projects }]);
    expect(groupProjects({ projects: [], clientGroups: groups })).toEqual([]);
  });
});

describe('project detail', () => {
  it('defaults the start date and parses region shapes', () => {
    const detail = toProjectDetail({
      start_date: null,
      regions: [
        { id: 1, name: 'Downtown', geojson: '{"type":"Point","coordinates":[1,2]}' },
        { id: 2, name: 'Broken', geojson: '{' },
      ],
    } as unknown as ProjectDetail);
    expect(detail.start_date).toBe('2020-01-01T00:00:00.000Z');
    expect(detail.regions.map((region) => region.geojson)).toEqual([
      { type: 'Point', coordinates: [1, 2] },
      null,
    ]);
  });
});

describe('home redirect', () => {
  const project = (id: number, group: string, slug: string): Project => ({
    id,
    name: slug,
    slug,
    client_group_id: id,
    clientGroup: { id, name: group, slug: group },
  });
  const a = project(1, 'harbor-city', 'flood-watch');
  const b = project(2, 'bay-county', 'king-tides');

  it('goes to the remembered project while it exists', () => {
    expect(homeTarget([a, b], { clientGroupSlug: 'bay-county', projectSlug: 'king-tides' })).toBe(
      b,
    );
  });

  it('goes to the only project when the remembered one is gone', () => {
    expect(homeTarget([a], { clientGroupSlug: 'bay-county', projectSlug: 'king-tides' })).toBe(a);
    expect(homeTarget([a], null)).toBe(a);
  });

  it('stays home otherwise', () => {
    expect(homeTarget([a, b], null)).toBeNull();
    expect(homeTarget([], null)).toBeNull();
  });
});
