import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { CircleAlert } from 'lucide-react';
import { NEW_POST_CONTENT_MAX_LENGTH } from '@highwater/core/api/new-posts';
import { zoneAbbreviation } from '@highwater/core/place-zone';
import { errorMessage } from '@/lib/error-message.ts';
import { useProjectFilter } from '../use-project-filter.ts';
import { fieldDomId } from './field-ids.ts';
import { FieldProblem, useProblemProps } from './field-problem.tsx';
import { MediaField } from './media-field.tsx';
import { useNewSighting } from './new-sighting-context.tsx';
import { PlaceField } from './place-field.tsx';
import { problemText } from './problem-text.ts';
import { QuestionField } from './question-field.tsx';
import { useSubmitSighting } from './use-submit-sighting.ts';
import '../filters/filters.css';
import './new-sighting.css';

function ObservedField() {
  const { t } = useTranslation();
  const sighting = useNewSighting();
  const id = useId();
  const hintId = `${id}-hint`;
  const problemProps = useProblemProps('observed_at', hintId);
  return (
    <div className="sighting-field field" id={fieldDomId('observed_at')}>
      <label className="sighting-field__title" htmlFor={id}>
        {t('newsighting.observed')}
      </label>
      <input
        id={id}
        className="input"
        type="datetime-local"
        required
        value={sighting.draft.observed}
        onChange={(event) => sighting.update({ observed: event.target.value })}
        {...problemProps}
      />
      <p id={hintId} className="field__hint">
        {t('newsighting.time_zone', { zone: zoneAbbreviation(sighting.zone, new Date()) })}
      </p>
      <FieldProblem field="observed_at" />
    </div>
  );
}

function DescriptionField() {
  const { t } = useTranslation();
  const sighting = useNewSighting();
  const id = useId();
  const problemProps = useProblemProps('content');
  return (
    <div className="sighting-field field" id={fieldDomId('content')}>
      <label className="sighting-field__title" htmlFor={id}>
        {t('newsighting.description')}
      </label>
      <textarea
        id={id}
        className="input sighting-field__text"
        rows={4}
        maxLength={NEW_POST_CONTENT_MAX_LENGTH}
        placeholder={t('newsighting.description_placeholder')}
        value={sighting.draft.content}
        onChange={(event) => sighting.update({ content: event.target.value })}
        {...problemProps}
      />
      <FieldProblem field="content" />
    </div>
  );
}

/**
 * Why the sighting was not added, as a whole: the fields' problems in short, a refusal of the
 * submission itself, or no answer at all.
 */
function FormProblem({ failure }: { failure: unknown }) {
  const { t, i18n } = useTranslation();
  const { problems } = useNewSighting();
  const message = problems.form
    ? problemText(t, i18n.language, problems.form)
    : failure
      ? `${t('newsighting.failed')} ${errorMessage(t, failure)}`
      : Object.keys(problems).length > 0
        ? t('newsighting.check_fields')
        : null;
  if (!message) return null;
  return (
    <div className="sighting-form__problem" id={fieldDomId('form')} role="alert" tabIndex={-1}>
      <CircleAlert size={16} aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

interface NewSightingFormProps {
  /** In a phone's or tablet's sheet, which has its own title and close button. */
  inSheet: boolean;
}

/**
 * The form adding a sighting logged by the member: the place, photos and videos, the time
 * observed, a description and the project's survey questions by topic, then Add sighting.
 */
export function NewSightingForm({ inSheet }: NewSightingFormProps) {
  const { t } = useTranslation();
  const { project } = useProjectFilter();
  const sighting = useNewSighting();
  const { submit, pending, failure } = useSubmitSighting();
  const topics = project.investigations.filter((topic) => topic.questions.length > 0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="sighting-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('newsighting.title')}
    >
      <div className="sighting-form__body">
        <PlaceField inSheet={inSheet} />
        <MediaField />
        <ObservedField />
        <DescriptionField />
        {topics.map((topic) => (
          <fieldset key={topic.id} className="sighting-field">
            <legend className="sighting-field__title">{topic.name}</legend>
            {topic.questions.map((question) => (
              <QuestionField key={question.id} question={question} />
            ))}
          </fieldset>
        ))}
      </div>
      <div className="sighting-form__footer">
        <FormProblem failure={failure} />
        <div className="sighting-form__actions">
          <Button className="button" onPress={sighting.requestClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" className="button button--primary" isDisabled={pending}>
            {pending ? t('newsighting.submitting') : t('newsighting.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
