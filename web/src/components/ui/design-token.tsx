import type { GlobalToken } from 'antd';
import { theme } from 'antd';

/** The theme's values the app's own components (components/ui) use, as CSS variables (ui.css). */
function themeVariables(token: GlobalToken): string {
  const variables: Record<string, string | number> = {
    text: token.colorText,
    'text-secondary': token.colorTextDescription,
    'text-heading': token.colorTextHeading,
    success: token.colorSuccess,
    warning: token.colorWarning,
    danger: token.colorError,
    primary: token.colorPrimary,
    'bg-container': token.colorBgContainer,
    'border-secondary': token.colorBorderSecondary,
    split: token.colorSplit,
    'radius-lg': `${token.borderRadiusLG}px`,
    'shadow-tertiary': token.boxShadowTertiary,
    'font-weight-strong': token.fontWeightStrong,
    'font-size': `${token.fontSize}px`,
    'font-size-lg': `${token.fontSizeLG}px`,
    'line-height': token.lineHeight,
    'line-height-lg': token.lineHeightLG,
    'motion-mid': token.motionDurationMid,
    ...Object.fromEntries(
      ([1, 2, 3, 4, 5] as const).flatMap((level) => [
        [`font-size-heading-${level}`, `${token[`fontSizeHeading${level}`]}px`],
        [`line-height-heading-${level}`, token[`lineHeightHeading${level}`]],
      ]),
    ),
  };
  return `:root{${Object.entries(variables)
    .map(([name, value]) => `--dn-${name}:${value}`)
    .join(';')}}`;
}

/**
 * The theme as CSS variables for the app's own text, cards and avatars: their rules are a static stylesheet
 * (ui.css), so drawing hundreds of them costs no style objects, and a change of theme only changes these
 * values. Rendered inside antd's ConfigProvider, so it follows the theme; prerendered with the page.
 */
export function DesignTokenVariables() {
  const { token } = theme.useToken();
  return <style>{themeVariables(token)}</style>;
}
