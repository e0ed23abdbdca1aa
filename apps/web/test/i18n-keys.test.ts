import { describe, expect, it } from 'vitest';
import { en, es } from '@/i18n/resources.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Plain keys, plus each plural group (a base with an _other form) with the forms it has. */
function shape(keys: string[]) {
  const plurals = new Map<string, Set<string>>();
  for (const key of keys.filter((item) => item.endsWith('_other'))) {
    plurals.set(key.slice(0, -'_other'.length), new Set());
  }
  const plain: string[] = [];
  for (const key of keys) {
    const base = key.replace(PLURAL, '');
    const forms = PLURAL.test(key) ? plurals.get(base) : undefined;
    if (forms) forms.add(key.slice(base.length + 1));
    else plain.push(key);
  }
  return { plain: plain.sort(), plurals };
}

/**
 * The plural forms a language uses for whole numbers; i18next falls back to _other for the rest
 * (such as Spanish "many", which only very large numbers take).
 */
function formsFor(language: string): Set<string> {
  const rules = new Intl.PluralRules(language);
  return new Set(Array.from({ length: 1_001 }, (_, count) => rules.select(count)));
}

describe('translations', () => {
  const enKeys = flatten(en);
  const esKeys = flatten(es);

  it('have the same keys in English and Spanish', () => {
    const english = shape(enKeys);
    const spanish = shape(esKeys);
    expect(spanish.plain).toEqual(english.plain);
    expect([...spanish.plurals.keys()].sort()).toEqual([...english.plurals.keys()].sort());
    // Both languages need only the one and other forms, so the files match key for key.
    expect([...esKeys].sort()).toEqual([...enKeys].sort());
  });

  it.each([
    ['en', enKeys],
    ['es', esKeys],
  ] as const)('give every plural form %s needs', (language, keys) => {
    const needed = formsFor(language);
    for (const [base, forms] of shape(keys).plurals) {
      for (const form of needed) expect(forms, `${base}_${form}`).toContain(form);
    }
  });

  it('use lowercase keys only', () => {
    for (const key of [...enKeys, ...esKeys]) expect(key).toBe(key.toLowerCase());
  });

  it('have no empty texts', () => {
    const values = (tree: Tree): string[] =>
      Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : values(value)));
    for (const value of [...values(en), ...values(es)]) expect(value.trim()).not.toBe('');
  });
});
