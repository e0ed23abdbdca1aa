/**
 * Answers in the shape NOAA CO-OPS' datagetter documents
 * (https://api.tidesandcurrents.noaa.gov/api/prod/), written by hand: JSON, times
 * 'YYYY-MM-DD HH:mm' in the requested time zone, values as decimal text in the requested units.
 */
export const waterLevelAnswer = (readings: { t: string; v: string }[]) => ({
  metadata: { id: '8638610', name: 'Sewells Point', lat: '36.9467', lon: '-76.3300' },
  data: readings.map(({ t, v }) => ({ t, v, s: '0.003', f: '0,0,0,0', q: 'p' })),
});

export const predictionsAnswer = (readings: { t: string; v: string }[]) => ({
  predictions: readings,
});

/** interval=hilo: highs and lows with their type (H, L; HH and LL mark a day's higher and lower). */
export const hiloAnswer = {
  predictions: [
    { t: '2026-10-31 17:52', v: '0.861', type: 'HH' },
    { t: '2026-11-01 00:40', v: '0.147', type: 'L' },
    { t: '2026-11-01 06:27', v: '0.749', type: 'H' },
    { t: '2026-11-01 12:41', v: '0.143', type: 'LL' },
    { t: '2026-11-01 19:01', v: '0.888', type: 'HH' },
    { t: '2026-11-02 01:43', v: '0.149', type: 'L' },
  ],
};

export const noDataAnswer = {
  error: {
    message:
      'No data was found. This product may not be offered at this station at the requested time.',
  },
};

export const noMllwAnswer = {
  error: { message: 'The supported Datum values are: STND, MHHW, MHW, MSL, MLW, NAVD' },
};
