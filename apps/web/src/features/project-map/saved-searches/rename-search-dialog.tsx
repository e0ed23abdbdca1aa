import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { SAVED_SEARCH_TITLE_MAX, type SavedSearch } from '@highwater/core/api/saved-searches';
import { useOneAtATime } from '@/lib/use-one-at-a-time.ts';
import { AppDialog } from '@/ui/dialog.tsx';
import { useSavedSearchActions } from './use-saved-search-actions.ts';

/** Renames a saved search; an empty trimmed title sends nothing (spec 001 section 5). */
export function RenameSearchDialog({
  search,
  onClose,
}: {
  search: SavedSearch;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const actions = useSavedSearchActions();
  const [title, setTitle] = useState(search.title);
  const once = useOneAtATime();

  const rename = (event?: FormEvent) => {
    event?.preventDefault();
    if (title.trim() === '' || title.trim() === search.title) {
      onClose();
      return;
    }
    once(async () => {
      if (await actions.rename(search, title)) onClose();
    });
  };

  return (
    <AppDialog
      isOpen
      onClose={onClose}
      title={t('savedsearches.rename_title')}
      footer={
        <>
          <Button className="button" onPress={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            className="button button--primary"
            isDisabled={actions.pending}
            onPress={() => rename()}
          >
            {t('savedsearches.rename')}
          </Button>
        </>
      }
    >
      <form className="dialog-form" onSubmit={rename}>
        <TextField
          className="field"
          value={title}
          onChange={setTitle}
          maxLength={SAVED_SEARCH_TITLE_MAX}
          autoFocus
        >
          <Label className="field__label">{t('savedsearches.title_label')}</Label>
          <Input className="input" />
        </TextField>
      </form>
    </AppDialog>
  );
}
