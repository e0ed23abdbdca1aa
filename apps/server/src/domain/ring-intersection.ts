import type { Position, Ring } from './area-geometry.ts';

interface Segment {
  index: number;
  a: Position;
  b: Position;
  minX: number;
  maxX: number;
}

const orientation = (p: Position, q: Position, r: Position) =>
  Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));

const within = (p: Position, q: Position, r: Position) =>
  Math.min(p[0], r[0]) <= q[0] &&
  q[0] <= Math.max(p[0], r[0]) &&
  Math.min(p[1], r[1]) <= q[1] &&
  q[1] <= Math.max(p[1], r[1]);

/** Whether two segments share any point (touching and overlapping included). */
function segmentsMeet(s: Segment, t: Segment): boolean {
  const o1 = orientation(s.a, s.b, t.a);
  const o2 = orientation(s.a, s.b, t.b);
  const o3 = orientation(t.a, t.b, s.a);
  const o4 = orientation(t.a, t.b, s.b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && within(s.a, t.a, s.b)) ||
    (o2 === 0 && within(s.a, t.b, s.b)) ||
    (o3 === 0 && within(t.a, s.a, t.b)) ||
    (o4 === 0 && within(t.a, s.b, t.b))
  );
}

/**
 * Whether a closed ring crosses or touches itself (a bow tie, a spike folding back). Edges are
 * swept in order of their left end, so only edges whose x ranges overlap are compared: fast for
 * the rings of real boundaries, though a pathological ring can still take quadratic time.
 */
export function ringSelfIntersects(ring: Ring): boolean {
  // A position repeated in a row is common in real files and harmless: it makes no edge.
  const corners = ring.filter(
    (position, i) => i === 0 || position[0] !== ring[i - 1]![0] || position[1] !== ring[i - 1]![1],
  );
  const count = corners.length - 1;
  const segments: Segment[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = corners[i]!;
    const b = corners[i + 1]!;
    segments.push({ index: i, a, b, minX: Math.min(a[0], b[0]), maxX: Math.max(a[0], b[0]) });
  }
  segments.sort((s, t) => s.minX - t.minX);
  for (let i = 0; i < segments.length; i += 1) {
    const s = segments[i]!;
    for (let j = i + 1; j < segments.length && segments[j]!.minX <= s.maxX; j += 1) {
      const t = segments[j]!;
      const gap = Math.abs(s.index - t.index);
      // Neighbouring edges share their common corner (the first and last edge too).
      if (gap === 1 || gap === count - 1) {
        // …but a neighbour folding back along the same line overlaps it.
        const shared = gap === 1 ? (s.index < t.index ? s.b : t.b) : s.index === 0 ? s.a : t.a;
        const sOther = s.a === shared ? s.b : s.a;
        const tOther = t.a === shared ? t.b : t.a;
        if (orientation(shared, sOther, tOther) === 0 && within(shared, tOther, sOther))
          return true;
        if (orientation(shared, tOther, sOther) === 0 && within(shared, sOther, tOther))
          return true;
        continue;
      }
      if (segmentsMeet(s, t)) return true;
    }
  }
  return false;
}
