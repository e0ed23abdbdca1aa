import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
import { Check } from 'lucide-react';
import type { Question } from '@highwater/core/api/projects';
import { unitSymbol } from '@highwater/core/format/answer';
import { answerList, answerText, emptyAnswer, type AnswerInput } from './answer-input.ts';
import { fieldDomId } from './field-ids.ts';
import { FieldProblem, useProblemProps } from './field-problem.tsx';
import { useNewSighting } from './new-sighting-context.tsx';
import { answerField } from './sighting-draft.ts';

/** Up to this many options show as radio buttons; more are a drop-down list. */
const RADIO_OPTIONS_MAX = 6;
/** The radio value of "No answer" for a question that may be left unanswered. */
const NO_ANSWER = 'none';

interface FieldProps {
  question: Question;
  input: AnswerInput;
  onChange: (input: AnswerInput) => void;
}

/** The question's title, its unit and whether it must be answered. */
function QuestionLabel({ question }: { question: Question }) {
  const { t } = useTranslation();
  return (
    <>
      {question.title}
      {question.unit && (
        <span className="sighting-question__unit"> ({unitSymbol(question.unit)})</span>
      )}
      {question.required && (
        <span className="sighting-question__required"> · {t('newsighting.required')}</span>
      )}
    </>
  );
}

interface RadioFieldProps extends FieldProps {
  choices: { value: string; label: ReactNode }[];
}

/** Yes or no, or a choice among a few options, as radio buttons in a row. */
function RadioField({ question, input, onChange, choices }: RadioFieldProps) {
  const { t } = useTranslation();
  const problemProps = useProblemProps(answerField(question.id));
  const value = answerText(input) || NO_ANSWER;
  const all = question.required
    ? choices
    : [...choices, { value: NO_ANSWER, label: t('newsighting.no_answer') }];
  return (
    <RadioGroup
      className="sighting-question__choices"
      value={question.required && value === NO_ANSWER ? null : value}
      onChange={(next) => onChange(next === NO_ANSWER ? '' : next)}
      isRequired={question.required}
      isInvalid={problemProps['aria-invalid']}
      aria-describedby={problemProps['aria-describedby']}
    >
      <Label className="field__label">
        <QuestionLabel question={question} />
      </Label>
      <div className="sighting-question__row">
        {all.map((choice) => (
          <Radio key={choice.value} className="choice choice--radio" value={choice.value}>
            {choice.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

/** A choice among several options: checkboxes. */
function MultipleChoiceField({ question, input, onChange }: FieldProps) {
  const problemProps = useProblemProps(answerField(question.id));
  return (
    <CheckboxGroup
      className="sighting-question__choices"
      value={[...answerList(input)]}
      onChange={onChange}
      isRequired={question.required}
      isInvalid={problemProps['aria-invalid']}
      aria-describedby={problemProps['aria-describedby']}
    >
      <Label className="field__label">
        <QuestionLabel question={question} />
      </Label>
      <div className="sighting-question__row">
        {question.options.map((option) => (
          <Checkbox key={option} className="choice choice--check" value={option}>
            <span className="choice__box" aria-hidden="true">
              <Check size={12} strokeWidth={3} />
            </span>
            <span className="choice__label">{option}</span>
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  );
}

/** A choice among many options: a drop-down list. */
function SelectField({ question, input, onChange }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const problemProps = useProblemProps(answerField(question.id));
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <QuestionLabel question={question} />
      </label>
      <select
        id={id}
        className="input select"
        value={answerText(input)}
        required={question.required}
        onChange={(event) => onChange(event.target.value)}
        {...problemProps}
      >
        <option value="">{t('newsighting.choose')}</option>
        {question.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A decimal or whole number, in the question's unit. */
function NumberField({ question, input, onChange }: FieldProps) {
  const id = useId();
  const problemProps = useProblemProps(answerField(question.id));
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <QuestionLabel question={question} />
      </label>
      <input
        id={id}
        className="input sighting-question__number"
        type="text"
        inputMode={question.data_type === 'NUMERIC' ? 'numeric' : 'decimal'}
        autoComplete="off"
        required={question.required}
        value={answerText(input)}
        onChange={(event) => onChange(event.target.value)}
        {...problemProps}
      />
    </div>
  );
}

/** A date and time of the place. */
function DateTimeField({ question, input, onChange }: FieldProps) {
  const id = useId();
  const problemProps = useProblemProps(answerField(question.id));
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <QuestionLabel question={question} />
      </label>
      <input
        id={id}
        className="input"
        type="datetime-local"
        required={question.required}
        value={answerText(input)}
        onChange={(event) => onChange(event.target.value)}
        {...problemProps}
      />
    </div>
  );
}

/** From when to when; the end left empty while it is still flooded. */
function TimeRangeField({ question, input, onChange }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const problemProps = useProblemProps(answerField(question.id), hintId);
  const [start = '', end = ''] = answerList(input);
  return (
    <fieldset className="sighting-question__range">
      <legend className="field__label">
        <QuestionLabel question={question} />
      </legend>
      <div className="sighting-question__ends">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-start`}>
            {t('newsighting.range_from')}
          </label>
          <input
            id={`${id}-start`}
            className="input"
            type="datetime-local"
            required={question.required}
            value={start}
            onChange={(event) => onChange([event.target.value, end])}
            {...problemProps}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-end`}>
            {t('newsighting.range_to')}
          </label>
          <input
            id={`${id}-end`}
            className="input"
            type="datetime-local"
            value={end}
            onChange={(event) => onChange([start, event.target.value])}
            {...problemProps}
          />
        </div>
      </div>
      <p id={hintId} className="field__hint">
        {t('newsighting.range_hint')}
      </p>
    </fieldset>
  );
}

function QuestionControl(props: FieldProps) {
  const { t } = useTranslation();
  const { question } = props;
  switch (question.data_type) {
    case 'BOOLEAN':
      return (
        <RadioField
          {...props}
          choices={[
            { value: 'yes', label: t('newsighting.yes') },
            { value: 'no', label: t('newsighting.no') },
          ]}
        />
      );
    case 'DECIMAL':
    case 'NUMERIC':
      return <NumberField {...props} />;
    case 'SELECT':
      if (question.multiple) return <MultipleChoiceField {...props} />;
      if (question.options.length > RADIO_OPTIONS_MAX) return <SelectField {...props} />;
      return (
        <RadioField
          {...props}
          choices={question.options.map((option) => ({ value: option, label: option }))}
        />
      );
    case 'DATETIME':
      return <DateTimeField {...props} />;
    case 'TIMERANGE':
      return <TimeRangeField {...props} />;
  }
}

/** One survey question, by its data type, with what is wrong with its answer. */
export function QuestionField({ question }: { question: Question }) {
  const sighting = useNewSighting();
  const field = answerField(question.id);
  return (
    <div className="sighting-question" id={fieldDomId(field)}>
      <QuestionControl
        question={question}
        input={sighting.draft.answers[question.id] ?? emptyAnswer(question)}
        onChange={(input) => sighting.setAnswer(question.id, input)}
      />
      <FieldProblem field={field} />
    </div>
  );
}
