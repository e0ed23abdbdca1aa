/**
 * SQL of a post's square Web-Mercator cell at grid level 16 (core/density-grid.ts: the world
 * 65,536 cells a side), for the tables that count posts per cell (migrations 015 and 016). `row`
 * names the posts row: an alias, OLD or NEW. Latitudes are clamped to the projection's limits.
 */
const LAT = (row: string) => `least(greatest(${row}.lat, -85.0511287798066), 85.0511287798066)`;
export const CELL_X = (row: string) => `floor((${row}.lng + 180) / 360 * 65536)::int`;
export const CELL_Y = (row: string) =>
  `floor((0.5 - ln(tan(pi() / 4 + radians(${LAT(row)}) / 2)) / (2 * pi())) * 65536)::int`;
