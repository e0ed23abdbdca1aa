import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';
import { DEMO_USERS } from '@/demo/load-demo-data.ts';
import { productionRefusal } from '@/startup/production-safety.ts';
import { createUser } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const POSTGRES = 'postgres://app@db.internal:5432/highwater';

describe('demo data by default', () => {
  it('is on for the embedded database and off once DATABASE_URL is set', () => {
    expect(loadConfig({}).loadDemoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: POSTGRES }).loadDemoData).toBe(false);
  });

  it('is on with DATABASE_URL only when DEMO_DATA=true', () => {
    expect(loadConfig({ DATABASE_URL: POSTGRES, DEMO_DATA: 'true' }).loadDemoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).loadDemoData).toBe(false);
  });
});

describe('starting in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const production = { environment: 'production', loadDemoData: false };

  it('goes ahead on a database without demo accounts, and anywhere outside production', async () => {
    await createUser(t.db, { email: 'staff@city.example' });
    expect(await productionRefusal(production, t.db)).toBeNull();
    expect(
      await productionRefusal({ environment: 'development', loadDemoData: true }, t.db),
    ).toBeNull();
  });

  it('is refused with DEMO_DATA=true', async () => {
    expect(await productionRefusal({ ...production, loadDemoData: true }, t.db)).toBe(
      'Highwater does not start with NODE_ENV=production and DEMO_DATA=true: the demo accounts have a published password. Unset DEMO_DATA.',
    );
  });

  it('is refused while demo accounts exist, naming them', async () => {
    for (const user of DEMO_USERS.slice(0, 2)) await createUser(t.db, { email: user.email });
    const refusal = await productionRefusal(production, t.db);
    expect(refusal).toContain('NODE_ENV=production');
    expect(refusal).toContain(`${DEMO_USERS[0].email}, ${DEMO_USERS[1].email}`);
    expect(refusal).not.toContain('\n');
  });
});
