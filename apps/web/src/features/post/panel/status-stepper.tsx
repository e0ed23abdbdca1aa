import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { LoaderCircle } from 'lucide-react';
import type { Status } from '@highwater/core/api/projects';
import { useUpdatePostStatus } from '@/api/update-post-status.ts';
import { orderedStatuses, postStatusId } from '@/lib/post-status.ts';

interface StatusStepperProps {
  projectId: number;
  postId: number;
  /** The post's status; null falls back to the project's default status. */
  statusId: number | null;
  statuses: readonly Status[];
}

/**
 * The post's status as progress along the project's ordered statuses (spec 001 section 4): each
 * step up to the current one is filled. A radio group, so arrow keys move between steps; busy
 * until the change shows everywhere, and a failure is announced by the status hook.
 */
export function StatusStepper({ projectId, postId, statusId, statuses }: StatusStepperProps) {
  const { t } = useTranslation();
  const update = useUpdatePostStatus(projectId);
  const [chosen, setChosen] = useState<number | null>(null);
  const ordered = orderedStatuses(statuses);
  const current = postStatusId(statusId, ordered);
  const shown = update.isPending && chosen !== null ? chosen : current;
  const reached = ordered.findIndex((status) => status.id === shown);
  if (ordered.length === 0) return null;

  return (
    <RadioGroup
      className="status-stepper"
      orientation="horizontal"
      value={shown === undefined ? null : String(shown)}
      isDisabled={update.isPending}
      aria-busy={update.isPending}
      onChange={(value) => {
        const next = Number(value);
        if (next === current) return;
        setChosen(next);
        update.mutate({ postId, statusId: next }, { onSettled: () => setChosen(null) });
      }}
    >
      <Label className="status-stepper__label">
        {t('post.status.label')}
        {update.isPending && (
          <LoaderCircle
            className="status-stepper__spinner"
            size={14}
            role="img"
            aria-label={t('post.status.saving')}
          />
        )}
      </Label>
      <div className="status-stepper__steps" style={{ '--steps': ordered.length } as object}>
        {ordered.map((status, index) => (
          <Radio
            key={status.id}
            value={String(status.id)}
            className="status-stepper__step"
            data-done={index <= reached || undefined}
          >
            <span className="status-stepper__bar" aria-hidden="true" />
            <span className="status-stepper__name">{status.label}</span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
