import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { adminCookie, adminGet, adminPost } from '../helpers/admin-session.ts';
import { seedAdminProjects } from './admin-project-fixtures.ts';

let t: TestApp;
let seed: Awaited<ReturnType<typeof seedAdminProjects>>;
const cookies: Record<'provider' | 'admin' | 'staff' | 'otherAdmin' | 'nobody', string> = {
  provider: '',
  admin: '',
  staff: '',
  otherAdmin: '',
  nobody: '',
};

const topicsOf = (projectId: number) =>
  t.db
    .selectFrom('investigations')
    .select(['id', 'name', 'slug', 'icon'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();

const questionsOf = (topicId: number) =>
  t.db
    .selectFrom('questions')
    .select(['id', 'title', 'data_type', 'unit', 'multiple', 'options', 'sort_order'])
    .where('investigation_id', '=', topicId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();

const auditCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('admin_audit')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const river = () => seed.projects.river;
const surveyPath = () => `/admin/projects/${river()}/surveys`;

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedAdminProjects(t.db, 'surveys');
  for (const role of Object.keys(cookies) as (keyof typeof cookies)[]) {
    cookies[role] = await adminCookie(t.app, seed.users[role]);
  }
});
afterAll(async () => t.close());

describe('the surveys list', () => {
  it('lists the projects a viewer runs, by group; a provider admin sees every group', async () => {
    const admin = await adminGet(t.app, '/admin/surveys', cookies.admin);
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('<h2>Harbor City</h2>');
    expect(admin.body).toContain(`href="/admin/projects/${river()}/surveys?lang=en">River Watch`);
    expect(admin.body).not.toContain('Bay Levels');
    const provider = await adminGet(t.app, '/admin/surveys?lang=es', cookies.provider);
    expect(provider.body).toContain('<h2>Bayou Parish</h2>');
    expect(provider.body).toContain('<h2>Harbor City</h2>');
    expect(provider.body).toContain('<h1>Encuestas</h1>');
  });

  it('is forbidden to staff, not found for someone in no group, and asks to sign in', async () => {
    expect((await adminGet(t.app, '/admin/surveys', cookies.staff)).statusCode).toBe(403);
    expect((await adminGet(t.app, '/admin/surveys', cookies.nobody)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/admin/surveys' })).statusCode).toBe(401);
  });
});

describe('topics', () => {
  it('adds a topic, making its short name from the name, with an audit row and an event', async () => {
    const res = await adminPost(t.app, `${surveyPath()}/topics?lang=en`, cookies.admin, {
      name: '  Street   flooding ',
      slug: '',
      icon: 'flooding',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${surveyPath()}?lang=en&notice=created`);
    expect(await topicsOf(river())).toMatchObject([
      { name: 'Street flooding', slug: 'street-flooding', icon: 'flooding' },
    ]);
    const page = await adminGet(t.app, res.headers.location as string, cookies.admin);
    expect(page.body).toContain('Added.');
    expect(page.body).toContain('Street flooding</a>');
    expect(page.body).toContain('<code>street-flooding</code>');
    const events = await t.db
      .selectFrom('project_events')
      .select('payload')
      .where('project_id', '=', river())
      .execute();
    expect(events.map((e) => (e.payload as { part: string }).part)).toEqual(['topics']);
    const audit = await t.db
      .selectFrom('admin_audit')
      .select(['action', 'subject', 'project_id', 'client_group_id'])
      .execute();
    expect(audit).toEqual([
      {
        action: 'create',
        subject: 'topic',
        project_id: river(),
        client_group_id: seed.groups.harbor,
      },
    ]);
  });

  it.each([
    [{ name: '', slug: '', icon: '' }, 'name', 'Enter the name.', 'Rellene el campo «Nombre».'],
    [
      { name: 'x'.repeat(101), slug: 'x', icon: '' },
      'name',
      'The name is too long.',
      'demasiado largo',
    ],
    [
      { name: 'Tides', slug: 'Tides!', icon: '' },
      'slug',
      'only lowercase letters',
      'solo puede tener',
    ],
    [
      { name: 'Again', slug: 'street-flooding', icon: '' },
      'slug',
      'Another topic of this project already has this short name.',
      'Otro tema de este proyecto',
    ],
    [
      { name: 'Tides', slug: '', icon: 'rocket' },
      'icon',
      'Choose an icon from the list.',
      'Elija un icono',
    ],
  ])('refuses %o with a 400 naming the field %s', async (fields, field, en, es) => {
    const before = { topics: await topicsOf(river()), audit: await auditCount() };
    const english = await adminPost(t.app, `${surveyPath()}/topics?lang=en`, cookies.admin, fields);
    expect(english.statusCode).toBe(400);
    expect(english.body).toContain(en);
    expect(english.body).toContain(`<a href="#${field}">`);
    expect(english.body).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"`));
    const spanish = await adminPost(t.app, `${surveyPath()}/topics?lang=es`, cookies.admin, fields);
    expect(spanish.statusCode).toBe(400);
    expect(spanish.body).toContain(es);
    expect(await topicsOf(river())).toEqual(before.topics);
    expect(await auditCount()).toBe(before.audit);
  });

  it('renames a topic, keeping short names unique', async () => {
    const [topic] = await topicsOf(river());
    const path = `${surveyPath()}/topics/${topic!.id}`;
    const page = await adminGet(t.app, path, cookies.admin);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Street flooding</h1>');
    const same = await adminPost(t.app, path, cookies.admin, {
      name: 'Flooded streets',
      slug: 'street-flooding',
      icon: '',
    });
    expect(same.statusCode).toBe(303);
    expect(await topicsOf(river())).toMatchObject([
      { name: 'Flooded streets', slug: 'street-flooding', icon: null },
    ]);
  });
});

describe('questions', () => {
  let topicId: number;
  beforeAll(async () => {
    topicId = (await topicsOf(river()))[0]!.id;
  });
  const newPath = () => `${surveyPath()}/topics/${topicId}/questions`;

  it('adds a question of every type, keeping only what the type uses', async () => {
    const form = await adminGet(t.app, `${newPath()}/new?lang=es`, cookies.admin);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<legend>Tipo de respuesta</legend>');
    const added: Record<string, string>[] = [
      { title: 'Is the street passable?', dataType: 'BOOLEAN', unit: 'cm', options: 'a\nb' },
      { title: 'How deep?', dataType: 'NUMERIC', unit: ' cm ', options: '' },
      { title: 'Water temperature', dataType: 'DECIMAL', unit: '°C', options: '' },
      {
        title: 'What is flooded?',
        dataType: 'SELECT',
        unit: 'm',
        multiple: 'yes',
        options: ' street \r\n\r\nsidewalk\n yard',
      },
      { title: 'When did it start?', dataType: 'DATETIME', multiple: 'yes' },
      { title: 'How long did it last?', dataType: 'TIMERANGE' },
    ];
    for (const fields of added) {
      const res = await adminPost(t.app, newPath(), cookies.admin, fields);
      expect(res.statusCode, fields.title).toBe(303);
    }
    const questions = await questionsOf(topicId);
    expect(
      questions.map(({ title, data_type, unit, multiple, options, sort_order }) => ({
        title,
        data_type,
        unit,
        multiple,
        options,
        sort_order,
      })),
    ).toEqual([
      {
        title: 'Is the street passable?',
        data_type: 'BOOLEAN',
        unit: null,
        multiple: false,
        options: [],
        sort_order: 0,
      },
      {
        title: 'How deep?',
        data_type: 'NUMERIC',
        unit: 'cm',
        multiple: false,
        options: [],
        sort_order: 1,
      },
      {
        title: 'Water temperature',
        data_type: 'DECIMAL',
        unit: '°C',
        multiple: false,
        options: [],
        sort_order: 2,
      },
      {
        title: 'What is flooded?',
        data_type: 'SELECT',
        unit: null,
        multiple: true,
        options: ['street', 'sidewalk', 'yard'],
        sort_order: 3,
      },
      {
        title: 'When did it start?',
        data_type: 'DATETIME',
        unit: null,
        multiple: false,
        options: [],
        sort_order: 4,
      },
      {
        title: 'How long did it last?',
        data_type: 'TIMERANGE',
        unit: null,
        multiple: false,
        options: [],
        sort_order: 5,
      },
    ]);
    const page = await adminGet(t.app, `${surveyPath()}/topics/${topicId}`, cookies.admin);
    expect(page.body).toMatch(/Is the street passable\?.*How deep\?.*Water temperature/s);
    expect(page.body).toContain('Choice · street, sidewalk, yard');
  });

  it.each([
    [
      { title: '', dataType: 'BOOLEAN' },
      'title',
      'Enter the question.',
      'Rellene el campo «Pregunta».',
    ],
    [
      { title: 'x'.repeat(201), dataType: 'BOOLEAN' },
      'title',
      'The question is too long.',
      'demasiado largo',
    ],
    [
      { title: 'Depth', dataType: '' },
      'dataType',
      'Enter the type of answer.',
      'Tipo de respuesta',
    ],
    [
      { title: 'Depth', dataType: 'TEXT' },
      'dataType',
      'Choose a type of answer from the list.',
      'Elija un tipo',
    ],
    [
      { title: 'Depth', dataType: 'NUMERIC', unit: 'x'.repeat(21) },
      'unit',
      'The unit is too long.',
      'demasiado largo',
    ],
    [
      { title: 'Pick', dataType: 'SELECT', options: 'one' },
      'options',
      'at least 2 options',
      'al menos 2 opciones',
    ],
    [
      { title: 'Pick', dataType: 'SELECT', options: 'Rain\n rain ' },
      'options',
      'must be different',
      'distinta',
    ],
    [
      { title: 'Pick', dataType: 'SELECT', options: `a\n${'b'.repeat(101)}` },
      'options',
      'at most 100 characters',
      'como máximo 100 caracteres',
    ],
    [
      {
        title: 'Pick',
        dataType: 'SELECT',
        options: Array.from({ length: 51 }, (_, i) => `o${i}`).join('\n'),
      },
      'options',
      'at most 50 options',
      'como máximo 50 opciones',
    ],
  ])('refuses %o with a 400 naming the field %s', async (fields, field, en, es) => {
    const before = { questions: await questionsOf(topicId), audit: await auditCount() };
    const english = await adminPost(t.app, `${newPath()}?lang=en`, cookies.admin, fields);
    expect(english.statusCode).toBe(400);
    expect(english.body).toContain(en);
    expect(english.body).toContain(`<a href="#${field}">`);
    const spanish = await adminPost(t.app, `${newPath()}?lang=es`, cookies.admin, fields);
    expect(spanish.statusCode).toBe(400);
    expect(spanish.body).toContain(es);
    expect(await questionsOf(topicId)).toEqual(before.questions);
    expect(await auditCount()).toBe(before.audit);
  });

  it('moves questions up and down, and refuses another direction', async () => {
    const [first, second] = await questionsOf(topicId);
    const up = await adminPost(
      t.app,
      `${surveyPath()}/questions/${second!.id}/move`,
      cookies.admin,
      { direction: 'up' },
    );
    expect(up.statusCode).toBe(303);
    let order = (await questionsOf(topicId)).map((q) => q.id);
    expect(order.slice(0, 2)).toEqual([second!.id, first!.id]);
    // The first cannot go further up: nothing changes.
    await adminPost(t.app, `${surveyPath()}/questions/${second!.id}/move`, cookies.admin, {
      direction: 'up',
    });
    expect((await questionsOf(topicId)).map((q) => q.id)).toEqual(order);
    await adminPost(t.app, `${surveyPath()}/questions/${second!.id}/move`, cookies.admin, {
      direction: 'down',
    });
    order = (await questionsOf(topicId)).map((q) => q.id);
    expect(order.slice(0, 2)).toEqual([first!.id, second!.id]);
    expect((await questionsOf(topicId)).map((q) => q.sort_order)).toEqual([0, 1, 2, 3, 4, 5]);
    const sideways = await adminPost(
      t.app,
      `${surveyPath()}/questions/${second!.id}/move?lang=es`,
      cookies.admin,
      { direction: 'sideways' },
    );
    expect(sideways.statusCode).toBe(400);
    expect(sideways.body).toContain('No se cambió el orden');
  });

  it("marks a question required and back, shown on the form and in the topic's list", async () => {
    const passable = (await questionsOf(topicId)).find(
      (q) => q.title === 'Is the street passable?',
    )!;
    const path = `${surveyPath()}/questions/${passable.id}`;
    const requiredOf = async () =>
      (
        await t.db
          .selectFrom('questions')
          .select('required')
          .where('id', '=', passable.id)
          .executeTakeFirstOrThrow()
      ).required;
    const blank = await adminGet(t.app, `${newPath()}/new?lang=es`, cookies.admin);
    expect(blank.body).toMatch(/<input type="checkbox" id="required" name="required" value="yes" /);
    expect(blank.body).toContain('La respuesta es obligatoria');
    expect(blank.body).toContain(
      'No se puede enviar un avistamiento sin responder a esta pregunta.',
    );
    expect(await requiredOf()).toBe(false);

    const marked = await adminPost(t.app, path, cookies.admin, {
      title: passable.title,
      dataType: 'BOOLEAN',
      required: 'yes',
    });
    expect(marked.statusCode).toBe(303);
    expect(await requiredOf()).toBe(true);
    const form = await adminGet(t.app, path, cookies.admin);
    expect(form.body).toMatch(/id="required" name="required" value="yes" checked/);
    expect(form.body).toContain('An answer is required');
    const list = await adminGet(t.app, `${surveyPath()}/topics/${topicId}`, cookies.admin);
    expect(list.body).toContain('Yes or no · Required');
    const spanishList = await adminGet(
      t.app,
      `${surveyPath()}/topics/${topicId}?lang=es`,
      cookies.admin,
    );
    expect(spanishList.body).toContain('Sí o no · Obligatoria');
    const audit = await t.db
      .selectFrom('admin_audit')
      .select(['before', 'after'])
      .where('subject', '=', 'question')
      .where('subject_id', '=', passable.id)
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ required: false });
    expect(audit.after).toMatchObject({ required: true });

    // A checkbox left unticked is not sent at all: the question is optional again.
    const unmarked = await adminPost(t.app, path, cookies.admin, {
      title: passable.title,
      dataType: 'BOOLEAN',
    });
    expect(unmarked.statusCode).toBe(303);
    expect(await requiredOf()).toBe(false);
    const after = await adminGet(t.app, `${surveyPath()}/topics/${topicId}`, cookies.admin);
    expect(after.body).not.toContain('· Required');
  });

  it('keeps "required" ticked on a form refused for another field', async () => {
    const res = await adminPost(t.app, `${newPath()}?lang=en`, cookies.admin, {
      title: '',
      dataType: 'BOOLEAN',
      required: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/id="required" name="required" value="yes" checked/);
  });

  it('edits a question; its type stays once it has answers, and deleting says they go too', async () => {
    const questions = await questionsOf(topicId);
    const depth = questions.find((q) => q.title === 'How deep?')!;
    const path = `${surveyPath()}/questions/${depth.id}`;
    const page = await adminGet(t.app, path, cookies.admin);
    expect(page.body).toContain('value="How deep?"');
    expect(page.body).toMatch(/value="NUMERIC" checked/);

    const edited = await adminPost(t.app, path, cookies.admin, {
      title: 'Water depth',
      dataType: 'DECIMAL',
      unit: 'in',
    });
    expect(edited.statusCode).toBe(303);
    expect((await questionsOf(topicId)).find((q) => q.id === depth.id)).toMatchObject({
      title: 'Water depth',
      data_type: 'DECIMAL',
      unit: 'in',
    });

    const post = await t.db
      .insertInto('posts')
      .values({ project_id: river(), lng: -76.3, lat: 36.8, observed_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('structured_answers')
      .values({ post_id: post.id, question_id: depth.id, value: '12.5' })
      .execute();
    const retyped = await adminPost(t.app, path, cookies.admin, {
      title: 'Water depth',
      dataType: 'BOOLEAN',
    });
    expect(retyped.statusCode).toBe(400);
    expect(retyped.body).toContain('This question already has answers');
    expect((await questionsOf(topicId)).find((q) => q.id === depth.id)!.data_type).toBe('DECIMAL');

    const ask = await adminGet(t.app, `${path}/delete?lang=en`, cookies.admin);
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('1 answer to it will be deleted with it.');
    const deleted = await adminPost(t.app, `${path}/delete`, cookies.admin, {});
    expect(deleted.statusCode).toBe(303);
    expect((await questionsOf(topicId)).map((q) => q.id)).not.toContain(depth.id);
    const answers = await t.db
      .selectFrom('structured_answers')
      .select('id')
      .where('post_id', '=', post.id)
      .execute();
    expect(answers).toHaveLength(0);
  });

  it('deletes a topic after saying what goes with it; posts lose the link and stay', async () => {
    const post = await t.db
      .selectFrom('posts')
      .select('id')
      .where('project_id', '=', river())
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('post_investigations')
      .values({ post_id: post.id, investigation_id: topicId })
      .execute();
    const path = `${surveyPath()}/topics/${topicId}/delete`;
    const ask = await adminGet(t.app, `${path}?lang=es`, cookies.admin);
    expect(ask.body).toContain(
      '1 avistamiento pierde este tema, y sus 5 preguntas se van con 0 respuestas',
    );
    const deleted = await adminPost(t.app, path, cookies.admin, {});
    expect(deleted.statusCode).toBe(303);
    expect(await topicsOf(river())).toHaveLength(0);
    expect(await questionsOf(topicId)).toHaveLength(0);
    const still = await t.db.selectFrom('posts').select('id').where('id', '=', post.id).execute();
    expect(still).toHaveLength(1);
    const audit = await t.db
      .selectFrom('admin_audit')
      .select(['action', 'subject'])
      .where('subject_id', '=', topicId)
      .where('subject', '=', 'topic')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });
});

describe('who may change a survey', () => {
  let topicId: number;
  let questionId: number;
  beforeAll(async () => {
    const topic = await t.db
      .insertInto('investigations')
      .values({ project_id: river(), name: 'King tides', slug: 'king-tides' })
      .returning('id')
      .executeTakeFirstOrThrow();
    topicId = topic.id;
    const question = await t.db
      .insertInto('questions')
      .values({
        investigation_id: topicId,
        title: 'Depth at the curb',
        data_type: 'NUMERIC',
        options: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    questionId = question.id;
  });

  const calls = () => {
    const s = surveyPath();
    const topic = `${s}/topics/${topicId}`;
    const question = `${s}/questions/${questionId}`;
    const fields = { title: 'Taken over', dataType: 'BOOLEAN', name: 'Taken over', slug: 'x' };
    return [
      ['GET', s, null],
      ['GET', topic, null],
      ['GET', `${topic}/delete`, null],
      ['GET', `${topic}/questions/new`, null],
      ['GET', question, null],
      ['GET', `${question}/delete`, null],
      ['POST', `${s}/topics`, fields],
      ['POST', topic, fields],
      ['POST', `${topic}/delete`, {}],
      ['POST', `${topic}/questions`, fields],
      ['POST', question, fields],
      ['POST', `${question}/move`, { direction: 'down' }],
      ['POST', `${question}/delete`, {}],
    ] as const;
  };

  it('lets the group admin and the provider admin open every page', async () => {
    for (const [method, url] of calls()) {
      if (method !== 'GET') continue;
      for (const role of ['admin', 'provider'] as const) {
        const res = await adminGet(t.app, url, cookies[role]);
        expect(res.statusCode, `${url} as ${role}`).toBe(200);
      }
    }
  });

  it('answers 404 outside the group, 403 to its staff, 401 signed out, 403 from elsewhere; nothing changes', async () => {
    const before = {
      topics: await topicsOf(river()),
      questions: await questionsOf(topicId),
      audit: await auditCount(),
    };
    for (const [method, url, body] of calls()) {
      for (const [role, status] of [
        ['otherAdmin', 404],
        ['nobody', 404],
        ['staff', 403],
      ] as const) {
        const res =
          method === 'GET'
            ? await adminGet(t.app, url, cookies[role])
            : await adminPost(t.app, url, cookies[role], body ?? {});
        expect(res.statusCode, `${method} ${url} as ${role}`).toBe(status);
        expect(res.body).not.toContain('King tides');
      }
      const signedOut =
        method === 'GET'
          ? await t.app.inject({ method, url })
          : await adminPost(t.app, url, '', body ?? {});
      expect(signedOut.statusCode, `${method} ${url} signed out`).toBe(401);
      if (method === 'POST') {
        const foreign = await t.app.inject({
          method,
          url,
          headers: {
            cookie: cookies.admin,
            origin: 'https://evil.test',
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: new URLSearchParams(body ?? {}).toString(),
        });
        expect(foreign.statusCode, `${url} from elsewhere`).toBe(403);
      }
    }
    expect(await topicsOf(river())).toEqual(before.topics);
    expect(await questionsOf(topicId)).toEqual(before.questions);
    expect(await auditCount()).toBe(before.audit);
  });

  it('answers a 400 naming an id that is no number, 404 for one of another project', async () => {
    const bad = await adminGet(t.app, `${surveyPath()}/topics/x1`, cookies.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The topic number in the address must be a whole number');
    const badQuestion = await adminPost(
      t.app,
      `${surveyPath()}/questions/0/delete?lang=es`,
      cookies.admin,
      {},
    );
    expect(badQuestion.statusCode).toBe(400);
    expect(badQuestion.body).toContain('El número de pregunta');
    const otherProject = `/admin/projects/${seed.projects.bay}/surveys/questions/${questionId}`;
    expect((await adminGet(t.app, otherProject, cookies.provider)).statusCode).toBe(404);
    expect((await adminGet(t.app, `${surveyPath()}/topics/999999`, cookies.admin)).statusCode).toBe(
      404,
    );
    expect(await questionsOf(topicId)).toHaveLength(1);
  });
});
