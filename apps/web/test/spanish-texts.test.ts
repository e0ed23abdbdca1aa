import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n } from 'i18next';
import { formatMeasure } from '@highwater/core/format/measure';
import { en, es } from '@/i18n/resources.ts';
import { spanishStyleOffences } from '../../../packages/core/test/spanish-style.ts';
import { setupTestI18n } from './helpers/i18n.ts';

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );
}

/** Values that are always numbers, so each must be written in the reader's language. */
const NUMBER_VALUES = ['count', 'index', 'position', 'total', 'step', 'min', 'max'];

describe('the Spanish texts', () => {
  it('speak to the user as "usted" and call a sighting "avistamiento"', () => {
    expect(spanishStyleOffences(entries(es))).toEqual([]);
  });

  it.each([
    ['en', en],
    ['es', es],
  ] as const)('format every number they show in %s', (_language, texts) => {
    const raw = entries(texts).filter(([, text]) =>
      NUMBER_VALUES.some((name) => text.includes(`{{${name}}}`)),
    );
    expect(raw).toEqual([]);
  });
});

describe('numbers in the interface', () => {
  let i18next: i18n;
  beforeAll(async () => {
    i18next = await setupTestI18n();
  });

  it('take a decimal comma in Spanish and a point in English', () => {
    const t = (language: string) => i18next.getFixedT(language);
    expect(t('es')('filters.radius_miles', { count: 0.5 })).toBe('0,5 millas');
    expect(t('en')('filters.radius_miles', { count: 0.5 })).toBe('0.5 miles');
    expect(t('es')('filters.radius_miles', { count: 1 })).toBe('1 milla');
  });

  it('give distances in the language of the interface', () => {
    expect(formatMeasure(0.5, 'miles', 'es')).toBe('0,5 mi');
    expect(formatMeasure(0.5, 'miles', 'en')).toBe('0.5 mi');
  });

  it('group thousands the way each language does', () => {
    const t = (language: string) => i18next.getFixedT(language);
    expect(t('en')('severity.review.left', { count: 12_345 })).toBe(
      '12,345 sightings left to review',
    );
    expect(t('es')('severity.review.left', { count: 12_345 })).toBe(
      'Quedan 12.345 avistamientos por revisar',
    );
  });
});
