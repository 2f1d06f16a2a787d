import { data, useLocation } from 'react-router';
import { AmountsPanel } from '~/components/studio/amounts-panel';
import { LazyContentEditor } from '~/components/studio/lazy-content-editor';
import { orNotFound } from '~/lib/admin-action.server';
import { adminMeta } from '~/lib/admin-meta';
import { useTimeZoneCorrection } from '~/lib/use-time-zone-correction';
import { CONTENT_KIND_LABELS } from '../../common/content-kinds';
import { HELP_CATEGORIES } from '../../content/help/help-schema';
import { loadContentItem } from '../../server/content-studio/load-content-item';
import { studioAmounts } from '../../server/content-studio/studio-amounts';
import { contentItemParamsSchema, contentKindParamSchema } from '../../server/content-studio/studio-schemas';
import { studioCourses } from '../../server/courses/course-catalogue';
import { requireOwner } from '../lib/auth.server';
import { requestTimeZone } from '../lib/member-area.server';
import type { Route } from './+types/admin-content-edit';
import type { ContentItem } from '~/components/studio/content-item';

/** Both /admin/content/:kind/:id and /admin/content/:kind/new (the id `new`): a new item is created by its first save. */
export const meta: Route.MetaFunction = (args) => {
  const item = (args.loaderData as { item?: ContentItem | null } | undefined)?.item;
  const kind = (args.loaderData as { kind?: keyof typeof CONTENT_KIND_LABELS } | undefined)?.kind;
  const title = item ? String(item.title ?? item.question ?? item.slug) : kind ? `New ${CONTENT_KIND_LABELS[kind].one}` : 'Content';
  return adminMeta(title, args);
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  requireOwner(context);
  const timeZone = requestTimeZone(request);
  // Every course of the catalogue may hold lessons (issue 43), in its order.
  const choices = { helpCategories: [...HELP_CATEGORIES], courses: studioCourses() };
  if (params.id === 'new') {
    const parsed = contentKindParamSchema.safeParse(params);
    if (!parsed.success) throw data(null, { status: 404 });
    return { kind: parsed.data.kind, item: null, timeZone, choices };
  }
  const parsed = contentItemParamsSchema.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  const item = (await orNotFound(loadContentItem({ db: context.services.db, ...parsed.data }))) as ContentItem;
  return { kind: parsed.data.kind, item, timeZone, choices, amounts: await studioAmounts({ db: context.services.db, item }) };
}

export default function AdminContentEdit({ loaderData }: Route.ComponentProps) {
  const { kind, item, timeZone, choices } = loaderData;
  const amounts = 'amounts' in loaderData ? loaderData.amounts : null;
  useTimeZoneCorrection(timeZone);
  // A new item keeps its editor (and what was typed since) when its first save moves it to its own address.
  const createdFrom = (useLocation().state as { createdFrom?: string } | null)?.createdFrom;
  return (
    <>
      <LazyContentEditor
        key={`${kind}:${createdFrom ?? item?.id ?? 'new'}`}
        kind={kind}
        item={item}
        timeZone={timeZone}
        choices={choices}
      />
      {amounts ? <AmountsPanel {...amounts} /> : null}
    </>
  );
}
