import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { BlockedAuthorsProvider } from '../../components/comments/blocked-authors-context';
import { type ReportControlProps, ReportControlProvider } from '../../components/reports/report-control';
import { DeferredToaster } from '../../components/ui/deferred-toaster';
import { useRestrictionInForce, WriteRestrictionProvider } from '../../components/ui/write-restriction';
import { useSession } from '../../features/auth/api/get-me';
import { useEndedSessionSignOut } from '../../features/auth/hooks/use-ended-session-sign-out';
import { useInactivitySignOut } from '../../features/auth/hooks/use-inactivity-sign-out';
import { useSessionRefresh } from '../../features/auth/hooks/use-session-refresh';
import { useBlockedIds } from '../../features/blocks/api/get-blocked-ids';
import { ReportButton } from '../../features/reports/components/report-button';
import { releaseHeldInput } from '../../lib/held-input';
import { whenReadersPartsSettled } from '../../lib/query-state';
import { useRealtimeInvalidation } from '../../lib/realtime';
import { useTheme } from '../../lib/theme';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageOffer } from './language-offer';

// Only a suspended member sees the banner, so its code loads only for them.
const SuspensionBanner = lazy(() =>
  import('../../features/moderation/components/suspension-banner').then((module) => ({
    default: module.SuspensionBanner,
  })),
);

/**
 * Header, main and footer around every page, plus the app-wide session and live-update hooks and
 * the members the reader blocks, whose comments every list folds away.
 */
export function RootLayout() {
  const { user, isLoading } = useSession();
  const { theme } = useTheme();
  useScrollToTop();
  useAppReadyMark(!isLoading);
  useInactivitySignOut(user !== null);
  useSessionRefresh();
  const readSessionAgain = useEndedSessionSignOut(user !== null);
  useRealtimeInvalidation(user?.id ?? null, readSessionAgain);
  const blockedIds = useBlockedIds(user !== null, isLoading);
  const restriction = useRestrictionInForce(user?.restriction);

  return (
    <ReportControlProvider value={ViewersReportButton}>
      <div className="app-backdrop flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[60] rounded-lg bg-gold-400 px-4 py-2 font-semibold text-night-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          <Trans>Skip to main content</Trans>
        </a>
        <NavigationProgress />
        <LanguageOffer />
        <Header />
        {restriction && (
          <Suspense fallback={null}>
            <SuspensionBanner restriction={restriction} />
          </Suspense>
        )}
        {/* At least a screen tall: the footer starts below the fold, so a page that is still loading
          (short) and then fills in never pulls the footer into view and pushes it out again. */}
        <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
          <WriteRestrictionProvider value={restriction}>
            <BlockedAuthorsProvider ids={blockedIds}>
              <Outlet />
            </BlockedAuthorsProvider>
          </WriteRestrictionProvider>
        </main>
        <Footer />
        <DeferredToaster theme={theme} />
      </div>
    </ReportControlProvider>
  );
}

/**
 * Every Report control on the site, knowing who is looking. Drawn with the page (its dialog loads
 * on first press), so a control beside a heading is there from the first paint.
 */
function ViewersReportButton(props: ReportControlProps) {
  const { user } = useSession();
  return <ReportButton {...props} viewer={user} />;
}

/**
 * Marks the page once the app has taken over the server's HTML and knows who is looking, with
 * their own parts in place (a page drawn for any member learns them once live): its controls now
 * answer as they will. Then acts on what the visitor typed and pressed before that, once the
 * first draws have settled.
 */
function useAppReadyMark(isSessionKnown: boolean): void {
  const isMarked = useRef(false);
  useEffect(() => {
    if (!isSessionKnown || isMarked.current) return;
    isMarked.current = true;
    void whenReadersPartsSettled().then(() => {
      document.documentElement.dataset.appReady = 'true';
      requestAnimationFrame(() => setTimeout(releaseHeldInput, 0));
    });
  }, [isSessionKnown]);
}

/**
 * Navigating to a new path scrolls to the top, like a page load would. The first path is left
 * alone: the browser placed the page it loaded (at the top, or at the section its address names).
 */
function useScrollToTop(): void {
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change by design
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** A thin bar while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden" aria-hidden="true">
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-gold-400" />
    </div>
  );
}
