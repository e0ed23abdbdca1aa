import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  HOME_MAP_ZOOM,
  MAP_CLICK_DELAY_MS,
  MAP_MARKER_GROUP_LIMIT,
} from '@highwater/core/constants';
import { useRecentChanges } from '@/features/live/live-context.tsx';
import { useConfig } from '@/lib/config-context.tsx';
import { useBaseStyle } from '@/lib/map/use-base-style.ts';
import { useMapLayers } from '@/lib/map/map-layers.ts';
import { addZoomButtons, useMapInstance } from '@/lib/map/use-map-instance.ts';
import { SKIP_TARGETS } from '@/lib/skip-targets.ts';
import type { PixelSize } from '@/lib/pixel-size.ts';
import { cachedPostPoints } from './cached-post-points.ts';
import { ClickDelay } from './click-delay.ts';
import { clusterFeatures, type ClusterProperties } from './cluster-features.ts';
import { provideCountImages } from './count-images.ts';
import { densityDrawing, NO_DENSITY, pointsShownWithDensity } from './density-bins.ts';
import { DensityLegend } from './density-legend.tsx';
import { openingDensityRequest } from './first-view.ts';
import { parseMapHash } from './map-hash.ts';
import { MapControls } from './map-controls.tsx';
import { MapNotices } from './map-notices.tsx';
import { nearFeatures } from './near-circle.ts';
import {
  updateOverlayLayers,
  setOverlayData,
  SOURCES,
  withOverlays,
  type OverlayOptions,
} from './map-overlays.ts';
import { choosePointDisplay } from './point-display.ts';
import { changedFeatures, EMPTY_COLLECTION, pointFeatures } from './point-features.ts';
import { groupPoints, groupsOf, type PointGroup } from './point-groups.ts';
import { pointColor, readPointPalette, type PointPalette } from './point-palette.ts';
import { PointTooltip } from './point-tooltip.tsx';
import type { ProjectMapProps } from './project-map.tsx';
import { useCamera } from './use-camera.ts';
import { useClusterClicks, zoomInOn } from './use-cluster-clicks.ts';
import { useClusterMarkers } from './use-cluster-markers.ts';
import { useLayerEvents } from './use-layer-events.ts';
import { useMapHash } from './use-map-hash.ts';
import { useMapPoints } from './use-map-points.ts';
import { useOverlaySource, type OverlayData } from './use-overlay-source.ts';
import { nearKey, useNearCamera } from './use-near-camera.ts';
import { useNearPin } from './use-near-pin.ts';
import { usePointMarkers } from './use-point-markers.ts';
import { usePlacementPin } from './use-placement-pin.ts';
import { usePointsDrawnMark } from './use-points-drawn-mark.ts';
import { useSelectionLayers } from './use-selection-layers.ts';
import { useTooltip } from './use-tooltip.ts';

const NO_GROUPS: PointGroup[] = [];
// One empty list, so that the markers' effect does not run again on every render.
const NO_CLUSTERS: ReturnType<typeof clusterFeatures>['features'] = [];

/** The project map: points of the matching posts, the selection, the optional layers. */
export default function MapView({
  project,
  apiQuery,
  selectedPostIds,
  onSelectPosts,
  near,
  onMoveNear,
  placement,
  controls,
}: ProjectMapProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const config = useConfig();
  const layers = useMapLayers();
  const container = useRef<HTMLDivElement>(null);
  const [restored] = useState(() => parseMapHash(window.location.hash));
  const [palette, setPalette] = useState<PointPalette | null>(null);
  const [size, setSize] = useState<PixelSize | null>(null);
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    setPalette(readPointPalette(element));
    // MapLibre sizes its canvas to the container: the first view can be planned from it.
    setSize({ width: element.clientWidth, height: element.clientHeight });
  }, []);

  // What the map's transformStyle adds to every base style; always the latest choices.
  const overlayOptions = useRef<OverlayOptions | null>(null);
  const overlayData = useRef<OverlayData>({
    density: EMPTY_COLLECTION,
    near: EMPTY_COLLECTION,
    points: EMPTY_COLLECTION,
    clusters: EMPTY_COLLECTION,
    changed: EMPTY_COLLECTION,
    floodExtents: EMPTY_COLLECTION,
    stormDrains: EMPTY_COLLECTION,
  });
  const { handle, failure } = useMapInstance(
    container,
    () => ({
      center: restored ? [restored.lng, restored.lat] : [project.center.lng, project.center.lat],
      zoom: restored?.zoom ?? HOME_MAP_ZOOM,
      transformStyle: (_previous, next) => {
        const options = overlayOptions.current ?? {
          palette: readPointPalette(document.documentElement),
          showSeverity: project.show_severity,
          display: 'layer',
        };
        return withOverlays(next, options);
      },
    }),
    addZoomButtons,
    { spare: true },
  );
  const map = handle?.map ?? null;

  const placedElsewhere = selectedPostIds.length > 0 || near !== undefined;
  const planView = useCallback(
    (extent: readonly [number, number, number, number]) =>
      openingDensityRequest({ extent, size, restored, placedElsewhere }),
    [size, restored, placedElsewhere],
  );
  const mapPoints = useMapPoints(project.id, apiQuery, map, layers.density, planView);
  const { density, view: densityView } = mapPoints;
  const grouped = useMemo(
    () => (mapPoints.points ? groupPoints(mapPoints.points) : null),
    [mapPoints.points],
  );
  const groupByKey = useMemo(
    () => new Map((grouped?.groups ?? NO_GROUPS).map((group) => [group.key, group])),
    [grouped],
  );
  const selectionKey = selectedPostIds.join(',');
  const selectedIds = useMemo(
    () => (selectionKey ? selectionKey.split(',').map(Number) : []),
    [selectionKey],
  );
  const selectedGroups = useMemo(() => {
    const shown = grouped ? groupsOf(grouped, selectedIds) : NO_GROUPS;
    if (!mapPoints.capped) return shown;
    // A capped map holds the view's points only; the rest of the selection comes from the list.
    const missing = selectedIds.filter((id) => !grouped?.byPostId.has(id));
    if (missing.length === 0) return shown;
    const listed = groupPoints(cachedPostPoints(queryClient, project.id, missing)).groups;
    return [...shown, ...listed.filter((group) => !groupByKey.has(group.key))];
  }, [grouped, groupByKey, selectedIds, mapPoints.capped, queryClient, project.id]);
  const selectedKeys = useMemo(() => new Set(selectedGroups.map((g) => g.key)), [selectedGroups]);
  // Counts per cell stand for the points when the view holds too many; the density squares, when
  // on, already say as much.
  const clustersShown = mapPoints.clusters !== null && !layers.density;
  const clusterData = useMemo(
    () =>
      clusterFeatures(
        clustersShown && mapPoints.clusters ? mapPoints.clusters.bins : [],
        i18n.language,
      ),
    [clustersShown, mapPoints.clusters, i18n.language],
  );
  const drawing = useMemo(
    () => (layers.density && density.data ? densityDrawing(density.data) : NO_DENSITY),
    [layers.density, density.data],
  );
  // Over many sightings in view the squares stand for the points (see docs/architecture.md).
  const pointsHidden =
    layers.density &&
    densityView !== null &&
    density.data !== undefined &&
    !pointsShownWithDensity(density.data.total, densityView.zoom);
  const display =
    pointsHidden || clustersShown ? 'hidden' : choosePointDisplay(grouped?.groups.length ?? 0);
  const currentOptions = useMemo<OverlayOptions | null>(
    () => (palette ? { palette, showSeverity: project.show_severity, display } : null),
    [palette, project.show_severity, display],
  );
  overlayOptions.current = currentOptions;
  const baseLayer = layers.satellite ? 'satellite' : 'street';
  const baseStyle = useBaseStyle(map, config, baseLayer);

  // Each new base style comes with empty sources: give them their data back.
  useEffect(() => {
    if (!map) return;
    const refill = () => {
      for (const source of Object.keys(SOURCES) as (keyof typeof SOURCES)[]) {
        setOverlayData(map, source, overlayData.current[source]);
      }
    };
    map.on('style.load', refill);
    const stopImages = provideCountImages(map, { fill: '#0e2a38', text: '#ffffff' });
    return () => {
      map.off('style.load', refill);
      stopImages();
    };
  }, [map]);

  useEffect(() => {
    if (map && currentOptions && map.getSource(SOURCES.points))
      updateOverlayLayers(map, currentOptions);
  }, [map, currentOptions]);

  useOverlaySource(map, overlayData, 'density', drawing.features);

  // Few clusters are buttons, drawn at once; many are one WebGL layer, as points are.
  const clusterMarkers = clusterData.features.length <= MAP_MARKER_GROUP_LIMIT;
  const clusterLayerData = clusterMarkers ? EMPTY_COLLECTION : clusterData;
  useOverlaySource(map, overlayData, 'clusters', clusterLayerData);
  useClusterClicks(map);
  const clusterLabel = useCallback(
    (cluster: ClusterProperties) =>
      t('map.cluster', {
        count: cluster.count,
        formatted: cluster.count.toLocaleString(i18n.language),
      }),
    [t, i18n.language],
  );
  const zoomIn = useCallback((lng: number, lat: number) => map && zoomInOn(map, lng, lat), [map]);
  useClusterMarkers(
    handle,
    clusterMarkers ? clusterData.features : NO_CLUSTERS,
    clusterLabel,
    zoomIn,
  );

  const pointData = useMemo(() => pointFeatures(grouped?.groups ?? NO_GROUPS), [grouped]);
  const { floodExtents, stormDrains } = useSelectionLayers({
    projectId: project.id,
    selectedPostIds: selectedIds,
    selectedGroups,
    floodExtents: layers.floodExtents,
    stormDrains: layers.stormDrains,
  });
  useOverlaySource(map, overlayData, 'points', pointData);
  useOverlaySource(map, overlayData, 'floodExtents', floodExtents);
  useOverlaySource(map, overlayData, 'stormDrains', stormDrains);
  const drawn = useMemo(
    () =>
      clustersShown
        ? clusterMarkers
          ? null
          : ({ source: 'clusters', data: clusterData } as const)
        : grouped
          ? ({ source: 'points', data: pointData } as const)
          : null,
    [clustersShown, clusterMarkers, clusterData, grouped, pointData],
  );
  usePointsDrawnMark(map, drawn);

  const recentChanges = useRecentChanges();
  const changedData = useMemo(
    () => changedFeatures(grouped?.byPostId, recentChanges),
    [grouped, recentChanges],
  );
  useOverlaySource(map, overlayData, 'changed', changedData);

  const nearData = useMemo(() => nearFeatures(near), [near]);
  useOverlaySource(map, overlayData, 'near', nearData);
  // The location the pin was dropped on: the camera leaves that move alone.
  const movedByPin = useRef<string | null>(null);
  useNearPin(handle, near, {
    label: t('map.near_pin'),
    color: palette?.near,
    onMove: (point) => {
      if (near) movedByPin.current = nearKey({ ...point, radius: near.radius });
      onMoveNear(point);
    },
  });
  useNearCamera(map, near, movedByPin);
  // While a sighting is placed, a click on the map places it rather than choosing a sighting.
  usePlacementPin(handle, placement, { label: t('newsighting.pin'), color: palette?.placement });

  const tooltip = useTooltip();
  const selectedByMap = useRef<string | null>(null);
  // The click delay outlives renders: it calls the latest selection handler through this ref.
  const select = useRef<(group: PointGroup) => void>(() => {});
  select.current = (group: PointGroup) => {
    selectedByMap.current = group.key;
    onSelectPosts(group.ids);
  };
  const [clicks] = useState(
    () =>
      new ClickDelay<PointGroup>(MAP_CLICK_DELAY_MS, (group) => {
        tooltip.pin(group.key);
        select.current(group);
      }),
  );
  useEffect(() => () => clicks.cancel(), [clicks]);

  useLayerEvents(map, {
    onClick: (key) => {
      if (placement) return;
      const group = key ? groupByKey.get(key) : undefined;
      if (group) clicks.click(group);
      else tooltip.close();
    },
    onDoubleClick: () => clicks.cancel(),
    onHover: (key) => tooltip.hover(key),
    onLeave: () => tooltip.leave(),
  });

  const lookOf = useCallback(
    (group: PointGroup) => {
      const count = group.ids.length;
      return {
        color: palette ? pointColor(palette, project.show_severity, group) : '',
        selected: selectedKeys.has(group.key),
        label:
          count > 1
            ? t('map.sightings_here', { count })
            : t('map.post_title', { id: group.ids[0] }),
      };
    },
    [palette, project.show_severity, selectedKeys, t],
  );
  usePointMarkers(
    handle,
    // While a view's points load (a capped map zoomed in), the selection keeps its markers.
    display === 'markers' && grouped ? grouped.groups : selectedGroups,
    lookOf,
    {
      onClick: (group) =>
        placement ? placement.onPlace({ lng: group.lng, lat: group.lat }) : clicks.click(group),
      onDoubleClick: (group) => {
        clicks.cancel();
        map?.easeTo({ center: [group.lng, group.lat], zoom: map.getZoom() + 1 });
      },
      onHover: (group) => tooltip.hover(group.key),
      onLeave: () => tooltip.leave(),
    },
  );

  // A capped answer has no points to fit: the map opens on where the project's sightings are.
  const extent = mapPoints.extent;
  const fitTo = useMemo(
    () =>
      extent === undefined
        ? grouped?.groups
        : extent
          ? [
              { lng: extent[0], lat: extent[1] },
              { lng: extent[2], lat: extent[3] },
            ]
          : NO_GROUPS,
    [extent, grouped],
  );
  useCamera({
    map,
    restored: restored !== null,
    center: project.center,
    fitTo,
    selectedGroups,
    near,
    selectedByMap,
  });
  useMapHash(map);

  // A tooltip pinned by a click goes when its point is no longer selected (e.g. Dismiss posts).
  const pinnedKey = tooltip.tooltip?.pinned ? tooltip.tooltip.key : null;
  const closeTooltip = tooltip.close;
  useEffect(() => {
    if (pinnedKey !== null && grouped && !selectedKeys.has(pinnedKey)) closeTooltip();
  }, [pinnedKey, selectedKeys, grouped, closeTooltip]);

  const tooltipGroup = tooltip.tooltip ? groupByKey.get(tooltip.tooltip.key) : undefined;
  return (
    <div className="hw-map">
      <div
        ref={container}
        className="hw-map__canvas skip-target"
        role="region"
        aria-label={t('map.label')}
        id={SKIP_TARGETS.map[0]}
        tabIndex={-1}
        data-point-display={display}
        data-density-squares={layers.density ? drawing.features.features.length : undefined}
        data-near={nearKey(near) || undefined}
        data-clusters={clustersShown ? clusterData.features.length : undefined}
        aria-busy={!map || (!grouped && !clustersShown) || mapPoints.isFetching}
      />
      {handle && tooltipGroup && (
        <PointTooltip
          handle={handle}
          group={tooltipGroup}
          projectId={project.id}
          statuses={project.statuses}
          pinned={tooltip.tooltip?.pinned ?? false}
          onClose={tooltip.close}
          onShow={(group) => select.current(group)}
          onInside={tooltip.inside}
        />
      )}
      {layers.density && (
        <DensityLegend drawing={drawing} pointsHidden={pointsHidden} failed={density.isError} />
      )}
      <MapNotices
        loading={mapPoints.isFetching}
        loadFailed={mapPoints.isError}
        clustered={clustersShown}
        baseNotice={baseStyle.notice}
        baseLayer={baseLayer}
        failure={failure || baseStyle.failure}
      />
      {controls && <MapControls map={map}>{controls}</MapControls>}
    </div>
  );
}
