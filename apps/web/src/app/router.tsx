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
import type { PageArgs, ServerLoader } from '../lib/page-data';
import { REDIRECT_PARAM, safeRedirect } from '../lib/redirect-to';
import { pathInLanguage } from '@codegrow/shared/i18n/languages';
import { RootLayout } from './root-layout';

export interface RouteHandle {
  /** Pages anyone sees alike: the server renders them; the rest it leaves to the browser. */
  serverRendered?: boolean;
  /**
   * The route's module (`src/app/routes/…`), as the build's `.vite/route-chunks.json` names
   * it: the server lists its script files in the page, for the browser to fetch beside the
   * main bundle.
   */
  module?: string;
}
const rendered: RouteHandle = { serverRendered: true };

/**
 * Every route module, each its own chunk, by its path from this folder. Only routes live in
 * routes/: any module there becomes a chunk the browser can load on its own (parts that
 * routes share live beside it, as article-editor/ does).
 */
const routeModules = import.meta.glob<{ default: ComponentType; serverLoader?: ServerLoader }>([
  './routes/**/*.tsx',
  '!./routes/**/*.test.tsx',
]);

/** Where the routes run: the server runs each page's `serverLoader` before it renders it. */
export type RoutesFor = 'browser' | 'server';

/** The app's routes. */
export function createRoutes(routesFor: RoutesFor = 'browser'): RouteObject[] {
  /**
   * Route modules load on first visit, keeping the main bundle to the shell. On the server a
   * module's `serverLoader`, beside the page it fetches for, becomes the route's loader; in the
   * browser pages fetch their own data.
   */
  function page(file: string, handle: RouteHandle = {}): Pick<RouteObject, 'lazy' | 'handle'> {
    const load = routeModules[file];
    if (!load) throw new Error(`There is no route module ${file}`);
    return {
      lazy: async () => {
        const { default: Component, serverLoader } = await load();
        return routesFor === 'server' && serverLoader
          ? { Component, loader: serverLoader as LoaderFunction }
          : { Component };
      },
      handle: { ...handle, module: `src/app/${file.slice('./'.length)}` },
    };
  }
  /**
   * A guard around pages the server renders: in the browser its component decides (a
   * <Navigate>); on the server, which knows who the page is for, its loader answers with the
   * redirect itself, before anything renders.
   */
  function guard(Component: ComponentType, sendTo: GuardTarget): GuardRoute {
    if (routesFor === 'browser') return { Component };
    const loader = ({ request, context }: PageArgs) => {
      const url = new URL(request.url);
      const to = sendTo(context.reader !== null, `${url.pathname}${url.search}`);
      // React Router puts the language's base (the router's basename) before it.
      return to === null ? null : redirect(to);
    };
    return { Component, loader: loader as LoaderFunction };
  }
  return appRoutes(page, guard);
}

type GuardRoute = Pick<RouteObject, 'Component' | 'loader'>;

/** Where a guard sends the reader (a path without its language's base), or null: they stay. */
type GuardTarget = (signedIn: boolean, address: string) => string | null;

/** /login and /register: a signed-in reader goes on to where they were going. */
const guestsOnly: GuardTarget = (signedIn, address) =>
  signedIn ? safeRedirect(new URL(address, 'http://page').searchParams.get(REDIRECT_PARAM)) : null;

/** The dashboard: a visitor signs in first, and comes back. */
const readersOnly: GuardTarget = (signedIn, address) =>
  signedIn ? null : paths.login.getHref(pathInLanguage(address, 'en'));

const appRoutes = (
  page: (file: string, handle?: RouteHandle) => Pick<RouteObject, 'lazy' | 'handle'>,
  guard: (Component: ComponentType, sendTo: GuardTarget) => GuardRoute,
): RouteObject[] => [
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
            ...page('./routes/home.tsx', rendered),
          },
          {
            path: paths.blogs.path,
            ...page('./routes/blogs.tsx', rendered),
          },
          {
            path: paths.blog.path,
            ...page('./routes/blog.tsx', rendered),
          },
          {
            path: paths.learningPaths.path,
            ...page('./routes/paths/paths.tsx', rendered),
          },
          {
            path: paths.learningPath.path,
            ...page('./routes/paths/path.tsx', rendered),
          },
          {
            path: paths.subscribe.path,
            ...page('./routes/subscribe.tsx', rendered),
          },
          {
            path: paths.search.path,
            ...page('./routes/search.tsx', rendered),
          },
          { path: paths.contact.path, ...page('./routes/contact.tsx', rendered) },
          { path: paths.offline.path, ...page('./routes/offline.tsx', rendered) },
          { path: paths.certificate.path, ...page('./routes/certificate.tsx') },
          { path: paths.terms.path, ...page('./routes/legal/terms.tsx', rendered) },
          {
            path: paths.privacy.path,
            ...page('./routes/legal/privacy.tsx', rendered),
          },
          { path: paths.firebaseTest.path, ...page('./routes/firebase-test.tsx') },
          {
            path: paths.mindmapView.path,
            ...page('./routes/mindmap/viewer.tsx', rendered),
          },
          // Outside GuestOnly: a signed-in reader may still open a link from the e-mail.
          {
            path: paths.forgotPassword.path,
            ...page('./routes/auth/forgot-password.tsx'),
          },
          { path: paths.resetPassword.path, ...page('./routes/auth/reset-password.tsx') },
          { path: paths.gift.path, ...page('./routes/gift.tsx') },
          {
            ...guard(GuestOnly, guestsOnly),
            children: [
              { path: paths.login.path, ...page('./routes/auth/login.tsx', rendered) },
              { path: paths.register.path, ...page('./routes/auth/register.tsx', rendered) },
            ],
          },
          {
            ...guard(RequireAuth, readersOnly),
            children: [{ path: paths.dashboard.path, ...page('./routes/dashboard.tsx', rendered) }],
          },
          {
            Component: RequireAdmin,
            children: [
              { path: paths.admin.root.path, ...page('./routes/admin/dashboard.tsx') },
              {
                path: paths.admin.blogEdit.path,
                loader: ({ params }) => redirect(paths.editBlog.getHref(params.id ?? '')),
              },
              { path: paths.admin.blogHistory.path, ...page('./routes/admin/blog-history.tsx') },
              { path: paths.admin.rest.path, ...page('./routes/admin/coming-soon.tsx') },
              { path: paths.createBlog.path, ...page('./routes/admin/create-blog.tsx') },
              { path: paths.editBlog.path, ...page('./routes/admin/edit-blog.tsx') },
              { path: paths.user.path, ...page('./routes/admin/user.tsx') },
              { path: paths.mindmapCreate.path, ...page('./routes/mindmap/editor.tsx') },
              { path: paths.mindmapEdit.path, ...page('./routes/mindmap/editor.tsx') },
              { path: paths.mindmap.path, ...page('./routes/mindmap/editor.tsx') },
            ],
          },
          {
            path: '*',
            ...page('./routes/not-found.tsx', rendered),
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
export async function loadMatchedRoutes(
  routes: RouteObject[],
  pathname: string,
  basename: string,
): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

export function AppRouter({ routes, basename }: { routes: RouteObject[]; basename: string }) {
  const [router] = useState(() => createBrowserRouter(routes, { basename }));
  return <RouterProvider router={router} />;
}
