import { describe, expect, it } from 'vitest';
import { timelineEnd } from '@/features/project-map/timeline/timeline-end.ts';

const NOW = new Date('2026-11-27T10:00:00.000Z');
const ENDED = '2026-06-30T00:00:00.000Z';

describe("the timeline's end", () => {
  it('is the end date of a project that has ended, over any time or a long range', () => {
    expect(timelineEnd(null, NOW, ENDED)).toEqual(new Date(ENDED));
    expect(timelineEnd(new Date('2025-11-27T10:00:00.000Z'), NOW, ENDED)).toEqual(new Date(ENDED));
  });

  it("is the range's own end for an open project, or a range that ends sooner", () => {
    expect(timelineEnd(null, NOW, null)).toEqual(NOW);
    const before = new Date('2026-03-01T00:00:00.000Z');
    expect(timelineEnd(null, before, ENDED)).toEqual(before);
  });

  it('leaves a range that starts after the project ended as it was chosen', () => {
    const from = new Date('2026-10-28T10:00:00.000Z');
    expect(timelineEnd(from, NOW, ENDED)).toEqual(NOW);
  });
});
