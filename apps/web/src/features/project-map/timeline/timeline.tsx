import { useMemo } from 'react';
import type { PostsFilterQuery } from '@highwater/core/api/posts';
import { chooseTimelineInterval } from '@highwater/core/timeline';
import { usePostHistogram } from '@/api/get-post-histogram.ts';
import { useTimeZonePreference } from '@/lib/time/time-zone-choice.ts';
import type { MapProject } from '../use-project-filter.ts';
import { TimelineChart } from './timeline-chart.tsx';
import { timelineEnd } from './timeline-end.ts';
import './timeline.css';

export interface TimelineProps {
  project: MapProject;
  apiQuery: PostsFilterQuery;
  from: Date | null;
  to: Date;
  onRangeChange: (from: Date, to: Date) => void;
}

/** Posts over the selected range as bars; dragging or the arrow keys choose a new range. */
export function Timeline({ project, apiQuery, from, to, onRangeChange }: TimelineProps) {
  const until = timelineEnd(from, to, project.end_date).getTime();
  const endsEarly = until < to.getTime();
  // With no lower bound the server measures the range from the oldest post and picks the interval.
  const interval = from ? chooseTimelineInterval(from, new Date(until)) : undefined;
  // One axis for the whole area: the project area's zone with local time, else the user's own.
  const { timeZone } = useTimeZonePreference(project.center);
  const query = useMemo(
    () => ({
      ...apiQuery,
      ...(endsEarly ? { to_date: new Date(until).toISOString() } : {}),
      time_zone: timeZone,
      ...(interval ? { interval } : {}),
    }),
    [apiQuery, endsEarly, until, interval, timeZone],
  );
  const histogram = usePostHistogram(project.id, query);
  const bounds = useMemo(
    () => ({
      min: new Date(project.start_date),
      max: project.end_date ? new Date(project.end_date) : null,
    }),
    [project.start_date, project.end_date],
  );
  return (
    <TimelineChart
      histogram={histogram.data}
      loading={histogram.isFetching}
      failed={histogram.isError}
      bounds={bounds}
      timeZone={timeZone}
      onRangeChange={onRangeChange}
    />
  );
}
