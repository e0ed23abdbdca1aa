import { Navigate, type RouteObject } from 'react-router';
import { ROUTE_IDS } from '@highwater/core/routes';
import { DirectPostRoute } from '@/features/direct-post/direct-post-route.tsx';
import { FilesRoute } from '@/features/files/files-route.tsx';
import { HomeRoute } from '@/features/home/home-route.tsx';
import { NotFoundRoute } from '@/features/not-found/not-found-route.tsx';
import { PostRoute } from '@/features/post/post-route.tsx';
import { SeverityEditRoute } from '@/features/post/severity/severity-edit-route.tsx';
import { SeverityRoute } from '@/features/post/severity/severity-route.tsx';
import { ProjectMapRoute, ProjectRoute } from '@/features/project-map/project-map-route.tsx';
import { RouteErrorScreen } from './error-screen.tsx';
import { RootLayout } from './root-layout.tsx';

/**
 * The project area (spec 001 section 2): project → its index goes to the map; project-map and
 * the post routes below it. The map screen's elements plug in here.
 */
const projectRoutes: RouteObject = {
  id: ROUTE_IDS.project,
  path: ':clientGroupSlug/:projectSlug',
  element: <ProjectRoute />,
  children: [
    { index: true, element: <Navigate to="map" replace /> },
    {
      id: ROUTE_IDS.projectMap,
      path: 'map',
      element: <ProjectMapRoute />,
      children: [
        {
          id: ROUTE_IDS.mapPost,
          path: ':postIds',
          element: <PostRoute />,
          children: [
            {
              id: ROUTE_IDS.mapPostSeverity,
              path: 'severity/:postIdIndex',
              element: <SeverityRoute />,
              children: [
                {
                  id: ROUTE_IDS.mapPostSeverityEdit,
                  path: 'edit',
                  element: <SeverityEditRoute />,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

/** Route ids and paths as in packages/core/src/routes.ts (spec 000 section 2). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        // Errors of a screen show inside the shell, so that navigation still works.
        errorElement: <RouteErrorScreen />,
        children: [
          { id: ROUTE_IDS.home, index: true, element: <HomeRoute /> },
          { id: ROUTE_IDS.files, path: ':clientGroupSlug/files', element: <FilesRoute /> },
          { id: ROUTE_IDS.directPost, path: 'posts/:postId', element: <DirectPostRoute /> },
          projectRoutes,
          { id: 'not-found', path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
