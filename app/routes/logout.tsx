import { redirect } from 'react-router';
import { deleteSession } from '../../server/auth/sessions';
import { serializeFlash } from '../../server/http/flash';
import { clearSessionCookie } from '../../server/http/session-cookie';
import type { Route } from './+types/logout';

export function loader() {
  return redirect('/');
}

/** Sign Out: ends the session on the server and always returns to / signed out (spec 000 §4). */
export async function action({ context }: Route.ActionArgs) {
  if (context.sessionToken) await deleteSession({ db: context.services.db, token: context.sessionToken });
  const headers = new Headers();
  headers.append('Set-Cookie', clearSessionCookie(context.services.config));
  headers.append('Set-Cookie', serializeFlash(context.services, { title: 'Signed out', description: 'See you soon!', variant: 'default' }));
  return redirect('/', { headers });
}
