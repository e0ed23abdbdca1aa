import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { Crosshair, Map as MapIcon, MapPin, X } from 'lucide-react';
import { LOCATION_SEARCH_DEBOUNCE_MS } from '@highwater/core/constants';
import { formatCoordinates } from '@highwater/core/format/coordinates';
import { useApi } from '@/api/api-context.tsx';
import { reverseGeocode } from '@/api/reverse-geocode.ts';
import { usePlaceSearch } from '@/api/search-places.ts';
import { useDebounced } from '../filters/use-debounced.ts';
import { useProjectFilter } from '../use-project-filter.ts';
import { fieldDomId } from './field-ids.ts';
import { FieldProblem, useProblemProps } from './field-problem.tsx';
import { useNewSighting } from './new-sighting-context.tsx';
import type { DraftPlace } from './sighting-draft.ts';

/** The name of a place put on the map, looked up; a searched place keeps its own. */
function usePlaceName(place: DraftPlace | null): string | null {
  const api = useApi();
  const point = place && place.name === null ? { lng: place.lng, lat: place.lat } : null;
  const lookup = useQuery({
    queryKey: ['places', 'reverse', point],
    queryFn: ({ signal }) => reverseGeocode(api, point ?? { lng: 0, lat: 0 }, signal),
    enabled: point !== null,
    staleTime: Infinity,
    meta: { silent: true },
  });
  return place?.name ?? lookup.data?.place_name ?? null;
}

interface PlaceFieldProps {
  /** In a sheet over the map: the map is chosen on with the form stepped aside. */
  inSheet: boolean;
}

/** Where the sighting was: a search among places and streets, or a pin put on the map. */
export function PlaceField({ inSheet }: PlaceFieldProps) {
  const { t, i18n } = useTranslation();
  const { project } = useProjectFilter();
  const sighting = useNewSighting();
  const { place } = sighting.draft;
  const [text, setText] = useState('');
  const search = useDebounced(text, LOCATION_SEARCH_DEBOUNCE_MS);
  const places = usePlaceSearch({ text: search, proximity: place ?? project.center });
  const name = usePlaceName(place);
  const hintId = `${fieldDomId('place')}-hint`;
  const problemProps = useProblemProps('place', hintId);
  const searching = search.trim() !== '' && text.trim() !== '';
  const coordinates = place ? formatCoordinates(place.lat, place.lng, i18n.language, 5) : '';
  const results = searching ? (places.data ?? []) : [];

  return (
    <fieldset className="sighting-field" id={fieldDomId('place')}>
      <legend className="sighting-field__title">{t('newsighting.place')}</legend>
      <SearchField className="field" value={text} onChange={setText}>
        <Label className="field__label">{t('newsighting.place_search')}</Label>
        <Input
          className="input"
          placeholder={t('newsighting.place_placeholder')}
          {...problemProps}
        />
      </SearchField>
      <p id={hintId} className="field__hint">
        {inSheet ? t('newsighting.place_hint_sheet') : t('newsighting.place_hint_map')}
      </p>
      {searching && places.isSuccess && results.length === 0 && (
        <p className="field__hint" role="status">
          {t('newsighting.nothing_found')}
        </p>
      )}
      {results.length > 0 && (
        <ul className="place-results" aria-label={t('newsighting.place_results')}>
          {results.map((result) => (
            <li key={result.id}>
              <Button
                className="place-results__item"
                onPress={() => {
                  const [lng, lat] = result.center;
                  sighting.setPlace({ lng, lat, name: result.place_name });
                  setText('');
                }}
              >
                <MapPin size={14} aria-hidden="true" />
                {result.place_name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="sighting-field__actions">
        {inSheet ? (
          <Button className="button" onPress={() => sighting.setPicking(true)}>
            <MapIcon size={16} aria-hidden="true" />
            {t('newsighting.choose_on_map')}
          </Button>
        ) : (
          <Button className="button button--quiet locate-button" onPress={sighting.requestCentre}>
            <Crosshair size={16} aria-hidden="true" />
            {t('newsighting.use_map_centre')}
          </Button>
        )}
      </div>
      {place && (
        <div className="near-chip sighting-place" role="status">
          <MapPin size={14} aria-hidden="true" />
          <span className="sighting-place__text">
            <span className="near-chip__name">{name ?? coordinates}</span>
            {name && <span className="sighting-place__coordinates">{coordinates}</span>}
          </span>
          <Button
            className="icon-button near-chip__clear"
            aria-label={t('newsighting.clear_place')}
            onPress={() => sighting.setPlace(null)}
          >
            <X size={14} aria-hidden="true" />
          </Button>
        </div>
      )}
      <FieldProblem field="place" />
    </fieldset>
  );
}
