/**
 * Names of the marks the web app leaves on the page's performance timeline, for the browser's
 * performance tools and the browser benchmark (apps/server/bench/browser).
 */

/**
 * Made each time the project map has drawn a new answer of points: the first frame painted after
 * the points' map source took the data and loaded every tile of the view. Its detail is
 * `{ features: number }`, the point groups drawn. Its start time on the first view is the time
 * from the page's request.
 */
export const POINTS_DRAWN_MARK = 'highwater:points-drawn';

export interface PointsDrawnDetail {
  features: number;
}
