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

/** What a group of choices (radio buttons, checkboxes) takes from its question and problem. */
function useChoicesProps(question: Question) {
  const problemProps = useProblemProps(answerField(question.id));
  return {
    className: 'sighting-question__choices',
    isRequired: question.required,
    isInvalid: problemProps['aria-invalid'],
    'aria-describedby': problemProps['aria-describedby'],
  };
}

/** A group's label, then its choices in a row. */
function ChoicesLayout({ question, children }: { question: Question; children: ReactNode }) {
  return (
    <>
      <Label className="field__label">
        <QuestionLabel question={question} />
      </Label>
      <div className="sighting-question__row">{children}</div>
    </>
  );
}

interface RadioFieldProps extends FieldProps {
  choices: { value: string; label: ReactNode }[];
}

/** Yes or no, or a choice among a few options, as radio buttons in a row. */
function RadioField({ question, input, onChange, choices }: RadioFieldProps) {
  const { t } = useTranslation();
  const choicesProps = useChoicesProps(question);
  const value = answerText(input) || NO_ANSWER;
  const all = question.required
    ? choices
    : [...choices, { value: NO_ANSWER, label: t('newsighting.no_answer') }];
  return (
    <RadioGroup
      {...choicesProps}
      value={question.required && value === NO_ANSWER ? null : value}
      onChange={(next) => onChange(next === NO_ANSWER ? '' : next)}
    >
      <ChoicesLayout question={question}>
        {all.map((choice) => (
          <Radio key={choice.value} className="choice choice--radio" value={choice.value}>
            {choice.label}
          </Radio>
        ))}
      </ChoicesLayout>
    </RadioGroup>
  );
}

/** A choice among several options: checkboxes. */
function MultipleChoiceField({ question, input, onChange }: FieldProps) {
  return (
    <CheckboxGroup
      {...useChoicesProps(question)}
      value={[...answerList(input)]}
      onChange={onChange}
    >
      <ChoicesLayout question={question}>
        {question.options.map((option) => (
          <Checkbox key={option} className="choice choice--check" value={option}>
            <span className="choice__box" aria-hidden="true">
              <Check size={12} strokeWidth={3} />
            </span>
            <span className="choice__label">{option}</span>
          </Checkbox>
        ))}
      </ChoicesLayout>
    </CheckboxGroup>
  );
}

/** What a control under a question's label takes: the label's target, the answer's need, its problem. */
type ControlProps = { id: string; required: boolean } & ReturnType<typeof useProblemProps>;

/** The question's label above the one control `children` draws with the props it is given. */
function LabelledControl({
  question,
  children,
}: {
  question: Question;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const problemProps = useProblemProps(answerField(question.id));
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <QuestionLabel question={question} />
      </label>
      {children({ id, required: question.required, ...problemProps })}
    </div>
  );
}

/** A choice among many options: a drop-down list. */
function SelectField({ question, input, onChange }: FieldProps) {
  const { t } = useTranslation();
  return (
    <LabelledControl question={question}>
      {(control) => (
        <select
          {...control}
          className="input select"
          value={answerText(input)}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('newsighting.choose')}</option>
          {question.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}

/** A decimal or whole number, in the question's unit. */
function NumberField({ question, input, onChange }: FieldProps) {
  return (
    <LabelledControl question={question}>
      {(control) => (
        <input
          {...control}
          className="input sighting-question__number"
          type="text"
          inputMode={question.data_type === 'NUMERIC' ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={answerText(input)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </LabelledControl>
  );
}

/** A date and time of the place. */
function DateTimeField({ question, input, onChange }: FieldProps) {
  return (
    <LabelledControl question={question}>
      {(control) => (
        <input
          {...control}
          className="input"
          type="datetime-local"
          value={answerText(input)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </LabelledControl>
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
