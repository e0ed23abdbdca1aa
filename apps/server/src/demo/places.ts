/** Real flood-prone places of the demo data set: streets with house numbers, landmarks, areas. */

export type LngLat = readonly [number, number];

export interface Street {
  name: string;
  zip: string;
  /** House numbers at the start and the end of the path. */
  numbers: readonly [number, number];
  /** The street's course as [lng, lat] points. */
  path: readonly LngLat[];
}

export interface Landmark {
  name: string;
  zip: string;
  at: LngLat;
}

export interface Circle {
  center: LngLat;
  radiusM: number;
}

export interface Neighbourhood extends Circle {
  name: string;
  /** A lake or park cut out of the area. */
  hole?: Circle;
  /** A second, separate piece (islands). */
  also?: Circle;
}

export interface City {
  key: 'miami-beach' | 'charleston' | 'norfolk';
  name: string;
  state: string;
  center: LngLat;
  streets: readonly Street[];
  landmarks: readonly Landmark[];
  neighbourhoods: readonly Neighbourhood[];
  /** Mean air temperature per month, January first, in °C. */
  monthlyTempC: readonly number[];
  /** Share of reports written in Spanish. */
  spanishShare: number;
  drainPrefix: string;
}

/** "lng lat, lng lat, …" — keeps the tables below one line per street. */
function points(text: string): LngLat[] {
  return text.split(',').map((pair) => {
    const [lng, lat] = pair.trim().split(/\s+/).map(Number);
    if (lng === undefined || lat === undefined) throw new Error(`Bad coordinates: ${pair}`);
    return [lng, lat] as const;
  });
}

type StreetRow = [name: string, zip: string, from: number, to: number, path: string];
type LandmarkRow = [name: string, zip: string, at: string];
type AreaRow = [name: string, circle: string, hole?: string, also?: string];

const streets = (rows: StreetRow[]): Street[] =>
  rows.map(([name, zip, from, to, path]) => ({
    name,
    zip,
    numbers: [from, to],
    path: points(path),
  }));

const landmarks = (rows: LandmarkRow[]): Landmark[] =>
  rows.map(([name, zip, at]) => ({ name, zip, at: points(at)[0] as LngLat }));

/** "lng lat radiusM" */
function circle(text: string): Circle {
  const [lng = NaN, lat = NaN, radiusM = NaN] = text.trim().split(/\s+/).map(Number);
  return { center: [lng, lat], radiusM };
}

const neighbourhoods = (rows: AreaRow[]): Neighbourhood[] =>
  rows.map(([name, main, hole, also]) => ({
    name,
    ...circle(main),
    ...(hole ? { hole: circle(hole) } : {}),
    ...(also ? { also: circle(also) } : {}),
  }));

const MIAMI_BEACH: City = {
  key: 'miami-beach',
  name: 'Miami Beach',
  state: 'FL',
  center: [-80.134, 25.8],
  spanishShare: 0.45,
  drainPrefix: 'MB',
  monthlyTempC: [20, 21, 22, 24, 26, 28, 29, 29, 28, 27, 24, 21],
  streets: streets([
    ['Collins Ave', '33139', 100, 4400, '-80.1330 25.7705, -80.1300 25.7900, -80.1225 25.8150'],
    ['Collins Ave', '33140', 4400, 8700, '-80.1225 25.8150, -80.1210 25.8400, -80.1205 25.8705'],
    ['Alton Rd', '33139', 100, 4400, '-80.1400 25.7720, -80.1415 25.7950, -80.1390 25.8120'],
    ['West Ave', '33139', 500, 1900, '-80.1425 25.7740, -80.1430 25.7900'],
    ['Washington Ave', '33139', 100, 2100, '-80.1335 25.7720, -80.1320 25.7905'],
    ['Meridian Ave', '33139', 500, 2200, '-80.1365 25.7740, -80.1370 25.7930'],
    ['Purdy Ave', '33139', 1700, 1900, '-80.1447 25.7932, -80.1450 25.7968'],
    ['Dade Blvd', '33139', 1400, 2400, '-80.1420 25.7920, -80.1360 25.7950, -80.1300 25.8000'],
    [
      'Indian Creek Dr',
      '33140',
      2800,
      6900,
      '-80.1260 25.8030, -80.1235 25.8200, -80.1222 25.8350',
    ],
    ['Pine Tree Dr', '33140', 2800, 5600, '-80.1280 25.8050, -80.1262 25.8250, -80.1250 25.8400'],
    ['5th St', '33139', 600, 100, '-80.1425 25.7745, -80.1315 25.7745'],
    ['14th St', '33139', 1300, 100, '-80.1420 25.7858, -80.1305 25.7858'],
    ['41st St', '33140', 1700, 100, '-80.1400 25.8132, -80.1218 25.8132'],
    ['71st St', '33141', 1300, 100, '-80.1400 25.8573, -80.1215 25.8573'],
    ['Harding Ave', '33141', 7100, 8700, '-80.1215 25.8600, -80.1212 25.8745'],
    ['Venetian Way', '33139', 1, 200, '-80.1455 25.7912, -80.1580 25.7906, -80.1700 25.7900'],
  ]),
  landmarks: landmarks([
    ['Flamingo Park', '33139', '-80.1376 25.7822'],
    ['Sunset Harbour', '33139', '-80.1449 25.7949'],
    ['Lummus Park', '33139', '-80.1308 25.7795'],
    ['North Shore Open Space Park', '33141', '-80.1197 25.8662'],
  ]),
  neighbourhoods: neighbourhoods([
    ['South Pointe', '-80.1355 25.7715 600'],
    ['Flamingo / Lummus', '-80.1360 25.7835 900', '-80.1376 25.7822 160'],
    ['Sunset Harbour', '-80.1425 25.7945 450'],
    ['Mid-Beach', '-80.1255 25.8180 1300'],
    ['North Beach', '-80.1225 25.8595 1100'],
    ['Venetian Islands', '-80.1565 25.7908 320', undefined, '-80.1655 25.7903 300'],
  ]),
};

const CHARLESTON: City = {
  key: 'charleston',
  name: 'Charleston',
  state: 'SC',
  center: [-79.938, 32.786],
  spanishShare: 0.08,
  drainPrefix: 'CHS',
  monthlyTempC: [10, 12, 15, 19, 23, 27, 28, 28, 25, 20, 15, 11],
  streets: streets([
    ['King St', '29401', 1, 700, '-79.9335 32.7730, -79.9370 32.7850, -79.9430 32.7990'],
    ['Meeting St', '29401', 1, 800, '-79.9300 32.7710, -79.9345 32.7900, -79.9390 32.8050'],
    ['East Bay St', '29401', 1, 600, '-79.9270 32.7740, -79.9290 32.7900'],
    ['Lockwood Dr', '29401', 1, 200, '-79.9520 32.7760, -79.9535 32.7880'],
    ['Calhoun St', '29401', 300, 1, '-79.9530 32.7833, -79.9290 32.7853'],
    ['Rutledge Ave', '29401', 1, 800, '-79.9450 32.7730, -79.9480 32.7950'],
    ['Market St', '29401', 200, 1, '-79.9340 32.7808, -79.9280 32.7806'],
    ['Spring St', '29403', 300, 1, '-79.9530 32.7920, -79.9385 32.7900'],
    ['Huger St', '29403', 300, 1, '-79.9530 32.8020, -79.9390 32.8015'],
    ['Broad St', '29401', 200, 1, '-79.9420 32.7770, -79.9280 32.7765'],
    ['Concord St', '29401', 1, 300, '-79.9270 32.7800, -79.9265 32.7870'],
    ['Hagood Ave', '29403', 1, 300, '-79.9580 32.7920, -79.9560 32.8010'],
  ]),
  landmarks: landmarks([
    ['Colonial Lake', '29401', '-79.9437 32.7765'],
    ['Waterfront Park', '29401', '-79.9259 32.7792'],
    ['Hampton Park', '29403', '-79.9525 32.8085'],
  ]),
  neighbourhoods: neighbourhoods([
    ['South of Broad', '-79.9330 32.7725 600'],
    ['French Quarter', '-79.9295 32.7790 380'],
    ['Harleston Village', '-79.9430 32.7795 600', '-79.9437 32.7765 110'],
    ['Radcliffeborough', '-79.9410 32.7900 480'],
    ['Wagener Terrace', '-79.9500 32.8060 650'],
    ['Medical District', '-79.9505 32.7855 350', undefined, '-79.9545 32.7815 180'],
  ]),
};

const NORFOLK: City = {
  key: 'norfolk',
  name: 'Norfolk',
  state: 'VA',
  center: [-76.295, 36.87],
  spanishShare: 0.1,
  drainPrefix: 'NFK',
  monthlyTempC: [5, 6, 10, 15, 20, 25, 27, 26, 23, 17, 12, 7],
  streets: streets([
    ['Colley Ave', '23517', 300, 1500, '-76.3030 36.8600, -76.3035 36.8850'],
    ['Hampton Blvd', '23507', 800, 4800, '-76.3050 36.8640, -76.3050 36.8935'],
    ['Granby St', '23510', 100, 7400, '-76.2900 36.8460, -76.2880 36.8800, -76.2820 36.9060'],
    ['Brambleton Ave', '23510', 1200, 100, '-76.3150 36.8560, -76.2750 36.8530'],
    ['Mowbray Arch', '23507', 400, 700, '-76.2995 36.8612, -76.2940 36.8620'],
    ['Llewellyn Ave', '23507', 700, 2100, '-76.2950 36.8620, -76.2945 36.8800'],
    ['W Olney Rd', '23507', 500, 100, '-76.3010 36.8670, -76.2900 36.8665'],
    ['Botetourt St', '23507', 400, 1000, '-76.2990 36.8560, -76.2995 36.8660'],
    ['Larchmont Crescent', '23508', 4800, 5200, '-76.3082 36.8895, -76.3035 36.8935'],
    ['Tidewater Dr', '23504', 900, 6000, '-76.2800 36.8600, -76.2740 36.8800, -76.2700 36.9000'],
    ['W Little Creek Rd', '23505', 1400, 100, '-76.3000 36.9200, -76.2600 36.9210'],
    ['Colonial Ave', '23517', 1100, 1800, '-76.2955 36.8680, -76.2955 36.8780'],
  ]),
  landmarks: landmarks([
    ['The Hague', '23507', '-76.2975 36.8632'],
    ['Lafayette Park', '23504', '-76.2790 36.8865'],
    ['Town Point Park', '23510', '-76.2945 36.8445'],
  ]),
  neighbourhoods: neighbourhoods([
    ['Ghent', '-76.2985 36.8660 750', '-76.2975 36.8632 120'],
    ['Downtown', '-76.2900 36.8490 650'],
    ['Larchmont–Edgewater', '-76.3070 36.8900 700'],
    ['Park Place', '-76.2890 36.8780 600'],
    ['Colonial Place & Riverview', '-76.2790 36.8855 450', undefined, '-76.2725 36.8890 350'],
  ]),
};

export const CITIES: readonly City[] = [MIAMI_BEACH, CHARLESTON, NORFOLK];

export function cityByKey(key: City['key']): City {
  const city = CITIES.find((c) => c.key === key);
  if (!city) throw new Error(`Unknown city ${key}`);
  return city;
}
