import { Link } from 'react-router-dom';

/** The back link of the static pages: 'Back to Home', to '/' unless told otherwise. */
export function BackLink({ to = '/', label = 'Back to Home' }: { to?: string; label?: string }) {
  return (
    <Link to={to} style={{ display: 'inline-block', marginBottom: 16 }}>
      ← {label}
    </Link>
  );
}
