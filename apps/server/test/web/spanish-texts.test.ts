import { describe, expect, it } from 'vitest';
import { IDENTITY_TEXTS } from '@/main-site/identity/texts.ts';
import { MAIN_SITE_TEXTS } from '@/main-site/pages/main-site-texts.ts';
import { WEB_TEXTS } from '@/main-site/pages/web-texts.ts';
import { spanishStyleOffences } from '../../../../packages/core/test/spanish-style.ts';

/** Each text by its name; a text built from values is read with a stand-in value. */
function entries(texts: object, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]: [string, unknown]): [string, string][] => {
    const name = `${prefix}${key}`;
    if (typeof value === 'string') return [[name, value]];
    if (typeof value === 'function') return [[name, String((value as (v: string) => string)('…'))]];
    return typeof value === 'object' && value !== null ? entries(value, `${name}.`) : [];
  });
}

describe("the server's Spanish pages", () => {
  it.each([
    ['sign-in pages', IDENTITY_TEXTS.es],
    ['public sighting pages', WEB_TEXTS.es],
    ['main-site pages', MAIN_SITE_TEXTS.es],
  ])('%s speak as "usted" and call a sighting "avistamiento"', (_pages, texts) => {
    expect(spanishStyleOffences(entries(texts))).toEqual([]);
  });
});
