import { Outlet } from 'react-router-dom';
import { RequireAuth } from '@/features/auth/components/require-auth';

/** Parent of every signed-in-only route. */
export function ProtectedLayout() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}
