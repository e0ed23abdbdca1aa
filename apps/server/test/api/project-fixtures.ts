import type { Db } from '@/db/database.ts';
import { createUser } from '../helpers/fixtures.ts';
import { issueTestToken } from '../helpers/auth.ts';

/**
 * Two organisations: Ana belongs to Harbor City (two projects, one fully configured), Ben to
 * Bayou Parish (one project), Cy to none.
 */
export async function seedProjects(db: Db) {
  const ana = await createUser(db, {
    email: 'ana@harbor.test',
    firstName: 'Ana',
    lastName: 'Ruiz',
  });
  const ben = await createUser(db, {
    email: 'ben@bayou.test',
    firstName: 'Ben',
    lastName: 'Okafor',
  });
  const cy = await createUser(db, { email: 'cy@nowhere.test', firstName: 'Cy', lastName: 'Lee' });
  await db
    .updateTable('users')
    .set({ lng: -76.3, lat: 36.85, avatar_url: 'https://img.test/ana.png' })
    .where('id', '=', ana)
    .execute();

  const [harbor, bayou] = await db
    .insertInto('client_groups')
    .values([
      { name: 'Harbor City', slug: 'harbor-city', masv_embed_url: 'https://transfer.test/harbor' },
      { name: 'Bayou Parish', slug: 'bayou-parish' },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('client_group_members')
    .values([
      { client_group_id: harbor!.id, user_id: ana },
      { client_group_id: bayou!.id, user_id: ben },
    ])
    .execute();

  const river = await db
    .insertInto('projects')
    .values({
      client_group_id: harbor!.id,
      name: 'River Watch',
      slug: 'river-watch',
      start_date: '2021-03-01T00:00:00Z',
      end_date: '2025-12-31T23:59:59Z',
      allow_exports: true,
      rolling_time_range_days: 7,
      show_severity: true,
      show_internal_notes: true,
      center_lng: -76.29,
      center_lat: 36.84,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const alpha = await db
    .insertInto('projects')
    .values({ client_group_id: harbor!.id, name: 'Alpha Tides', slug: 'alpha-tides' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bay = await db
    .insertInto('projects')
    .values({ client_group_id: bayou!.id, name: 'Bay Levels', slug: 'bay-levels' })
    .returning('id')
    .executeTakeFirstOrThrow();

  // Inserted out of order so the answer's ordering is the server's doing.
  await db
    .insertInto('statuses')
    .values([
      { project_id: river.id, label: 'Resolved', sort_order: 3, quick_replies: '[]' },
      {
        project_id: river.id,
        label: 'New',
        sort_order: 1,
        is_default: true,
        quick_replies: JSON.stringify(['Thanks for reporting!']),
      },
      { project_id: river.id, label: 'In review', sort_order: 2, quick_replies: '[]' },
      { project_id: bay.id, label: 'Open', sort_order: 1, quick_replies: '[]' },
    ])
    .execute();
  const square = {
    type: 'Polygon',
    coordinates: [
      [
        [-76.3, 36.8],
        [-76.2, 36.8],
        [-76.2, 36.9],
        [-76.3, 36.8],
      ],
    ],
  };
  await db
    .insertInto('regions')
    .values({
      project_id: river.id,
      name: 'Downtown',
      geojson: JSON.stringify(square),
      min_lng: -76.3,
      min_lat: 36.8,
      max_lng: -76.2,
      max_lat: 36.9,
    })
    .execute();
  const [flooding, heat] = await db
    .insertInto('investigations')
    .values([
      { project_id: river.id, name: 'Flooding', slug: 'flooding', icon: 'flooding' },
      { project_id: river.id, name: 'Heat', slug: 'heat', icon: null },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('questions')
    .values([
      {
        investigation_id: flooding!.id,
        title: 'Water depth',
        data_type: 'DECIMAL',
        unit: 'CM',
        sort_order: 2,
        options: '[]',
      },
      {
        investigation_id: flooding!.id,
        title: 'Road passable?',
        data_type: 'BOOLEAN',
        sort_order: 1,
        options: '[]',
        required: true,
      },
      {
        investigation_id: heat!.id,
        title: 'Shade',
        data_type: 'SELECT',
        multiple: true,
        options: JSON.stringify(['none', 'partial', 'full']),
      },
    ])
    .execute();

  return {
    users: { ana, ben, cy },
    tokens: {
      ana: await issueTestToken(db, ana),
      ben: await issueTestToken(db, ben),
      cy: await issueTestToken(db, cy),
    },
    groups: { harbor: harbor!.id, bayou: bayou!.id },
    projects: { river: river.id, alpha: alpha.id, bay: bay.id },
    investigations: { flooding: flooding!.id, heat: heat!.id },
  };
}

export type SeededProjects = Awaited<ReturnType<typeof seedProjects>>;
