import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { User } from '@highwater/core/api/user';
import { loadConfig } from '@/config.ts';
import { isFileTransferAddress } from '@/domain/file-transfer-address.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../helpers/fixtures.ts';
import { bearer, issueTestToken } from '../helpers/auth.ts';

const REFUSED = [
  'javascript:alert(document.domain)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://transfer.example.org/drop',
  'https://user:secret@transfer.example.org/drop',
  'https://',
  '//transfer.example.org/drop',
  'transfer.example.org',
  ' https://transfer.example.org',
];

let t: TestApp;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  userId = await createUser(t.db, { email: 'ana@harbor.test', firstName: 'Ana' });
});
afterAll(async () => t?.close());

const addGroup = (slug: string, address: string) =>
  t.db
    .insertInto('client_groups')
    .values({ name: slug, slug, masv_embed_url: address })
    .returning('id')
    .executeTakeFirstOrThrow();

describe("a client group's file-transfer address", () => {
  it('is an https address with a host and no credentials', () => {
    expect(isFileTransferAddress('https://transfer.example.org/drop?x=1#top')).toBe(true);
    for (const address of REFUSED)
      expect([address, isFileTransferAddress(address)]).toEqual([address, false]);
  });

  it('is refused by the database when it is anything else', async () => {
    await expect(addGroup('ok', 'https://transfer.example.org/drop')).resolves.toBeTruthy();
    for (const [index, address] of REFUSED.entries()) {
      await expect(addGroup(`bad-${index}`, address), address).rejects.toMatchObject({
        code: '23514',
      });
    }
  });

  it('is served only when it is https, even if one got stored by hand', async () => {
    await sql`ALTER TABLE client_groups DROP CONSTRAINT client_groups_masv_embed_url_https`.execute(
      t.db,
    );
    try {
      const groups = [
        await addGroup('framed-good', 'https://transfer.example.org/harbor'),
        await addGroup('framed-bad', 'javascript:alert(document.domain)'),
      ];
      await t.db
        .insertInto('client_group_members')
        .values(groups.map((group) => ({ client_group_id: group.id, user_id: userId })))
        .execute();
      const token = await issueTestToken(t.db, userId);
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/me', headers: bearer(token) });
      const served = res.json<User>().clientGroups.map((g) => [g.slug, g.masvEmbedUrl]);
      expect(served).toEqual([
        ['framed-bad', null],
        ['framed-good', 'https://transfer.example.org/harbor'],
      ]);
    } finally {
      await t.db.deleteFrom('client_group_members').execute();
      await t.db.deleteFrom('client_groups').where('slug', 'like', 'framed-%').execute();
    }
  });
});

describe('the default file-transfer page (FILE_TRANSFER_URL)', () => {
  it('is https, or the server’s own page', () => {
    const local = loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' });
    expect(local.defaultFileTransferUrl).toBe('http://localhost:3000/file-transfer');
    expect(
      loadConfig({ FILE_TRANSFER_URL: 'https://drop.example.org/x' }).defaultFileTransferUrl,
    ).toBe('https://drop.example.org/x');
    for (const address of ['http://drop.example.org/x', 'javascript:alert(1)']) {
      expect(() => loadConfig({ FILE_TRANSFER_URL: address })).toThrow(/FILE_TRANSFER_URL/);
    }
  });

  it('takes only https origins for client groups’ own pages', () => {
    expect(
      loadConfig({ FILE_TRANSFER_ORIGINS: 'https://a.example.org, https://*.portal.example.net' })
        .fileTransferOrigins,
    ).toEqual(['https://a.example.org', 'https://*.portal.example.net']);
    for (const origins of ['http://a.example.org', 'https://a.example.org/path', 'javascript:x']) {
      expect(() => loadConfig({ FILE_TRANSFER_ORIGINS: origins })).toThrow(/FILE_TRANSFER_ORIGINS/);
    }
  });
});
