import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useResolvedPath } from 'react-router';
import { Button } from 'react-aria-components';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { PostSummary } from '@highwater/core/api/posts';
import { parsePostIds } from '@/lib/post-ids.ts';
import { SKIP_TARGETS } from '@/lib/skip-targets.ts';
import { clearedFilter } from '../filters/filter-rules.ts';
import { useSightingTime } from '@/lib/time/use-sighting-time.ts';
import { useProjectFilter } from '../use-project-filter.ts';
import { EmptyState } from './empty-state.tsx';
import { GroupHeader, HEADER_HEIGHT } from './group-header.tsx';
import { listGroups } from './list-groups.ts';
import { listRows, type ListRow } from './list-rows.ts';
import { SightingsTotal } from './sightings-total.tsx';
import { ListSkeleton, SkeletonRow } from './list-skeleton.tsx';
import { ROW_HEIGHT, SightingRow } from './sighting-row.tsx';
import { useGroupPages } from './use-group-pages.ts';
import { useReturnFocus } from './use-return-focus.ts';
import './sightings.css';

const END_HEIGHT = 48;
const rowHeight = (row: ListRow | undefined) =>
  row?.type === 'header' ? HEADER_HEIGHT : row?.type === 'end' ? END_HEIGHT : ROW_HEIGHT;

interface SightingsListProps {
  /** Address keys to drop when a sighting is chosen (the phone sheet closes itself). */
  closeKeys?: readonly string[];
}

/** Opens the map-post route for a post, keeping the filters and the map position. */
function useSelectPost(closeKeys: readonly string[]) {
  const navigate = useNavigate();
  const mapPath = useResolvedPath('.').pathname;
  return useCallback(
    (post: PostSummary) => {
      const search = new URLSearchParams(window.location.search);
      for (const key of closeKeys) search.delete(key);
      void navigate({
        pathname: `${mapPath.replace(/\/$/, '')}/${post.id}`,
        search: search.toString(),
        hash: window.location.hash,
      });
    },
    [closeKeys, mapPath, navigate],
  );
}

/**
 * The sightings list: virtualized, paged from the server with its cursor, grouped by status or
 * severity when asked (one paged query per group).
 */
export function SightingsList({ closeKeys = [] }: SightingsListProps) {
  const { t } = useTranslation();
  const { project, filter, apiQuery, setFilter } = useProjectFilter();
  const groups = useMemo(() => listGroups(filter, apiQuery, project), [filter, apiQuery, project]);
  const { pages, loadMore, retry } = useGroupPages(project.id, groups);
  const { rows, total, capped, empty } = listRows(pages);
  const selectPost = useSelectPost(closeKeys);
  const { postIds } = useParams();
  const selected = useMemo(() => new Set((postIds ?? '').split(',').map(Number)), [postIds]);
  const sightingTime = useSightingTime();
  const now = new Date();

  const scrollRef = useRef<HTMLDivElement>(null);
  const stickyIndexes = useMemo(
    () => rows.flatMap((row, index) => (row.type === 'header' ? [index] : [])),
    [rows],
  );
  const activeSticky = useRef(-1);
  const rangeExtractor = useCallback(
    (range: Range) => {
      activeSticky.current =
        [...stickyIndexes].reverse().find((index) => range.startIndex >= index) ?? -1;
      const indexes = new Set(defaultRangeExtractor(range));
      if (activeSticky.current >= 0) indexes.add(activeSticky.current);
      return [...indexes].sort((a, b) => a - b);
    },
    [stickyIndexes],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => rowHeight(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();
  const selectedIds = useMemo(() => parsePostIds(postIds), [postIds]);
  useReturnFocus(selectedIds, rows, scrollRef, virtualizer, items);

  // A loader row in view asks for its group's next page.
  useEffect(() => {
    for (const item of items) {
      const row = rows[item.index];
      if (row?.type !== 'loader') continue;
      const page = pages.find((candidate) => candidate.group.key === row.group.key);
      if (page?.canLoadMore) loadMore(row.group);
    }
  }, [items, rows, pages, loadMore]);

  const listKey = JSON.stringify(apiQuery) + (filter.groupBy ?? '');
  const failed = pages.some((page) => page.isError);
  const pending = pages.every((page) => page.isPending);

  return (
    <section
      className="sightings skip-target"
      aria-label={t('sightings.list')}
      id={SKIP_TARGETS.sightings[0]}
      tabIndex={-1}
    >
      <div className="sightings__summary" aria-live="polite">
        {total !== null && <SightingsTotal total={total} capped={capped} />}
      </div>
      {failed && (
        <div className="list-error" role="alert">
          <p>{t('sightings.load_failed')}</p>
          <Button className="button" onPress={retry}>
            {t('sightings.retry')}
          </Button>
        </div>
      )}
      {pending && !failed && <ListSkeleton label={t('sightings.loading')} />}
      {empty && !failed && <EmptyState onReset={() => setFilter(clearedFilter(filter))} />}
      {!pending && !empty && (
        <div className="sightings__scroll" ref={scrollRef} key={listKey}>
          <div className="sightings__space" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              const sticky = item.index === activeSticky.current;
              return (
                <div
                  key={item.key}
                  className={`sightings__row${sticky ? ' sightings__row--sticky' : ''}`}
                  style={
                    sticky
                      ? { height: item.size }
                      : { height: item.size, transform: `translateY(${item.start}px)` }
                  }
                >
                  {row.type === 'header' && (
                    <GroupHeader group={row.group} total={row.total} capped={row.capped} />
                  )}
                  {row.type === 'post' && (
                    <SightingRow
                      post={row.post}
                      status={project.statuses.find(
                        (status) =>
                          status.id === row.post.status_id ||
                          (row.post.status_id === null && status.default),
                      )}
                      showSeverity={project.show_severity}
                      selected={selected.has(row.post.id)}
                      now={now}
                      exactTime={sightingTime.format(row.post.observed_at, row.post)}
                      onSelect={selectPost}
                    />
                  )}
                  {row.type === 'loader' && (
                    <div role="status" aria-label={t('sightings.loading_more')}>
                      <SkeletonRow />
                    </div>
                  )}
                  {row.type === 'end' && <p className="sightings__end">{t('sightings.no_more')}</p>}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </section>
  );
}
