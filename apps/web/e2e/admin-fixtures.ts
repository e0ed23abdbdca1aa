/** A region staff upload in the admin browser tests: one square of Norfolk's harbour. */
export const HARBOUR_REGION = 'Harbour Ward';

export const HARBOUR_REGION_FILE = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: HARBOUR_REGION },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-76.3, 36.84],
            [-76.28, 36.84],
            [-76.28, 36.86],
            [-76.3, 36.86],
            [-76.3, 36.84],
          ],
        ],
      },
    },
  ],
};
