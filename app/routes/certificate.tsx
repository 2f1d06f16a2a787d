import { data } from 'react-router';
import { CertificateRevoked, CertificateView } from '~/components/certificates/certificate-view';
import { NotFound } from '~/components/not-found';
import { DOCUMENT_PAGE } from '~/lib/hydration';
import { originFrom, seo } from '~/lib/seo';
import { certificateIdSchema } from '../../common/certificate-schemas';
import { certificateImagePath, certificatePath, formatCertificateDate } from '../../common/certificates';
import { readPublicCertificate } from '../../server/certificates/read-certificate';
import { domainErrorData } from '../lib/domain-error.server';
import type { Route } from './+types/certificate';

/** A reading page: HTML only, no framework JavaScript (app/lib/hydration.ts). */
export const handle = DOCUMENT_PAGE;

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const origin = originFrom(matches);
  if (!data || data.state !== 'valid') {
    return seo({
      title: data?.state === 'revoked' ? 'Certificate revoked' : 'Certificate not found',
      path: location.pathname,
      origin,
      noindex: true,
    });
  }
  const { cert } = data;
  return seo({
    title: `${cert.name} — ${cert.courseTitle}`,
    description: `Certificate of completion: ${cert.name} completed ${cert.courseTitle} on ${formatCertificateDate(cert.completedAt)}. ${cert.verification}.`,
    path: certificatePath(cert.id),
    origin,
    image: certificateImagePath(cert.id),
    // Shareable by its address, but a learner's name is not for search engines to list.
    noindex: true,
  });
};

/** Public (issue 14): anyone with the address sees the certificate, or 410 once it was revoked or withdrawn. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const parsed = certificateIdSchema.safeParse(params);
  if (!parsed.success) return data({ state: 'not-found' as const }, { status: 404 });
  const { db, config } = context.services;
  try {
    const cert = await readPublicCertificate({
      db,
      certificateId: parsed.data.id,
      origin: config.publicUrl ?? new URL(request.url).origin,
      now: context.services.now(),
    });
    return { state: 'valid' as const, cert };
  } catch (error) {
    return domainErrorData(error, (e) => ({ state: e.code === 'gone' ? ('revoked' as const) : ('not-found' as const) }));
  }
}

export default function Certificate({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === 'valid') return <CertificateView cert={loaderData.cert} />;
  if (loaderData.state === 'revoked') return <CertificateRevoked />;
  return <NotFound />;
}
