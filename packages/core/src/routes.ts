/** Route ids and path patterns of the web app (spec 000 section 2, spec 001 section 2). */
export const ROUTES = {
  home: '/',
  files: '/:clientGroupSlug/files',
  project: '/:clientGroupSlug/:projectSlug',
  projectMap: '/:clientGroupSlug/:projectSlug/map',
  mapPost: '/:clientGroupSlug/:projectSlug/map/:postIds',
  mapPostSeverity: '/:clientGroupSlug/:projectSlug/map/:postIds/severity/:postIdIndex',
  mapPostSeverityEdit: '/:clientGroupSlug/:projectSlug/map/:postIds/severity/:postIdIndex/edit',
  directPost: '/posts/:postId',
} as const;

export const ROUTE_IDS = {
  home: 'home',
  files: 'files',
  project: 'project',
  projectMap: 'project-map',
  mapPost: 'map-post',
  mapPostSeverity: 'map-post-severity',
  mapPostSeverityEdit: 'map-post-severity-edit',
  directPost: 'direct-post',
} as const;

export const publicPostPath = (postId: number | string) => `/p/${postId}`;
