/** Features that live only in the classic view, each with its admin page on the main site. */
export const COMING_SOON = {
  settings: 'settings',
  userGroups: 'user-groups',
  people: 'people',
  surveys: 'surveys',
} as const;

export type ComingSoonFeature = keyof typeof COMING_SOON;

export const COMING_SOON_PARAM = 'coming-soon';

export const isComingSoonFeature = (value: string | null): value is ComingSoonFeature =>
  value !== null && Object.hasOwn(COMING_SOON, value);

export const classicViewUrl = (mainSiteUrl: string, feature: ComingSoonFeature) =>
  `${mainSiteUrl.replace(/\/$/, '')}/admin/${COMING_SOON[feature]}`;
