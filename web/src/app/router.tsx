import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { paths } from '@/config/paths';
import type { RouteTitle } from '@/utils/document-title';
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

/** A route's name for the browser tab (set by the root layout from the deepest match). */
const titled = (title: string): RouteTitle => ({ title });

// react-router matches case-insensitively unless a route sets caseSensitive (part 1 §2).
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: paths.home.path, element: <HomeRoute />, handle: titled('Home') },
          { path: paths.auth.path, element: <AuthRoute />, handle: titled('Sign In') },
          { path: paths.register.path, element: <RegisterRoute />, handle: titled('Activate My Account') },
          { path: paths.resetPassword.path, element: <ResetPasswordRoute />, handle: titled('Reset Password') },
          { path: paths.testPasswordReset.path, element: <TestPasswordResetRoute />, handle: titled('Test Password Reset') },
          { path: paths.profileTest.path, element: <ProfileTestRoute />, handle: titled('Profile Test') },
          { path: paths.landing.path, element: <LandingRoute />, handle: titled('Welcome') },
          { path: paths.about.path, element: <AboutRoute />, handle: titled('About') },
          { path: paths.guidelines.path, element: <GuidelinesRoute />, handle: titled('Community Guidelines') },
          { path: paths.privacy.path, element: <PrivacyRoute />, handle: titled('Privacy Policy') },
          { path: paths.help.path, element: <HelpRoute />, handle: titled('Help Center') },
          { path: paths.contact.path, element: <ContactRoute />, handle: titled('Contact Us') },
          { path: paths.smsConsent.path, element: <SmsConsentRoute />, handle: titled('SMS Consent') },
          { path: paths.smsTerms.path, element: <SmsTermsRoute />, handle: titled('SMS Terms') },
          { path: paths.logoOptions.path, element: <LogoOptionsRoute />, handle: titled('Logo Options') },
          {
            element: <ProtectedLayout />,
            children: [
              { path: paths.profile.path, element: <ProfileRoute />, handle: titled('Profile') },
              { path: paths.profileEdit.path, element: <ProfileEditRoute />, handle: titled('Edit Profile') },
              { path: paths.search.path, element: <SearchRoute />, handle: titled('Find Doctors') },
              { path: paths.doctors.path, element: <SearchRoute />, handle: titled('Find Doctors') },
              { path: paths.settings.path, element: <SettingsRoute />, handle: titled('Settings') },
              { path: paths.events.path, element: <EventsRoute />, handle: titled('Medical Events') },
              { path: paths.event.path, element: <EventRoute />, handle: titled('Event') },
              { path: paths.news.path, element: <NewsRoute />, handle: titled('Medical News') },
              { path: paths.newsItem.path, element: <NewsItemRoute />, handle: titled('News Article') },
              { path: paths.cme.path, element: <CmeRoute />, handle: titled('CME Opportunities') },
              { path: paths.network.path, element: <NetworkRoute />, handle: titled('My Network') },
              { path: paths.contents.path, element: <ContentsRoute />, handle: titled('Content') },
              { path: paths.content.path, element: <ContentRoute />, handle: titled('Content') },
              { path: paths.contentEdit.path, element: <ContentEditRoute />, handle: titled('Edit Content') },
              { path: paths.assistant.path, element: <AssistantRoute />, handle: titled('AI Assistant') },
              { path: paths.notifications.path, element: <NotificationsRoute />, handle: titled('Notifications') },
              { path: paths.messages.path, element: <MessagesRoute />, handle: titled('Messages') },
            ],
          },
          { path: '*', element: <NotFoundRoute />, handle: titled('404 Page Not Found') },
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
