import { Hono, type Context } from 'hono';
import { certificateIdSchema, certificateNameSchema, certificateWithdrawSchema } from '../../common/certificate-schemas';
import { CERTIFICATE_ID_PATTERN } from '../../common/certificates';
import { listCertificates } from '../certificates/list-certificates';
import { readPublicCertificate } from '../certificates/read-certificate';
import { renderCertificateImage } from '../certificates/render-certificate-image';
import { renderCertificatePdf } from '../certificates/render-certificate-pdf';
import { setCertificateName } from '../certificates/set-certificate-name';
import { setCertificateWithdrawn } from '../certificates/withdraw-certificate';
import { DomainError, isDomainError } from '../errors/domain-error';
import { parseJsonBody, parseParams } from '../http/errors';
import type { AppEnv } from '../http/app-env';
import type { Services } from '../services';

const origin = (services: Services, c: Context<AppEnv>) => services.config.publicUrl ?? new URL(c.req.url).origin;

function signedIn(c: Context<AppEnv>) {
  const user = c.get('user');
  if (!user) throw new DomainError('unauthenticated', 'Sign in to see your certificates.');
  return user;
}

/** `/api/certificates` (issue 14): the learner's own list and settings, and any certificate's public facts. */
export function certificateRoutes(services: Services) {
  const { db } = services;
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const user = signedIn(c);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ certificates: await listCertificates({ db, userId: user.id, now: services.now() }) });
      })
      // The printed name for all of the learner's certificates; "" goes back to the username.
      .put('/name', async (c) => {
        const user = signedIn(c);
        const { name } = await parseJsonBody(c, certificateNameSchema);
        return c.json(await setCertificateName({ db, userId: user.id, name }));
      })
      // Public: anyone holding the address may check it. 410 once revoked or withdrawn, 404 for no such id.
      .get('/:id', async (c) => {
        const { id } = parseParams(certificateIdSchema, c.req.param());
        c.header('Cache-Control', 'no-store');
        return c.json(await readPublicCertificate({ db, certificateId: id, origin: origin(services, c), now: services.now() }));
      })
      .patch('/:id', async (c) => {
        const user = signedIn(c);
        const { id } = parseParams(certificateIdSchema, c.req.param());
        const { withdrawn } = await parseJsonBody(c, certificateWithdrawSchema);
        return c.json(await setCertificateWithdrawn({ db, userId: user.id, certificateId: id, withdrawn, now: services.now() }));
      })
  );
}

/** The text a file address answers instead of the file, when the certificate no longer stands or never did. */
function fileFailure(c: Context<AppEnv>, error: unknown) {
  if (!isDomainError(error) || (error.code !== 'gone' && error.code !== 'not_found')) throw error;
  c.header('Cache-Control', 'no-store');
  return c.text(error.message, error.code === 'gone' ? 410 : 404);
}

/**
 * `/certificates/:id.pdf` and `/certificates/:id/og.png`, files rather than pages: answered here, before
 * the pages. Made at each request (a revocation shows at once; the name is the learner's name today);
 * a browser may keep them a few minutes.
 */
export function certificateFileRoutes(services: Services) {
  const { db } = services;
  const read = (c: Context<AppEnv>, id: string) =>
    readPublicCertificate({ db, certificateId: id, origin: origin(services, c), now: services.now() });
  return new Hono<AppEnv>()
    .get('/certificates/:file{[A-Za-z0-9_-]{24}\\.pdf}', async (c) => {
      const id = c.req.param('file').slice(0, -'.pdf'.length);
      try {
        const pdf = await renderCertificatePdf(await read(c, id));
        return c.body(new Uint8Array(pdf), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="certificate-${id}.pdf"`,
          'Cache-Control': 'public, max-age=300',
        });
      } catch (error) {
        return fileFailure(c, error);
      }
    })
    .get('/certificates/:id/og.png', async (c) => {
      const id = c.req.param('id');
      if (!CERTIFICATE_ID_PATTERN.test(id)) return c.text('No certificate has this id.', 404);
      try {
        const png = await renderCertificateImage(await read(c, id));
        return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=300' });
      } catch (error) {
        return fileFailure(c, error);
      }
    });
}
