import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { SAVED_SEARCH_TITLE_MAX } from '@highwater/core/api/saved-searches';
import type { Filter } from '@highwater/core/filters/filter';
import { useOneAtATime } from '@/lib/use-one-at-a-time.ts';
import { AppDialog } from '@/ui/dialog.tsx';
import { useSelectedSearch } from './selected-search.tsx';
import { useSavedSearchActions } from './use-saved-search-actions.ts';

interface SaveSearchDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The filters to save, as they will be applied. */
  filter: Filter;
  /** Called once the search is saved, to apply the filters. */
  onSaved: () => void;
}

/**
 * Spec 001 section 5: saving needs a non-blank title (a new search) or a selected search (whose
 * filters are then replaced).
 */
export function SaveSearchDialog({ isOpen, onClose, filter, onSaved }: SaveSearchDialogProps) {
  const { t } = useTranslation();
  const selected = useSelectedSearch();
  const actions = useSavedSearchActions();
  const [title, setTitle] = useState('');
  const once = useOneAtATime();
  const canSave = (title.trim() !== '' || selected.search !== null) && !actions.pending;

  const close = () => {
    setTitle('');
    onClose();
  };

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSave) return;
    once(async () => {
      const ok =
        title.trim() !== ''
          ? await actions.create(title.trim(), filter)
          : selected.search !== null && (await actions.replaceQuery(selected.search, filter));
      if (ok) {
        onSaved();
        close();
      }
    });
  };

  return (
    <AppDialog
      isOpen={isOpen}
      onClose={close}
      title={t('savedsearches.save_title')}
      footer={
        <>
          <Button className="button" onPress={close}>
            {t('common.cancel')}
          </Button>
          <Button className="button button--primary" isDisabled={!canSave} onPress={() => save()}>
            {title.trim() === '' && selected.search
              ? t('savedsearches.update_selected')
              : t('savedsearches.save')}
          </Button>
        </>
      }
    >
      <form className="dialog-form" onSubmit={save}>
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
        {selected.search && (
          <p className="field__hint">
            {t('savedsearches.blank_updates', { title: selected.search.title })}
          </p>
        )}
      </form>
    </AppDialog>
  );
}
