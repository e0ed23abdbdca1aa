import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import type { Status } from '@highwater/core/api/projects';
import { useUpdatePostStatus } from '@/api/update-post-status.ts';
import { orderedStatuses, postStatusId } from '@/lib/post-status.ts';
import { useOneAtATime } from '@/lib/use-one-at-a-time.ts';

interface StatusStepperProps {
  projectId: number;
  postId: number;
  /** The post's status; null falls back to the project's default status. */
  statusId: number | null;
  statuses: readonly Status[];
}

/** Where an arrow, Home or End key moves the focus among `count` steps; null for other keys. */
function stepAfterKey(key: string, from: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (from + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The post's status as progress along the project's ordered statuses (spec 001 section 4): each
 * step up to the current one is filled. A radio group whose arrow keys only move the focus, as
 * every choice is saved at once and kept in the history: Space, Enter or a click chooses (the
 * group's description says so). Busy until the change shows everywhere; one change at a time,
 * and a failure is announced by the status hook.
 */
export function StatusStepper({ projectId, postId, statusId, statuses }: StatusStepperProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const update = useUpdatePostStatus(projectId);
  const once = useOneAtATime();
  const [chosen, setChosen] = useState<number | null>(null);
  // The step the arrows moved to; null while focus is outside, so Tab comes back to the checked one.
  const [focused, setFocused] = useState<number | null>(null);
  const steps = useRef<(HTMLButtonElement | null)[]>([]);
  const ordered = orderedStatuses(statuses);
  const current = postStatusId(statusId, ordered);
  const shown = chosen ?? current;
  const reached = ordered.findIndex((status) => status.id === shown);
  if (ordered.length === 0) return null;
  const tabStop = focused ?? Math.max(reached, 0);

  const choose = (next: number) => {
    if (next === current) return;
    once(() => {
      setChosen(next);
      return update.mutateAsync({ postId, statusId: next }).finally(() => setChosen(null));
    });
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = stepAfterKey(event.key, index, ordered.length);
    if (next === null) return;
    event.preventDefault();
    steps.current[next]?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(null);
  };

  return (
    <div className="status-stepper">
      <span id={labelId} className="status-stepper__label">
        {t('post.status.label')}
        {update.isPending && (
          <LoaderCircle
            className="status-stepper__spinner"
            size={14}
            role="img"
            aria-label={t('post.status.saving')}
          />
        )}
      </span>
      <span id={hintId} className="visually-hidden">
        {t('post.status.keys')}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-busy={update.isPending}
        aria-disabled={update.isPending || undefined}
        className="status-stepper__steps"
        style={{ '--steps': ordered.length } as object}
        onBlur={onBlur}
      >
        {ordered.map((status, index) => (
          <button
            key={status.id}
            ref={(element) => {
              steps.current[index] = element;
            }}
            type="button"
            role="radio"
            value={status.id}
            aria-checked={status.id === shown}
            tabIndex={index === tabStop ? 0 : -1}
            className="status-stepper__step"
            data-done={index <= reached || undefined}
            onKeyDown={(event) => onKeyDown(event, index)}
            onFocus={() => setFocused(index)}
            onClick={() => choose(status.id)}
          >
            <span className="status-stepper__bar" aria-hidden="true" />
            <span className="status-stepper__name">{status.label}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
