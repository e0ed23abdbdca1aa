/**
 * The product's Spanish speaks to the user as "usted" and calls a sighting "avistamiento". These
 * lists catch what slipped through before: the web app's and the server's Spanish texts are both
 * checked against them.
 */

/** Words only a "tú" sentence has: its pronouns, and verb forms no other person shares. */
const TU_WORDS = [
  // Pronouns and possessives.
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'tuyo',
  'tuya',
  'tuyos',
  'tuyas',
  // Present, perfect and subjunctive.
  'eres',
  'estás',
  'tienes',
  'quieres',
  'puedes',
  'debes',
  'necesitas',
  'sabes',
  'deseas',
  'prefieres',
  'has',
  'quieras',
  'puedas',
  'tengas',
  'necesites',
  // Negative commands.
  'olvides',
  'dudes',
  'cierres',
  'esperes',
  // Preterite.
  'elegiste',
  'enviaste',
  'iniciaste',
  'cerraste',
  'hiciste',
  // Irregular futures (the regular ones are matched by their ending below).
  'tendrás',
  'podrás',
  'harás',
  'sabrás',
  'querrás',
  'habrás',
  // Commands that are not also a third-person form.
  'haz',
  'ten',
  'pon',
  'di',
  'elígelo',
  'inténtalo',
  'arrástralo',
  'compruébalo',
  'búscalo',
  'guárdalo',
  'revísalo',
  'ábrelo',
  'escríbelo',
  'pídelo',
  'úsalo',
  'déjalo',
  'pruébalo',
];

/**
 * Commands whose "tú" form is also the third person ("el modelo usa…"): wrong only where a
 * command stands: at the start of a sentence or a clause ("Si no pasa nada, pulsa…"), or after
 * "o"/"y" joining it to a first command.
 */
const TU_COMMANDS = [
  'elige',
  'escribe',
  'pide',
  'usa',
  'espera',
  'vuelve',
  'pulsa',
  'prueba',
  'deja',
  'arrastra',
  'comparte',
  'filtra',
  'guarda',
  'busca',
  'empieza',
  'inicia',
  'añade',
  'revisa',
  'comprueba',
  'abre',
  'cierra',
  'selecciona',
  'intenta',
  'mira',
  'toca',
  'permite',
  'contacta',
  'escoge',
  'introduce',
];

/** Other words for a sighting, which the product does not use. */
const SIGHTING_SYNONYMS = [
  'observación',
  'observaciones',
  'publicación',
  'publicaciones',
  'reporte',
  'reportes',
];

const LETTER = '\\p{L}';
const word = (words: readonly string[]) =>
  new RegExp(`(?<!${LETTER})(?:${words.join('|')})(?!${LETTER})`, 'iu');

const RULES: { why: string; pattern: RegExp }[] = [
  { why: 'speaks as "tú"', pattern: word(TU_WORDS) },
  // A regular future ends in -arás, -erás or -irás ("necesitarás"); "atrás" does not.
  { why: 'speaks as "tú"', pattern: new RegExp(`${LETTER}{2,}[aei]rás(?!${LETTER})`, 'iu') },
  {
    why: 'gives a "tú" command',
    pattern: new RegExp(
      `(?:^|[.,!?;:¡¿]\\s*|\\s[oy]\\s)(?:${TU_COMMANDS.join('|')})(?!${LETTER})`,
      'iu',
    ),
  },
  { why: 'calls a sighting something else', pattern: word(SIGHTING_SYNONYMS) },
];

/** Interpolated values ({{title}}) are not the product's words. */
const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '…');

/** "key: text (why)" for each text that breaks a rule; empty when all are fine. */
export function spanishStyleOffences(texts: Iterable<[key: string, text: string]>): string[] {
  const offences: string[] = [];
  for (const [key, text] of texts) {
    const plain = withoutPlaceholders(text);
    for (const { why, pattern } of RULES) {
      const found = pattern.exec(plain);
      if (found) offences.push(`${key}: "${text}" (${why}: "${found[0].trim()}")`);
    }
  }
  return offences;
}
