import { queryClient as portalQueryClient } from '@portal/api';
import { i18n, initI18n, useLocale } from '@portal/i18n';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App, ConfigProvider, type FormProps, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import nlNL from 'antd/locale/nl_NL';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { cspNonce, nonceLibraryStyles } from './csp-nonce';

/** The portal's antd theme (one place for brand tokens). */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b5cab',
    // Links default to antd's #1677ff (4.1:1 on white): too little contrast for WCAG AA (axe "serious").
    colorLink: '#0b5cab',
    colorInfo: '#0b5cab',
    // Secondary texts (e.g. "1-20 of 34", hints) at antd's 45 % black fail AA on the grey page background.
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    // Placeholders (e.g. "Select…" in selects) at antd's #bfbfbf are 1.8:1 on white (axe "serious"): 4.7:1 here.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // antd's red (#ff4d4f, 3.3:1 on white) on danger buttons ("Delete", "Remove") fails AA (axe "serious").
    // Status tags use StatusTag (status-tag.tsx) for the same reason.
    colorError: '#cf1322',
    borderRadius: 6,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

const ANTD_LOCALES = { en: enUS, nl: nlNL } as const;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query =
    typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * True when the operating system or browser asks for reduced motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3),
 * following changes while the page is open; false where matchMedia is missing.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window !== 'undefined' && !!window.matchMedia?.(REDUCED_MOTION_QUERY).matches,
    () => false,
  );
}

/** The portal theme without antd's animations (collapse, fade, zoom, loading-icon) for reduced motion. */
const reducedMotionTheme: ThemeConfig = { ...portalTheme, token: { ...portalTheme.token, motion: false } };

let csp: { nonce?: string } | undefined;
/** antd's `csp` setting: the page's CSP nonce (read once), with rc-util's own styles given it too (csp-nonce.ts). */
function portalCsp(): { nonce?: string } {
  if (!csp) {
    const nonce = cspNonce();
    if (nonce) nonceLibraryStyles(nonce);
    csp = { nonce };
  }
  return csp;
}

/** Props of {@link PortalProviders}. */
export interface PortalProvidersProps {
  children: ReactNode;
  /** The query client; default the portal's one of @portal/api (tests pass a fresh one per render). */
  queryClient?: QueryClient;
}

/**
 * Everything a React root of the portal needs (ARCHITECTURE §2: React context does not cross roots, so the
 * shell and every parcel wrap themselves in this): the portal's one TanStack Query client (so every root shares
 * one cache), the one i18n instance (initialised here if the host did not yet), antd ConfigProvider with the antd
 * locale following the interface language, the page's CSP nonce for antd's runtime styles (issue 20), the portal theme (without animations when the user prefers reduced
 * motion) and the `validation` namespace as form messages, and antd `App` (so `App.useApp()` message/notification
 * work).
 */
export function PortalProviders({ children, queryClient = portalQueryClient }: PortalProvidersProps) {
  if (!i18n.isInitialized) void initI18n();
  const locale = useLocale();
  const reducedMotion = usePrefersReducedMotion();
  const form = useMemo(
    () => ({
      validateMessages: i18n.getResource(locale, 'validation', 'form') as FormProps['validateMessages'],
    }),
    [locale],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider
          locale={ANTD_LOCALES[locale]}
          theme={reducedMotion ? reducedMotionTheme : portalTheme}
          form={form}
          csp={portalCsp()}
        >
          <App>{children}</App>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
