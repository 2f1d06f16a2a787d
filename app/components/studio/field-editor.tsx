import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { useTypedBeforeHydration } from '~/lib/use-hydrated';
import { getPath, type FieldIssue, type Fields } from './content-item';
import { moveEntry } from './lesson-groups';
import type { FieldSpec } from './kind-fields';

export interface FieldEditorProps {
  specs: readonly FieldSpec[];
  fields: Fields;
  issues: readonly FieldIssue[];
  onChange: (path: string, value: unknown) => void;
  /** Where these fields sit in the item (`sections.2`), '' at the top. */
  prefix?: string;
}

export const fieldId = (path: string) => `field-${path.replace(/\./g, '-')}`;

/** The server's words for a field and anything inside it (`sections.0.content.1` is about `sections.0.content`). */
export function issuesAt(issues: readonly FieldIssue[], path: string, inside = true): string[] {
  return issues.filter((issue) => issue.field === path || (inside && issue.field.startsWith(`${path}.`))).map((issue) => issue.message);
}

const inputClass = 'ui-input w-full';
const splitLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const splitParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/** A kind's fields (kind-fields.ts) as labelled inputs, each with its hint and the server's complaint beside it. */
export function FieldEditor({ specs, fields, issues, onChange, prefix = '' }: FieldEditorProps) {
  return (
    <div className="flex flex-col gap-4">
      {specs.map((spec) => {
        const path = prefix ? `${prefix}.${spec.name}` : spec.name;
        return <OneField key={path} spec={spec} path={path} fields={fields} issues={issues} onChange={onChange} />;
      })}
    </div>
  );
}

function Frame({
  path,
  label,
  hint,
  errors,
  children,
  legend = false,
}: {
  path: string;
  label: string;
  hint?: string;
  errors: string[];
  children: ReactNode;
  legend?: boolean;
}) {
  const id = fieldId(path);
  const heading = legend ? (
    <legend className="mb-1 text-sm font-semibold text-slate-900">{label}</legend>
  ) : (
    <label htmlFor={id} className="text-sm font-medium text-slate-800">
      {label}
    </label>
  );
  const notes = (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {errors.join(' ')}
        </p>
      ) : null}
    </>
  );
  if (legend)
    return (
      <fieldset className="flex flex-col gap-1.5 rounded-lg border border-slate-200 p-3">
        {heading}
        {notes}
        {children}
      </fieldset>
    );
  return (
    <div className="flex flex-col gap-1.5">
      {heading}
      {children}
      {notes}
    </div>
  );
}

/** A field's value as its element holds it, and back (`fromText` of a field that is not typed into is never called). */
function asText(spec: FieldSpec, value: unknown): { shown: string; fromText: (text: string) => unknown } {
  switch (spec.type) {
    case 'text':
    case 'date':
    case 'textarea':
    case 'markdown':
      return { shown: typeof value === 'string' ? value : '', fromText: (text) => text };
    case 'lines':
    case 'paragraphs': {
      const list = Array.isArray(value) ? (value as unknown[]).map(String) : typeof value === 'string' ? [value] : [];
      return spec.type === 'lines'
        ? { shown: list.join('\n'), fromText: splitLines }
        : { shown: list.join('\n\n'), fromText: splitParagraphs };
    }
    case 'number':
      return { shown: typeof value === 'number' ? String(value) : '', fromText: (text) => (text === '' ? undefined : Number(text)) };
    case 'select':
      return {
        shown: value === undefined || value === null ? '' : String(value),
        fromText: (text) => spec.options.find((option) => String(option.value) === text)?.value,
      };
    default:
      return { shown: '', fromText: (text) => text };
  }
}

function OneField({
  spec,
  path,
  fields,
  issues,
  onChange,
}: {
  spec: FieldSpec;
  path: string;
  fields: Fields;
  issues: readonly FieldIssue[];
  onChange: FieldEditorProps['onChange'];
}) {
  const value = getPath(fields, path);
  const id = fieldId(path);
  const leafErrors = issuesAt(issues, path);
  const hint = 'hint' in spec ? spec.hint : undefined;
  const describedBy = [hint ? `${id}-hint` : '', leafErrors.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': leafErrors.length > 0 ? true : undefined };
  const { shown, fromText } = asText(spec, value);
  // What was typed before the editor's code arrived is the field's value (decision 031e).
  const typed = useTypedBeforeHydration<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>(shown, (text) =>
    onChange(path, fromText(text)),
  );
  switch (spec.type) {
    case 'text':
    case 'date':
      return (
        <Frame path={path} label={spec.label} hint={spec.hint} errors={leafErrors}>
          <input
            {...common}
            ref={typed}
            type={spec.type}
            className={inputClass}
            value={shown}
            onChange={(e) => onChange(path, e.currentTarget.value)}
          />
        </Frame>
      );
    case 'textarea':
    case 'markdown':
      return (
        <Frame path={path} label={spec.label} hint={spec.hint} errors={leafErrors}>
          <textarea
            {...common}
            ref={typed}
            rows={4}
            className={inputClass}
            value={shown}
            onChange={(e) => onChange(path, e.currentTarget.value)}
          />
        </Frame>
      );
    case 'lines':
    case 'paragraphs': {
      const split = spec.type === 'lines' ? splitLines : splitParagraphs;
      return (
        <Frame path={path} label={spec.label} hint={spec.hint} errors={leafErrors}>
          {/* Uncontrolled: the text keeps the blank lines being typed; the list is what is saved. */}
          <textarea
            {...common}
            ref={typed}
            rows={spec.type === 'lines' ? 4 : 8}
            className={inputClass}
            defaultValue={shown}
            onChange={(e) => onChange(path, split(e.currentTarget.value))}
          />
        </Frame>
      );
    }
    case 'number':
      return (
        <Frame path={path} label={spec.label} hint={spec.hint} errors={leafErrors}>
          <input
            {...common}
            ref={typed}
            type="number"
            min={spec.min}
            inputMode="numeric"
            className={inputClass}
            value={shown}
            onChange={(e) => onChange(path, e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value))}
          />
        </Frame>
      );
    case 'boolean':
      return (
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              {...common}
              type="checkbox"
              className="size-4"
              checked={value === true}
              onChange={(e) => onChange(path, e.currentTarget.checked)}
            />
            {spec.label}
          </label>
          {leafErrors.length > 0 ? (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700">
              {leafErrors.join(' ')}
            </p>
          ) : null}
        </div>
      );
    case 'select':
      return (
        <Frame path={path} label={spec.label} hint={spec.hint} errors={leafErrors}>
          <select
            {...common}
            ref={typed}
            className={inputClass}
            value={shown}
            onChange={(e) => {
              const chosen = spec.options.find((option) => String(option.value) === e.currentTarget.value);
              onChange(path, chosen?.value);
            }}
          >
            <option value="">Choose…</option>
            {spec.options.map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
        </Frame>
      );
    case 'group':
      return (
        <Frame path={path} label={spec.label} errors={issuesAt(issues, path, false)} legend>
          <FieldEditor specs={spec.fields} fields={fields} issues={issues} onChange={onChange} prefix={path} />
        </Frame>
      );
    case 'group-list':
      return <GroupList spec={spec} path={path} fields={fields} issues={issues} onChange={onChange} />;
  }
}

function GroupList({
  spec,
  path,
  fields,
  issues,
  onChange,
}: {
  spec: Extract<FieldSpec, { type: 'group-list' }>;
  path: string;
  fields: Fields;
  issues: readonly FieldIssue[];
  onChange: FieldEditorProps['onChange'];
}) {
  const value = getPath(fields, path);
  const entries = Array.isArray(value) ? (value as unknown[]) : [];
  // Bumped on every add, removal or move, so the uncontrolled text areas inside redraw from the new order.
  const [shape, setShape] = useState(0);
  const change = (next: unknown[]) => {
    setShape((n) => n + 1);
    onChange(path, next);
  };
  return (
    <Frame path={path} label={spec.label} hint={spec.hint} errors={issuesAt(issues, path, false)} legend>
      <ol className="flex flex-col gap-3">
        {entries.map((_, index) => {
          const label = `${spec.itemLabel} ${index + 1}`;
          return (
            <li key={`${shape}-${index}`} className="rounded-md border border-slate-200 p-3">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <h4 className="text-sm font-semibold text-slate-900">{label}</h4>
                <div className="flex gap-1">
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Move ${label} up`}
                    disabled={index === 0}
                    onClick={() => change(moveEntry(entries, index, index - 1))}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Move ${label} down`}
                    disabled={index === entries.length - 1}
                    onClick={() => change(moveEntry(entries, index, index + 1))}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={`Remove ${label}`}
                    onClick={() => change(entries.filter((__, at) => at !== index))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </div>
              <FieldEditor specs={spec.fields} fields={fields} issues={issues} onChange={onChange} prefix={`${path}.${index}`} />
            </li>
          );
        })}
      </ol>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => change([...entries, spec.newItem()])}>
          <Plus aria-hidden /> Add {spec.itemLabel.toLowerCase()}
        </Button>
      </div>
    </Frame>
  );
}
