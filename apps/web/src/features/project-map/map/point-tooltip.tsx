import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { Status } from '@highwater/core/api/projects';
import type { MapHandle } from '@/lib/map/use-map-instance.ts';
import type { PointGroup } from './point-groups.ts';
import { StatusControl } from './status-control.tsx';

/** Posts listed in one tooltip; the rest are counted. */
const TOOLTIP_POSTS = 5;

interface PointTooltipProps {
  handle: MapHandle;
  group: PointGroup;
  projectId: number;
  statuses: readonly Status[];
  pinned: boolean;
  onClose: () => void;
  onShow: (group: PointGroup) => void;
  /** The pointer or focus entered (true) or left (false) the tooltip. */
  onInside: (inside: boolean) => void;
}

/** A tooltip over a point (a MapLibre popup) with each post's status, which can be changed there. */
export function PointTooltip({
  handle,
  group,
  projectId,
  statuses,
  pinned,
  onClose,
  onShow,
  onInside,
}: PointTooltipProps) {
  const { t } = useTranslation();
  const [container] = useState(() => document.createElement('div'));

  useEffect(() => {
    const popup = new handle.maplibre.Popup({
      closeButton: false,
      closeOnClick: false,
      closeOnMove: false,
      focusAfterOpen: false,
      offset: 14,
      maxWidth: '320px',
      className: 'map-tooltip',
    })
      .setLngLat([group.lng, group.lat])
      .setDOMContent(container)
      .addTo(handle.map);
    return () => {
      popup.remove();
    };
  }, [handle, container, group.lng, group.lat]);

  const shown = group.ids.slice(0, TOOLTIP_POSTS);
  const more = group.ids.length - shown.length;
  const title =
    group.ids.length > 1
      ? t('map.sightings_here', { count: group.ids.length })
      : t('map.post_title', { id: group.ids[0] });

  return createPortal(
    <section
      className="map-tooltip__body"
      aria-label={title}
      onPointerEnter={() => onInside(true)}
      onPointerLeave={() => onInside(false)}
      onFocus={() => onInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onInside(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className="map-tooltip__header">
        <h2 className="map-tooltip__title">{title}</h2>
        {pinned && (
          <button
            type="button"
            className="map-tooltip__close"
            aria-label={t('common.close')}
            onClick={onClose}
          >
            <X size={16} aria-hidden />
          </button>
        )}
      </header>
      <ul className="map-tooltip__posts">
        {shown.map((postId, index) => (
          <li key={postId} className="map-tooltip__post">
            <span className="map-tooltip__id">#{postId}</span>
            {group.unseenIds.includes(postId) && (
              <span className="map-tooltip__chip">{t('map.unseen')}</span>
            )}
            <StatusControl
              projectId={projectId}
              postId={postId}
              statusId={group.statusIds[index] ?? null}
              statuses={statuses}
            />
          </li>
        ))}
      </ul>
      {more > 0 && <p className="map-tooltip__more">{t('map.more_posts', { count: more })}</p>}
      {group.featured && <p className="map-tooltip__featured">{t('map.featured')}</p>}
      <button type="button" className="map-tooltip__show" onClick={() => onShow(group)}>
        {t('map.show_posts', { count: group.ids.length })}
      </button>
    </section>,
    container,
  );
}
