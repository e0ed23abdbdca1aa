import { useTranslation } from 'react-i18next';
import type { Post } from '@highwater/core/api/posts';
import type { ProjectDetailData } from '@/api/get-project.ts';
import { useSystemOfMeasure } from '@/lib/use-system-of-measure.ts';
import { useSightingTime } from '@/lib/time/use-sighting-time.ts';
import { TideView } from '../tide/tide-view.tsx';
import { detailGroups } from './detail-groups.ts';
import { SystemSwitch } from './system-switch.tsx';
import './post-details.css';

/**
 * The details table of a post (spec 001 section 2): observed and submitted times in the place's
 * local time (or the user's own zone, as chosen), coordinates, weather and the answers by topic in the user's system of measure, and
 * the tide chart last. The switch above it changes the system everywhere and is saved for the user.
 */
export function PostDetails({ post, project }: { post: Post; project: ProjectDetailData }) {
  const { t, i18n } = useTranslation();
  const { system, setSystem } = useSystemOfMeasure();
  const timeZone = useSightingTime().zoneOf(post);
  const groups = detailGroups(post, { locale: i18n.language, system, t, timeZone });

  return (
    <div className="post-details">
      <SystemSwitch value={system} onChange={setSystem} />
      <table className="post-details__table">
        <caption className="visually-hidden">{t('post.details.caption')}</caption>
        <colgroup>
          <col className="post-details__label-column" />
          <col />
        </colgroup>
        {groups.map((group) => (
          <tbody key={group.key}>
            {group.heading !== null && (
              <tr>
                <th scope="rowgroup" colSpan={2} className="post-details__heading">
                  {group.heading}
                </th>
              </tr>
            )}
            {group.rows.map((row) => (
              <tr key={row.key} data-row={row.key}>
                <th scope="row" className="post-details__label">
                  {row.label}
                </th>
                <td className="post-details__value">{row.value}</td>
              </tr>
            ))}
          </tbody>
        ))}
        <tbody>
          <tr>
            <th scope="rowgroup" colSpan={2} className="post-details__heading">
              {t('post.details.tide')}
            </th>
          </tr>
          <tr>
            <td colSpan={2} className="post-details__tide">
              <TideView post={post} project={project} />
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
