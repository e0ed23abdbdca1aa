/** A person's public profile on the main site. */
export const profileUrl = (mainSiteUrl: string, person: { id: number }) =>
  `${mainSiteUrl.replace(/\/$/, '')}/profile/${person.id}`;
