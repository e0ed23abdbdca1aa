import { describe, expect, it } from 'vitest';
import type { ProjectSummary } from '@highwater/core/api/projects';
import { AccessTokensDriver } from './access-tokens-driver.ts';
import { DEMO } from './driver.ts';
import { peopleOfEachTest } from './people.ts';
import { testServer } from './test-server.ts';

const people = peopleOfEachTest();

const projectsWith = (authorization: string) =>
  fetch(new URL('/api/v3/cx/local-projects', testServer().baseUrl), {
    headers: { authorization },
  });

describe('access tokens for GIS', () => {
  it('creates a token in the settings that reads as its user, until it is revoked', async () => {
    const user = await people.signedIn(DEMO.ana);
    const tokens = new AccessTokensDriver(user);
    await tokens.open();
    const token = await tokens.create('QGIS at the office', '30 days');
    expect(token).toMatch(/^hw_pat_/);
    await tokens.tokenRow('QGIS at the office').waitFor();

    const asAna = await user.apiGet<ProjectSummary[]>('/api/v3/cx/local-projects');
    const bearer = await projectsWith(`Bearer ${token}`);
    expect(bearer.status).toBe(200);
    expect(await bearer.json()).toEqual(asAna);
    // As GDAL sends it: HTTP Basic, the token as the password.
    const basic = await projectsWith(`Basic ${Buffer.from(`gdal:${token}`).toString('base64')}`);
    expect(basic.status).toBe(200);
    expect(await basic.json()).toEqual(asAna);

    const write = await fetch(new URL('/api/v3/cx/users/me/access-tokens', testServer().baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Another', expires_in_days: 7 }),
    });
    expect(write.status).toBe(403);

    await tokens.section().getByRole('button', { name: 'Done' }).click();
    await tokens.revoke('QGIS at the office');
    expect((await projectsWith(`Bearer ${token}`)).status).toBe(401);
  });
});
