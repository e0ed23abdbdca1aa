import { useTranslation } from 'react-i18next';
import type { AlertMode } from '@highwater/core/api/alerts';
import type { SavedSearch } from '@highwater/core/api/saved-searches';
import { useSetSearchAlert } from '@/api/set-search-alert.ts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';

/** Sets a saved search's alert from its menu, and says what was set. */
export function useSearchAlert(projectId: number) {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const setAlert = useSetSearchAlert(projectId);
  return async (search: SavedSearch, mode: AlertMode): Promise<void> => {
    if (search.alert_mode === mode) return;
    try {
      await setAlert.mutateAsync({ id: search.id, mode });
      notify({
        message:
          mode === 'off'
            ? t('alerts.set_off', { title: search.title })
            : t('alerts.set', { title: search.title, mode: t(`alerts.modes.${mode}`) }),
        success: true,
      });
    } catch (error) {
      notify({ message: t('alerts.set_failed', { title: search.title }), error });
    }
  };
}
