import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/auth/session-context.tsx';
import { projectPath, useProjects } from '@/api/get-projects.ts';
import { readRecentProject } from '@/lib/recent-project.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { BeforeWeStart } from './before-we-start.tsx';
import { homeTarget } from './home-target.ts';
import { NoProjects } from './no-projects.tsx';
import './home.css';

const HomeMap = lazy(() => import('./home-map.tsx'));

/** Home: straight to the user's project when there is an obvious one, otherwise a map and a guide. */
export function HomeRoute() {
  const { t } = useTranslation();
  const user = useUser();
  const projectsQuery = useProjects();
  useDocumentTitle(t('home.title'));

  const projects = projectsQuery.data?.projects;
  const target = projects ? homeTarget(projects, readRecentProject()) : null;
  if (target) return <Navigate to={`${projectPath(target)}/map`} replace />;

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      {/* The map waits for the projects: most visits redirect, and a map drawn first would flash. */}
      {projects || projectsQuery.isError ? (
        <Suspense fallback={<div className="home-map home-map--loading" />}>
          <HomeMap lng={user.lng} lat={user.lat} />
        </Suspense>
      ) : (
        <div className="home-map home-map--loading" />
      )}
      {projects && (projects.length === 0 ? <NoProjects /> : <BeforeWeStart />)}
    </div>
  );
}
