import { useRouteLoaderData } from 'react-router';
import type { ClientUser } from '../context';
import type { loader } from '../root';

/** The root loader's data (the user, the one-shot notice, the origin), for any component of the page. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export function useUser(): ClientUser | null {
  return useRootData()?.user ?? null;
}
