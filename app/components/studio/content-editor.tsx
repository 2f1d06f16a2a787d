import { ChevronLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CONTENT_KIND_LABELS, type ContentKind } from '../../../common/content-kinds';
import { uploadImage } from './content-api';
import { setPath, slugFromTitle, type ContentItem, type Fields } from './content-item';
import { SaveStatus, StaleBanner, StoredDraftOffer, YourCopy } from './editor-banners';
import { FieldEditor, fieldId, issuesAt } from './field-editor';
import { bodyField, kindFields, titleOf, type FieldChoices } from './kind-fields';
import { LazyMarkdownEditor } from './lazy-markdown-editor';
import { PublishPanel } from './publish-panel';
import { RevisionsPanel } from './revisions-panel';
import { useAutosave } from './use-autosave';

export interface ContentEditorProps {
  kind: ContentKind;
  item: ContentItem | null;
  timeZone: string;
  choices: FieldChoices;
}

/**
 * The editing page of one item (issue 29): its kind's fields (and an article's text in the rich-text editor),
 * saved as a draft while the owner types; publishing, scheduling and revisions beside them.
 */
export function ContentEditor({ kind, item: initial, timeZone, choices }: ContentEditorProps) {
  const body = bodyField(kind);
  const specs = kindFields(kind, choices);
  const [editable] = useState(() => [...specs.map((spec) => spec.name), ...(body ? [body] : [])]);
  const editing = useAutosave(kind, initial, editable);
  const { item, fields, save, issues } = editing;
  const [yourCopy, setYourCopy] = useState<Fields | null>(null);
  const label = CONTENT_KIND_LABELS[kind];
  // A new item's slug follows its title until the owner types a slug of their own.
  const [slugTouched, setSlugTouched] = useState(initial !== null);

  const onChange = (path: string, value: unknown) => {
    if (path === 'slug') setSlugTouched(true);
    editing.setFields((before) => {
      let next = setPath(before, path, value);
      const titleField = kind === 'help' ? 'question' : 'title';
      if (!slugTouched && path === titleField && typeof value === 'string') next = { ...next, slug: slugFromTitle(value) };
      return next;
    });
  };

  // An article's title leads its text; its other fields sit beside it. Other kinds are all fields.
  const titleSpec = body ? specs[0] : undefined;
  const otherSpecs = body ? specs.slice(1) : specs;
  const bodyErrors = body ? issuesAt(issues, body) : [];

  return (
    <>
      <p className="mb-2">
        <Link
          to={`/admin/content?kind=${kind}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 underline-offset-2 hover:underline"
        >
          <ChevronLeft aria-hidden className="size-4" /> {label.many}
        </Link>
      </p>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{item ? titleOf(kind, fields) : `New ${label.one}`}</h1>
        <SaveStatus save={save} timeZone={timeZone} isNew={!item} />
      </div>
      {editing.offer ? (
        <StoredDraftOffer draft={editing.offer} timeZone={timeZone} onRestore={editing.restoreOffer} onDiscard={editing.discardOffer} />
      ) : null}
      {save.state === 'stale' ? (
        <StaleBanner
          current={save.current}
          timeZone={timeZone}
          onLoad={() => {
            setYourCopy(fields);
            editing.adopt(save.current);
          }}
          onOverwrite={() => editing.overwrite(save.current)}
        />
      ) : null}
      {yourCopy ? <YourCopy fields={yourCopy} bodyField={body} onDismiss={() => setYourCopy(null)} /> : null}
      {issues.length > 0 ? (
        <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Fix these first:</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {issues.map((issue) => (
              <li key={`${issue.field}:${issue.message}`}>
                {/* The message names the field in the editor's words (server/content-studio/issue-words.ts). */}
                <a href={`#${fieldId(issue.field.split('.')[0]!)}`} className="underline">
                  {issue.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* Keyed by the generation: fields replaced from outside (a newer version, a restore) redraw whole. */}
        <div key={editing.generation} className="flex min-w-0 flex-col gap-4">
          {titleSpec ? <FieldEditor specs={[titleSpec]} fields={fields} issues={issues} onChange={onChange} /> : null}
          {body ? (
            <div className="flex flex-col gap-1.5">
              <span id="body-label" className="text-sm font-medium text-slate-800">
                Text
              </span>
              <LazyMarkdownEditor
                name={body}
                labelledBy="body-label"
                describedBy={bodyErrors.length ? 'body-error' : undefined}
                initialMarkdown={typeof fields[body] === 'string' ? (fields[body] as string) : ''}
                onChange={(markdown) => onChange(body, markdown)}
                uploadImage={uploadImage}
              />
              {bodyErrors.length ? (
                <p id="body-error" className="text-sm font-medium text-red-700">
                  {bodyErrors.join(' ')}
                </p>
              ) : null}
            </div>
          ) : (
            <FieldEditor specs={otherSpecs} fields={fields} issues={issues} onChange={onChange} />
          )}
        </div>
        <aside className="flex min-w-0 flex-col gap-4" aria-label="Publishing and settings">
          {item ? (
            <PublishPanel
              item={item}
              timeZone={timeZone}
              flush={editing.flush}
              onItem={(next) => editing.adopt(next, { keepFields: true })}
              onIssues={editing.setIssues}
              onStale={editing.markStale}
            />
          ) : (
            <p className="rounded-lg border border-slate-200 p-4 text-sm text-slate-700">Publishing opens once the draft is saved.</p>
          )}
          {body ? (
            <section key={editing.generation} aria-labelledby="settings-title" className="rounded-lg border border-slate-200 p-4">
              <h2 id="settings-title" className="mb-3 text-base font-semibold text-slate-900">
                {label.one[0]!.toUpperCase() + label.one.slice(1)} settings
              </h2>
              <FieldEditor specs={otherSpecs} fields={fields} issues={issues} onChange={onChange} />
            </section>
          ) : null}
          {item ? (
            <RevisionsPanel
              key={item.publishedAt ?? 'never'}
              item={item}
              timeZone={timeZone}
              flush={editing.flush}
              onRestored={(next) => editing.adopt(next)}
              onStale={editing.markStale}
            />
          ) : null}
        </aside>
      </div>
    </>
  );
}
