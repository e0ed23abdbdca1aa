import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { highTideLabel, highTideOffset } from '@/features/post/tide/high-tide.ts';
import { setupTestI18n } from '../helpers/i18n.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = await setupTestI18n();
});

const OBSERVED = '2026-03-01T12:00:00.000Z';
const at = (minutesFromSighting: number, seconds = 0) =>
  new Date(Date.parse(OBSERVED) + minutesFromSighting * 60_000 + seconds * 1000).toISOString();

function label(high: string, language: 'en' | 'es' = 'en') {
  return highTideLabel(i18n.getFixedT(language), highTideOffset(OBSERVED, high));
}

describe('high-tide labels', () => {
  it('say hours and minutes before or after the sighting', () => {
    expect(label(at(-135))).toBe('High tide 2 hours 15 minutes before sighting');
    expect(label(at(61))).toBe('High tide 1 hour 1 minute after sighting');
  });

  it('leave out a zero part: exactly on the hour, or under an hour', () => {
    expect(label(at(-180))).toBe('High tide 3 hours before sighting');
    expect(label(at(60))).toBe('High tide 1 hour after sighting');
    expect(label(at(45))).toBe('High tide 45 minutes after sighting');
  });

  it('round to the nearest minute, carrying into the hour', () => {
    expect(label(at(59, 31))).toBe('High tide 1 hour after sighting');
    expect(label(at(-90, 29))).toBe('High tide 1 hour 30 minutes before sighting');
    expect(label(at(-90, -31))).toBe('High tide 1 hour 31 minutes before sighting');
  });

  it('call a high tide within half a minute of the sighting "at the time", either side', () => {
    expect(label(at(0, 29))).toBe('High tide at the time of the sighting');
    expect(label(at(0, -29))).toBe('High tide at the time of the sighting');
  });

  it('use Spanish plurals', () => {
    expect(label(at(-61), 'es')).toBe('Pleamar 1 hora y 1 minuto antes del avistamiento');
    expect(label(at(125), 'es')).toBe('Pleamar 2 horas y 5 minutos después del avistamiento');
    expect(label(at(-120), 'es')).toBe('Pleamar 2 horas antes del avistamiento');
  });
});
