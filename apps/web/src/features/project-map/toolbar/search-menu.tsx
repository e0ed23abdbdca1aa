import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import { Check, ChevronDown, Pencil, Trash2 } from 'lucide-react';
import { ALERT_MODES } from '@highwater/core/api/alerts';
import type { SavedSearch } from '@highwater/core/api/saved-searches';
import { dateTimeFormat } from '@highwater/core/format/date-time-format';
import type { WeatherEvent } from '@highwater/core/api/weather-events';
import { useSavedSearches } from '@/api/get-saved-searches.ts';
import { useWeatherEvents } from '@/api/get-weather-events.ts';
import { DeleteSearchDialog } from '../saved-searches/delete-search-dialog.tsx';
import { RenameSearchDialog } from '../saved-searches/rename-search-dialog.tsx';
import { savedSearchFilter, useSelectedSearch } from '../saved-searches/selected-search.tsx';
import { useSearchAlert } from '../saved-searches/use-search-alert.ts';
import { useProjectFilter } from '../use-project-filter.ts';
import { chooseWeatherEvent } from '../weather-events/weather-event-range.ts';

function useEventDates() {
  const { t, i18n } = useTranslation();
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (event: WeatherEvent) =>
    event.end_date
      ? format.formatRange(new Date(event.start_date), new Date(event.end_date))
      : `${format.format(new Date(event.start_date))} – ${t('savedsearches.ongoing')}`;
}

const Checked = ({ on }: { on: boolean }) =>
  on ? <Check size={16} aria-hidden="true" /> : <span className="menu__spacer" />;

/** The toolbar menu of weather events and saved searches (spec 001 sections 2 and 4). */
export function SearchMenu() {
  const { t } = useTranslation();
  const { project, filter, setFilter } = useProjectFilter();
  const events = useWeatherEvents(project);
  const searches = useSavedSearches(project.id);
  const selected = useSelectedSearch();
  const eventDates = useEventDates();
  const setAlert = useSearchAlert(project.id);
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const eventList = events.data ?? [];
  const searchList = searches.data ?? [];
  const currentEvent = eventList.find((event) => event.id === filter.weatherEvent);

  const onAction = (key: string) => {
    const [kind, id] = key.split(':');
    if (kind === 'event') {
      const event = eventList.find((item) => String(item.id) === id) ?? null;
      const next = chooseWeatherEvent(filter, event, project.id);
      if (next !== filter) setFilter(next);
    } else if (kind === 'search') {
      const search = searchList.find((item) => String(item.id) === id);
      if (!search) return;
      selected.select(search.id);
      setFilter(savedSearchFilter(search, project));
    } else if (kind === 'alert' && selected.search) {
      const mode = ALERT_MODES.find((item) => item === id);
      if (mode) void setAlert(selected.search, mode);
    } else if (kind === 'rename' && selected.search) {
      setRenaming(selected.search);
    } else if (kind === 'delete' && selected.search) {
      setDeleting(selected.search);
    }
  };

  const label = selected.search?.title ?? currentEvent?.name ?? t('savedsearches.menu_short');
  return (
    <>
      <MenuTrigger>
        <Button
          className="button search-menu-button"
          aria-label={`${t('savedsearches.menu')}: ${label}`}
        >
          <span className="search-menu-button__label">{label}</span>
          <ChevronDown size={16} aria-hidden="true" />
        </Button>
        <Popover className="menu-popover" placement="bottom start">
          <Menu className="menu" onAction={(key) => onAction(String(key))}>
            {eventList.length > 0 && (
              <MenuSection className="menu__section">
                <Header className="menu__header">{t('savedsearches.weather_events')}</Header>
                <MenuItem
                  id="event:none"
                  className="menu__item"
                  textValue={t('savedsearches.none')}
                >
                  <Checked on={filter.weatherEvent === undefined} />
                  <span className="menu__item-label">{t('savedsearches.none')}</span>
                </MenuItem>
                {eventList.map((event) => (
                  <MenuItem
                    key={event.id}
                    id={`event:${event.id}`}
                    className="menu__item"
                    textValue={event.name}
                  >
                    <Checked on={event.id === filter.weatherEvent} />
                    <span className="menu__item-text">
                      <span className="menu__item-label">{event.name}</span>
                      <span className="menu__item-hint">{eventDates(event)}</span>
                    </span>
                  </MenuItem>
                ))}
              </MenuSection>
            )}
            <MenuSection className="menu__section">
              <Header className="menu__header">{t('savedsearches.saved_searches')}</Header>
              {searchList.length === 0 ? (
                <MenuItem id="none" className="menu__item" isDisabled>
                  <span className="menu__item-label muted">
                    {t('savedsearches.no_saved_searches')}
                  </span>
                </MenuItem>
              ) : (
                searchList.map((search) => (
                  <MenuItem
                    key={search.id}
                    id={`search:${search.id}`}
                    className="menu__item"
                    textValue={search.title}
                  >
                    <Checked on={search.id === selected.search?.id} />
                    <span className="menu__item-label">{search.title}</span>
                  </MenuItem>
                ))
              )}
            </MenuSection>
            {selected.search && (
              <MenuSection className="menu__section">
                <Header className="menu__header">{t('alerts.alert_me')}</Header>
                {ALERT_MODES.map((mode) => (
                  <MenuItem
                    key={mode}
                    id={`alert:${mode}`}
                    className="menu__item"
                    textValue={t(`alerts.modes.${mode}`)}
                  >
                    <Checked on={selected.search?.alert_mode === mode} />
                    <span className="menu__item-text">
                      <span className="menu__item-label">{t(`alerts.modes.${mode}`)}</span>
                      {mode !== 'off' && (
                        <span className="menu__item-hint">{t(`alerts.mode_hints.${mode}`)}</span>
                      )}
                    </span>
                  </MenuItem>
                ))}
              </MenuSection>
            )}
            {selected.search && (
              <MenuSection className="menu__section">
                <MenuItem id="rename" className="menu__item">
                  <Pencil size={16} aria-hidden="true" />
                  <span className="menu__item-label">
                    {t('savedsearches.rename_item', { title: selected.search.title })}
                  </span>
                </MenuItem>
                <MenuItem id="delete" className="menu__item menu__item--danger">
                  <Trash2 size={16} aria-hidden="true" />
                  <span className="menu__item-label">
                    {t('savedsearches.delete_item', { title: selected.search.title })}
                  </span>
                </MenuItem>
              </MenuSection>
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
      {renaming && <RenameSearchDialog search={renaming} onClose={() => setRenaming(null)} />}
      {deleting && <DeleteSearchDialog search={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
