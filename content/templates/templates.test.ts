import { describe, expect, it } from 'vitest';
import { ALL_TEMPLATES, readTemplateFiles, validateTemplates } from './load-templates.server';
import { TEMPLATE_CATEGORIES, templateSchema, type TemplateInput } from './template-schema';

const FILES = readTemplateFiles();
const first = FILES.find((f) => f.file === 'client-proposal.yaml')!.data as TemplateInput;
const asFile = (data: unknown) => [{ file: `${(data as TemplateInput).slug}.yaml`, data }];

describe('premium templates content', () => {
  it('every template passes the schema, and there are at least 12 (issue 19)', () => {
    for (const { file, data } of FILES) {
      const parsed = templateSchema.safeParse(data);
      expect(parsed.success, `${file}: ${parsed.error?.message}`).toBe(true);
    }
    expect(ALL_TEMPLATES.length).toBeGreaterThanOrEqual(12);
  });

  it('covers every category, with documents and sheets (the .csv downloads)', () => {
    for (const category of TEMPLATE_CATEGORIES) expect(ALL_TEMPLATES.some((t) => t.category === category), category).toBe(true);
    expect(ALL_TEMPLATES.filter((t) => t.kind === 'sheet').length).toBeGreaterThanOrEqual(3);
    expect(ALL_TEMPLATES.filter((t) => t.kind === 'document').length).toBeGreaterThanOrEqual(6);
  });

  it('slugs and titles are unique', () => {
    expect(new Set(ALL_TEMPLATES.map((t) => t.slug)).size).toBe(ALL_TEMPLATES.length);
    expect(new Set(ALL_TEMPLATES.map((t) => t.title.toLowerCase())).size).toBe(ALL_TEMPLATES.length);
  });

  it('refuses a misspelt key, a missing date, an impossible date and a file named unlike its slug, naming the file', () => {
    expect(() => validateTemplates(asFile({ ...first, sumary: 'x' }))).toThrow(/content\/templates\/client-proposal\.yaml/);
    const { added: _added, ...undated } = first;
    expect(() => validateTemplates(asFile(undated))).toThrow(/added/);
    expect(() => validateTemplates(asFile({ ...first, added: '2026-02-30' }))).toThrow(/real calendar day/);
    expect(() => validateTemplates(asFile({ ...first, updated: '2020-01-01' }))).toThrow(/updated must not be before added/);
    expect(() => validateTemplates([{ file: 'other-name.yaml', data: first }])).toThrow(/file name must be client-proposal\.yaml/);
  });

  it('refuses a sheet whose rows do not match its columns, and a document without a body', () => {
    const sheet = FILES.map((f) => f.data as TemplateInput).find((t) => t.kind === 'sheet')!;
    expect(() => validateTemplates(asFile({ ...sheet, rows: [...sheet.rows!, ['only one cell']] }))).toThrow(/cells for/);
    const { body: _body, ...bodiless } = first;
    expect(() => validateTemplates(asFile(bodiless))).toThrow(/needs a body/);
  });
});
