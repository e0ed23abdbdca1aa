import type { Map as MapLibreMap } from 'maplibre-gl';
import { PlaceList } from '@highwater/core/api/geo';
import { publicPlacesPath } from '@highwater/core/api/public-reports';
import { formatCoordinates } from '@highwater/core/format/coordinates';
import { readMapStyle } from '@highwater/core/map-styles';
import { REPORT_PAGE_IDS as IDS, type ReportPageData } from '@highwater/core/report-page';
import type { ReportPageTexts } from '@highwater/core/report-page-texts';
import { Value } from '@sinclair/typebox/value';
import { loadMapLibre } from '@/lib/map/load-maplibre.ts';
import { fallBackToOfflineStyle } from '@/lib/map/offline-fallback.ts';
import { resolveStyle } from '@/lib/map/resolve-style.ts';

export interface Place {
  lat: number;
  lng: number;
}

const OVERVIEW_ZOOM = 12;
const PLACE_ZOOM = 16;

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/**
 * Where the flooding was: the pin stays in the middle of the map, so moving the map (by touch,
 * mouse or keyboard) or tapping a spot places it; the device's location and the place search
 * move the map there. The status line under the map says what is chosen.
 */
export class PlacePicker {
  place: Place | null = null;
  private map: MapLibreMap | null = null;

  constructor(
    private readonly data: ReportPageData,
    private readonly t: ReportPageTexts,
  ) {
    element(IDS.locate).addEventListener('click', () => this.locate());
    const search = element<HTMLInputElement>(IDS.search);
    element(`${IDS.search}-button`).addEventListener('click', () => void this.search(search.value));
    search.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      // Enter searches here; it must not send the report.
      event.preventDefault();
      void this.search(search.value);
    });
  }

  async showMap(): Promise<void> {
    const box = element(IDS.map);
    const canvas = box.querySelector<HTMLElement>('.map-canvas');
    if (!canvas) return;
    try {
      const [maplibre, style] = await Promise.all([
        loadMapLibre(),
        resolveStyle(readMapStyle(this.data.mapStyle) ?? { kind: 'offline' }),
      ]);
      const map = new maplibre.Map({
        container: canvas,
        style,
        center: this.place ? [this.place.lng, this.place.lat] : this.data.center,
        zoom: this.place ? PLACE_ZOOM : OVERVIEW_ZOOM,
        locale: { 'Map.Title': this.t.place.mapLabel, ...this.data.mapLocale },
        attributionControl: { compact: true },
      });
      map.addControl(new maplibre.NavigationControl({ showCompass: false }));
      fallBackToOfflineStyle(map, () => undefined);
      map.on('click', (event) => this.choose(event.lngLat, null, true));
      // Only a person's moves choose (theirs carry the event that made them), not the page's.
      map.on('moveend', (event) => {
        if (!event.originalEvent) return;
        const centre = map.getCenter();
        this.choose({ lat: centre.lat, lng: centre.lng }, null, false);
      });
      map.once('idle', () => canvas.setAttribute('aria-busy', 'false'));
      this.map = map;
    } catch (error) {
      box.dataset.unavailable = '';
      canvas.setAttribute('aria-busy', 'false');
      canvas.textContent = this.t.place.mapUnavailable;
      console.error(error);
    }
  }

  /** Chooses a place, says so, and (unless the map is already there) moves the map to it. */
  choose(place: Place, name: string | null, moveMap = true): void {
    this.place = { lat: place.lat, lng: place.lng };
    const status = element(IDS.placeStatus);
    status.textContent = name
      ? this.t.place.chosenNear(name)
      : this.t.place.chosen(formatCoordinates(place.lat, place.lng, this.data.lang, 5));
    if (moveMap && this.map) {
      this.map.easeTo({
        center: [place.lng, place.lat],
        zoom: Math.max(this.map.getZoom(), PLACE_ZOOM),
      });
    }
  }

  private locate(): void {
    const status = element(IDS.placeStatus);
    if (!('geolocation' in navigator)) {
      status.textContent = this.t.place.locateFailed;
      return;
    }
    status.textContent = this.t.place.locating;
    navigator.geolocation.getCurrentPosition(
      (position) =>
        this.choose({ lat: position.coords.latitude, lng: position.coords.longitude }, null),
      () => (status.textContent = this.t.place.locateFailed),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  private async search(text: string): Promise<void> {
    const results = element(IDS.searchResults);
    const q = text.trim();
    if (!q) return;
    const say = (words: string) => {
      const line = document.createElement('p');
      line.textContent = words;
      results.replaceChildren(line);
    };
    say(this.t.place.searching);
    const query = new URLSearchParams({ q });
    if (this.map) {
      const centre = this.map.getCenter();
      query.set('proximity', `${centre.lng},${centre.lat}`);
    }
    let answer: unknown;
    try {
      const response = await fetch(
        `${publicPlacesPath(this.data.clientGroupSlug, this.data.projectSlug)}?${query}`,
      );
      answer = response.ok ? await response.json() : null;
    } catch {
      answer = null;
    }
    if (!Value.Check(PlaceList, answer)) return say(this.t.place.searchFailed);
    if (answer.results.length === 0) return say(this.t.place.noResults);
    const list = document.createElement('ul');
    list.className = 'results';
    list.setAttribute('aria-label', this.t.place.resultsLabel);
    for (const place of answer.results) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = place.place_name;
      button.addEventListener('click', () => {
        this.choose({ lng: place.center[0], lat: place.center[1] }, place.place_name);
        results.replaceChildren();
        element(IDS.search).focus();
      });
      const item = document.createElement('li');
      item.append(button);
      list.append(item);
    }
    results.replaceChildren(list);
  }
}
