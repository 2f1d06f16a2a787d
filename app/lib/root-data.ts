import { useRouteLoaderData, type AppLoadContext } from 'react-router';
import type { ClientUser } from '../context';

/**
 * What the root loader (app/root.tsx) gives every page: the user, the one-shot notice, the origin, the theme, whether
 * the newsletter has an archive, and the seller. Declared here, not inferred from the loader, so the header, footer
 * and theme code that read it never import the root module (which imports them).
 */
export interface RootData {
  user: ClientUser | null;
  flash: AppLoadContext['flash'];
  origin: string;
  theme: AppLoadContext['theme'];
  newsletterArchive: boolean;
  seller: AppLoadContext['services']['config']['seller'];
}

/** The root loader's data, for any component of the page. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

export function useUser(): ClientUser | null {
  return useRootData()?.user ?? null;
}
