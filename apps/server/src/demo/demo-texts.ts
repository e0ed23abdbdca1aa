import type { Random } from './random.ts';

/** Sentences the demo reports are written from, in English and in Spanish. */

export type Language = 'en' | 'es';

interface Phrases {
  openers: string[];
  /** By severity level 0–5; {in} is the water depth in inches. */
  depth: string[][];
  extras: string[];
}

const PHRASES: Record<Language, Phrases> = {
  en: {
    openers: [
      'Water is over the road on {street}.',
      'Flooding on {street} again.',
      'King tide is pushing water up through the storm drain on {street}.',
      'Heavy rain and the street is flooded near {place}.',
      'Standing water in front of my building on {street}.',
      'The storm drain at the corner of {street} is backing up.',
      'Tide is coming in through the drains by {place}.',
    ],
    depth: [
      [
        'No water on the street right now, just wet pavement.',
        'Drains are keeping up, no standing water.',
      ],
      [
        'Only a small puddle along the curb, maybe {in} inches.',
        'Shallow water in the gutter, about {in} inches.',
      ],
      [
        'About {in} inches of water covering the parking lane.',
        'Water is around {in} inches deep and reaching the middle of the road.',
      ],
      [
        'Water is up to the top of the curb, roughly {in} inches.',
        'Cars are making wakes, water about {in} inches deep.',
      ],
      [
        'Water is over the curb and onto the sidewalk, about {in} inches.',
        'Around {in} inches of water, small cars are turning around.',
      ],
      [
        'Water is up to the car doors, at least {in} inches.',
        'The street is impassable, {in} inches of water and rising.',
      ],
    ],
    extras: [
      'Cars are still driving through and pushing water into the yards.',
      'Smells like sewage near the drain.',
      'The pump station does not seem to be running.',
      'Water went down after about two hours.',
      'Trash is blocking the drain grate.',
      'Kids walking to school had to go around.',
      'This happens every high tide.',
      'My garage has water in it.',
      'A car stalled in the middle of the intersection.',
      'The bus stop is under water.',
    ],
  },
  es: {
    openers: [
      'Hay agua sobre la calle en {street}.',
      'Otra vez inundación en {street}.',
      'La marea alta está subiendo por el desagüe en {street}.',
      'Llovió mucho y la calle está inundada cerca de {place}.',
      'Agua estancada frente a mi edificio en {street}.',
      'El desagüe de la esquina de {street} se está desbordando.',
    ],
    depth: [
      [
        'Ahora no hay agua en la calle, solo el pavimento mojado.',
        'Los desagües están funcionando, no hay agua estancada.',
      ],
      [
        'Solo un charco pequeño junto a la acera, unas {in} pulgadas.',
        'Poca agua en la cuneta, unas {in} pulgadas.',
      ],
      [
        'Unas {in} pulgadas de agua cubren la zona de estacionamiento.',
        'El agua tiene unas {in} pulgadas y llega al centro de la calle.',
      ],
      [
        'El agua llega al borde de la acera, unas {in} pulgadas.',
        'Los carros hacen olas, el agua tiene unas {in} pulgadas.',
      ],
      [
        'El agua pasó el bordillo y llega a la acera, unas {in} pulgadas.',
        'Unas {in} pulgadas de agua, los carros pequeños se dan la vuelta.',
      ],
      [
        'El agua llega a las puertas de los carros, por lo menos {in} pulgadas.',
        'La calle está intransitable, {in} pulgadas de agua y subiendo.',
      ],
    ],
    extras: [
      'Los carros siguen pasando y empujan el agua hacia los jardines.',
      'Huele a aguas negras cerca del desagüe.',
      'La basura está tapando la rejilla del desagüe.',
      'El agua bajó después de unas dos horas.',
      'Esto pasa con cada marea alta.',
      'Mi garaje tiene agua.',
      'Un carro se quedó parado en medio del cruce.',
      'La parada del autobús está bajo el agua.',
    ],
  },
};

/** A report: one to three sentences, sometimes split over two paragraphs. */
export function describeSighting(
  random: Random,
  language: Language,
  values: { street: string; place: string; level: number; inches: number },
): string {
  const phrases = PHRASES[language];
  const fill = (text: string) =>
    text
      .replace('{street}', values.street)
      .replace('{place}', values.place)
      .replace('{in}', String(values.inches));
  const sentences = [
    fill(random.pick(phrases.openers)),
    fill(random.pick(phrases.depth[values.level] ?? phrases.depth[0] ?? [])),
  ];
  if (random.chance(0.55)) sentences.push(random.pick(phrases.extras));
  if (sentences.length === 3 && random.chance(0.35)) {
    return `${sentences[0]} ${sentences[1]}\n${sentences[2]}`;
  }
  return sentences.join(' ');
}

export const STAFF_REPLIES: Record<Language, string[]> = {
  en: [
    'Thanks for the report — we have shared it with Public Works.',
    'A crew is on the way to clear the drain.',
    'We have logged this location for the next king tide survey.',
    'Thanks! Can you tell us how long the water stayed?',
    'The pump station was restarted this afternoon.',
    'We are tracking this block for the stormwater project.',
  ],
  es: [
    'Gracias por el reporte — lo compartimos con Obras Públicas.',
    'Un equipo va en camino para limpiar el desagüe.',
    'Registramos este lugar para el próximo estudio de mareas altas.',
    '¡Gracias! ¿Nos puede decir cuánto tiempo duró el agua?',
    'La estación de bombeo se reinició esta tarde.',
  ],
};

export const REPORTER_FOLLOW_UPS: Record<Language, string[]> = {
  en: [
    'Water is gone now.',
    'It came back with the evening tide.',
    'Still flooded this morning.',
    'Thank you for the quick response!',
  ],
  es: [
    'Ya se fue el agua.',
    'Volvió con la marea de la tarde.',
    'Sigue inundado esta mañana.',
    '¡Gracias por responder tan rápido!',
  ],
};

export const INTERNAL_NOTES = [
  'Duplicate of an earlier report at this address.',
  'Confirmed by field crew; inlet cleaned.',
  'Add to the capital projects list for the next budget cycle.',
  'Resident also called 311.',
  'Photo shows saltwater — tidal, not rain.',
  'Checked the tide gauge: about 0.4 ft above the prediction.',
  'Backflow preventer on this outfall needs inspection.',
];

export const SEVERITY_CORRECTION_COMMENTS = [
  'Water in the photo is deeper than the model thought.',
  'Puddle only; the street was passable.',
  'Reflections on wet pavement, not standing water.',
  'Field crew measured the depth at the curb.',
];

export const WEATHER_SUMMARIES = {
  wet: ['Heavy rain', 'Thunderstorms', 'Light rain', 'Rain showers', 'Drizzle'],
  dry: ['Overcast', 'Partly cloudy', 'Mostly cloudy', 'Clear', 'Breezy'],
};
