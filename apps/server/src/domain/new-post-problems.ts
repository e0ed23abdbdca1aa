import {
  NEW_POST_CLOCK_SKEW_MS,
  NEW_POST_EARLIEST_OBSERVED_AT,
  NEW_POST_ERROR_TEXTS,
  type NewPostBody,
  type NewPostErrorCode,
  type NewPostFieldError,
} from '@highwater/core/api/new-posts';

/** A field of a new post and what is wrong with it. */
export interface NewPostProblem {
  field: string;
  code: NewPostErrorCode;
}

export const withMessage = (problem: NewPostProblem): NewPostFieldError => ({
  ...problem,
  message: NEW_POST_ERROR_TEXTS[problem.code].en,
});

// Deliberately loose: one @, something on each side, a dot in the domain. Mail delivery is the
// real check; this catches a name typed into the wrong box.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a schema cannot say of the body's own fields: the time's bounds, the e-mail's shape. */
export function checkFields(body: NewPostBody, now: Date): NewPostProblem[] {
  const problems: NewPostProblem[] = [];
  const observed = Date.parse(body.observed_at);
  if (Number.isNaN(observed)) {
    problems.push({ field: 'observed_at', code: 'observed_at_invalid' });
  } else if (observed > now.getTime() + NEW_POST_CLOCK_SKEW_MS) {
    problems.push({ field: 'observed_at', code: 'observed_at_in_future' });
  } else if (observed < Date.parse(NEW_POST_EARLIEST_OBSERVED_AT)) {
    problems.push({ field: 'observed_at', code: 'observed_at_too_early' });
  }
  const email = body.reporter?.email?.trim();
  if (email && !EMAIL.test(email)) {
    problems.push({ field: 'reporter.email', code: 'reporter_email_invalid' });
  }
  return problems;
}

/** A schema error (ajv's path and keyword) as the field and code the form shows. */
export function schemaProblem(
  error: { instancePath: string; keyword: string; params: Record<string, unknown> },
  body: unknown,
): NewPostProblem {
  const path = error.instancePath.split('/').filter(Boolean);
  const missing =
    error.keyword === 'required' && typeof error.params.missingProperty === 'string'
      ? error.params.missingProperty
      : null;
  const [top = missing ?? '', second] = path;
  // A NUL in text or a number out of JavaScript's safe range (plugins/validators.ts).
  if (error.keyword === 'safeValue')
    return { field: path.join('.') || 'body', code: 'invalid_body' };
  switch (top) {
    case 'observed_at':
      return { field: top, code: 'observed_at_invalid' };
    case 'lat':
    case 'lng':
      return { field: top, code: 'location_invalid' };
    case 'content':
      return { field: top, code: 'content_too_long' };
    case 'media_ids':
      if (error.keyword === 'maxItems') return { field: top, code: 'media_too_many' };
      if (error.keyword === 'minItems' || missing) return { field: top, code: 'media_missing' };
      return { field: top, code: 'media_unusable' };
    case 'answers':
      return { field: answerField(body, second), code: 'answer_wrong_type' };
    case 'reporter':
      if (second === 'name') return { field: 'reporter.name', code: 'reporter_name_too_long' };
      if (second === 'email') return { field: 'reporter.email', code: 'reporter_email_invalid' };
      return { field: top, code: 'invalid_body' };
    case 'idempotency_key':
      return { field: top, code: 'idempotency_key_invalid' };
    default: {
      const extra = error.params.additionalProperty;
      return { field: typeof extra === 'string' ? extra : top, code: 'invalid_body' };
    }
  }
}

/** 'answers.<question id>' for the answer at that index when it names a question. */
function answerField(body: unknown, index: string | undefined): string {
  const answers = (body as { answers?: unknown } | null)?.answers;
  const answer: unknown =
    Array.isArray(answers) && index !== undefined ? answers[Number(index)] : null;
  const questionId = (answer as { question_id?: unknown } | null)?.question_id;
  return typeof questionId === 'number' ? `answers.${questionId}` : 'answers';
}
