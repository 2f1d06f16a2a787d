import { FileSpreadsheet, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { MemberAreaFrame, MemberAreaLocked } from '~/components/premium/member-area-chrome';
import { originFrom, seo } from '~/lib/seo';
import { TEMPLATE_CATEGORIES } from '../../common/premium-templates';
import { listTemplates } from '../../server/premium/member-area';
import { memberAreaGate } from '../lib/member-area.server';
import type { Route } from './+types/premium-templates';

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({ title: 'Templates · Member area', path: '/premium/templates', origin: originFrom(matches), noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const gate = await memberAreaGate(context, request);
  if (gate.locked) return gate.locked;
  return { screen: 'member' as const, templates: listTemplates() };
}

export default function PremiumTemplates({ loaderData }: Route.ComponentProps) {
  if (loaderData.screen !== 'member') return <MemberAreaLocked locked={loaderData} />;
  const { templates } = loaderData;
  return (
    <MemberAreaFrame
      title="Done-for-you templates"
      intro="Fill in the [BRACKETED] parts and use them the same day. Each one says how to use it, copies in one click and downloads as a plain file that opens in any editor or spreadsheet."
    >
      <div className="flex flex-col gap-10">
        {TEMPLATE_CATEGORIES.map((category) => {
          const inCategory = templates.filter((t) => t.category === category);
          if (inCategory.length === 0) return null;
          const headingId = `category-${category.toLowerCase().replace(/\s+/g, '-')}`;
          return (
            <section key={category} aria-labelledby={headingId}>
              <h2 id={headingId} className="text-xl font-bold text-slate-900">
                {category}
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {inCategory.map((template) => (
                  <li key={template.slug}>
                    <Link
                      to={`/premium/templates/${template.slug}`}
                      className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-blue-300 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                    >
                      <span className="flex items-start gap-2 font-bold text-slate-900">
                        {template.kind === 'sheet' ? (
                          <FileSpreadsheet className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
                        ) : (
                          <FileText className="mt-0.5 size-5 shrink-0 text-blue-700" aria-hidden />
                        )}
                        {template.title}
                      </span>
                      <span className="text-slate-700">{template.summary}</span>
                      <span className="mt-auto text-sm text-slate-600">
                        {template.kind === 'sheet' ? 'Spreadsheet' : 'Document'} · {template.formats.map((f) => `.${f}`).join(', ')}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </MemberAreaFrame>
  );
}
