/** Lowercase letters, digits and single hyphens between them: how addresses name groups and projects. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 60;

export const isSlug = (value: string) => value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
