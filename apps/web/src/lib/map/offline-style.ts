import type { StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { FeatureCollection, Geometry, MultiLineString } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import usCountiesUrl from 'us-atlas/counties-10m.json?url';

/**
 * Colours of the offline base map: quiet, so that data on top stands out, with water clearly
 * apart from land and a darker shoreline, since flooding happens where they meet.
 */
const COLORS = {
  water: '#a9cde2',
  shore: '#7fa9c2',
  land: '#f4f2ea',
  county: '#d9d4c6',
  state: '#aaa393',
  country: '#8a8375',
};

type Shapes = Record<string, GeometryCollection>;

async function loadTopology(url: string): Promise<Topology<Shapes>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as Topology<Shapes>;
}

function shapes(topology: Topology<Shapes>, name: string): GeometryCollection {
  const object = topology.objects[name];
  if (!object) throw new Error(`The map data has no "${name}" layer`);
  return object;
}

const asCollection = (geometry: Geometry | FeatureCollection): FeatureCollection =>
  geometry.type === 'FeatureCollection'
    ? geometry
    : { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry }] };

const borders = (topology: Topology<Shapes>, name: string): MultiLineString =>
  mesh(topology, shapes(topology, name), (a, b) => a !== b);

let cached: Promise<StyleSpecification> | null = null;

/**
 * A base map drawn from data bundled with the app (world-atlas and us-atlas): land, country,
 * state and county borders. It needs no network, so the map always shows something.
 */
export function offlineStyle(): Promise<StyleSpecification> {
  cached ??= buildOfflineStyle().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

async function buildOfflineStyle(): Promise<StyleSpecification> {
  const [world, us] = await Promise.all([loadTopology(countriesUrl), loadTopology(usCountiesUrl)]);
  const line = (color: string, width: number) => ({
    'line-color': color,
    'line-width': ['interpolate', ['linear'], ['zoom'], 3, width * 0.5, 10, width * 1.5],
  });
  return {
    version: 8,
    name: 'Highwater offline',
    sources: {
      land: {
        type: 'geojson',
        data: asCollection(feature(world, shapes(world, 'land'))),
        attribution: 'Natural Earth · US Census Bureau',
      },
      'us-land': { type: 'geojson', data: asCollection(feature(us, shapes(us, 'nation'))) },
      countries: { type: 'geojson', data: borders(world, 'countries') },
      states: { type: 'geojson', data: borders(us, 'states') },
      counties: { type: 'geojson', data: borders(us, 'counties') },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': COLORS.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': COLORS.land } },
      { id: 'us-land', type: 'fill', source: 'us-land', paint: { 'fill-color': COLORS.land } },
      { id: 'shore', type: 'line', source: 'land', paint: line(COLORS.shore, 0.8) },
      {
        id: 'counties',
        type: 'line',
        source: 'counties',
        minzoom: 6,
        paint: line(COLORS.county, 1),
      },
      { id: 'states', type: 'line', source: 'states', paint: line(COLORS.state, 1.2) },
      { id: 'countries', type: 'line', source: 'countries', paint: line(COLORS.country, 1.4) },
    ],
  } as StyleSpecification;
}
