import { isAdminViewer } from '@haven/shared/common/policy-viewer';
import { Navigate, type RouteObject } from 'react-router';
import { LoadingState } from '../components/ui/spinner';
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
  loaderLanguage,
  loaderSiteUrl,
  loadSession,
  memberOnlyLoader,
  notFoundLoader,
  withPageQueries,
} from './loader-context';
import { RootErrorBoundary, RouteErrorBoundary } from './routes/error';

const memberQueries = withPageQueries(null, ({ viewer }) =>
  viewer ? [getNotificationCountQueryOptions(), getBlockedIdsQueryOptions()] : [],
);

/**
 * A page route's own handle: `sharedWithMembers` when the page may be drawn once for every member,
 * because its loaders decide nothing by the viewer and it draws its members' parts (the header's
 * account, the home page's welcome, the viewer's rating, the comment box) as waiting for the
 * session, in their own space.
 */
type PageHandle = { sharedWithMembers?: boolean };
const SHARED_WITH_MEMBERS: PageHandle = { sharedWithMembers: true };

/** Whether the page these routes draw (the last one) is drawn once for every member. */
export function isPageSharedWithMembers(matched: RouteObject[]): boolean {
  return (matched.at(-1)?.handle as PageHandle | undefined)?.sharedWithMembers === true;
}

// Every page is a lazy module exporting `Component`, so each is its own chunk
// and the first load carries only the layout. A page route's id is its module's path under src/app
// (with `#n` where one module serves several routes): the server names the page's code by it.
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
      await loadSession(args.context);
      // On the server, a member's header and comment lists are drawn with their bell count and
      // the members they block.
      await memberQueries(args);
      return { siteUrl: loaderSiteUrl(args.context), ...loaderLanguage(args.context) };
    },
    // Later navigations keep the session current through its own query, not through this loader.
    shouldRevalidate: () => false,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        children: [
          {
            index: true,
            id: 'routes/home',
            handle: SHARED_WITH_MEMBERS,
            lazy: () => import('./routes/home'),
          },

          { path: 'login', id: 'routes/auth/login', lazy: () => import('./routes/auth/login') },
          { path: 'register', id: 'routes/auth/register', lazy: () => import('./routes/auth/register') },
          {
            path: 'forgot-password',
            id: 'routes/auth/forgot-password',
            lazy: () => import('./routes/auth/forgot-password'),
          },
          {
            path: 'reset-password',
            id: 'routes/auth/reset-password',
            lazy: () => import('./routes/auth/reset-password'),
          },

          { path: 'heroes', id: 'routes/heroes/heroes', lazy: () => import('./routes/heroes/heroes') },
          {
            path: 'heroes/compare',
            id: 'routes/heroes/compare',
            lazy: () => import('./routes/heroes/compare'),
          },
          {
            path: 'heroes/:slug',
            id: 'routes/heroes/hero',
            handle: SHARED_WITH_MEMBERS,
            lazy: () => import('./routes/heroes/hero'),
          },
          { path: 'outfits', id: 'routes/outfits/outfits', lazy: () => import('./routes/outfits/outfits') },
          {
            path: 'outfits/:slug',
            id: 'routes/outfits/outfit',
            lazy: () => import('./routes/outfits/outfit'),
          },
          { path: 'guides', id: 'routes/guides/guides', lazy: () => import('./routes/guides/guides') },
          { path: 'guides/:slug', id: 'routes/guides/guide', lazy: () => import('./routes/guides/guide') },
          // A visitor's request for the page is sent to sign in and back; one who arrives through the
          // app (or signs out there) sees 'Please sign in to create a guide' in its place.
          {
            path: 'guides/create',
            loader: memberOnlyLoader(),
            id: 'routes/guides/create-guide',
            lazy: () => import('./routes/guides/create-guide'),
          },
          {
            path: 'collection',
            id: 'routes/collection/collection',
            lazy: () => import('./routes/collection/collection'),
          },
          { path: 'users', id: 'routes/users/users', lazy: () => import('./routes/users/users') },

          {
            path: 'teams/public',
            id: 'routes/teams/public-teams',
            lazy: () => import('./routes/teams/public-teams'),
          },
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
          { path: 'teams/:slug', id: 'routes/teams/team', lazy: () => import('./routes/teams/team') },
          // My Teams sends visitors to the public gallery rather than to /login: there is something to see there.
          {
            path: 'teams',
            loader: memberOnlyLoader(paths.publicTeams),
            id: 'routes/teams/my-teams',
            lazy: () => import('./routes/teams/my-teams'),
          },

          {
            path: 'official-news',
            id: 'routes/official/official-list#1',
            lazy: () => import('./routes/official/official-list'),
          },
          {
            path: 'official-updates',
            id: 'routes/official/official-list#2',
            lazy: () => import('./routes/official/official-list'),
          },
          {
            path: 'official-events',
            id: 'routes/official/official-list#3',
            lazy: () => import('./routes/official/official-list'),
          },
          {
            path: 'official-news/:slug',
            id: 'routes/official/official-item#1',
            lazy: () => import('./routes/official/official-item'),
          },
          {
            path: 'official-updates/:slug',
            id: 'routes/official/official-item#2',
            lazy: () => import('./routes/official/official-item'),
          },
          {
            path: 'official-events/:slug',
            id: 'routes/official/official-item#3',
            lazy: () => import('./routes/official/official-item'),
          },

          { path: 'flash-events', id: 'routes/flash-events', lazy: () => import('./routes/flash-events') },
          { path: 'redeem-codes', id: 'routes/redeem-codes', lazy: () => import('./routes/redeem-codes') },
          { path: 'banners', id: 'routes/banners', lazy: () => import('./routes/banners') },
          { path: 'banners/:slug', id: 'routes/banner', lazy: () => import('./routes/banner') },
          { path: 'timeline', id: 'routes/timeline', lazy: () => import('./routes/timeline') },
          { path: 'statistics', id: 'routes/statistics', lazy: () => import('./routes/statistics') },
          {
            path: 'tier-list',
            id: 'routes/tier-list/tier-list',
            lazy: () => import('./routes/tier-list/tier-list'),
          },
          {
            path: 'database/:category',
            id: 'routes/database/database-category',
            lazy: () => import('./routes/database/database-category'),
          },
          {
            path: 'database/:category/:slug',
            id: 'routes/database/database-entry',
            lazy: () => import('./routes/database/database-entry'),
          },

          {
            path: 'about-website',
            id: 'routes/about/about-website',
            lazy: () => import('./routes/about/about-website'),
          },
          {
            path: 'about-game',
            id: 'routes/about/about-game',
            lazy: () => import('./routes/about/about-game'),
          },
          { path: 'terms', id: 'routes/legal/terms', lazy: () => import('./routes/legal/terms') },
          { path: 'privacy', id: 'routes/legal/privacy', lazy: () => import('./routes/legal/privacy') },
          { path: 'cookies', id: 'routes/legal/cookies', lazy: () => import('./routes/legal/cookies') },
          {
            path: 'community-guidelines',
            id: 'routes/legal/community-guidelines',
            lazy: () => import('./routes/legal/community-guidelines'),
          },

          {
            path: 'profile/:username',
            id: 'routes/profile/profile',
            lazy: () => import('./routes/profile/profile'),
          },
          { path: 'post/:postId', id: 'routes/post', lazy: () => import('./routes/post') },

          {
            Component: RequireAuth,
            loader: memberOnlyLoader(),
            children: [
              {
                path: 'profile/setup',
                id: 'routes/profile/profile-setup',
                lazy: () => import('./routes/profile/profile-setup'),
              },
              {
                path: 'profile/edit',
                id: 'routes/profile/profile-edit',
                lazy: () => import('./routes/profile/profile-edit'),
              },
              {
                path: 'account',
                id: 'routes/account/account',
                lazy: () => import('./routes/account/account'),
              },
              {
                path: 'guides/:slug/edit',
                id: 'routes/guides/edit-guide',
                lazy: () => import('./routes/guides/edit-guide'),
              },
              { path: 'contact', id: 'routes/contact', lazy: () => import('./routes/contact') },
              { path: 'summons', id: 'routes/summons', lazy: () => import('./routes/summons') },
            ],
          },

          {
            path: 'admin',
            Component: RequireAdmin,
            loader: adminOnlyLoader(isAdminViewer),
            children: [
              { index: true, id: 'routes/admin/dashboard', lazy: () => import('./routes/admin/dashboard') },
              { path: 'heroes', id: 'routes/admin/heroes', lazy: () => import('./routes/admin/heroes') },
              {
                path: 'heroes/new',
                id: 'routes/admin/hero-editor#1',
                lazy: () => import('./routes/admin/hero-editor'),
              },
              {
                path: 'heroes/:slug',
                id: 'routes/admin/hero-editor#2',
                lazy: () => import('./routes/admin/hero-editor'),
              },
              {
                path: 'guides',
                id: 'routes/admin/guides',
                lazy: () => import('./routes/admin/guides'),
                handle: { redirectNonAdmins: true } satisfies AdminRouteHandle,
              },
              {
                path: 'official-content',
                id: 'routes/admin/official-content',
                lazy: () => import('./routes/admin/official-content'),
              },
              { path: 'about', id: 'routes/admin/about', lazy: () => import('./routes/admin/about') },
              {
                path: 'redeem-codes',
                id: 'routes/admin/redeem-codes',
                lazy: () => import('./routes/admin/redeem-codes'),
              },
              {
                path: 'messages',
                id: 'routes/admin/messages',
                lazy: () => import('./routes/admin/messages'),
              },
            ],
          },

          {
            path: '*',
            loader: notFoundLoader,
            id: 'routes/not-found',
            lazy: () => import('./routes/not-found'),
          },
        ],
      },
    ],
  },
];
