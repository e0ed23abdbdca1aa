import { describe, expect, it } from 'vitest';
import type { Question } from '@highwater/core/api/projects';
import { ClientError, ServerError } from '@/api/api-errors.ts';
import { readAnswer } from '@/features/project-map/new-sighting/answer-input.ts';
import { serverProblems } from '@/features/project-map/new-sighting/server-problems.ts';
import {
  readDraft,
  type DraftMedia,
  type SightingDraft,
} from '@/features/project-map/new-sighting/sighting-draft.ts';

const ZONE = 'America/New_York';

function question(id: number, data_type: Question['data_type'], extra: Partial<Question> = {}) {
  return {
    id,
    investigation_id: 1,
    title: `Question ${id}`,
    data_type,
    unit: null,
    multiple: false,
    options: [],
    required: false,
    ...extra,
  } satisfies Question;
}

const passable = question(1, 'BOOLEAN', { required: true });
const depth = question(2, 'NUMERIC', { unit: 'INCHES' });
const temperature = question(3, 'DECIMAL');
const source = question(4, 'SELECT', { options: ['rain', 'high tide', 'storm drain'] });
const flooded = question(5, 'SELECT', { multiple: true, options: ['street', 'yard', 'garage'] });
const arrived = question(6, 'DATETIME');
const lasted = question(7, 'TIMERANGE');

describe('an answer as typed, read as the server takes it', () => {
  it('reads yes and no, and leaves a blank question out', () => {
    expect(readAnswer(passable, 'yes', ZONE)).toEqual({ value: true });
    expect(readAnswer(passable, 'no', ZONE)).toEqual({ value: false });
    expect(readAnswer(temperature, '', ZONE)).toBeNull();
    expect(readAnswer(temperature, undefined, ZONE)).toBeNull();
  });

  it('asks for an answer to a required question', () => {
    expect(readAnswer(passable, '', ZONE)).toEqual({ problem: 'answer_required' });
    expect(readAnswer({ ...flooded, required: true }, [], ZONE)).toEqual({
      problem: 'answer_required',
    });
  });

  it('reads numbers with a point or a comma, and refuses anything else', () => {
    expect(readAnswer(depth, ' 12 ', ZONE)).toEqual({ value: 12 });
    expect(readAnswer(temperature, '4,5', ZONE)).toEqual({ value: 4.5 });
    expect(readAnswer(temperature, '-0.5', ZONE)).toEqual({ value: -0.5 });
    for (const typed of ['12 cm', '1.2.3', '1,000.5', 'abc', '1e400', '.']) {
      expect(readAnswer(temperature, typed, ZONE), typed).toEqual({ problem: 'number_invalid' });
    }
  });

  it('takes one option, or several in the options’ own order, and nothing else', () => {
    expect(readAnswer(source, 'high tide', ZONE)).toEqual({ value: 'high tide' });
    expect(readAnswer(source, 'snow', ZONE)).toEqual({ problem: 'answer_not_an_option' });
    expect(readAnswer(flooded, ['garage', 'street'], ZONE)).toEqual({
      value: ['street', 'garage'],
    });
    expect(readAnswer(flooded, ['street', 'roof'], ZONE)).toEqual({
      problem: 'answer_not_an_option',
    });
  });

  it('reads times as the wall clock of the zone', () => {
    expect(readAnswer(arrived, '2026-01-05T10:00', ZONE)).toEqual({
      value: '2026-01-05T15:00:00.000Z',
    });
    expect(readAnswer(arrived, '2026-07-05T10:00', ZONE)).toEqual({
      value: '2026-07-05T14:00:00.000Z',
    });
    expect(readAnswer(arrived, 'yesterday', ZONE)).toEqual({ problem: 'time_invalid' });
  });

  it('reads a range with an end, or open while still flooded, never ending before it starts', () => {
    expect(readAnswer(lasted, ['2026-01-05T09:00', '2026-01-05T11:30'], ZONE)).toEqual({
      value: ['2026-01-05T14:00:00.000Z', '2026-01-05T16:30:00.000Z'],
    });
    expect(readAnswer(lasted, ['2026-01-05T09:00', ''], ZONE)).toEqual({
      value: ['2026-01-05T14:00:00.000Z', null],
    });
    expect(readAnswer(lasted, ['', ''], ZONE)).toBeNull();
    expect(readAnswer(lasted, ['', '2026-01-05T11:30'], ZONE)).toEqual({
      problem: 'range_start_missing',
    });
    expect(readAnswer(lasted, ['2026-01-05T11:30', '2026-01-05T09:00'], ZONE)).toEqual({
      problem: 'range_end_before_start',
    });
  });
});

describe('the whole form, read into a new post', () => {
  const questions = [passable, depth, source, lasted];
  const now = new Date('2026-01-05T18:00:00Z');
  const context = { zone: ZONE, now, idempotencyKey: 'key-0123456789' };
  const uploaded: DraftMedia = { count: 2, uploading: false, failed: false, ids: [31, 32] };
  const draft: SightingDraft = {
    place: { lng: -76.29, lat: 36.85, name: '12 Main St' },
    observed: '2026-01-05T12:40',
    content: '  Water over the kerb  ',
    answers: { 1: 'no', 2: '14', 7: ['2026-01-05T09:00', ''] },
  };

  it('gives the body the server takes, answering only what was answered', () => {
    expect(readDraft(draft, questions, uploaded, context)).toEqual({
      body: {
        observed_at: '2026-01-05T17:40:00.000Z',
        lat: 36.85,
        lng: -76.29,
        content: 'Water over the kerb',
        media_ids: [31, 32],
        answers: [
          { question_id: 1, value: false },
          { question_id: 2, value: 14 },
          { question_id: 7, value: ['2026-01-05T14:00:00.000Z', null] },
        ],
        idempotency_key: 'key-0123456789',
      },
    });
  });

  it('leaves out an empty description and an unanswered survey', () => {
    const read = readDraft(
      { ...draft, content: ' ', answers: { 1: 'yes' } },
      [passable],
      uploaded,
      context,
    );
    expect('body' in read && read.body).not.toHaveProperty('content');
    expect('body' in read && read.body.answers).toEqual([{ question_id: 1, value: true }]);
  });

  it('names every field that cannot be sent yet', () => {
    const empty: SightingDraft = { place: null, observed: '', content: '', answers: { 2: 'deep' } };
    const none: DraftMedia = { count: 0, uploading: false, failed: false, ids: [] };
    expect(readDraft(empty, questions, none, context)).toEqual({
      problems: {
        place: 'location_invalid',
        media: 'media_missing',
        observed_at: 'observed_at_invalid',
        'answers.1': 'answer_required',
        'answers.2': 'number_invalid',
      },
    });
  });

  it('holds the time to the server’s bounds: ten minutes ahead at most, not before 2000', () => {
    const ahead = (observed: string) =>
      readDraft({ ...draft, observed }, questions, uploaded, context);
    expect(ahead('2026-01-05T13:09')).toHaveProperty('body');
    expect(ahead('2026-01-05T13:11')).toEqual({
      problems: { observed_at: 'observed_at_in_future' },
    });
    expect(ahead('1999-12-31T18:59')).toEqual({
      problems: { observed_at: 'observed_at_too_early' },
    });
  });

  it('waits for uploads, and for failed ones to be sent again or removed', () => {
    const read = (media: Partial<DraftMedia>) =>
      readDraft(draft, questions, { ...uploaded, ...media }, context);
    expect(read({ uploading: true })).toEqual({ problems: { media: 'media_uploading' } });
    expect(read({ failed: true })).toEqual({ problems: { media: 'media_failed' } });
    expect(read({ count: 11 })).toEqual({ problems: { media: 'media_too_many' } });
  });
});

describe('what the server refused, by field', () => {
  const refusal = (errors: { field: string; code: string }[]) =>
    new ClientError(400, 'Bad Request', {
      statusCode: 400,
      error: 'Bad Request',
      message: 'The post was not created: check the fields named in errors',
      errors: errors.map((error) => ({ ...error, message: 'x' })),
    });

  it('puts each problem on the form’s field, the first of a field winning', () => {
    expect(
      serverProblems(
        refusal([
          { field: 'lat', code: 'location_invalid' },
          { field: 'media_ids.12', code: 'media_unusable' },
          { field: 'answers.7', code: 'answer_not_an_option' },
          { field: 'answers.7', code: 'answer_duplicate' },
          { field: 'observed_at', code: 'observed_at_in_future' },
          { field: 'idempotency_key', code: 'idempotency_key_invalid' },
        ]),
      ),
    ).toEqual({
      place: 'location_invalid',
      media: 'media_unusable',
      'answers.7': 'answer_not_an_option',
      observed_at: 'observed_at_in_future',
      form: 'idempotency_key_invalid',
    });
  });

  it('leaves any other failure to the form as a whole', () => {
    expect(serverProblems(new ServerError(500, 'Internal Server Error', {}))).toBeNull();
    expect(serverProblems(new ClientError(409, 'Conflict', { message: 'taken' }))).toBeNull();
    expect(serverProblems(refusal([]))).toBeNull();
    expect(serverProblems(new ClientError(400, 'Bad Request', { errors: 'nonsense' }))).toBeNull();
    expect(serverProblems(new Error('offline'))).toBeNull();
  });
});
