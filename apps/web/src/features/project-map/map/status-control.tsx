import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import type { Status } from '@highwater/core/api/projects';
import { useUpdatePostStatus } from '@/api/update-post-status.ts';
import { useOneAtATime } from '@/lib/use-one-at-a-time.ts';

interface StatusControlProps {
  projectId: number;
  postId: number;
  /** The post's status; null falls back to the project's default status. */
  statusId: number | null;
  statuses: readonly Status[];
}

/**
 * The status of one post with a choice to change it; busy until the change shows everywhere, one
 * change at a time.
 */
export function StatusControl({ projectId, postId, statusId, statuses }: StatusControlProps) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdatePostStatus(projectId);
  const once = useOneAtATime();
  const [chosen, setChosen] = useState<number | null>(null);
  const ordered = [...statuses].sort((a, b) => a.order - b.order);
  const current = statusId ?? ordered.find((status) => status.default)?.id ?? ordered[0]?.id;
  const shown = update.isPending && chosen !== null ? chosen : current;

  if (ordered.length === 0) return null;
  return (
    <div className="status-control" aria-busy={update.isPending}>
      <label htmlFor={id} className="visually-hidden">
        {t('map.status_of', { id: postId })}
      </label>
      <select
        id={id}
        className="status-control__select"
        value={shown}
        disabled={update.isPending}
        onChange={(event) => {
          const next = Number(event.target.value);
          once(() => {
            setChosen(next);
            return update.mutateAsync({ postId, statusId: next }).finally(() => setChosen(null));
          });
        }}
      >
        {ordered.map((status) => (
          <option key={status.id} value={status.id}>
            {status.label}
          </option>
        ))}
      </select>
      {update.isPending && (
        <LoaderCircle
          className="status-control__spinner"
          size={16}
          role="img"
          aria-label={t('map.status_saving')}
        />
      )}
    </div>
  );
}
