import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import type { Post } from '@highwater/core/api/posts';
import type { TideAnswer, TideDatum, TideFound } from '@highwater/core/api/tides';
import { NO_STATION_FOUND } from '@highwater/core/api/tides';
import type { SystemOfMeasure } from '@highwater/core/constants';
import { formatLength, formatMeasure } from '@highwater/core/format/measure';
import { kilometersToMiles } from '@highwater/core/units';
import { useTide } from '@/api/get-tide.ts';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { errorMessage } from '@/lib/error-message.ts';
import { useSystemOfMeasure } from '@/lib/use-system-of-measure.ts';
import { highTideLabel, highTideOffset } from './high-tide.ts';
import { TideChart } from './tide-chart.tsx';
import { TideCredit } from './tide-credit.tsx';
import { noaaStationId, tidesServiceUrl } from './tides-link.ts';
import './tide.css';

const DATUM_KEYS = { MLLW: 'mllw', STND: 'stnd' } as const satisfies Record<TideDatum, string>;

const isFound = (answer: TideAnswer): answer is TideFound => 'levels' in answer;

function TideFacts({
  post,
  tide,
  system,
}: {
  post: Post;
  tide: TideFound;
  system: SystemOfMeasure;
}) {
  const { t, i18n } = useTranslation();
  const sighting = tide.levels[tide.closestIndex];
  const distance =
    system === 'METRIC'
      ? formatMeasure(tide.station.distance_km, 'kilometers', i18n.language)
      : formatMeasure(kilometersToMiles(tide.station.distance_km), 'miles', i18n.language);
  const highs = [tide.previous_high, tide.next_high].filter((high) => high !== null);
  const noaaId = noaaStationId(tide.station.id);
  return (
    <div className="tide-view">
      {sighting && (
        <p className="tide-view__height">
          <strong>
            {t('tide.at_sighting', { height: formatLength(sighting.level, system, i18n.language) })}
          </strong>{' '}
          <span>
            {t('tide.datum', {
              abbreviation: tide.datum,
              name: t(`tide.datums.${DATUM_KEYS[tide.datum]}`),
            })}
          </span>
        </p>
      )}
      {highs.length > 0 && (
        <ul className="tide-view__highs">
          {highs.map((high) => (
            <li key={high.timestamp}>
              {highTideLabel(t, highTideOffset(post.observed_at, high.timestamp))}
            </li>
          ))}
        </ul>
      )}
      <TideChart
        levels={tide.levels}
        closestIndex={tide.closestIndex}
        highs={highs}
        observedAt={post.observed_at}
        timeZone={post.time_zone.name}
        system={system}
      />
      <ul className="tide-view__legend" aria-hidden="true">
        {tide.levels.some((level) => level.isPrediction) && (
          <li className="tide-view__key tide-view__key--predicted">{t('tide.predicted')}</li>
        )}
        {tide.levels.some((level) => !level.isPrediction) && (
          <li className="tide-view__key tide-view__key--observed">{t('tide.observed')}</li>
        )}
        <li className="tide-view__key tide-view__key--sighting">{t('tide.sighting')}</li>
      </ul>
      <p className="tide-view__station">
        {t('tide.station', { name: tide.station.name, distance })}
        {' · '}
        <TideCredit credit={tide.station.credit} />
      </p>
      {noaaId && (
        <a
          className="tide-view__link"
          href={tidesServiceUrl({
            noaaId,
            observedAt: post.observed_at,
            timeZone: post.time_zone.name,
            system,
            datum: tide.datum,
          })}
          target="_blank"
          rel="noreferrer"
        >
          {t('tide.link')}
          <ExternalLink size={14} aria-hidden="true" />
        </a>
      )}
    </div>
  );
}

/**
 * The tide row of the details table (spec 001 section 2): fetched on its own so the panel never
 * waits for it; a missing station, or a failing service with its own message, shows in its place.
 */
export function TideView({ post, project }: { post: Post; project: ProjectDetailData }) {
  const { t } = useTranslation();
  const { system } = useSystemOfMeasure();
  const tide = useTide(project.id, post.id);
  const serviceFailure = tide.data && !isFound(tide.data) ? tide.data.error : null;
  useEffect(() => {
    if (serviceFailure && serviceFailure !== NO_STATION_FOUND) {
      console.warn('The tide service failed:', serviceFailure);
    }
  }, [serviceFailure]);
  if (tide.isPending) {
    return (
      <div className="tide-view tide-view--loading" role="status">
        {t('tide.loading')}
      </div>
    );
  }
  if (tide.isError) {
    return (
      <p className="tide-view__message">
        {t('tide.failed')} {errorMessage(t, tide.error)}
      </p>
    );
  }
  const answer = tide.data;
  if (!isFound(answer)) {
    // Spec 001 section 8: NO_STATION_FOUND, or the tide service's own message, shown as it came.
    return (
      <p className="tide-view__message">
        {answer.error === NO_STATION_FOUND
          ? t('tide.no_station')
          : t('tide.service_failed', { message: answer.error })}
      </p>
    );
  }
  if (answer.levels.length === 0)
    return <p className="tide-view__message">{t('tide.no_station')}</p>;
  return <TideFacts post={post} tide={answer} system={system} />;
}
