import { isAdminViewer } from '@haven/shared/common/policy-viewer';
import { Navigate, type RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/spinner';
import { getMeQueryOptions } from '../features/auth/api/get-me';
import {
  type AdminRouteHandle,
  RequireAdmin,
  RequireAuth,
  RequireUser,
} from '../features/auth/components/guards';
import { getBlockedIdsQueryOptions } from '../features/blocks/api/get-blocked-ids';
import { getNotificationCountQueryOptions } from '../features/notifications/api/get-notification-count';
import { paths } from '../lib/paths';
import { ROOT_ROUTE_ID, type RootLoaderData } from '../lib/site-url';
import { RootLayout } from './layout/root-layout';
import {
  adminOnlyLoader,
  forwardMemberLoader,
  loaderQueryClient,
  loaderSiteUrl,
  memberOnlyLoader,
  notFoundLoader,
  withPageQueries,
} from './loader-context';
import { RootErrorBoundary, RouteErrorBoundary } from './routes/error';

const memberQueries = withPageQueries(null, ({ viewer }) =>
  viewer ? [getNotificationCountQueryOptions(), getBlockedIdsQueryOptions()] : [],
);

// Every page is a lazy module exporting `Component`, so each is its own chunk
// and the first load carries only the layout.
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: () => <LoadingState className="min-h-dvh" />,
    // The first paint waits for the session (asked alongside the page's code), so the header,
    // banners and member controls are drawn once, already in their final size, instead of
    // changing size when the answer arrives. A failed ask leaves it to the page's own states.
    // It also gives the site's public address, for canonical addresses and link previews.
    loader: async (args): Promise<RootLoaderData> => {
      await loaderQueryClient(args.context)
        .ensureQueryData(getMeQueryOptions())
        .catch(() => undefined);
      // On the server, a member's header and comment lists are drawn with their bell count and
      // the members they block.
      await memberQueries(args);
      return { siteUrl: loaderSiteUrl(args.context) };
    },
    // Later navigations keep the session current through its own query, not through this loader.
    shouldRevalidate: () => false,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, lazy: () => import('./routes/home') },

          { path: 'login', lazy: () => import('./routes/auth/login') },
          { path: 'register', lazy: () => import('./routes/auth/register') },
          { path: 'forgot-password', lazy: () => import('./routes/auth/forgot-password') },
          { path: 'reset-password', lazy: () => import('./routes/auth/reset-password') },

          { path: 'heroes', lazy: () => import('./routes/heroes/heroes') },
          { path: 'heroes/compare', lazy: () => import('./routes/heroes/compare') },
          { path: 'heroes/:slug', lazy: () => import('./routes/heroes/hero') },
          { path: 'outfits', lazy: () => import('./routes/outfits/outfits') },
          { path: 'outfits/:slug', lazy: () => import('./routes/outfits/outfit') },
          { path: 'guides', lazy: () => import('./routes/guides/guides') },
          { path: 'guides/:slug', lazy: () => import('./routes/guides/guide') },
          // A visitor's request for the page is sent to sign in and back; one who arrives through the
          // app (or signs out there) sees 'Please sign in to create a guide' in its place.
          {
            path: 'guides/create',
            loader: memberOnlyLoader(),
            lazy: () => import('./routes/guides/create-guide'),
          },
          { path: 'users', lazy: () => import('./routes/users/users') },

          { path: 'teams/public', lazy: () => import('./routes/teams/public-teams') },
          // The builder's own address ('Create Your Team'): visitors sign in first and come back to it.
          {
            path: 'teams/manage',
            loader: forwardMemberLoader(paths.myTeams),
            element: (
              <RequireUser>
                <Navigate to={paths.myTeams} replace />
              </RequireUser>
            ),
          },
          { path: 'teams/:slug', lazy: () => import('./routes/teams/team') },
          // My Teams sends visitors to the public gallery rather than to /login: there is something to see there.
          {
            path: 'teams',
            loader: memberOnlyLoader(paths.publicTeams),
            lazy: () => import('./routes/teams/my-teams'),
          },

          { path: 'official-news', lazy: () => import('./routes/official/official-list') },
          { path: 'official-updates', lazy: () => import('./routes/official/official-list') },
          { path: 'official-events', lazy: () => import('./routes/official/official-list') },
          { path: 'official-news/:slug', lazy: () => import('./routes/official/official-item') },
          { path: 'official-updates/:slug', lazy: () => import('./routes/official/official-item') },
          { path: 'official-events/:slug', lazy: () => import('./routes/official/official-item') },

          { path: 'flash-events', lazy: () => import('./routes/flash-events') },
          { path: 'redeem-codes', lazy: () => import('./routes/redeem-codes') },
          { path: 'statistics', lazy: () => import('./routes/statistics') },
          { path: 'tier-list', lazy: () => import('./routes/tier-list/tier-list') },
          { path: 'database/:category', lazy: () => import('./routes/database/database-category') },
          { path: 'database/:category/:slug', lazy: () => import('./routes/database/database-entry') },

          { path: 'about-website', lazy: () => import('./routes/about/about-website') },
          { path: 'about-game', lazy: () => import('./routes/about/about-game') },
          { path: 'terms', lazy: () => import('./routes/legal/terms') },
          { path: 'privacy', lazy: () => import('./routes/legal/privacy') },
          { path: 'cookies', lazy: () => import('./routes/legal/cookies') },
          { path: 'community-guidelines', lazy: () => import('./routes/legal/community-guidelines') },

          { path: 'profile/:username', lazy: () => import('./routes/profile/profile') },
          { path: 'post/:postId', lazy: () => import('./routes/post') },

          {
            Component: RequireAuth,
            loader: memberOnlyLoader(),
            children: [
              { path: 'profile/setup', lazy: () => import('./routes/profile/profile-setup') },
              { path: 'profile/edit', lazy: () => import('./routes/profile/profile-edit') },
              { path: 'account', lazy: () => import('./routes/account/account') },
              { path: 'guides/:slug/edit', lazy: () => import('./routes/guides/edit-guide') },
              { path: 'contact', lazy: () => import('./routes/contact') },
            ],
          },

          {
            path: 'admin',
            Component: RequireAdmin,
            loader: adminOnlyLoader(isAdminViewer),
            children: [
              { index: true, lazy: () => import('./routes/admin/dashboard') },
              { path: 'heroes', lazy: () => import('./routes/admin/heroes') },
              { path: 'heroes/new', lazy: () => import('./routes/admin/hero-editor') },
              { path: 'heroes/:slug', lazy: () => import('./routes/admin/hero-editor') },
              {
                path: 'guides',
                lazy: () => import('./routes/admin/guides'),
                handle: { redirectNonAdmins: true } satisfies AdminRouteHandle,
              },
              { path: 'official-content', lazy: () => import('./routes/admin/official-content') },
              { path: 'about', lazy: () => import('./routes/admin/about') },
              { path: 'redeem-codes', lazy: () => import('./routes/admin/redeem-codes') },
              { path: 'messages', lazy: () => import('./routes/admin/messages') },
            ],
          },

          { path: '*', loader: notFoundLoader, lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];
