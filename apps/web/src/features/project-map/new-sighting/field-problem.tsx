import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import { problemDomId } from './field-ids.ts';
import { useNewSighting } from './new-sighting-context.tsx';
import { problemText } from './problem-text.ts';
import type { FieldKey } from './sighting-draft.ts';

/** What is wrong with a field, under it; its control names it in aria-describedby. */
export function FieldProblem({ field }: { field: FieldKey }) {
  const { t, i18n } = useTranslation();
  const problem = useNewSighting().problems[field];
  if (!problem) return null;
  return (
    <p className="sighting-field__problem" id={problemDomId(field)}>
      <CircleAlert size={14} aria-hidden="true" />
      <span>{problemText(t, i18n.language, problem)}</span>
    </p>
  );
}

/** The props that tie a control to its field's problem. */
export function useProblemProps(field: FieldKey, describedBy?: string) {
  const problem = useNewSighting().problems[field];
  const ids = [describedBy, problem ? problemDomId(field) : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}
