import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Download, LoaderCircle } from 'lucide-react';
import { EXPORT_FORMATS, type ExportFormat } from '@highwater/core/api/posts';
import { useApi } from '@/api/api-context.tsx';
import { exportPosts } from '@/api/export-posts.ts';
import { useOneAtATime } from '@/lib/use-one-at-a-time.ts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { ToolButton } from '@/ui/tool-button.tsx';
import { useProjectFilter } from '../use-project-filter.ts';
import { downloadFile } from './download-file.ts';

const FORMAT_LABELS = {
  csv: 'export.csv',
  geojson: 'export.geojson',
} as const satisfies Record<ExportFormat, string>;

/**
 * Spec 001 section 2: shown only when the project allows exports; busy while running; the posts
 * of the current filters are saved as <project-slug>.csv, or .geojson for GIS, once however fast
 * a format is chosen again. Where the map's toolbar is narrow it keeps only its icon
 * (ui/tool-button.tsx).
 */
export function ExportButton() {
  const { t } = useTranslation();
  const api = useApi();
  const { notify } = useNotifications();
  const { project, apiQuery } = useProjectFilter();
  const once = useOneAtATime();
  const run = useMutation({
    mutationFn: async (format: ExportFormat) => ({
      format,
      file: await exportPosts(api, project.id, apiQuery, format),
    }),
    onSuccess: ({ format, file }) => downloadFile(file, `${project.slug ?? project.id}.${format}`),
    onError: (error) => notify({ message: t('export.failed'), error }),
  });
  if (!project.allow_exports) return null;
  return (
    <MenuTrigger>
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
      />
      <Popover className="menu-popover" placement="bottom end">
        <Menu
          className="menu"
          aria-label={t('export.formats')}
          onAction={(key) => once(() => run.mutateAsync(key as ExportFormat))}
        >
          {EXPORT_FORMATS.map((format) => (
            <MenuItem key={format} id={format} className="menu__item">
              <span className="menu__item-label">{t(FORMAT_LABELS[format])}</span>
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
