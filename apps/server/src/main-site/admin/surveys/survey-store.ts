import type { Transaction } from 'kysely';
import type { Db } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import { publishProjectChanged } from '@/services/project-event-publisher.ts';
import type { AdminProject } from '../admin-access.ts';
import { recordAdminChange, type AdminChange } from '../audit.ts';
import type { QuestionRow, TopicValues } from './survey-forms.ts';

type Trx = Transaction<Database>;

export interface Change {
  project: AdminProject;
  actorId: number;
}

/**
 * Runs a survey change in one transaction with its audit row and the dashboards' event:
 * `work` answers what the audit records.
 */
async function changeSurvey(
  db: Db,
  change: Change,
  work: (
    trx: Trx,
  ) => Promise<Pick<AdminChange, 'action' | 'subject' | 'subjectId' | 'before' | 'after'>>,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const done = await work(trx);
    await recordAdminChange(trx, {
      actorId: change.actorId,
      clientGroupId: change.project.clientGroupId,
      projectId: change.project.id,
      ...done,
    });
    await publishProjectChanged(trx, {
      projectId: change.project.id,
      actorId: change.actorId,
      part: 'topics',
      at: new Date(),
    });
    return done.subjectId;
  });
}

const count = async (query: Promise<{ count: string | number | bigint } | undefined>) =>
  Number((await query)?.count ?? 0);

export async function listTopics(db: Db, projectId: number) {
  const topics = await db
    .selectFrom('investigations')
    .select(['id', 'name', 'slug', 'icon'])
    .where('project_id', '=', projectId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const counts = await db
    .selectFrom('questions as q')
    .innerJoin('investigations as i', 'i.id', 'q.investigation_id')
    .select(['q.investigation_id'])
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('i.project_id', '=', projectId)
    .groupBy('q.investigation_id')
    .orderBy('q.investigation_id')
    .execute();
  const byTopic = new Map(counts.map((row) => [row.investigation_id, Number(row.count)]));
  return topics.map((topic) => ({ ...topic, questions: byTopic.get(topic.id) ?? 0 }));
}

export async function findTopic(db: Db, projectId: number, topicId: number) {
  return db
    .selectFrom('investigations')
    .select(['id', 'name', 'slug', 'icon'])
    .where('id', '=', topicId)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
}

export async function listQuestions(db: Db, topicId: number) {
  return db
    .selectFrom('questions')
    .select(['id', 'title', 'data_type', 'unit', 'multiple', 'options', 'required', 'sort_order'])
    .where('investigation_id', '=', topicId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** A question of one of the project's topics. */
export async function findQuestion(db: Db, projectId: number, questionId: number) {
  return db
    .selectFrom('questions as q')
    .innerJoin('investigations as i', 'i.id', 'q.investigation_id')
    .select([
      'q.id',
      'q.investigation_id',
      'q.title',
      'q.data_type',
      'q.unit',
      'q.multiple',
      'q.options',
      'q.required',
      'q.sort_order',
    ])
    .where('q.id', '=', questionId)
    .where('i.project_id', '=', projectId)
    .executeTakeFirst();
}

export const answerCount = (db: Db, questionId: number) =>
  count(
    db
      .selectFrom('structured_answers')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('question_id', '=', questionId)
      .executeTakeFirst(),
  );

/** What deleting a topic takes with it: post links, questions, answers. */
export async function topicReach(db: Db, topicId: number) {
  const [posts, questions, answers] = await Promise.all([
    count(
      db
        .selectFrom('post_investigations')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('investigation_id', '=', topicId)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('questions')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('investigation_id', '=', topicId)
        .executeTakeFirst(),
    ),
    count(
      db
        .selectFrom('structured_answers as a')
        .innerJoin('questions as q', 'q.id', 'a.question_id')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('q.investigation_id', '=', topicId)
        .executeTakeFirst(),
    ),
  ]);
  return { posts, questions, answers };
}

/** The unique constraint a topic's slug is held by within its project. */
export const TOPIC_SLUG_KEY = 'investigations_project_id_slug_key';

export async function slugTaken(db: Db, projectId: number, slug: string, exceptId: number | null) {
  let query = db
    .selectFrom('investigations')
    .select('id')
    .where('project_id', '=', projectId)
    .where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const topicRow = (values: TopicValues) => ({
  name: values.name,
  slug: values.slug,
  icon: values.icon === '' ? null : values.icon,
});

export const createTopic = (db: Db, change: Change, values: TopicValues) =>
  changeSurvey(db, change, async (trx) => {
    const row = topicRow(values);
    const { id } = await trx
      .insertInto('investigations')
      .values({ project_id: change.project.id, ...row })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { action: 'create', subject: 'topic', subjectId: id, before: null, after: row };
  });

export const updateTopic = (db: Db, change: Change, topicId: number, values: TopicValues) =>
  changeSurvey(db, change, async (trx) => {
    const before = await trx
      .selectFrom('investigations')
      .select(['name', 'slug', 'icon'])
      .where('id', '=', topicId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const row = topicRow(values);
    await trx.updateTable('investigations').set(row).where('id', '=', topicId).execute();
    return { action: 'update', subject: 'topic', subjectId: topicId, before, after: row };
  });

/** Its questions and their answers go with it, and posts lose the link (cascades). */
export const deleteTopic = (db: Db, change: Change, topicId: number) =>
  changeSurvey(db, change, async (trx) => {
    const before = await trx
      .selectFrom('investigations')
      .select(['name', 'slug', 'icon'])
      .where('id', '=', topicId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const reach = await topicReach(trx, topicId);
    await trx.deleteFrom('investigations').where('id', '=', topicId).execute();
    return {
      action: 'delete',
      subject: 'topic',
      subjectId: topicId,
      before: { ...before, ...reach },
      after: null,
    };
  });

const storedQuestion = (row: QuestionRow) => ({ ...row, options: JSON.stringify(row.options) });

export const createQuestion = (db: Db, change: Change, topicId: number, row: QuestionRow) =>
  changeSurvey(db, change, async (trx) => {
    // Locks the topic so two questions added at once get different places.
    await trx
      .selectFrom('investigations')
      .select('id')
      .where('id', '=', topicId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const last = await trx
      .selectFrom('questions')
      .select((eb) => eb.fn.max('sort_order').as('max'))
      .where('investigation_id', '=', topicId)
      .executeTakeFirst();
    const { id } = await trx
      .insertInto('questions')
      .values({
        investigation_id: topicId,
        ...storedQuestion(row),
        sort_order: (last?.max ?? -1) + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { action: 'create', subject: 'question', subjectId: id, before: null, after: row };
  });

const questionBefore = (trx: Trx, questionId: number) =>
  trx
    .selectFrom('questions')
    .select([
      'title',
      'data_type',
      'unit',
      'multiple',
      'options',
      'required',
      'sort_order',
      'investigation_id',
    ])
    .where('id', '=', questionId)
    .forUpdate()
    .executeTakeFirstOrThrow();

export const updateQuestion = (db: Db, change: Change, questionId: number, row: QuestionRow) =>
  changeSurvey(db, change, async (trx) => {
    const before = await questionBefore(trx, questionId);
    await trx
      .updateTable('questions')
      .set(storedQuestion(row))
      .where('id', '=', questionId)
      .execute();
    return { action: 'update', subject: 'question', subjectId: questionId, before, after: row };
  });

/** Its answers go with it (structured_answers cascades). */
export const deleteQuestion = (db: Db, change: Change, questionId: number) =>
  changeSurvey(db, change, async (trx) => {
    const before = await questionBefore(trx, questionId);
    const answers = await answerCount(trx, questionId);
    await trx.deleteFrom('questions').where('id', '=', questionId).execute();
    return {
      action: 'delete',
      subject: 'question',
      subjectId: questionId,
      before: { ...before, answers },
      after: null,
    };
  });

/** Swaps the question with its neighbour; the topic's order is renumbered 0, 1, 2… on the way. */
export const moveQuestion = (
  db: Db,
  change: Change,
  question: { id: number; investigation_id: number },
  direction: 'up' | 'down',
) =>
  changeSurvey(db, change, async (trx) => {
    await trx
      .selectFrom('investigations')
      .select('id')
      .where('id', '=', question.investigation_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const ids = (await listQuestions(trx, question.investigation_id)).map((q) => q.id);
    const from = ids.indexOf(question.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from >= 0 && to >= 0 && to < ids.length) {
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    }
    for (const [place, id] of ids.entries()) {
      await trx.updateTable('questions').set({ sort_order: place }).where('id', '=', id).execute();
    }
    return {
      action: 'reorder',
      subject: 'question',
      subjectId: question.id,
      before: { place: from },
      after: { place: ids.indexOf(question.id) },
    };
  });
