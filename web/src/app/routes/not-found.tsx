import { NotFound } from '@/components/errors/not-found';

export function NotFoundRoute() {
  return <NotFound />;
}
