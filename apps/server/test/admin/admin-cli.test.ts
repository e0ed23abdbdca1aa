import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '@/config.ts';
import { openDatabase } from '@/db/database.ts';
import { hashToken } from '@/main-site/identity/token-hash.ts';

const CLI = path.join(repoRoot, 'apps/server/src/main-site/admin/admin-cli.ts');
const TSX = path.join(repoRoot, 'node_modules/.bin/tsx');

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'highwater-admin-cli-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

/** Runs the command as an operator would, against a PGlite folder of its own. */
function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      [CLI, ...args],
      {
        // As `npm run admin` runs it: in the server's folder, whose tsconfig names the @/ paths.
        cwd: path.join(repoRoot, 'apps/server'),
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          DEMO_DATA: 'false',
          LOG_LEVEL: 'silent',
          MAIN_SITE_URL: 'https://highwater.example',
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run admin', () => {
  it('answers an unknown command, a missing or bad e-mail with the usage and exit code 2', async () => {
    const runs = [
      [],
      ['make-admin', '--email', 'a@b.test'],
      ['create-provider-admin'],
      ['create-provider-admin', '--email', 'not-an-address'],
      ['create-provider-admin', '--email', 'a@b.test', '--colour', 'blue'],
    ];
    const results = await Promise.all(runs.map(run));
    results.forEach((result, index) => {
      expect(result.code, runs[index]!.join(' ')).toBe(2);
      expect(result.stderr).toContain('Usage: npm run admin -- create-provider-admin --email');
    });
  }, 120_000);

  it('creates a provider admin and prints a one-time link; a second run promotes and prints a new one', async () => {
    const first = await run([
      'create-provider-admin',
      '--email',
      'Pat@Provider.test',
      '--first-name',
      'Pat',
      '--last-name',
      'Provider',
    ]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Created Pat@Provider.test as provider admin');
    const link = /https:\/\/highwater\.example\/account\/set-password\?token=(\S+)/.exec(
      first.stdout,
    );
    expect(link).not.toBeNull();
    const second = await run(['create-provider-admin', '--email', 'pat@provider.test']);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Promoted pat@provider.test');

    const { db, close } = await openDatabase({ dataDir });
    try {
      const users = await db
        .selectFrom('users')
        .select(['id', 'email', 'first_name', 'last_name', 'password_hash', 'is_provider_admin'])
        .execute();
      expect(users).toEqual([
        expect.objectContaining({
          email: 'Pat@Provider.test',
          first_name: 'Pat',
          last_name: 'Provider',
          password_hash: null,
          is_provider_admin: true,
        }),
      ]);
      const firstLink = await db
        .selectFrom('account_links')
        .select(['kind', 'used_at', 'created_at', 'expires_at'])
        .where('token_hash', '=', hashToken(decodeURIComponent(link![1]!)))
        .executeTakeFirstOrThrow();
      expect(firstLink.kind).toBe('invitation');
      // The second run's link replaces the first.
      expect(firstLink.used_at).not.toBeNull();
      expect(firstLink.expires_at.getTime() - firstLink.created_at.getTime()).toBe(7 * 86_400_000);
    } finally {
      await close();
    }
  }, 120_000);
});
