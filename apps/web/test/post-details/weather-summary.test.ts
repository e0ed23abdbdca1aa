import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n } from 'i18next';
import { weatherSummary } from '@/features/post/details/weather-summary.ts';
import { setupTestI18n } from '../helpers/i18n.ts';

let i18next: i18n;
beforeAll(async () => {
  i18next = await setupTestI18n();
});

describe('the weather summary', () => {
  it.each([
    ['Partly cloudy', 'Parcialmente nublado'],
    ['  PARTLY   Cloudy ', 'Parcialmente nublado'],
    ['Thunderstorms', 'Tormentas eléctricas'],
    ['Breezy', 'Con brisa'],
  ])('reads "%s" in Spanish', (summary, spanish) => {
    expect(weatherSummary(summary, i18next.getFixedT('es'))).toBe(spanish);
  });

  it('reads the service’s phrase in English', () => {
    expect(weatherSummary('partly cloudy', i18next.getFixedT('en'))).toBe('Partly cloudy');
  });

  it('shows a phrase it does not know as the service wrote it', () => {
    expect(weatherSummary('Hazy sunshine', i18next.getFixedT('es'))).toBe('Hazy sunshine');
  });
});
