/**
 * Where the timeline ends: the project's end date when the range runs on past it (its bars after
 * the end could only be empty), else the range's own end. A range that starts after the project
 * ended is left as chosen.
 */
export function timelineEnd(from: Date | null, to: Date, projectEnd: string | null): Date {
  const end = projectEnd ? new Date(projectEnd) : null;
  return end && end < to && (!from || from < end) ? end : to;
}
