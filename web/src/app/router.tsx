import { createBrowserRouter, Navigate, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/spinner';
import { COMING_SOON_PAGES, INFO_PAGES } from '@/lib/nav';
import { RouteErrorPage } from './error-page.js';
import { RedirectIfSignedIn, RequireAuth } from './guards.js';
import { TOOL_PAGES } from '@/features/tools/catalog';
import { useFinishSignOut } from '@/lib/use-sign-out';
import { useAppearanceSync } from '@/lib/appearance';

function RootLayout() {
  useFinishSignOut();
  useAppearanceSync();
  return (
    <>
      {/* A fresh page load (back from Stripe, a reload) has the key 'default' whatever its path: key
          those by path, or /payment-success would open at the scroll position /pricing was left at. */}
      <ScrollRestoration getKey={(l) => (l.key === 'default' ? l.pathname : l.key)} />
      <Outlet />
    </>
  );
}

const landing = () =>
  import('@/features/landing/components/landing-page').then((m) => ({ Component: m.LandingPage }));
const appLayout = () =>
  import('@/features/shell/components/app-layout').then((m) => ({ Component: m.AppLayout }));
const toolPage = (path: string) => () =>
  import('@/features/tools/components/tool-page').then((m) => ({
    Component: () => <m.ToolPage path={path} />,
  }));

type LazyRoute = NonNullable<RouteObject['lazy']>;
const apiSettings: LazyRoute = () =>
  import('@/features/integrations/components/api-settings-page').then((m) => ({
    Component: m.ApiSettingsPage,
  }));
const scraping =
  (title: string): LazyRoute =>
  () =>
    import('@/features/integrations/components/scraping-page').then((m) => ({
      Component: () => <m.ScrapingPage title={title} />,
    }));

/** Tool pages that have their own screen; every other path of TOOL_PAGES shows the generic frame. */
const IMPLEMENTED_PAGES: Record<string, LazyRoute> = {
  '/features/resume-parsing': () =>
    import('@/features/resume-parsing/components/resume-parsing-page').then((m) => ({
      Component: m.ResumeParsingPage,
    })),
  '/api-settings': apiSettings,
  '/integrations': apiSettings,
  '/twilio-integration': () =>
    import('@/features/integrations/components/twilio-integration-page').then((m) => ({
      Component: m.TwilioIntegrationPage,
    })),
  '/features/scraping': scraping('Web Scraping'),
  '/features/linkedin': () =>
    import('@/features/linkedin/components/linkedin-page').then((m) => ({ Component: m.LinkedinPage })),
  '/features/dropcowboy': () =>
    import('@/features/domains/components/domains-page').then((m) => ({ Component: m.DomainsPage })),
  '/features/ai-chat': () =>
    import('@/features/chat/components/chat-page').then((m) => ({ Component: m.ChatPage })),
  '/features/engagement': () =>
    import('@/features/engagement/components/engagement-page').then((m) => ({
      Component: m.EngagementPage,
    })),
  '/phantombuster-integration': scraping('PhantomBuster Integration'),
  '/features/candidate-screening': () =>
    import('@/features/screening/components/screening-page').then((m) => ({ Component: m.ScreeningPage })),
  '/candidates': () =>
    import('@/features/candidates/components/candidates-page').then((m) => ({ Component: m.CandidatesPage })),
  '/settings': () =>
    Promise.all([
      import('@/features/settings/components/settings-page'),
      import('@/features/auth/components/change-password-form'),
    ]).then(([s, p]) => ({
      Component: () => (
        <s.SettingsPage passwordForm={<p.ChangePasswordForm idPrefix="settings-password" />} />
      ),
    })),
  '/profile': () =>
    import('@/features/auth/components/profile-page').then((m) => ({ Component: m.ProfilePage })),
  '/features/email': () =>
    import('@/features/email/components/email-page').then((m) => ({ Component: () => <m.EmailPage /> })),
  '/tools/bulk-email': () =>
    import('@/features/email/components/email-page').then((m) => ({ Component: () => <m.EmailPage bulk /> })),
  '/features/call': () =>
    import('@/features/calling/components/ai-calling-page').then((m) => ({
      Component: () => <m.AiCallingPage />,
    })),
  '/tools/automated-calls': () =>
    import('@/features/calling/components/ai-calling-page').then((m) => ({
      Component: () => <m.AiCallingPage title="Automated Calls" />,
    })),
  '/features/heyreach': () =>
    import('@/features/outreach/components/outreach-page').then((m) => ({ Component: m.OutreachPage })),
  '/features/smart-sourcing': () =>
    import('@/features/screening/components/sourcing-page').then((m) => ({ Component: m.SourcingPage })),
  '/features/smart-search': () =>
    import('@/features/search/components/search-page').then((m) => ({ Component: m.SmartSearchPage })),
  '/tools/interview-scheduling': () =>
    import('@/features/interviews/components/interview-scheduling-page').then((m) => ({
      Component: m.InterviewSchedulingPage,
    })),
};

/** Every route of both spec documents with its guard (document 1 §2, document 2 §2). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => <LoadingScreen message="Loading recruit..." className="min-h-screen" />,
    children: [
      { index: true, lazy: landing },
      { path: 'home', lazy: landing },
      {
        Component: RedirectIfSignedIn,
        children: [
          {
            path: 'signin',
            lazy: () =>
              import('@/features/auth/components/sign-in-page').then((m) => ({ Component: m.SignInPage })),
          },
        ],
      },
      {
        path: 'signup',
        lazy: () =>
          import('@/features/auth/components/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
      },
      {
        path: 'forgot-password',
        lazy: () =>
          import('@/features/auth/components/forgot-password-page').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
      },
      {
        path: 'verify-code',
        lazy: () =>
          import('@/features/auth/components/verify-code-page').then((m) => ({
            Component: m.VerifyCodePage,
          })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('@/features/auth/components/reset-password-page').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        path: 'pricing',
        lazy: () =>
          import('@/features/pricing/components/pricing-page').then((m) => ({ Component: m.PricingPage })),
      },
      {
        path: 'testimonials',
        lazy: () =>
          import('@/features/landing/components/testimonials-page').then((m) => ({
            Component: m.TestimonialsPage,
          })),
      },
      {
        path: 'platform',
        lazy: () =>
          import('@/features/landing/components/platform-page').then((m) => ({ Component: m.PlatformPage })),
      },
      {
        path: 'payment-success',
        lazy: () =>
          import('@/features/marketing/components/payment-success-page').then((m) => ({
            Component: m.PaymentSuccessPage,
          })),
      },
      ...Object.keys(COMING_SOON_PAGES).map((slug): RouteObject => ({
        path: slug,
        lazy: () =>
          import('@/features/marketing/components/coming-soon-page').then((m) => ({
            Component: () => <m.ComingSoonPage slug={slug as keyof typeof COMING_SOON_PAGES} />,
          })),
      })),
      { path: 'dashboard/api-settings', element: <Navigate to="/api-settings" replace /> },
      {
        element: <RequireAuth redirectToast />,
        children: [
          {
            lazy: appLayout,
            children: [
              {
                path: 'dashboard',
                lazy: () =>
                  Promise.all([
                    import('@/features/dashboard/components/dashboard-page'),
                    import('@/features/integrations/components/quick-setup-cards'),
                  ]).then(([d, q]) => ({
                    Component: () => <d.DashboardPage quickSetup={<q.QuickSetupCards />} />,
                  })),
              },
            ],
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: appLayout,
            children: [
              {
                path: 'admin',
                lazy: () =>
                  import('@/features/admin/components/admin-page').then((m) => ({ Component: m.AdminPage })),
              },
              {
                path: 'features',
                lazy: () =>
                  import('@/features/tools/components/features-hub').then((m) => ({
                    Component: m.FeaturesHub,
                  })),
              },
              {
                path: 'candidates/:id',
                lazy: () =>
                  import('@/features/candidates/components/candidate-detail-page').then((m) => ({
                    Component: m.CandidateDetailPage,
                  })),
              },
              ...Object.keys(TOOL_PAGES).map((path): RouteObject => ({
                path: path.slice(1),
                lazy: IMPLEMENTED_PAGES[path] ?? toolPage(path),
              })),
            ],
          },
          ...Object.keys(INFO_PAGES).map((slug): RouteObject => ({
            path: slug,
            lazy: () =>
              import('@/features/marketing/components/info-page').then((m) => ({
                Component: () => <m.InfoPage slug={slug as keyof typeof INFO_PAGES} />,
              })),
          })),
        ],
      },
      {
        path: '*',
        lazy: () =>
          import('@/features/marketing/components/not-found-page').then((m) => ({
            Component: m.NotFoundPage,
          })),
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
