import { useEffect, useMemo } from 'react';
import {
  Navigate,
  Outlet,
  useLocation,
  useOutlet,
  useOutletContext,
  useParams,
} from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { filterToSearchParams, parseFilterQuery } from '@highwater/core/filters/url-query';
import { useUser } from '@/auth/session-context.tsx';
import { LiveUpdates } from '@/features/live/live-updates.tsx';
import { findProject, useProjects, type Project } from '@/api/get-projects.ts';
import { useProject } from '@/api/get-project.ts';
import { useProjectAddress } from '@/api/get-project-address.ts';
import { rememberRecentProject } from '@/lib/recent-project.ts';
import { useScreenSize } from '@/lib/screen-size.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { PageMessage } from '@/ui/page-message.tsx';
import { FilterDraftProvider } from './filters/filter-draft-context.tsx';
import { NewSightingProvider } from './new-sighting/new-sighting-context.tsx';
import { DesktopLayout } from './layout/desktop-layout.tsx';
import { LegendDialog } from './layout/legend-dialog.tsx';
import { usePrefetchMapPoints } from './map/use-prefetch-map-points.ts';
import { PhoneLayout } from './layout/phone-layout.tsx';
import { useQueryFlag } from './layout/use-query-flag.ts';
import { useSelectPosts } from './layout/use-select-posts.ts';
import { SelectedSearchProvider } from './saved-searches/selected-search.tsx';
import { useGuideReset } from './tutorial/use-guide-reset.ts';
import { ProjectFilterContext, type MapProject } from './use-project-filter.ts';
import './layout/layout.css';

/** Spec 001 section 2: the help opens through the `legend` query flag. */
export const LEGEND_FLAG = 'legend';

/** The project of the address, for the routes under it. */
export const useRouteProject = () => useOutletContext<Project>();

/**
 * The project route (/:clientGroupSlug/:projectSlug): checks the client group, finds the project
 * among the user's, remembers it as the most recent one, and hands it to the screens below.
 */
export function ProjectRoute() {
  const { t } = useTranslation();
  const { clientGroupSlug, projectSlug } = useParams();
  const user = useUser();
  const projectsQuery = useProjects();
  const project =
    projectsQuery.data && findProject(projectsQuery.data.projects, clientGroupSlug, projectSlug);
  const renamed = useRenamedProjectPath(projectsQuery.isSuccess && !project);

  useEffect(() => {
    if (project) {
      rememberRecentProject({
        clientGroupSlug: project.clientGroup.slug,
        projectSlug: project.slug,
      });
    }
  }, [project]);

  if (projectsQuery.isPending || renamed.pending) {
    return <p className="project-loading">{t('projectmap.loading')}</p>;
  }
  // Before the group check: a renamed group's old slug is none of the user's groups now.
  if (!project && renamed.path) return <Navigate to={renamed.path} replace />;
  if (!user.clientGroups.some((group) => group.slug === clientGroupSlug)) {
    return (
      <PageMessage title={t('projectmap.no_access_title')} body={t('projectmap.no_access_body')} />
    );
  }
  if (!project) {
    return (
      <PageMessage
        title={t('projectmap.load_failed_title')}
        body={t('projectmap.load_failed_body')}
      />
    );
  }
  return <Outlet context={project} />;
}

/**
 * A renamed project's or group's old address: the server says where its slugs lead now, and the same page
 * (map, post, query) opens at the new address, replacing the old one in the history.
 */
function useRenamedProjectPath(notFound: boolean): { pending: boolean; path: string | null } {
  const { clientGroupSlug, projectSlug } = useParams();
  const { pathname, search, hash } = useLocation();
  const address = useProjectAddress(clientGroupSlug, projectSlug, notFound);
  if (!notFound) return { pending: false, path: null };
  if (address.isPending) return { pending: true, path: null };
  const moved = address.data;
  if (
    !moved ||
    (moved.client_group_slug === clientGroupSlug && moved.project_slug === projectSlug)
  ) {
    return { pending: false, path: null };
  }
  const segments = pathname.split('/');
  // ['', group, project, ...rest]: the rest of the address (map, posts) stays as it was.
  segments[1] = encodeURIComponent(moved.client_group_slug);
  segments[2] = encodeURIComponent(moved.project_slug);
  return { pending: false, path: `${segments.join('/')}${search}${hash}` };
}

/**
 * Rolling ranges are measured from the moment the filter in the address last changed. Only the
 * filter's own keys count: paging a post's photos or opening a dialog changes the query too, and
 * must not move "now" (which would fetch the list, points and timeline again).
 */
function useFilterClock(project: MapProject) {
  const { search } = useLocation();
  const filterText = filterToSearchParams(parseFilterQuery(search)).toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new filter means a new "now"
  const now = useMemo(() => new Date(), [filterText]);
  return useMemo(() => ({ project, now }), [project, now]);
}

/** Sets the page title while no selection (which sets its own) is on show. */
function ScreenTitle({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/** Rendered first, before the screen's columns: see usePrefetchMapPoints. */
function PrefetchMapPoints() {
  usePrefetchMapPoints();
  return null;
}

function ProjectMapScreen({ project }: { project: MapProject }) {
  const value = useFilterClock(project);
  const size = useScreenSize();
  // The post route reads the project from its outlet context.
  const post = useOutlet(project);
  const [legendOpen, setLegendOpen] = useQueryFlag(LEGEND_FLAG);
  const closePost = useSelectPosts();
  useGuideReset();
  return (
    <ProjectFilterContext.Provider value={value}>
      <PrefetchMapPoints />
      <LiveUpdates project={project}>
        <SelectedSearchProvider project={project}>
          {!post && <ScreenTitle title={project.title || project.name || ''} />}
          <FilterDraftProvider>
            <NewSightingProvider>
              {size === 'large' ? (
                <DesktopLayout post={post} onHelp={() => setLegendOpen(true)} />
              ) : (
                <PhoneLayout
                  post={post}
                  small={size === 'small'}
                  onHelp={() => setLegendOpen(true)}
                  onClosePost={() => closePost([])}
                />
              )}
            </NewSightingProvider>
          </FilterDraftProvider>
          <LegendDialog
            isOpen={legendOpen}
            onClose={() => setLegendOpen(false)}
            showSeverity={project.show_severity}
          />
        </SelectedSearchProvider>
      </LiveUpdates>
    </ProjectFilterContext.Provider>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="project-failed">
      <PageMessage
        title={t('projectmap.load_failed_title')}
        body={t('projectmap.load_failed_body')}
      />
      <Button className="button" onPress={onRetry}>
        {t('projectmap.retry')}
      </Button>
    </div>
  );
}

/** The project map screen (project-map and the post routes under it). */
export function ProjectMapRoute() {
  const { t } = useTranslation();
  const project = useRouteProject();
  const detail = useProject(project.id);
  if (detail.isPending) return <p className="project-loading">{t('projectmap.loading')}</p>;
  if (detail.isError) return <LoadFailed onRetry={() => void detail.refetch()} />;
  return <ProjectMapScreen project={detail.data} />;
}
