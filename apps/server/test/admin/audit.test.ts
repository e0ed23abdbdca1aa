import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { adminGet, adminPost } from '../helpers/admin-session.ts';
import { recordAdminChange } from '@/main-site/admin/audit.ts';
import { expectHarborOnly, seedAdminRoles, type AdminRoles } from './admin-roles.ts';

let t: TestApp;
let roles: AdminRoles;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  roles = await seedAdminRoles(t.app, t.db);
  url = `/admin/projects/${roles.projects.river}/audit`;
  await adminPost(t.app, `/admin/projects/${roles.projects.river}`, roles.cookies.hana, {
    name: 'River Watch <North>',
    slug: 'river-watch',
    start_date: '2021-03-01',
    end_date: '2025-12-31',
    allow_exports: 'on',
    rolling_time_range_days: '7',
    show_severity: '',
    show_internal_notes: 'on',
    center_lat: '36.84',
    center_lng: '-76.29',
  });
});
afterAll(async () => t.close());

describe("a project's changes", () => {
  it('are shown to the group admin and provider admins only', async () => {
    await expectHarborOnly(t.app, roles, { method: 'GET', url });
    for (const cookie of [roles.cookies.hana, roles.cookies.provider]) {
      expect((await adminGet(t.app, url, cookie)).statusCode).toBe(200);
    }
  });

  it('say who changed what, from what to what, in the viewer language', async () => {
    const en = await adminGet(t.app, `${url}?lang=en`, roles.cookies.provider);
    expect(en.body).toContain('Hana Ito');
    expect(en.body).toContain('Changed the settings');
    expect(en.body).toContain('<del>River Watch</del> → <ins>River Watch &lt;North&gt;</ins>');
    expect(en.body).toContain('Severity:</span> <del>yes</del> → <ins>no</ins>');
    expect(en.body).toContain('aria-current="page">Changes');
    const es = await adminGet(t.app, `${url}?lang=es`, roles.cookies.provider);
    expect(es.body).toContain('Cambió la configuración');
    expect(es.body).toContain('Gravedad:</span> <del>sí</del> → <ins>no</ins>');
    // Another project's changes stay on its own page.
    const other = await adminGet(
      t.app,
      `/admin/projects/${roles.projects.alpha}/audit?lang=en`,
      roles.cookies.hana,
    );
    expect(other.body).toContain('No changes yet.');
  });

  it('are paged 50 at a time, newest first, with a link to older ones', async () => {
    for (let i = 1; i <= 60; i++) {
      await recordAdminChange(t.db, {
        actorId: roles.admins.hana,
        clientGroupId: roles.groups.harbor,
        projectId: roles.projects.river,
        action: 'update',
        subject: 'status',
        subjectId: 1,
        before: { label: `Label ${i - 1}` },
        after: { label: `Label ${i}` },
      });
    }
    const first = await adminGet(t.app, `${url}?lang=en`, roles.cookies.hana);
    const rows = (body: string) => (body.match(/<tr><td><time/g) ?? []).length;
    expect(rows(first.body)).toBe(50);
    expect(first.body.indexOf('<ins>Label 60</ins>')).toBeLessThan(
      first.body.indexOf('<ins>Label 59</ins>'),
    );
    expect(first.body).not.toContain('<ins>Label 10</ins>');
    const older = /href="([^"]*before=\d+)"/.exec(first.body)![1]!.replaceAll('&amp;', '&');
    const second = await adminGet(t.app, older, roles.cookies.hana);
    expect(rows(second.body)).toBe(11);
    expect(second.body).toContain('<ins>Label 10</ins>');
    expect(second.body).toContain('Changed the settings');
    expect(second.body).not.toContain('Older changes');
    expect(second.body).toContain('Newest changes');
    const bad = await adminGet(t.app, `${url}?before=latest&lang=en`, roles.cookies.hana);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The page number in the address must be a whole number.');
  });
});
