import {
  NEW_POST_CLOCK_SKEW_MS,
  NEW_POST_EARLIEST_OBSERVED_AT,
  NEW_POST_ERROR_TEXTS,
  NewPostErrorBody,
  type NewPostErrorCode,
} from '@highwater/core/api/new-posts';
import {
  HONEYPOT_FIELD,
  PublicReportAnswer,
  publicReportPath,
  type PublicReportBody,
} from '@highwater/core/api/public-reports';
import { UPLOAD_SESSION_HEADER } from '@highwater/core/api/uploads';
import { REPORT_PAGE_IDS as IDS, type ReportPageData } from '@highwater/core/report-page';
import type { ReportPageTexts } from '@highwater/core/report-page-texts';
import { Value } from '@sinclair/typebox/value';
import {
  fieldProblem,
  mediaProblem,
  placeProblem,
  questionProblem,
  type FieldProblem,
} from './field-problems.ts';
import { fromLocalInput } from './local-time.ts';
import type { MediaUploads } from './media-uploads.ts';
import type { PlacePicker } from './place-picker.ts';
import { readAnswers } from './survey-answers.ts';

// As loose as the server's: one @, something on each side, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ReportParts {
  form: HTMLFormElement;
  data: ReportPageData;
  t: ReportPageTexts;
  uploads: MediaUploads;
  picker: PlacePicker;
  session: string;
  /** Made once for the form: a double tap or a retry sends the same one. */
  idempotencyKey: string;
}

export type SendResult =
  | { kind: 'taken'; answer: PublicReportAnswer | null }
  | { kind: 'refused'; problems: FieldProblem[] };

const value = (id: string) =>
  (document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? '';

const wordsOf = (code: NewPostErrorCode, lang: ReportPageData['lang']) =>
  NEW_POST_ERROR_TEXTS[code][lang];

/** The report as the call takes it, or the problems the page can tell without asking. */
function readReport(parts: ReportParts): { body: PublicReportBody } | { problems: FieldProblem[] } {
  const { form, data, t, uploads, picker } = parts;
  const problems: FieldProblem[] = [];
  if (uploads.count === 0) problems.push(mediaProblem(t.errors.noMedia));
  else if (uploads.pending()) problems.push(mediaProblem(t.errors.uploadsPending));
  else if (uploads.failed()) problems.push(mediaProblem(t.errors.uploadsFailed));
  if (!picker.place) problems.push(placeProblem(t.errors.noPlace));
  const observed = fromLocalInput(value(IDS.observedAt));
  if (!observed) {
    problems.push(fieldProblem(IDS.observedAt, wordsOf('observed_at_invalid', data.lang)));
  } else if (observed.getTime() > Date.now() + NEW_POST_CLOCK_SKEW_MS) {
    problems.push(fieldProblem(IDS.observedAt, wordsOf('observed_at_in_future', data.lang)));
  } else if (observed.getTime() < Date.parse(NEW_POST_EARLIEST_OBSERVED_AT)) {
    problems.push(fieldProblem(IDS.observedAt, wordsOf('observed_at_too_early', data.lang)));
  }
  const email = value(IDS.reporterEmail).trim();
  if (email && !EMAIL.test(email)) {
    problems.push(fieldProblem(IDS.reporterEmail, wordsOf('reporter_email_invalid', data.lang)));
  }
  const survey = readAnswers(form, data.questions, t);
  problems.push(...survey.problems);
  if (problems.length > 0 || !observed || !picker.place) return { problems };
  const name = value(IDS.reporterName).trim();
  const content = value(IDS.content).trim();
  const trap = (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value;
  return {
    body: {
      observed_at: observed.toISOString(),
      lat: picker.place.lat,
      lng: picker.place.lng,
      media_ids: uploads.mediaIds(),
      answers: survey.answers,
      idempotency_key: parts.idempotencyKey,
      ...(content ? { content } : {}),
      ...(name || email
        ? { reporter: { ...(name ? { name } : {}), ...(email ? { email } : {}) } }
        : {}),
      ...(trap ? { [HONEYPOT_FIELD]: trap } : {}),
    },
  };
}

/** The problem of a field the server named, under the field it belongs to. */
function serverProblem(field: string, message: string): FieldProblem {
  const question = /^answers\.(\d+)$/.exec(field);
  if (question) return questionProblem(Number(question[1]), message);
  if (field === 'media_ids' || field.startsWith('media_ids.')) return mediaProblem(message);
  if (field === 'lat' || field === 'lng') return placeProblem(message);
  const fields: Record<string, string> = {
    observed_at: IDS.observedAt,
    content: IDS.content,
    'reporter.name': IDS.reporterName,
    'reporter.email': IDS.reporterEmail,
  };
  const id = fields[field];
  return id ? fieldProblem(id, message) : { message, target: IDS.submit };
}

function refusal(status: number, answer: unknown, parts: ReportParts): FieldProblem[] {
  const { t, data } = parts;
  const whole = (message: string) => [{ message, target: IDS.submit }];
  if (status === 400 && Value.Check(NewPostErrorBody, answer) && answer.errors?.length) {
    return answer.errors.map((error) => serverProblem(error.field, wordsOf(error.code, data.lang)));
  }
  if (status === 404) return whole(t.errors.gone);
  if (status === 429) return whole(t.errors.tooMany);
  if (status >= 500) return whole(t.errors.server);
  return whole(t.errors.other);
}

/**
 * Checks the report, then sends it (with the form's one idempotency key, so that sending it again
 * after a lost answer finds the same post) and answers what came of it.
 */
export async function sendReport(parts: ReportParts): Promise<SendResult> {
  const read = readReport(parts);
  if ('problems' in read) return { kind: 'refused', problems: read.problems };
  const { data, t } = parts;
  let response: Response;
  try {
    response = await fetch(publicReportPath(data.clientGroupSlug, data.projectSlug), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [UPLOAD_SESSION_HEADER]: parts.session },
      body: JSON.stringify(read.body),
    });
  } catch {
    return { kind: 'refused', problems: [{ message: t.errors.offline, target: IDS.submit }] };
  }
  if (response.status === 202) return { kind: 'taken', answer: null };
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok && Value.Check(PublicReportAnswer, answer)) return { kind: 'taken', answer };
  return { kind: 'refused', problems: refusal(response.status, answer, parts) };
}
