import { ArrowLeft } from 'lucide-react';
import { data, Link } from 'react-router';
import { NotFound } from '~/components/not-found';
import { MemberAreaFrame, MemberAreaLocked } from '~/components/premium/member-area-chrome';
import { TemplateActions } from '~/components/premium/template-actions';
import { originFrom, seo } from '~/lib/seo';
import { formatShortDate } from '../../common/format';
import { templateParamsSchema } from '../../common/premium-schemas';
import { readTemplate } from '../../server/premium/member-area';
import { domainErrorData } from '../lib/domain-error.server';
import { memberAreaGate } from '../lib/member-area.server';
import type { Route } from './+types/premium-template';

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  seo({
    title: data && 'template' in data ? `${data.template.title} · Templates` : 'Template · Member area',
    path: location.pathname,
    origin: originFrom(matches),
    noindex: true,
  });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  // Access first: whether a template of that name exists is itself member-area content.
  const gate = await memberAreaGate(context, request);
  if (gate.locked) return gate.locked;
  const parsed = templateParamsSchema.safeParse(params);
  if (!parsed.success) return data({ screen: 'not-found' as const }, { status: 404 });
  try {
    return { screen: 'member' as const, template: readTemplate({ slug: parsed.data.slug }) };
  } catch (error) {
    return domainErrorData(error, () => ({ screen: 'not-found' as const }));
  }
}

export default function PremiumTemplate({ loaderData }: Route.ComponentProps) {
  if (loaderData.screen === 'not-found') return <NotFound />;
  if (loaderData.screen !== 'member') return <MemberAreaLocked locked={loaderData} />;
  const { template } = loaderData;
  return (
    <MemberAreaFrame title={template.title} intro={template.summary}>
      <p className="-mt-4 mb-6 text-sm text-slate-600">
        {template.category} · added {formatShortDate(template.added)}
        {template.updated ? `, updated ${formatShortDate(template.updated)}` : ''}
      </p>
      <section aria-labelledby="how-heading" className="rounded-2xl border border-blue-200 bg-blue-50 p-5 sm:p-6">
        <h2 id="how-heading" className="text-lg font-bold text-blue-950">
          How to use it
        </h2>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-blue-950">
          {template.howToUse.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <div className="mt-6">
        <TemplateActions slug={template.slug} copyText={template.copyText} kind={template.kind} formats={template.formats} />
      </div>
      <section aria-labelledby="template-heading" className="mt-6">
        <h2 id="template-heading" className="sr-only">
          The template
        </h2>
        {template.body ? (
          <pre
            className="overflow-x-auto whitespace-pre-wrap break-words rounded-2xl border border-slate-200 bg-white p-5 font-sans text-[0.95rem] leading-relaxed text-slate-900 sm:p-6"
            tabIndex={0}
            aria-label={`${template.title}, template text`}
          >
            {template.body}
          </pre>
        ) : (
          <section
            className="overflow-x-auto rounded-2xl border border-slate-200 bg-white"

            aria-label={`${template.title}, table`}
            tabIndex={0}
          >
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead>
                <tr>
                  {template.columns?.map((column) => (
                    <th key={column} scope="col" className="bg-slate-50 px-3 py-2 font-semibold text-slate-800">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {template.rows?.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) => (
                      <td key={c} className="border-t border-slate-200 px-3 py-2 align-top text-slate-800">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </section>
      <p className="mt-8">
        <Link to="/premium/templates" className="inline-flex items-center gap-1.5 font-medium text-blue-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden /> All templates
        </Link>
      </p>
    </MemberAreaFrame>
  );
}
