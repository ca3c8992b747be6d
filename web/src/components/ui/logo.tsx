import type { ReactElement } from 'react';
import { theme } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLogoChoice, type LogoVariant } from '@/lib/site-logo';

const BLUE = '#1677ff';
const TEAL = '#13a8a8';

/** The six marks, as simple inline drawings on a 32 × 32 grid. */
const marks: Record<LogoVariant, () => ReactElement> = {
  // Modern minimal: a rounded tile with a medical cross.
  default: () => (
    <>
      <rect x="2" y="2" width="28" height="28" rx="8" fill={BLUE} />
      <path d="M13 8h6v5h5v6h-5v5h-6v-5H8v-6h5z" fill="#fff" />
    </>
  ),
  // Network focus: three linked nodes.
  network: () => (
    <>
      <path d="M8 24 16 8l8 16z" fill="none" stroke={BLUE} strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx="16" cy="8" r="4.5" fill={BLUE} />
      <circle cx="8" cy="24" r="4.5" fill={TEAL} />
      <circle cx="24" cy="24" r="4.5" fill={TEAL} />
    </>
  ),
  // Connected smile: a tooth-round face whose smile joins two dots.
  smile: () => (
    <>
      <circle cx="16" cy="16" r="14" fill="none" stroke={BLUE} strokeWidth="2.5" />
      <circle cx="11" cy="13" r="2.2" fill={BLUE} />
      <circle cx="21" cy="13" r="2.2" fill={BLUE} />
      <path d="M9 19q7 7 14 0" fill="none" stroke={TEAL} strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  // Professional network: a shield with a link between two people.
  professional: () => (
    <>
      <path d="M16 2 28 7v8c0 7.5-5 12.5-12 15C9 27.5 4 22.5 4 15V7z" fill={BLUE} />
      <circle cx="11.5" cy="14" r="3" fill="#fff" />
      <circle cx="20.5" cy="14" r="3" fill="#fff" />
      <path d="M14.5 14h3" stroke="#fff" strokeWidth="2" />
      <path d="M8 22q3.5-4 7 0M17 22q3.5-4 7 0" fill="none" stroke="#fff" strokeWidth="2" />
    </>
  ),
  // Connection hub: a centre with six spokes.
  hub: () => (
    <>
      {[0, 60, 120, 180, 240, 300].map((angle) => {
        const x = 16 + 11 * Math.cos((angle * Math.PI) / 180);
        const y = 16 + 11 * Math.sin((angle * Math.PI) / 180);
        return (
          <g key={angle}>
            <line x1="16" y1="16" x2={x} y2={y} stroke={TEAL} strokeWidth="2" />
            <circle cx={x} cy={y} r="3" fill={TEAL} />
          </g>
        );
      })}
      <circle cx="16" cy="16" r="6" fill={BLUE} />
    </>
  ),
  // Mesh network: a grid of nodes joined to their neighbours.
  mesh: () => (
    <>
      <path
        d="M6 6h10h10M6 16h10h10M6 26h10h10M6 6v10v10M16 6v10v10M26 6v10v10M6 6l10 10 10 10M26 6 16 16 6 26"
        fill="none"
        stroke={TEAL}
        strokeWidth="1.5"
      />
      {[6, 16, 26].flatMap((x) =>
        [6, 16, 26].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="3" fill={BLUE} />),
      )}
    </>
  ),
};

/** One logo mark, drawn for `variant` (used by the header, the footer and the logo chooser). */
export function LogoMark({ variant, size = 26 }: { variant: LogoVariant; size?: number }) {
  const Mark = marks[variant];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      data-logo-variant={variant}
    >
      <Mark />
    </svg>
  );
}

/** The site logo: the stored choice, redrawn at once when it changes. */
export function Logo({ size = 22 }: { size?: number }) {
  const variant = useLogoChoice();
  // The word takes the theme's link colour: the marks' blue is too light for text on white and too dark on black.
  const { token } = theme.useToken();
  return (
    <Link
      to={paths.home.getHref()}
      aria-label="DocNet home"
      data-logo-variant={variant}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
    >
      <LogoMark variant={variant} size={size + 4} />
      <span style={{ fontSize: size, fontWeight: 700, color: token.colorLink, letterSpacing: -0.3 }}>
        DocNet
      </span>
    </Link>
  );
}
