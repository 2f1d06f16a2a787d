import { Award, BadgeCheck, Download, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { useHydrated } from '~/lib/use-hydrated';
import { certificatePdfPath, formatCertificateDate, linkedInAddToProfileUrl } from '../../../common/certificates';

export interface CertificateFacts {
  id: string;
  name: string;
  courseTitle: string;
  completedAt: string;
  lessons: number;
  studyTime: string | null;
  siteName: string;
  verification: string;
  url: string;
}

function LinkedInMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden fill="currentColor">
      <path d="M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.9 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433c-1.144 0-2.063-.926-2.063-2.065 0-1.138.92-2.063 2.063-2.063 1.14 0 2.064.925 2.064 2.063 0 1.139-.925 2.065-2.064 2.065zm1.782 13.019H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z" />
    </svg>
  );
}

/**
 * Copies the verification address. The page runs no React (DESIGN §12): the button is hidden in the HTML
 * and shown by the enhancement module where the clipboard works (app/enhance/enhance.ts); the address is
 * also shown as text, for copying by hand without JavaScript.
 */
function CopyLink({ url }: { url: string }) {
  // React runs here only when the page was reached by a client-side navigation from an app page.
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) {
    return (
      <Button type="button" variant="outline" hidden data-copy-link={url}>
        <Link2 aria-hidden /> <span data-copy-status>Copy link</span>
      </Button>
    );
  }
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() =>
        void navigator.clipboard.writeText(url).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        })
      }
    >
      <Link2 aria-hidden /> <span>{copied ? 'Link copied' : 'Copy link'}</span>
    </Button>
  );
}

/** The certificate as the public verification page shows it (issue 14): the printed facts, then download and share. */
export function CertificateView({ cert }: { cert: CertificateFacts }) {
  const linkedIn = linkedInAddToProfileUrl({ courseTitle: cert.courseTitle, issuedAt: cert.completedAt, id: cert.id, url: cert.url });
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <div className="rounded-3xl border-4 border-double border-amber-500 bg-white p-6 text-center shadow-sm sm:p-12">
        <p className="text-sm font-bold tracking-widest text-blue-800 uppercase">{cert.siteName}</p>
        <h1 className="mt-3 flex items-center justify-center gap-2 text-2xl font-extrabold text-slate-900 sm:text-4xl">
          <Award className="size-8 shrink-0 text-amber-600" aria-hidden /> Certificate of Completion
        </h1>
        <p className="mt-6 text-slate-600">This certifies that</p>
        <p className="mt-2 text-2xl font-bold break-words text-slate-900 sm:text-3xl" data-testid="certificate-name">
          {cert.name}
        </p>
        <p className="mt-4 text-slate-600">has completed every lesson of the course</p>
        <p className="mt-2 text-xl font-bold text-slate-900 sm:text-2xl">{cert.courseTitle}</p>
        <dl
          className={`mx-auto mt-8 grid max-w-xl grid-cols-1 gap-4 text-left sm:text-center ${cert.studyTime ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
        >
          <div>
            <dt className="text-sm text-slate-600">Completed on</dt>
            <dd className="font-semibold text-slate-900">
              <time dateTime={cert.completedAt}>{formatCertificateDate(cert.completedAt)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Lessons</dt>
            <dd className="font-semibold text-slate-900">{cert.lessons}</dd>
          </div>
          {cert.studyTime ? (
            <div>
              <dt className="text-sm text-slate-600">Study time</dt>
              <dd className="font-semibold text-slate-900">{cert.studyTime}</dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-8 flex items-center justify-center gap-2 font-semibold text-green-800">
          <BadgeCheck className="size-5 shrink-0" aria-hidden /> {cert.verification}
        </p>
        <p className="mt-1 text-sm break-all text-slate-600">Certificate ID {cert.id}</p>
      </div>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
        <Button asChild>
          <a href={certificatePdfPath(cert.id)} download>
            <Download aria-hidden /> Download PDF
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={linkedIn} target="_blank" rel="noopener noreferrer">
            <LinkedInMark /> Add to LinkedIn profile
          </a>
        </Button>
        <CopyLink url={cert.url} />
      </div>
      <p className="mt-4 text-center text-sm break-all text-slate-600">
        Verification address: <span className="font-medium text-slate-800">{cert.url}</span>
      </p>
    </section>
  );
}

/** 410: the certificate was revoked or withdrawn. Nothing about whose it was, or why. */
export function CertificateRevoked() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">This certificate has been revoked</h1>
      <p className="mt-4 text-slate-700">It is no longer valid, and its details are no longer shown.</p>
    </section>
  );
}
