import { useState, type ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  RouterProvider,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { AppError } from '../components/errors/app-error';
import { PageSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './root-layout';

/** Route modules load on first visit, keeping the main bundle to the shell. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** Pages anyone sees alike: the server renders them; the rest it leaves to the browser. */
export interface RouteHandle {
  serverRendered?: boolean;
}
const rendered: { handle: RouteHandle } = { handle: { serverRendered: true } };

/** The pages the server renders, by name: it gives them loaders that fetch what they show. */
export type RenderedPage =
  'root' | 'home' | 'blogs' | 'blog' | 'search' | 'paths' | 'path' | 'mindmapView' | 'notFound';
export type PageLoaders = Partial<Record<RenderedPage, LoaderFunction>>;

/**
 * The app's routes. In the browser pages fetch their own data; the server
 * passes `loaders` that fetch it first, so the page arrives whole.
 */
export const createRoutes = (loaders: PageLoaders = {}): RouteObject[] => [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: AppError,
    HydrateFallback: PageSpinner,
    children: [
      {
        // A page that throws keeps the header and footer around the error.
        ErrorBoundary: AppError,
        children: [
          {
            index: true,
            loader: loaders.home,
            ...rendered,
            ...page(() => import('./routes/home')),
          },
          {
            path: paths.blogs.path,
            loader: loaders.blogs,
            ...rendered,
            ...page(() => import('./routes/blogs')),
          },
          {
            path: paths.blog.path,
            loader: loaders.blog,
            ...rendered,
            ...page(() => import('./routes/blog')),
          },
          {
            path: paths.learningPaths.path,
            loader: loaders.paths,
            ...rendered,
            ...page(() => import('./routes/paths/paths')),
          },
          {
            path: paths.learningPath.path,
            loader: loaders.path,
            ...rendered,
            ...page(() => import('./routes/paths/path')),
          },
          { path: paths.subscribe.path, ...page(() => import('./routes/subscribe')) },
          {
            path: paths.search.path,
            loader: loaders.search,
            ...rendered,
            ...page(() => import('./routes/search')),
          },
          { path: paths.contact.path, ...rendered, ...page(() => import('./routes/contact')) },
          { path: paths.terms.path, ...rendered, ...page(() => import('./routes/legal/terms')) },
          {
            path: paths.privacy.path,
            ...rendered,
            ...page(() => import('./routes/legal/privacy')),
          },
          { path: paths.firebaseTest.path, ...page(() => import('./routes/firebase-test')) },
          {
            path: paths.mindmapView.path,
            loader: loaders.mindmapView,
            ...rendered,
            ...page(() => import('./routes/mindmap/viewer')),
          },
          // Outside GuestOnly: a signed-in reader may still open a link from the e-mail.
          {
            path: paths.forgotPassword.path,
            ...page(() => import('./routes/auth/forgot-password')),
          },
          { path: paths.resetPassword.path, ...page(() => import('./routes/auth/reset-password')) },
          {
            Component: GuestOnly,
            children: [
              { path: paths.login.path, ...page(() => import('./routes/auth/login')) },
              { path: paths.register.path, ...page(() => import('./routes/auth/register')) },
            ],
          },
          {
            Component: RequireAuth,
            children: [{ path: paths.dashboard.path, ...page(() => import('./routes/dashboard')) }],
          },
          {
            Component: RequireAdmin,
            children: [
              { path: paths.admin.root.path, ...page(() => import('./routes/admin/dashboard')) },
              {
                path: paths.admin.blogEdit.path,
                loader: ({ params }) => redirect(paths.editBlog.getHref(params.id ?? '')),
              },
              { path: paths.admin.rest.path, ...page(() => import('./routes/admin/coming-soon')) },
              { path: paths.createBlog.path, ...page(() => import('./routes/admin/create-blog')) },
              { path: paths.editBlog.path, ...page(() => import('./routes/admin/edit-blog')) },
              { path: paths.user.path, ...page(() => import('./routes/admin/user')) },
              { path: paths.mindmapCreate.path, ...page(() => import('./routes/mindmap/editor')) },
              { path: paths.mindmapEdit.path, ...page(() => import('./routes/mindmap/editor')) },
              { path: paths.mindmap.path, ...page(() => import('./routes/mindmap/editor')) },
            ],
          },
          {
            path: '*',
            loader: loaders.notFound,
            ...rendered,
            ...page(() => import('./routes/not-found')),
          },
        ],
      },
    ],
  },
];

/**
 * The modules of the routes matching this address, loaded before the first
 * render, so hydrating a server-rendered page renders the page, not a spinner.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

export function AppRouter({ routes }: { routes: RouteObject[] }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
