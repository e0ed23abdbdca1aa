import type { Language } from '@highwater/core/constants';

/** Texts of the main site's public profile pages, in both product languages. */
export interface MainSiteTexts {
  publicProfile: string;
  unnamedPerson: string;
  recentSightings: string;
  noSightings: string;
  profileNotFoundTitle: string;
  profileNotFoundText: string;
  badAddressText: string;
}

export const MAIN_SITE_TEXTS: Record<Language, MainSiteTexts> = {
  en: {
    publicProfile: 'Public profile',
    unnamedPerson: 'Highwater member',
    recentSightings: 'Recent sightings',
    noSightings: 'No public sightings yet.',
    profileNotFoundTitle: 'Profile not found',
    profileNotFoundText: 'No one has this profile, or the link is incomplete.',
    badAddressText: 'Check the address and try again.',
  },
  es: {
    publicProfile: 'Perfil público',
    unnamedPerson: 'Miembro de Highwater',
    recentSightings: 'Avistamientos recientes',
    noSightings: 'Todavía no hay avistamientos públicos.',
    profileNotFoundTitle: 'Perfil no encontrado',
    profileNotFoundText: 'Nadie tiene este perfil, o el enlace está incompleto.',
    badAddressText: 'Revise la dirección e inténtelo de nuevo.',
  },
};
