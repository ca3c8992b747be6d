import type { RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { paths } from '@/config/paths';
import type { RouteTitle } from '@/utils/document-title';
import { lazyScreen } from './lazy-screen';
import { ProtectedLayout } from './routes/protected-layout';
import { RootLayout } from './routes/root-layout';

// Route-level code splitting: each screen is its own chunk (preloadable: hydration and idle prefetch).
export const HomeRoute = lazyScreen(() => import('./routes/home').then((m) => m.HomeRoute));
const AuthRoute = lazyScreen(() => import('./routes/auth').then((m) => m.AuthRoute));
const RegisterRoute = lazyScreen(() => import('./routes/register').then((m) => m.RegisterRoute));
const ResetPasswordRoute = lazyScreen(() => import('./routes/reset-password').then((m) => m.ResetPasswordRoute));
const UndoSecurityChangeRoute = lazyScreen(() => import('./routes/undo-security-change').then((m) => m.UndoSecurityChangeRoute));
const TestPasswordResetRoute = lazyScreen(() => import('./routes/test-password-reset').then((m) => m.TestPasswordResetRoute));
const ProfileRoute = lazyScreen(() => import('./routes/profile').then((m) => m.ProfileRoute));
const ProfileEditRoute = lazyScreen(() => import('./routes/profile-edit').then((m) => m.ProfileEditRoute));
const ProfileTestRoute = lazyScreen(() => import('./routes/profile-test').then((m) => m.ProfileTestRoute));
const SearchRoute = lazyScreen(() => import('./routes/search').then((m) => m.SearchRoute));
const SettingsRoute = lazyScreen(() => import('./routes/settings').then((m) => m.SettingsRoute));
const NetworkRoute = lazyScreen(() => import('./routes/network').then((m) => m.NetworkRoute));
const LandingRoute = lazyScreen(() => import('./routes/landing').then((m) => m.LandingRoute));
const AboutRoute = lazyScreen(() => import('./routes/about').then((m) => m.AboutRoute));
const GuidelinesRoute = lazyScreen(() => import('./routes/guidelines').then((m) => m.GuidelinesRoute));
const PrivacyRoute = lazyScreen(() => import('./routes/privacy').then((m) => m.PrivacyRoute));
const HelpRoute = lazyScreen(() => import('./routes/help').then((m) => m.HelpRoute));
const ContactRoute = lazyScreen(() => import('./routes/contact').then((m) => m.ContactRoute));
const SmsConsentRoute = lazyScreen(() => import('./routes/sms-consent').then((m) => m.SmsConsentRoute));
const SmsTermsRoute = lazyScreen(() => import('./routes/sms-terms').then((m) => m.SmsTermsRoute));
const LogoOptionsRoute = lazyScreen(() => import('./routes/logo-options').then((m) => m.LogoOptionsRoute));
const EventsRoute = lazyScreen(() => import('./routes/events').then((m) => m.EventsRoute));
const EventRoute = lazyScreen(() => import('./routes/event').then((m) => m.EventRoute));
const NewsRoute = lazyScreen(() => import('./routes/news').then((m) => m.NewsRoute));
const NewsItemRoute = lazyScreen(() => import('./routes/news-item').then((m) => m.NewsItemRoute));
const CmeRoute = lazyScreen(() => import('./routes/cme').then((m) => m.CmeRoute));
const CmeWalletRoute = lazyScreen(() => import('./routes/cme-wallet').then((m) => m.CmeWalletRoute));
const ContentsRoute = lazyScreen(() => import('./routes/contents').then((m) => m.ContentsRoute));
const ContentRoute = lazyScreen(() => import('./routes/content').then((m) => m.ContentRoute));
const ContentEditRoute = lazyScreen(() => import('./routes/content-edit').then((m) => m.ContentEditRoute));
const AssistantRoute = lazyScreen(() => import('./routes/assistant').then((m) => m.AssistantRoute));
const NotificationsRoute = lazyScreen(() => import('./routes/notifications').then((m) => m.NotificationsRoute));
const MessagesRoute = lazyScreen(() => import('./routes/messages').then((m) => m.MessagesRoute));
const ModerationRoute = lazyScreen(() => import('./routes/moderation').then((m) => m.ModerationRoute));
const ModerationDecisionRoute = lazyScreen(() => import('./routes/moderation-decision').then((m) => m.ModerationDecisionRoute));
const SavedRoute = lazyScreen(() => import('./routes/saved').then((m) => m.SavedRoute));
const NotFoundRoute = lazyScreen(() => import('./routes/not-found').then((m) => m.NotFoundRoute));

/** A route's name for the browser tab (set by the root layout from the deepest match). */
const titled = (title: string): RouteTitle => ({ title });

// react-router matches case-insensitively unless a route sets caseSensitive.
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
          { path: paths.undoSecurityChange.path, element: <UndoSecurityChangeRoute />, handle: titled('Undo a security change') },
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
          { path: paths.saved.path, element: <SavedRoute />, handle: titled('Saved for offline reading') },
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
              { path: paths.cmeWallet.path, element: <CmeWalletRoute />, handle: titled('CME Wallet') },
              { path: paths.network.path, element: <NetworkRoute />, handle: titled('My Network') },
              { path: paths.contents.path, element: <ContentsRoute />, handle: titled('Content') },
              { path: paths.content.path, element: <ContentRoute />, handle: titled('Content') },
              { path: paths.contentEdit.path, element: <ContentEditRoute />, handle: titled('Edit Content') },
              { path: paths.assistant.path, element: <AssistantRoute />, handle: titled('AI Assistant') },
              { path: paths.notifications.path, element: <NotificationsRoute />, handle: titled('Notifications') },
              { path: paths.messages.path, element: <MessagesRoute />, handle: titled('Messages') },
              { path: paths.moderation.path, element: <ModerationRoute />, handle: titled('Moderation') },
              { path: paths.moderationDecision.path, element: <ModerationDecisionRoute />, handle: titled('Moderation Decision') },
            ],
          },
          { path: '*', element: <NotFoundRoute />, handle: titled('404 Page Not Found') },
        ],
      },
    ],
  },
];

/** The data router's options, shared by the browser router and the build's prerender (same tree on both). */
export const routerFuture = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;
