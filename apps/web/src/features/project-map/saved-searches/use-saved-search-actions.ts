import { useTranslation } from 'react-i18next';
import type { SavedSearch } from '@highwater/core/api/saved-searches';
import type { Filter } from '@highwater/core/filters/filter';
import { filterToQueryPairs } from '@highwater/core/filters/url-query';
import { useCreateSavedSearch } from '@/api/create-saved-search.ts';
import { useDeleteSavedSearch } from '@/api/delete-saved-search.ts';
import { useUpdateSavedSearch } from '@/api/update-saved-search.ts';
import { useNotifications } from '@/ui/notifications/notifications-context.tsx';
import { useProjectFilter } from '../use-project-filter.ts';
import { useSelectedSearch } from './selected-search.tsx';

/**
 * Create, update, rename and delete saved searches, with the spec's messages (spec 001 section 8).
 * Each action resolves to whether it succeeded.
 */
export function useSavedSearchActions() {
  const { t } = useTranslation();
  const { notify } = useNotifications();
  const { project } = useProjectFilter();
  const selected = useSelectedSearch();
  const create = useCreateSavedSearch(project.id);
  const update = useUpdateSavedSearch(project.id);
  const remove = useDeleteSavedSearch(project.id);

  const updated = (title: string) =>
    notify({ message: t('savedsearches.updated', { title }), success: true });
  const updateFailed = (title: string, error: unknown) =>
    notify({ message: t('savedsearches.update_failed', { title }), error });

  return {
    pending: create.isPending || update.isPending || remove.isPending,

    async create(title: string, filter: Filter): Promise<boolean> {
      try {
        const saved = await create.mutateAsync({ title, query: filterToQueryPairs(filter) });
        selected.select(saved.id);
        notify({ message: t('savedsearches.created', { title: saved.title }), success: true });
        return true;
      } catch (error) {
        notify({ message: t('savedsearches.save_failed'), error });
        return false;
      }
    },

    async replaceQuery(search: SavedSearch, filter: Filter): Promise<boolean> {
      try {
        await update.mutateAsync({ id: search.id, query: filterToQueryPairs(filter) });
        updated(search.title);
        return true;
      } catch (error) {
        updateFailed(search.title, error);
        return false;
      }
    },

    /** Spec 001 section 5: an empty trimmed title sends nothing. */
    async rename(search: SavedSearch, title: string): Promise<boolean> {
      const trimmed = title.trim();
      if (!trimmed) return false;
      try {
        const saved = await update.mutateAsync({ id: search.id, title: trimmed });
        updated(saved.title);
        return true;
      } catch (error) {
        updateFailed(search.title, error);
        return false;
      }
    },

    async remove(search: SavedSearch): Promise<boolean> {
      try {
        await remove.mutateAsync(search.id);
        if (selected.search?.id === search.id) selected.select(null);
        notify({ message: t('savedsearches.deleted', { title: search.title }), success: true });
        return true;
      } catch (error) {
        notify({ message: t('savedsearches.delete_failed', { title: search.title }), error });
        return false;
      }
    },
  };
}
