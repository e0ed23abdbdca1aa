import { isRecord, readStoredJson, writeStoredJson } from './storage.ts';

const RECENT_PROJECT_KEY = 'highwater.recentProject';

/** The most recently opened project, remembered per browser by its slugs. */
export interface RecentProject {
  clientGroupSlug: string;
  projectSlug: string;
}

export function readRecentProject(): RecentProject | null {
  const value = readStoredJson(RECENT_PROJECT_KEY);
  return isRecord(value) &&
    typeof value.clientGroupSlug === 'string' &&
    typeof value.projectSlug === 'string'
    ? { clientGroupSlug: value.clientGroupSlug, projectSlug: value.projectSlug }
    : null;
}

export function rememberRecentProject(recent: RecentProject): void {
  writeStoredJson(RECENT_PROJECT_KEY, recent);
}
