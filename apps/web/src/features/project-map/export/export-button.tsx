import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import { useApi } from '@/api/api-context.tsx';
import { exportPosts } from '@/api/export-posts.ts';
import { useOneAtATime } from '@/lib/use-one-at-a-time.ts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { ToolButton } from '@/ui/tool-button.tsx';
import { useProjectFilter } from '../use-project-filter.ts';
import { downloadText } from './download-file.ts';

/**
 * Spec 001 section 2: shown only when the project allows exports; busy while running; the CSV of
 * the current filters is saved as <project-slug>.csv, once however fast the button is pressed
 * again. Where the map's toolbar is narrow it keeps only its icon (ui/tool-button.tsx).
 */
export function ExportButton() {
  const { t } = useTranslation();
  const api = useApi();
  const { notify } = useNotifications();
  const { project, apiQuery } = useProjectFilter();
  const once = useOneAtATime();
  const run = useMutation({
    mutationFn: () => exportPosts(api, project.id, apiQuery),
    onSuccess: (csv) => downloadText(csv, `${project.slug ?? project.id}.csv`, 'text/csv'),
    onError: (error) => notify({ message: t('export.failed'), error }),
  });
  if (!project.allow_exports) return null;
  return (
    <ToolButton
      icon={
        run.isPending ? (
          <LoaderCircle className="spin" size={16} aria-hidden="true" />
        ) : (
          <Download size={16} aria-hidden="true" />
        )
      }
      label={run.isPending ? t('export.busy') : t('export.button')}
      isDisabled={run.isPending}
      aria-busy={run.isPending || undefined}
      onPress={() => once(() => run.mutateAsync())}
    />
  );
}
