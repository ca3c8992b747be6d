import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
// The ES build of the locale: antd/locale/en_US (CommonJS) adds lib copies of the picker locales to the entry.
import enUS from 'antd/es/locale/en_US';
import { SWRConfig } from 'swr';
import { ToastHost } from '@/components/feedback/toast-host';
import { DesignTokenVariables } from '@/components/ui/design-token';
import { swrConfig } from '@/lib/swr';
import { THEME_COLORS, useThemeMode, type ThemeMode } from '@/lib/theme';
import { themeConfig } from '@/lib/theme-tokens';

/** The page behind the layout and the browser's bar follow the theme too (the stylesheet's light background is the fallback). */
function PageBackground({ mode }: { mode: ThemeMode }) {
  const { token } = theme.useToken();
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
    // The browser's bar follows the app's choice, not only the system's: each of index.html's media-keyed tags
    // takes the chosen theme's colour, so whichever the browser reads agrees with the page.
    document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]').forEach((meta) => (meta.content = THEME_COLORS[mode]));
  }, [mode, token.colorBgLayout, token.colorText]);
  return null;
}

/**
 * App-wide providers: antd theme (the stored dark/light choice through antd's dark or default algorithm)
 * and the toast host (one toast at a time), the swr defaults of docs/product/requests-and-feedback.md.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  return (
    <ConfigProvider locale={enUS} theme={themeConfig(mode)}>
      <PageBackground mode={mode} />
      <ToastHost />
      <DesignTokenVariables />
      <SWRConfig value={swrConfig}>{children}</SWRConfig>
    </ConfigProvider>
  );
}
