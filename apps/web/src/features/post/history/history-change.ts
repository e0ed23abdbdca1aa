import { useTranslation } from 'react-i18next';
import type { PostHistoryEntry } from '@highwater/core/api/posts';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { useSeverityName } from '@/ui/severity-mark.tsx';

/**
 * What an entry changed, in words: "Status: New → Reviewed", "Severity confirmed: High", or that
 * a severity comment came with no level chosen.
 */
export function useHistoryChange(project: Pick<ProjectDetailData, 'statuses'>) {
  const { t } = useTranslation();
  const severityName = useSeverityName();
  const statusLabel = (id: number | null) =>
    id === null
      ? t('post.history.no_status')
      : (project.statuses.find((status) => status.id === id)?.label ??
        t('post.history.unknown_status'));
  const levelName = (level: number | null) =>
    level === null ? t('post.history.no_severity') : severityName(level);

  return (entry: PostHistoryEntry): string => {
    if (entry.kind === 'status') {
      const to = statusLabel(entry.to_status_id);
      return entry.from_status_id === null
        ? t('post.history.status_set', { to })
        : t('post.history.status_change', { from: statusLabel(entry.from_status_id), to });
    }
    if (entry.to_level === null) return t('post.history.severity_comment');
    const to = levelName(entry.to_level);
    if (entry.from_level === entry.to_level) {
      return t('post.history.severity_confirmed', { level: to });
    }
    return entry.from_level === null
      ? t('post.history.severity_set', { to })
      : t('post.history.severity_change', { from: levelName(entry.from_level), to });
  };
}
