import type { ManifestRoute } from '@portal/federation';
import type { ComponentType } from 'react';
import { ConfirmPasswordPage } from '../features/auth/pages/confirm-password-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { StaticPage } from '../features/static-pages/static-page';
import { shellTexts } from '../i18n/shell-namespace';
import { HOME_ROUTE } from './home-route';

/** A route the shell renders itself: a manifest route (same shape as a remote's) plus its page component. */
export interface ShellRoute extends ManifestRoute {
  Component: ComponentType;
}

const AboutPage = () => <StaticPage page="about" />;
const DeliveriesPage = () => <StaticPage page="deliveries" />;
const PrivacyPage = () => <StaticPage page="privacy" />;

/**
 * The shell's own routes (spec §2): home (only when no remote claims `/`), the auth pages in the unauthorized
 * layout, the static footer pages and /404. Described like remote routes so the menu, the guard and the document
 * title treat both alike.
 */
export const SHELL_ROUTES: ShellRoute[] = [
  { ...HOME_ROUTE, Component: HomePage },
  {
    path: '/login',
    access: { public: true },
    layout: 'unauthorized',
    titleKey: 'login.title',
    texts: shellTexts('login.title'),
    Component: LoginPage,
  },
  {
    path: '/forgot-password',
    access: { public: true },
    layout: 'unauthorized',
    titleKey: 'forgot.title',
    texts: shellTexts('forgot.title'),
    Component: ForgotPasswordPage,
  },
  {
    path: '/reset-password',
    access: { public: true },
    layout: 'unauthorized',
    titleKey: 'setPassword.resetTitle',
    texts: shellTexts('setPassword.resetTitle'),
    Component: ResetPasswordPage,
  },
  {
    path: '/confirm-password',
    access: { public: true },
    layout: 'unauthorized',
    titleKey: 'setPassword.confirmTitle',
    texts: shellTexts('setPassword.confirmTitle'),
    Component: ConfirmPasswordPage,
  },
  {
    path: '/about',
    access: { public: true },
    layout: 'main',
    titleKey: 'pages.about.title',
    texts: shellTexts('pages.about.title'),
    Component: AboutPage,
  },
  {
    path: '/deliveries-and-returns',
    access: { public: true },
    layout: 'main',
    titleKey: 'pages.deliveries.title',
    texts: shellTexts('pages.deliveries.title'),
    Component: DeliveriesPage,
  },
  {
    path: '/privacy',
    access: { public: true },
    layout: 'main',
    titleKey: 'pages.privacy.title',
    texts: shellTexts('pages.privacy.title'),
    Component: PrivacyPage,
  },
  {
    path: '/404',
    access: { public: true },
    layout: '404',
    titleKey: 'notFound.title',
    texts: shellTexts('notFound.title'),
    Component: NotFoundPage,
  },
];
