import type { TideAnswer } from '@highwater/core/api/tides';

/** Where and when a sighting was made. */
export interface TideQuery {
  lat: number;
  lng: number;
  observedAt: Date;
}

/** A source of water levels around a moment at the nearest station (see TideAnswer). */
export interface TideAdapter {
  lookup(query: TideQuery): Promise<TideAnswer>;
}
