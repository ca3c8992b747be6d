import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The text logo; the logo variants of part 2 come with the settings issue. */
export function Logo({ size = 22 }: { size?: number }) {
  return (
    <Link
      to={paths.home.getHref()}
      aria-label="DocNet home"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
    >
      <img src="/favicon.svg" alt="" width={size + 4} height={size + 4} />
      <span style={{ fontSize: size, fontWeight: 700, color: '#1677ff', letterSpacing: -0.3 }}>DocNet</span>
    </Link>
  );
}
