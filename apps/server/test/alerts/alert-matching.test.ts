import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@highwater/core/api/saved-searches';
import { sendDigest, type AlertMailDeps } from '@/services/alert-mail-service.ts';
import { matchPostChange } from '@/services/alert-matching.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { bearer, issueTestToken } from '../helpers/auth.ts';
import { createUser } from '../helpers/fixtures.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server.ts';
import {
  createIntakeWorld,
  sendPost,
  submissionKey,
  uploadPhoto,
  type IntakeWorld,
} from '../intake/intake-fixtures.ts';
import { alertsOf, alertWorkDone, saveSearch, setAlert } from './alert-fixtures.ts';

let smtp: TestSmtpServer;
let t: TestApp;
let w: IntakeWorld;
let carolId: number;
let carolToken: string;
const searches: Record<'severe' | 'harbour' | 'reviewed', SavedSearch> = {} as never;

/** Inside the Harbour region's square (lng −74.1…−73.9, lat 40.6…40.8), and outside it. */
const INSIDE = { lat: 40.74, lng: -74.01 };
const OUTSIDE = { lat: 40.95, lng: -74.01 };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, JOB_RETRY_DELAY_SECONDS: '1' });
  w = await createIntakeWorld(t.db);
  carolId = await createUser(t.db, { email: 'carol@city.test', firstName: 'Carol' });
  const group = await t.db
    .selectFrom('projects')
    .select('client_group_id')
    .where('id', '=', w.project.id)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('client_group_members')
    .values({ client_group_id: group.client_group_id, user_id: carolId })
    .execute();
  await t.db
    .insertInto('user_settings')
    .values({ user_id: carolId, name: 'preferredLanguage', value: JSON.stringify('es') })
    .execute();
  carolToken = await issueTestToken(t.db, carolId);
  const region = String(w.harbourRegionId);
  searches.severe = await saveSearch(t, w.aliceToken, w.project.id, 'Harbour severe', [
    ['severity', '4'],
    ['severity', '5'],
    ['region', region],
  ]);
  searches.harbour = await saveSearch(t, carolToken, w.project.id, 'Puerto', [['region', region]]);
  searches.reviewed = await saveSearch(t, w.aliceToken, w.project.id, 'Reviewed', [
    ['status', String(w.statuses.reviewed)],
  ]);
  for (const [token, search, mode] of [
    [w.aliceToken, searches.severe, 'instant'],
    [carolToken, searches.harbour, 'instant'],
    [w.aliceToken, searches.reviewed, 'hourly'],
  ] as const) {
    expect((await setAlert(t, token, search.id, mode)).statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A sighting sent through the intake API, with a photo; its id. */
async function arrives(place: { lat: number; lng: number }, observedAt = new Date()) {
  const response = await sendPost(t.app, w.project.id, w.key, {
    observed_at: new Date(observedAt.getTime() - 60_000).toISOString(),
    ...place,
    content: 'Water over the kerb',
    media_ids: [await uploadPhoto(t.app, w.key)],
    answers: [{ question_id: w.questions.depth, value: 12 }],
    idempotency_key: submissionKey(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const mailsTo = (address: string) =>
  smtp.messages.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));

const mailDeps = (): AlertMailDeps => ({
  db: t.db,
  jobs: t.app.jobs,
  mailer: t.app.mailer,
  origin: t.config.publicOrigin,
  messageIdHost: 'highwater.test',
});

async function subscriptionOf(search: SavedSearch) {
  return t.db
    .selectFrom('alert_subscriptions')
    .selectAll()
    .where('saved_search_id', '=', search.id)
    .executeTakeFirstOrThrow();
}

/** A header as sent (the parser folds List-* headers into one object). */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .trim();

let firstPost: number;

describe('a sighting that arrives', () => {
  it('alerts the searches it matches at once, in the app and by mail in the owner’s language', async () => {
    firstPost = await arrives(INSIDE);
    await alertWorkDone(t);
    const carol = await alertsOf(t, carolToken);
    expect(carol.unread_count).toBe(1);
    expect(carol.alerts).toEqual([
      {
        id: expect.any(Number) as number,
        created_at: expect.any(String) as string,
        read: false,
        saved_search: { id: searches.harbour.id, title: 'Puerto' },
        project: {
          id: w.project.id,
          slug: 'floods',
          client_group_slug: 'city',
          show_severity: true,
        },
        post: {
          id: firstPost,
          location: expect.any(String) as string,
          observed_at: expect.any(String) as string,
          severity_level: null,
          status_name: 'New',
          thumbnail_url: expect.stringMatching(/^\/media\//) as string,
        },
      },
    ]);
    // Not assessed yet: "severity 4 or 5" does not match.
    expect(await alertsOf(t, w.aliceToken)).toEqual({ alerts: [], unread_count: 0 });

    const [mail] = mailsTo('carol@city.test');
    expect(mail?.subject).toMatch(/^«Puerto»: nuevo avistamiento en /);
    expect(mail?.text).toContain('Hora local: ');
    expect(mail?.text).toContain('Estado: New');
    expect(mail?.text).toContain('Gravedad: Sin evaluar');
    expect(mail?.text).toMatch(/E[DS]T\n/);
    expect(mail?.html).toContain(`${t.config.publicOrigin}/city/floods/map/${firstPost}`);
    expect(mail?.html).toMatch(new RegExp(`<img src="${t.config.publicOrigin}/media/`));
    expect(header(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail!, 'list-unsubscribe')).toMatch(
      new RegExp(`^<${t.config.publicOrigin}/alerts/unsubscribe/\\d+\\?token=[\\w-]{43}&lang=es>$`),
    );
  });

  it('sends nothing when it is outside the search’s region', async () => {
    const outside = await arrives(OUTSIDE);
    await alertWorkDone(t);
    const alerts = await t.db
      .selectFrom('alerts')
      .select('id')
      .where('post_id', '=', outside)
      .execute();
    expect(alerts).toEqual([]);
    expect(mailsTo('carol@city.test')).toHaveLength(1);
  });

  it('is alerted once however often its change is checked', async () => {
    const check = {
      postId: firstPost,
      projectId: w.project.id,
      changedAt: new Date().toISOString(),
      created: true,
      fromStatusId: null,
      fromSeverityLevel: null,
    };
    expect(await matchPostChange({ db: t.db, jobs: t.app.jobs }, check)).toBe(0);
  });
});

describe('a change that makes a sighting match', () => {
  it('alerts on a severity correction, and not again when it goes on matching', async () => {
    const review = (level: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v3/cx/local-projects/${w.project.id}/posts/${firstPost}/ai_adjustments`,
        headers: bearer(w.aliceToken),
        payload: { severity_level: level },
      });
    expect((await review(4)).statusCode).toBe(200);
    await alertWorkDone(t);
    const alice = await alertsOf(t, w.aliceToken);
    expect(alice.alerts.map((alert) => [alert.saved_search.title, alert.post.id])).toEqual([
      ['Harbour severe', firstPost],
    ]);
    const [mail] = mailsTo('alice@city.test');
    expect(mail?.subject).toMatch(/^“Harbour severe”: new sighting at /);
    expect(mail?.text).toContain('Severity: 4 · High');

    expect((await review(5)).statusCode).toBe(200);
    await alertWorkDone(t);
    expect((await alertsOf(t, w.aliceToken)).alerts).toHaveLength(1);
    expect(mailsTo('alice@city.test')).toHaveLength(1);
  });

  it('alerts on a level the model writes, whoever writes it', async () => {
    const post = await arrives(INSIDE);
    await alertWorkDone(t);
    await t.db.updateTable('posts').set({ severity_level: 5 }).where('id', '=', post).execute();
    await alertWorkDone(t);
    const alice = await alertsOf(t, w.aliceToken);
    expect(alice.alerts[0]?.post).toMatchObject({ id: post, severity_level: 5 });
  });

  it('neither shows nor mails the severity of a project that hides it', async () => {
    await t.db
      .updateTable('projects')
      .set({ show_severity: false })
      .where('id', '=', w.project.id)
      .execute();
    try {
      const before = mailsTo('carol@city.test').length;
      const post = await arrives(INSIDE);
      await alertWorkDone(t);
      const carol = await alertsOf(t, carolToken);
      expect(carol.alerts[0]).toMatchObject({
        post: { id: post },
        project: { show_severity: false },
      });
      const mails = mailsTo('carol@city.test');
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)?.text).toContain('Estado: New');
      expect(mails.at(-1)?.text).not.toContain('Gravedad');
    } finally {
      await t.db
        .updateTable('projects')
        .set({ show_severity: true })
        .where('id', '=', w.project.id)
        .execute();
    }
  });

  it('alerts a digest subscription in the app at once and by mail in its digest', async () => {
    const before = mailsTo('alice@city.test').length;
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/v3/cx/local-projects/${w.project.id}/posts/${firstPost}/status`,
      headers: bearer(w.aliceToken),
      payload: { status_id: w.statuses.reviewed },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await alertWorkDone(t);
    const alice = await alertsOf(t, w.aliceToken);
    expect(alice.alerts[0]).toMatchObject({
      saved_search: { title: 'Reviewed' },
      post: { id: firstPost, status_name: 'Reviewed' },
    });
    expect(mailsTo('alice@city.test')).toHaveLength(before);
    const subscription = await subscriptionOf(searches.reviewed);
    expect(subscription.digest_due_at).not.toBeNull();

    expect(await sendDigest(mailDeps(), { subscriptionId: subscription.id })).toBe(1);
    const digest = mailsTo('alice@city.test').at(-1);
    expect(digest?.subject).toBe('“Reviewed”: 1 new sighting');
    expect(digest?.text).toContain(
      `${t.config.publicOrigin}/city/floods/map?status=${w.statuses.reviewed}`,
    );
    expect(header(digest!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(await sendDigest(mailDeps(), { subscriptionId: subscription.id })).toBe(0);
    expect((await subscriptionOf(searches.reviewed)).digest_due_at).toBeNull();
  });
});

describe('reading alerts', () => {
  it('marks the user’s own alert read, and no one else’s', async () => {
    const { alerts, unread_count } = await alertsOf(t, w.aliceToken);
    const read = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v3/cx/alerts/${alerts[0]!.id}/read`,
        headers: bearer(token),
      });
    expect((await read(w.bobToken)).statusCode).toBe(404);
    expect((await read(w.aliceToken)).statusCode).toBe(204);
    expect((await read(w.aliceToken)).statusCode).toBe(204);
    const after = await alertsOf(t, w.aliceToken);
    expect(after.unread_count).toBe(unread_count - 1);
    expect(after.alerts[0]?.read).toBe(true);
  });
});

describe('access, checked when alerting', () => {
  it('keeps a sighting observed before the rolling window out of alerts', async () => {
    await t.db
      .updateTable('projects')
      .set({ rolling_time_range_days: 1 })
      .where('id', '=', w.project.id)
      .execute();
    try {
      const old = await arrives(INSIDE, new Date(Date.now() - 2 * 86_400_000));
      await alertWorkDone(t);
      const alerts = await t.db
        .selectFrom('alerts')
        .select('id')
        .where('post_id', '=', old)
        .execute();
      expect(alerts).toEqual([]);
    } finally {
      await t.db
        .updateTable('projects')
        .set({ rolling_time_range_days: null })
        .where('id', '=', w.project.id)
        .execute();
    }
  });

  it('tells someone removed from the group nothing more, and hides what they had', async () => {
    await t.db.deleteFrom('client_group_members').where('user_id', '=', carolId).execute();
    const mails = mailsTo('carol@city.test').length;
    const post = await arrives(INSIDE);
    await alertWorkDone(t);
    const stored = await t.db
      .selectFrom('alerts')
      .select('id')
      .where('post_id', '=', post)
      .where('user_id', '=', carolId)
      .execute();
    expect(stored).toEqual([]);
    expect(mailsTo('carol@city.test')).toHaveLength(mails);
    expect(await alertsOf(t, carolToken)).toEqual({ alerts: [], unread_count: 0 });
  });
});

describe('the unsubscribe link', () => {
  it('asks first when opened, and stops the alert on a one-click request', async () => {
    const [mail] = mailsTo('carol@city.test');
    const url = new URL(/^<(.+)>$/.exec(header(mail!, 'list-unsubscribe') ?? '')![1]!);
    const path = `${url.pathname}${url.search}`;
    const opened = await t.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('¿Detener estas alertas?');
    expect((await subscriptionOf(searches.harbour)).mode).toBe('instant');

    const forged = await t.app.inject({
      method: 'POST',
      url: path.replace(/token=[\w-]{43}/, `token=${'x'.repeat(43)}`),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('Alertas detenidas');
    expect((await subscriptionOf(searches.harbour)).mode).toBe('off');
  });
});
