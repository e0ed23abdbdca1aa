import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { LocateFixed, MapPin, X } from 'lucide-react';
import type { Place } from '@highwater/core/api/geo';
import {
  DEFAULT_RADIUS_MILES,
  LOCATION_SEARCH_DEBOUNCE_MS,
  RADIUS_MILES,
} from '@highwater/core/constants';
import type { NearPoint } from '@highwater/core/filters/filter';
import { formatCoordinates } from '@highwater/core/format/coordinates';
import { useApi } from '@/api/api-context.tsx';
import { reverseGeocode } from '@/api/reverse-geocode.ts';
import { usePlaceSearch } from '@/api/search-places.ts';
import { errorMessage } from '@/lib/error-message.ts';
import { milesToMetres, radiusOption } from './radius.ts';
import { useDebounced } from './use-debounced.ts';

interface LocationFieldProps {
  near: NearPoint | undefined;
  /** Ranks nearer places first. */
  proximity: { lng: number; lat: number };
  onChange: (near: NearPoint | undefined) => void;
}

/** The name of a chosen point, looked up when the point came from a link. */
function usePlaceName(near: NearPoint | undefined, known: string | null) {
  const api = useApi();
  const point = near ? { lng: near.lng, lat: near.lat } : null;
  const lookup = useQuery({
    queryKey: ['places', 'reverse', point],
    queryFn: ({ signal }) => reverseGeocode(api, point ?? { lng: 0, lat: 0 }, signal),
    enabled: point !== null && known === null,
    staleTime: Infinity,
    meta: { silent: true },
  });
  return known ?? lookup.data?.place_name ?? null;
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('Geolocation is not available in this browser.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, { timeout: 15_000 });
  });
}

/** Location search, the device's location and the radius (spec 001 section 2). */
export function LocationField({ near, proximity, onChange }: LocationFieldProps) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<{ key: string; name: string } | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const search = useDebounced(text, LOCATION_SEARCH_DEBOUNCE_MS);
  const places = usePlaceSearch({ text: search, proximity });
  const nearKey = near ? `${near.lng},${near.lat}` : '';
  const placeName = usePlaceName(near, chosen?.key === nearKey ? chosen.name : null);
  // The radius can be chosen before the place; a chosen place keeps its own.
  const [radiusChoice, setRadiusChoice] = useState<number>(DEFAULT_RADIUS_MILES);
  const radiusMiles = near ? radiusOption(near.radius) : radiusChoice;

  const choose = (place: Pick<Place, 'place_name' | 'center'>) => {
    const [lng, lat] = place.center;
    setChosen({ key: `${lng},${lat}`, name: place.place_name });
    setText('');
    onChange({ lng, lat, radius: milesToMetres(radiusMiles) });
  };

  const locate = async () => {
    setLocating(true);
    setLocateError(null);
    try {
      const position = await currentPosition();
      const point = { lng: position.coords.longitude, lat: position.coords.latitude };
      const place = await reverseGeocode(api, point).catch(() => null);
      choose({
        place_name: place?.place_name ?? t('filters.my_location'),
        center: [point.lng, point.lat],
      });
    } catch (error) {
      console.warn(error);
      setLocateError(errorMessage(t, error, { unexpected: t('error.location_unavailable') }));
    } finally {
      setLocating(false);
    }
  };

  const searching = search.trim() !== '' && text.trim() !== '';
  const results = searching ? (places.data ?? []) : [];
  return (
    <div className="filter-section">
      <SearchField className="field" value={text} onChange={setText}>
        <Label className="filter-section__title">{t('filters.location')}</Label>
        <Input className="input" placeholder={t('filters.location_placeholder')} />
      </SearchField>
      {searching && places.isSuccess && results.length === 0 && (
        <p className="field__hint" role="status">
          {t('filters.nothing_found')}
        </p>
      )}
      {results.length > 0 && (
        <ul className="place-results" aria-label={t('filters.location_results')}>
          {results.map((place) => (
            <li key={place.id}>
              <Button className="place-results__item" onPress={() => choose(place)}>
                <MapPin size={14} aria-hidden="true" />
                {place.place_name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        className="button button--quiet locate-button"
        isDisabled={locating}
        onPress={() => void locate()}
      >
        <LocateFixed size={16} aria-hidden="true" />
        {locating ? t('filters.locating') : t('filters.use_my_location')}
      </Button>
      {locateError && (
        <p className="field__error" role="alert">
          {locateError}
        </p>
      )}
      {near && (
        <div className="near-chip">
          <MapPin size={14} aria-hidden="true" />
          <span className="near-chip__name">
            {placeName ?? formatCoordinates(near.lat, near.lng, i18n.language, 4)}
          </span>
          <Button
            className="icon-button near-chip__clear"
            aria-label={t('filters.clear_location')}
            onPress={() => onChange(undefined)}
          >
            <X size={14} aria-hidden="true" />
          </Button>
        </div>
      )}
      <div className="field field--inline">
        <label className="field__label" htmlFor="filter-radius">
          {t('filters.radius')}
        </label>
        <select
          id="filter-radius"
          className="input select"
          value={radiusMiles}
          onChange={(event) => {
            const miles = Number(event.target.value);
            setRadiusChoice(miles);
            if (near) onChange({ ...near, radius: milesToMetres(miles) });
          }}
        >
          {RADIUS_MILES.map((miles) => (
            <option key={miles} value={miles}>
              {t('filters.radius_miles', { count: miles })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
