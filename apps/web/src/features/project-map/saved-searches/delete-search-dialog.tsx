import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import type { SavedSearch } from '@highwater/core/api/saved-searches';
import { useOneAtATime } from '@/lib/use-one-at-a-time.ts';
import { AppDialog } from '@/ui/dialog.tsx';
import { useSavedSearchActions } from './use-saved-search-actions.ts';

/** Spec 001 section 5: deleting asks 'Are you sure you want to delete “{title}”'. */
export function DeleteSearchDialog({
  search,
  onClose,
}: {
  search: SavedSearch;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const actions = useSavedSearchActions();
  const once = useOneAtATime();
  return (
    <AppDialog
      isOpen
      onClose={onClose}
      role="alertdialog"
      title={t('savedsearches.delete_title')}
      footer={
        <>
          <Button className="button" onPress={onClose} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button
            className="button button--danger"
            isDisabled={actions.pending}
            onPress={() => once(() => actions.remove(search).then(onClose))}
          >
            {t('savedsearches.delete')}
          </Button>
        </>
      }
    >
      <p>{t('savedsearches.delete_confirm', { title: search.title })}</p>
    </AppDialog>
  );
}
