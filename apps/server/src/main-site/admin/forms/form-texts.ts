import type { Language } from '@highwater/core/constants';

type Thing = 'group' | 'project' | 'status' | 'weatherEvent' | 'page';

/** The page for an address whose id is not a number. */
export const FORM_TEXTS: Record<
  Language,
  {
    badAddressTitle: string;
    badAddressText: (thing: string) => string;
    things: Record<Thing, string>;
  }
> = {
  en: {
    badAddressTitle: 'This address is not valid',
    badAddressText: (thing) =>
      `The ${thing} number in the address must be a whole number. Nothing was changed.`,
    things: {
      group: 'user group',
      project: 'project',
      status: 'status',
      weatherEvent: 'weather event',
      page: 'page',
    },
  },
  es: {
    badAddressTitle: 'Esta dirección no es válida',
    badAddressText: (thing) =>
      `El número de ${thing} en la dirección debe ser un número entero. No se cambió nada.`,
    things: {
      group: 'grupo de usuarios',
      project: 'proyecto',
      status: 'estado',
      weatherEvent: 'evento meteorológico',
      page: 'página',
    },
  },
};
