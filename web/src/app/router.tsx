import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { paths } from '@/config/paths';
import { ProtectedLayout } from './routes/protected-layout';
import { RootLayout } from './routes/root-layout';

// Route-level code splitting: each screen is its own chunk.
const HomeRoute = lazy(() => import('./routes/home').then((m) => ({ default: m.HomeRoute })));
const AuthRoute = lazy(() => import('./routes/auth').then((m) => ({ default: m.AuthRoute })));
const RegisterRoute = lazy(() => import('./routes/register').then((m) => ({ default: m.RegisterRoute })));
const ResetPasswordRoute = lazy(() =>
  import('./routes/reset-password').then((m) => ({ default: m.ResetPasswordRoute })),
);
const TestPasswordResetRoute = lazy(() =>
  import('./routes/test-password-reset').then((m) => ({ default: m.TestPasswordResetRoute })),
);
const ProfileRoute = lazy(() => import('./routes/profile').then((m) => ({ default: m.ProfileRoute })));
const ProfileEditRoute = lazy(() => import('./routes/profile-edit').then((m) => ({ default: m.ProfileEditRoute })));
const ProfileTestRoute = lazy(() => import('./routes/profile-test').then((m) => ({ default: m.ProfileTestRoute })));
const SearchRoute = lazy(() => import('./routes/search').then((m) => ({ default: m.SearchRoute })));
const SettingsRoute = lazy(() => import('./routes/settings').then((m) => ({ default: m.SettingsRoute })));
const NetworkRoute = lazy(() => import('./routes/network').then((m) => ({ default: m.NetworkRoute })));
const LandingRoute = lazy(() => import('./routes/landing').then((m) => ({ default: m.LandingRoute })));
const AboutRoute = lazy(() => import('./routes/about').then((m) => ({ default: m.AboutRoute })));
const GuidelinesRoute = lazy(() => import('./routes/guidelines').then((m) => ({ default: m.GuidelinesRoute })));
const PrivacyRoute = lazy(() => import('./routes/privacy').then((m) => ({ default: m.PrivacyRoute })));
const HelpRoute = lazy(() => import('./routes/help').then((m) => ({ default: m.HelpRoute })));
const ContactRoute = lazy(() => import('./routes/contact').then((m) => ({ default: m.ContactRoute })));
const SmsConsentRoute = lazy(() => import('./routes/sms-consent').then((m) => ({ default: m.SmsConsentRoute })));
const SmsTermsRoute = lazy(() => import('./routes/sms-terms').then((m) => ({ default: m.SmsTermsRoute })));
const LogoOptionsRoute = lazy(() => import('./routes/logo-options').then((m) => ({ default: m.LogoOptionsRoute })));
const EventsRoute = lazy(() => import('./routes/events').then((m) => ({ default: m.EventsRoute })));
const EventRoute = lazy(() => import('./routes/event').then((m) => ({ default: m.EventRoute })));
const NewsRoute = lazy(() => import('./routes/news').then((m) => ({ default: m.NewsRoute })));
const NewsItemRoute = lazy(() => import('./routes/news-item').then((m) => ({ default: m.NewsItemRoute })));
const CmeRoute = lazy(() => import('./routes/cme').then((m) => ({ default: m.CmeRoute })));
const ContentsRoute = lazy(() => import('./routes/contents').then((m) => ({ default: m.ContentsRoute })));
const ContentRoute = lazy(() => import('./routes/content').then((m) => ({ default: m.ContentRoute })));
const ContentEditRoute = lazy(() => import('./routes/content-edit').then((m) => ({ default: m.ContentEditRoute })));
const AssistantRoute = lazy(() => import('./routes/assistant').then((m) => ({ default: m.AssistantRoute })));
const NotificationsRoute = lazy(() =>
  import('./routes/notifications').then((m) => ({ default: m.NotificationsRoute })),
);
const MessagesRoute = lazy(() => import('./routes/messages').then((m) => ({ default: m.MessagesRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));

// react-router matches case-insensitively unless a route sets caseSensitive (part 1 §2).
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: paths.home.path, element: <HomeRoute /> },
          { path: paths.auth.path, element: <AuthRoute /> },
          { path: paths.register.path, element: <RegisterRoute /> },
          { path: paths.resetPassword.path, element: <ResetPasswordRoute /> },
          { path: paths.testPasswordReset.path, element: <TestPasswordResetRoute /> },
          { path: paths.profileTest.path, element: <ProfileTestRoute /> },
          { path: paths.landing.path, element: <LandingRoute /> },
          { path: paths.about.path, element: <AboutRoute /> },
          { path: paths.guidelines.path, element: <GuidelinesRoute /> },
          { path: paths.privacy.path, element: <PrivacyRoute /> },
          { path: paths.help.path, element: <HelpRoute /> },
          { path: paths.contact.path, element: <ContactRoute /> },
          { path: paths.smsConsent.path, element: <SmsConsentRoute /> },
          { path: paths.smsTerms.path, element: <SmsTermsRoute /> },
          { path: paths.logoOptions.path, element: <LogoOptionsRoute /> },
          {
            element: <ProtectedLayout />,
            children: [
              { path: paths.profile.path, element: <ProfileRoute /> },
              { path: paths.profileEdit.path, element: <ProfileEditRoute /> },
              { path: paths.search.path, element: <SearchRoute /> },
              { path: paths.doctors.path, element: <SearchRoute /> },
              { path: paths.settings.path, element: <SettingsRoute /> },
              { path: paths.events.path, element: <EventsRoute /> },
              { path: paths.event.path, element: <EventRoute /> },
              { path: paths.news.path, element: <NewsRoute /> },
              { path: paths.newsItem.path, element: <NewsItemRoute /> },
              { path: paths.cme.path, element: <CmeRoute /> },
              { path: paths.network.path, element: <NetworkRoute /> },
              { path: paths.contents.path, element: <ContentsRoute /> },
              { path: paths.content.path, element: <ContentRoute /> },
              { path: paths.contentEdit.path, element: <ContentEditRoute /> },
              { path: paths.assistant.path, element: <AssistantRoute /> },
              { path: paths.notifications.path, element: <NotificationsRoute /> },
              { path: paths.messages.path, element: <MessagesRoute /> },
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes, {
  future: {
    v7_relativeSplatPath: true,
    v7_fetcherPersist: true,
    v7_normalizeFormMethod: true,
    v7_partialHydration: true,
    v7_skipActionErrorRevalidation: true,
  },
});
