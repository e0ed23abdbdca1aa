import { Navigate, type RouteObject } from 'react-router';
import { ROUTE_IDS } from '@highwater/core/routes';
import { NotFoundRoute } from '@/features/not-found/not-found-route.tsx';
import { preloadMap } from '@/features/project-map/map/preload-map.ts';
import { RouteErrorScreen } from './error-screen.tsx';
import { lazyRoute } from './lazy-route.tsx';
import { RootLayout } from './root-layout.tsx';
import { ScreenLoading } from './screen-loading.tsx';

/*
 * Each screen is a chunk of its own, asked for as soon as the router knows the address (before
 * the session is checked), so that the shell and the sign-in prompt load none of them and the
 * map screen does not wait for the post panel's or the other screens' code.
 */
const projectScreen = () => import('@/features/project-map/project-map-route.tsx');
const mapScreen = lazyRoute(projectScreen, (screen) => screen.ProjectMapRoute);

/**
 * The project area (spec 001 section 2): project → its index goes to the map; project-map and
 * the post routes below it. The map screen's elements plug in here.
 */
const projectRoutes: RouteObject = {
  id: ROUTE_IDS.project,
  path: ':clientGroupSlug/:projectSlug',
  lazy: lazyRoute(projectScreen, (screen) => screen.ProjectRoute),
  children: [
    { index: true, element: <Navigate to="map" replace /> },
    {
      id: ROUTE_IDS.projectMap,
      path: 'map',
      lazy: () => {
        preloadMap();
        return mapScreen();
      },
      children: [
        {
          id: ROUTE_IDS.mapPost,
          path: ':postIds',
          lazy: lazyRoute(
            () => import('@/features/post/post-route.tsx'),
            (screen) => screen.PostRoute,
          ),
          children: [
            {
              id: ROUTE_IDS.mapPostSeverity,
              path: 'severity/:postIdIndex',
              lazy: lazyRoute(
                () => import('@/features/post/severity/severity-route.tsx'),
                (screen) => screen.SeverityRoute,
              ),
              children: [
                {
                  id: ROUTE_IDS.mapPostSeverityEdit,
                  path: 'edit',
                  lazy: lazyRoute(
                    () => import('@/features/post/severity/severity-edit-route.tsx'),
                    (screen) => screen.SeverityEditRoute,
                  ),
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
        // The shell shows while the first screen's chunk loads.
        hydrateFallbackElement: <ScreenLoading />,
        children: [
          {
            id: ROUTE_IDS.home,
            index: true,
            lazy: lazyRoute(
              () => import('@/features/home/home-route.tsx'),
              (screen) => screen.HomeRoute,
            ),
          },
          {
            id: ROUTE_IDS.files,
            path: ':clientGroupSlug/files',
            lazy: lazyRoute(
              () => import('@/features/files/files-route.tsx'),
              (screen) => screen.FilesRoute,
            ),
          },
          {
            id: ROUTE_IDS.directPost,
            path: 'posts/:postId',
            lazy: lazyRoute(
              () => import('@/features/direct-post/direct-post-route.tsx'),
              (screen) => screen.DirectPostRoute,
            ),
          },
          projectRoutes,
          { id: 'not-found', path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
