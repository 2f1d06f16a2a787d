import { Award, Download, ExternalLink } from 'lucide-react';
import { Form, Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { FormField } from '~/components/ui/form-field';
import {
  CERTIFICATE_NAME_MAX,
  certificatePdfPath,
  formatCertificateDate,
  formatStudyTime,
  type CertificateState,
} from '../../../common/certificates';

export interface CertificateItem {
  id: string;
  courseTitle: string;
  issuedAt: string;
  lessonCount: number;
  minutes: number;
  state: CertificateState;
  path: string;
}

const STATE_LABEL: Record<CertificateState, string> = {
  valid: 'Valid',
  revoked: 'Revoked (the purchase behind it was refunded or taken back)',
  withdrawn: 'Withdrawn by you: its page says it is revoked',
};

/** The learner's certificates, with links to each one's page and PDF (dashboard, /account, owner's learner page). */
export function CertificateList({
  certificates,
  manage = false,
  empty,
}: {
  certificates: CertificateItem[];
  /** /account: withdraw or restore each one. */
  manage?: boolean;
  empty: string;
}) {
  if (!certificates.length) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {certificates.map((c) => (
        <li
          key={c.id}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <Award className="size-4 shrink-0 text-amber-600" aria-hidden /> {c.courseTitle}
            </p>
            <p className="text-sm text-slate-600">
              {[`Completed ${formatCertificateDate(c.issuedAt)}`, `${c.lessonCount} lessons`, formatStudyTime(c.minutes)]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {c.state === 'valid' ? null : <p className="text-sm font-medium text-amber-800">{STATE_LABEL[c.state]}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            {c.state === 'valid' ? (
              <>
                <Button asChild size="sm">
                  <Link to={c.path} aria-label={`View certificate: ${c.courseTitle}`}>
                    <ExternalLink aria-hidden /> View
                  </Link>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <a href={certificatePdfPath(c.id)} download aria-label={`Download PDF: ${c.courseTitle}`}>
                    <Download aria-hidden /> PDF
                  </a>
                </Button>
              </>
            ) : null}
            {manage && c.state !== 'revoked' ? (
              <Form method="post" action="/account/certificates">
                <input type="hidden" name="id" value={c.id} />
                <input type="hidden" name="intent" value={c.state === 'withdrawn' ? 'restore' : 'withdraw'} />
                <Button type="submit" size="sm" variant="outline">
                  {c.state === 'withdrawn' ? 'Make public again' : 'Withdraw'}
                </Button>
              </Form>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /account's Certificates section: the name printed on them, and the list. */
export function CertificatesSection({ name, certificates }: { name: string; certificates: CertificateItem[] }) {
  return (
    <Card id="certificates" className="mt-6 scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Award className="size-5" aria-hidden /> Certificates
        </CardTitle>
        <CardDescription>Finish every lesson of a course to earn its certificate. Anyone with its link can check it.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <Form method="post" action="/account/certificates" className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <input type="hidden" name="intent" value="name" />
          <div className="sm:flex-1">
            <FormField
              label="Name printed on your certificates"
              name="name"
              id="certificate-name"
              maxLength={CERTIFICATE_NAME_MAX}
              defaultValue={name}
              autoComplete="name"
              hint="Leave it empty to use your username. Your certificates show the name as it is when someone opens them."
            />
          </div>
          <Button type="submit" className="sm:mt-7">
            Save name
          </Button>
        </Form>
        <CertificateList certificates={certificates} manage empty="No certificates yet." />
      </CardContent>
    </Card>
  );
}

/** The dashboard's "Your Certificates". */
export function DashboardCertificates({ certificates }: { certificates: CertificateItem[] }) {
  return (
    <section aria-labelledby="certificates-heading">
      <h2 id="certificates-heading" className="mb-4 text-xl font-bold text-slate-900">
        Your Certificates
      </h2>
      <CertificateList certificates={certificates} empty="Complete every lesson of a course to earn its certificate." />
    </section>
  );
}
