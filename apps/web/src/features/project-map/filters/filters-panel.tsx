import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { MAX_KEYWORD_LENGTH } from '@highwater/core/filters/filter';
import { SEVERITY_LEVELS } from '@highwater/core/severity';
import { SKIP_TARGETS } from '@/lib/skip-targets.ts';
import { SeveritySwatch, useSeverityName } from '@/ui/severity-mark.tsx';
import { SaveSearchDialog } from '../saved-searches/save-search-dialog.tsx';
import { useSelectedSearch } from '../saved-searches/selected-search.tsx';
import { useProjectFilter } from '../use-project-filter.ts';
import { ChoiceList } from './choice-list.tsx';
import { LocationField } from './location-field.tsx';
import { MapLayersField } from './map-layers-field.tsx';
import { OrderFields } from './order-fields.tsx';
import { TimeRangeField } from './time-range-field.tsx';
import { TimeZoneField } from './time-zone-field.tsx';
import { useTimeZonePreference } from '@/lib/time/time-zone-choice.ts';
import { useFilterDraft } from './use-filter-draft.ts';
import { WeatherEventField } from './weather-event-field.tsx';
import './filters.css';

interface FiltersPanelProps {
  /** Address keys to drop when the filters are applied (the phone sheet closes itself). */
  closeKeys?: readonly string[];
}

/** Every filter of spec 001 section 2, edited as a draft and applied with Apply. */
export function FiltersPanel({ closeKeys = [] }: FiltersPanelProps) {
  const { t } = useTranslation();
  const { project } = useProjectFilter();
  const selected = useSelectedSearch();
  const { draft, update, buttons, apply, clear, normalized } = useFilterDraft(selected.filter);
  const timeZone = useTimeZonePreference(project.center);
  const severityName = useSeverityName();
  const [saving, setSaving] = useState(false);
  const statuses = [...project.statuses].sort((a, b) => a.order - b.order);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (buttons.apply) apply({ without: closeKeys });
  };

  return (
    <>
      <form
        className="filters-panel skip-target"
        onSubmit={submit}
        aria-label={t('filters.title')}
        id={SKIP_TARGETS.filters[0]}
        tabIndex={-1}
      >
        <div className="filters-panel__body">
          <TimeRangeField
            project={project}
            draft={draft}
            timeZone={timeZone.timeZone}
            onChange={update}
          />
          <WeatherEventField project={project} draft={draft} onChange={update} />
          <TextField
            className="filter-section field"
            value={draft.keyword ?? ''}
            maxLength={MAX_KEYWORD_LENGTH}
            onChange={(keyword) => update((current) => ({ ...current, keyword }))}
          >
            <Label className="filter-section__title">{t('filters.keyword')}</Label>
            <Input className="input" placeholder={t('filters.keyword_placeholder')} />
          </TextField>
          <LocationField
            near={draft.near}
            proximity={project.center}
            onChange={(near) =>
              update((current) => {
                const next = { ...current, near };
                if (!near) delete next.near;
                return next;
              })
            }
          />
          <ChoiceList
            title={t('filters.status')}
            choices={statuses.map((status) => ({ id: status.id, label: status.label }))}
            selected={draft.status}
            onChange={(status) => update((current) => ({ ...current, status }))}
          />
          {project.show_severity && (
            <ChoiceList
              title={t('filters.severity')}
              choices={SEVERITY_LEVELS.map((level) => ({
                id: level.level,
                label: severityName(level.level),
                mark: <SeveritySwatch level={level.level} />,
              }))}
              selected={draft.severity}
              onChange={(severity) => update((current) => ({ ...current, severity }))}
            />
          )}
          <ChoiceList
            title={t('filters.region')}
            choices={project.regions.map((region) => ({ id: region.id, label: region.name }))}
            selected={draft.region}
            onChange={(region) => update((current) => ({ ...current, region }))}
          />
          <ChoiceList
            title={t('filters.topic')}
            choices={project.investigations.map((topic) => ({ id: topic.id, label: topic.name }))}
            selected={draft.topic}
            onChange={(topic) => update((current) => ({ ...current, topic }))}
          />
          <OrderFields draft={draft} showSeverity={project.show_severity} onChange={update} />
          <MapLayersField />
          <TimeZoneField preference={timeZone} />
        </div>
        <footer className="filters-panel__actions">
          {/* Focusable while it has nothing to apply, so that focus stays on it once pressed. */}
          <Button
            type="submit"
            className="button button--primary"
            aria-disabled={!buttons.apply}
            data-tutorial="apply"
          >
            {t('filters.apply')}
          </Button>
          <Button
            className="button"
            isDisabled={!buttons.clear}
            onPress={() => {
              selected.select(null);
              clear({ without: closeKeys });
            }}
          >
            {t('filters.clear')}
          </Button>
          <Button
            className="button"
            isDisabled={!buttons.save}
            onPress={() => setSaving(true)}
            data-tutorial="save"
          >
            {t('filters.save')}
          </Button>
        </footer>
      </form>
      <SaveSearchDialog
        isOpen={saving}
        onClose={() => setSaving(false)}
        filter={normalized()}
        onSaved={() => apply({ without: closeKeys })}
      />
    </>
  );
}
