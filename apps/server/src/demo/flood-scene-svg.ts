import type { Random } from './random.ts';

/**
 * Draws a street-flooding scene as SVG: sky, a row of buildings, a street in perspective with
 * kerbs, a storm drain, a car and a water surface whose height follows the severity level.
 */

export interface SceneOptions {
  width: number;
  height: number;
  /** Severity level 0–5: how high the water stands. */
  level: number;
}

export interface Scene {
  svg: string;
  /** Where the water surface starts, in pixels from the top. */
  waterTop: number;
}

const SKIES = [
  ['#5f6f7f', '#b9c3c9'], // overcast
  ['#3d5a80', '#98c1d9'], // clearing
  ['#4a4e69', '#c9ada7'], // dusk
  ['#2b3a42', '#7d8f99'], // storm
  ['#6c8ead', '#e0e6ea'], // bright haze
] as const;

const BUILDING_COLOURS = [
  '#e9d8a6',
  '#f4f1de',
  '#e07a5f',
  '#81b29a',
  '#f2cc8f',
  '#cdb4db',
  '#a8dadc',
];
const WINDOW_COLOURS = ['#5c677d', '#33415c', '#7d8597', '#4a5759'];
const CAR_COLOURS = ['#c1121f', '#003049', '#e9ecef', '#495057', '#ffb703', '#2a9d8f'];

const f = (n: number) => n.toFixed(1);

function buildings(random: Random, width: number, horizon: number): string {
  const parts: string[] = [];
  let x = -20;
  while (x < width) {
    const w = random.float(width * 0.06, width * 0.16);
    const h = random.float(horizon * 0.25, horizon * 0.75);
    const colour = random.pick(BUILDING_COLOURS);
    // Opaque windows: translucent shapes cost the SVG renderer several times more.
    const windowColour = random.pick(WINDOW_COLOURS);
    parts.push(
      `<rect x="${f(x)}" y="${f(horizon - h)}" width="${f(w)}" height="${f(h)}" fill="${colour}"/>`,
    );
    const rows = Math.floor(h / (horizon * 0.09));
    const cols = Math.max(1, Math.floor(w / (width * 0.03)));
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const wx = x + (w / cols) * c + w / cols / 4;
        const wy = horizon - h + r * horizon * 0.09 + horizon * 0.03;
        parts.push(
          `<rect x="${f(wx)}" y="${f(wy)}" width="${f(w / cols / 2)}" height="${f(horizon * 0.04)}" fill="${windowColour}"/>`,
        );
      }
    }
    x += w + random.float(0, width * 0.02);
  }
  return parts.join('');
}

function palm(random: Random, x: number, base: number, size: number): string {
  const lean = random.float(-0.15, 0.15) * size;
  const top = `${f(x + lean)},${f(base - size)}`;
  const fronds = [-1, -0.5, 0, 0.5, 1]
    .map((d) => {
      const tipX = x + lean + d * size * 0.45;
      const tipY = base - size + Math.abs(d) * size * 0.25 + size * 0.05;
      return `<path d="M${top} Q${f(x + lean + d * size * 0.25)},${f(base - size * 1.12)} ${f(tipX)},${f(tipY)}" stroke="#2d6a4f" stroke-width="${f(size * 0.05)}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${f(x)},${f(base)} Q${f(x + lean * 0.2)},${f(base - size * 0.5)} ${top}" stroke="#7f5539" stroke-width="${f(size * 0.045)}" fill="none"/>${fronds}`;
}

function car(random: Random, x: number, y: number, w: number): string {
  const colour = random.pick(CAR_COLOURS);
  const h = w * 0.32;
  return [
    `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" rx="${f(h * 0.3)}" fill="${colour}"/>`,
    `<path d="M${f(x + w * 0.2)},${f(y - h)} L${f(x + w * 0.32)},${f(y - h * 1.7)} L${f(x + w * 0.72)},${f(y - h * 1.7)} L${f(x + w * 0.85)},${f(y - h)} Z" fill="${colour}"/>`,
    `<path d="M${f(x + w * 0.27)},${f(y - h * 1.02)} L${f(x + w * 0.35)},${f(y - h * 1.55)} L${f(x + w * 0.69)},${f(y - h * 1.55)} L${f(x + w * 0.78)},${f(y - h * 1.02)} Z" fill="#bcd4e6" opacity="0.85"/>`,
    `<circle cx="${f(x + w * 0.22)}" cy="${f(y)}" r="${f(h * 0.38)}" fill="#1b1b1b"/>`,
    `<circle cx="${f(x + w * 0.78)}" cy="${f(y)}" r="${f(h * 0.38)}" fill="#1b1b1b"/>`,
  ].join('');
}

function ripples(
  random: Random,
  width: number,
  top: number,
  bottom: number,
  count: number,
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = random.float(top + 4, bottom);
    const depth = (y - top) / Math.max(bottom - top, 1);
    const rx = width * random.float(0.01, 0.05) * (0.4 + depth);
    parts.push(
      `<ellipse cx="${f(random.float(0, width))}" cy="${f(y)}" rx="${f(rx)}" ry="${f(rx * 0.18)}" fill="none" stroke="#ffffff" stroke-opacity="${random.float(0.15, 0.45).toFixed(2)}" stroke-width="${f(1 + depth * 2.5)}"/>`,
    );
  }
  return parts.join('');
}

export function floodScene(random: Random, { width, height, level }: SceneOptions): Scene {
  const [skyTop, skyBottom] = random.pick(SKIES);
  const horizon = height * random.float(0.38, 0.46);
  const vanishX = width * random.float(0.4, 0.6);
  const kerbLeft = width * random.float(-0.05, 0.12);
  const kerbRight = width * random.float(0.88, 1.05);
  // Water line: a wet sheen at level 0, up to most of the lower frame at level 5.
  const waterTop = height - (height - horizon) * [0.04, 0.22, 0.4, 0.58, 0.74, 0.9][level]!;
  const murky = level >= 3 ? '#6b705c' : '#5c7d8a';
  const drainX = kerbRight - (kerbRight - vanishX) * 0.35;
  const drainY = height - (height - horizon) * 0.35;
  const carX = width * random.float(0.15, 0.55);
  const carY = height - (height - horizon) * random.float(0.45, 0.6);

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
  <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyBottom}" stop-opacity="0.75"/><stop offset="0.25" stop-color="${murky}" stop-opacity="0.8"/><stop offset="1" stop-color="#3a4a4f" stop-opacity="0.92"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
${Array.from({ length: random.int(3, 7) }, () => `<ellipse cx="${f(random.float(0, width))}" cy="${f(random.float(0, horizon * 0.6))}" rx="${f(random.float(width * 0.08, width * 0.2))}" ry="${f(random.float(height * 0.03, height * 0.07))}" fill="#ffffff" opacity="${random.float(0.15, 0.4).toFixed(2)}"/>`).join('')}
${buildings(random, width, horizon)}
<rect y="${f(horizon)}" width="${width}" height="${f(height - horizon)}" fill="#9a9a96"/>
<path d="M${f(vanishX - 2)},${f(horizon)} L${f(kerbLeft)},${height} L${f(kerbRight)},${height} L${f(vanishX + 2)},${f(horizon)} Z" fill="#4a4e52"/>
<path d="M${f(vanishX - 2)},${f(horizon)} L${f(kerbLeft)},${height} L${f(kerbLeft - width * 0.03)},${height} Z" fill="#d6d3cc"/>
<path d="M${f(vanishX + 2)},${f(horizon)} L${f(kerbRight)},${height} L${f(kerbRight + width * 0.03)},${height} Z" fill="#d6d3cc"/>
${[0.08, 0.2, 0.38, 0.62].map((t) => `<path d="M${f(vanishX)},${f(horizon + (height - horizon) * t)} l0,${f((height - horizon) * t * 0.35)}" stroke="#f2e8cf" stroke-width="${f(2 + t * 14)}"/>`).join('')}
<rect x="${f(drainX - width * 0.03)}" y="${f(drainY)}" width="${f(width * 0.06)}" height="${f(height * 0.02)}" fill="#1f1f1f"/>
${random.chance(0.5) ? palm(random, width * random.float(0.02, 0.12), horizon + height * 0.06, height * 0.35) : ''}
${car(random, carX, carY, width * random.float(0.16, 0.24))}
<rect y="${f(waterTop)}" width="${width}" height="${f(height - waterTop)}" fill="url(#water)"/>
<rect y="${f(waterTop)}" width="${width}" height="${f(height * 0.004)}" fill="#e8eef0" opacity="0.5"/>
${ripples(random, width, waterTop, height, 20 + level * 12)}
</svg>`;
  return { svg, waterTop };
}

/** A plain profile picture: a coloured disc with a head-and-shoulders silhouette. */
export function avatarSvg(random: Random, size: number): string {
  const background = random.pick([
    '#264653',
    '#2a9d8f',
    '#e9c46a',
    '#f4a261',
    '#e76f51',
    '#6d597a',
    '#355070',
  ]);
  const skin = random.pick(['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac']);
  const shirt = random.pick(['#1d3557', '#457b9d', '#a8dadc', '#e63946', '#f1faee', '#2b2d42']);
  const s = size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
<rect width="${s}" height="${s}" fill="${background}"/>
<ellipse cx="${s / 2}" cy="${s * 1.02}" rx="${s * 0.38}" ry="${s * 0.3}" fill="${shirt}"/>
<circle cx="${s / 2}" cy="${s * 0.42}" r="${s * 0.2}" fill="${skin}"/>
</svg>`;
}
