import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { MAX_SEVERITY_LEVEL, MIN_SEVERITY_LEVEL } from '@highwater/core/severity';
import type { SeverityPredictorSetting } from '@/config.ts';

/**
 * A model service's answer (docs/severity-predictor.md): the level it sees in the photo and the
 * probabilities it reckoned on the way, kept as the post's AI metrics.
 */
export const SeverityPrediction = Type.Object({
  severity_level: Type.Integer({ minimum: MIN_SEVERITY_LEVEL, maximum: MAX_SEVERITY_LEVEL }),
  metrics: Type.Record(Type.String({ minLength: 1, maxLength: 100 }), Type.Number(), {
    maxProperties: 50,
  }),
});
export type SeverityPrediction = Static<typeof SeverityPrediction>;

export interface PhotoToAssess {
  bytes: Buffer;
  mimeType: string;
}

export interface SeverityPredictor {
  predict(photo: PhotoToAssess): Promise<SeverityPrediction>;
}

/** The service did not answer with a prediction; the job tries again later. */
export class SeverityPredictionError extends Error {}

/** Sends the photo's bytes as the request body and reads the JSON answer. */
export function httpSeverityPredictor(url: string, timeoutMs: number): SeverityPredictor {
  return {
    async predict(photo) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': photo.mimeType, accept: 'application/json' },
          body: photo.bytes,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SeverityPredictionError(`The severity service did not answer: ${String(error)}`);
      }
      if (!response.ok) {
        throw new SeverityPredictionError(`The severity service answered ${response.status}`);
      }
      const body: unknown = await response.json().catch(() => undefined);
      if (!Value.Check(SeverityPrediction, body)) {
        throw new SeverityPredictionError('The severity service answered no valid prediction');
      }
      return body;
    },
  };
}

/** The predictor the settings name, or null when prediction is off. */
export function configuredSeverityPredictor(
  setting: SeverityPredictorSetting,
): SeverityPredictor | null {
  return setting.kind === 'http' ? httpSeverityPredictor(setting.url, setting.timeoutMs) : null;
}
