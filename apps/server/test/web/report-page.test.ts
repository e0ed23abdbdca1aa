import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createIntakeWorld, type IntakeWorld } from '../intake/intake-fixtures.ts';

let t: TestApp;
let w: IntakeWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createIntakeWorld(t.db);
  await t.db
    .updateTable('projects')
    .set({ accepts_public_reports: true })
    .where('id', '=', w.project.id)
    .execute();
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the report page', () => {
  it('shows the form with the project’s survey questions by data type', async () => {
    const page = await get('/report/city/floods');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Report flooding · floods');
    expect(page.body).toMatch(
      /<input type="file" id="report-camera" accept="image\/\*,video\/\*" capture="environment">/,
    );
    const q = w.questions;
    expect(page.body).toContain(`name="answers.${q.passable}" value="true"`);
    expect(page.body).toContain('Depth (in) <span class="req">(required)</span>');
    expect(page.body).toContain(
      `type="text" inputmode="decimal" autocomplete="off" id="question-${q.temperature}"`,
    );
    expect(page.body).toContain(`type="radio" name="answers.${q.kind}" value="tide"`);
    expect(page.body).toContain(`type="checkbox" name="answers.${q.debris}" value="sand"`);
    expect(page.body).toContain(`type="datetime-local" id="question-${q.seenAt}"`);
    expect(page.body).toContain(`name="answers.${q.duration}.end"`);
    expect(page.body).toContain('name="website" tabindex="-1"');
    expect(page.body).toContain('Never shown publicly.');
  });

  it('speaks Spanish when asked', async () => {
    const page = await get('/report/city/floods', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('Enviar aviso');
  });

  it('is not found, in the reader’s language, for a project that takes no reports', async () => {
    for (const url of [
      '/report/other/elsewhere?lang=es',
      '/report/city/quiet?lang=es',
      '/report/x/y?lang=es',
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain('No encontrado');
    }
  });

  it('leads a renamed project’s old address to the new one', async () => {
    await t.db
      .updateTable('projects')
      .set({ slug: 'high-water' })
      .where('id', '=', w.project.id)
      .execute();
    await t.db
      .insertInto('project_slug_history')
      .values({
        client_group_id: (
          await t.db
            .selectFrom('projects')
            .select('client_group_id')
            .where('id', '=', w.project.id)
            .executeTakeFirstOrThrow()
        ).client_group_id,
        slug: 'floods',
        project_id: w.project.id,
      })
      .execute();
    const old = await get('/report/city/floods?lang=es');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/report/city/high-water?lang=es');
  });
});
