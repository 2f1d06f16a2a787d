import { IDEA_CATEGORY_NAMES, IDEA_DIFFICULTIES } from '../../common/business-ideas';
import { HELP_CATEGORIES } from '../../content/help/help-schema';
import { KIND_ADAPTERS, type FieldIssue, type StoredFields, type ValidateContext } from './kinds';
import type { ContentKind } from '../../common/content-kinds';

/**
 * Any draft previews (issue 41 item 12): a field the draft does not have yet, or has in a shape its page cannot
 * show, is replaced for the preview alone by a placeholder that says it is not written yet, and the page is laid
 * out with the rest. Publishing still checks every field (and says which are missing).
 */

const NOT_YET = 'Not written yet.';

type Placeholders = (data: StoredFields) => StoredFields;

const PROMPT = [
  'The prompt is not written yet. Before this idea is published, this is where the reader finds a prompt to paste into an AI',
  'assistant: it asks the assistant to draft a plan for starting this business in [YOUR CITY], for [YOUR CUSTOMERS], with',
  '[HOURS PER WEEK] hours a week and a budget of [YOUR BUDGET]. It names the steps to take in the first weeks, the prices',
  'to charge, where to find the first clients, and the tools to use, and it asks for a checklist the reader can follow.',
  'A prompt is at least 900 characters long, so that the assistant has enough to work with and the reader gets a plan for',
  'their own situation rather than a general one. It uses placeholders in square brackets, such as [YOUR CITY], for each',
  'detail the reader fills in. This text stands in for it in the preview only; publishing the idea needs the real prompt.',
  'Until then, the rest of the guide above and below shows what is already written, as a member of the premium course',
  'would read it once the idea is published, with every other field that is still missing marked as not written yet.',
].join(' ');

const PLACEHOLDERS: Record<ContentKind, Placeholders> = {
  articles: () => ({
    title: 'Untitled article',
    excerpt: 'No summary yet: it is written before the article is published.',
    category: 'Uncategorised',
    tags: [],
    body: `*${NOT_YET}*`,
  }),
  ideas: () => ({
    title: 'Untitled business idea',
    description:
      'No description yet. Before the idea is published, this says what the business is, who pays for it and the honest ' +
      'caveats a beginner should know, in 160 to 700 characters.',
    potentialRevenue: '$0 - $1/month',
    difficulty: IDEA_DIFFICULTIES[0],
    timeToStart: '0-1 weeks',
    aiPromptTemplate: PROMPT,
    requiredTools: [],
    isPremium: false,
    category: IDEA_CATEGORY_NAMES[0],
  }),
  help: () => ({
    question: 'Question not written yet?',
    answer: ['This answer is not written yet. It is written before the question is published.'],
    category: HELP_CATEGORIES[0],
    relatedLinks: [],
  }),
  lessons: () => ({
    title: 'Untitled lesson',
    description: NOT_YET,
    module: 1,
    order: 1,
    sections: [
      {
        id: 'not-written-yet',
        title: 'Section not written yet',
        content: ['This lesson has no sections yet. They are written before the lesson is published.'],
      },
    ],
    quiz: [
      {
        question: 'No knowledge check yet.',
        options: [
          { text: 'Option 1' },
          { text: 'Option 2', whyWrong: NOT_YET },
          { text: 'Option 3', whyWrong: NOT_YET },
          { text: 'Option 4', whyWrong: NOT_YET },
        ],
        correct: 0,
        explanation: NOT_YET,
      },
    ],
    actionItem: { title: 'No action item yet', minutes: 1, instruction: NOT_YET, steps: [{ question: NOT_YET, examples: [] }] },
    keyTakeaways: [NOT_YET],
    moneyMakingTip: NOT_YET,
    successStory: {
      name: NOT_YET,
      business: NOT_YET,
      challenge: NOT_YET,
      solution: NOT_YET,
      result: NOT_YET,
      timeframe: NOT_YET,
      revenue: NOT_YET,
    },
    resources: [],
  }),
};

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The draft's fields checked as a publish checks them, with a placeholder for each field that is missing or that the
 * check refuses; `data` is what the page shows. `issues` are left only when a placeholder cannot stand in (a field
 * without one, such as a slug of the wrong form).
 */
export function previewFields(
  kind: ContentKind,
  draft: StoredFields,
  context: ValidateContext,
): { data: StoredFields; placeholders: string[] } | { issues: FieldIssue[] } {
  const adapter = KIND_ADAPTERS[kind];
  const stand = PLACEHOLDERS[kind](draft);
  const filled: StoredFields = { ...draft };
  const placeholders = new Set<string>();
  for (const [field, value] of Object.entries(stand)) {
    if (blank(filled[field])) {
      filled[field] = value;
      placeholders.add(field);
    }
  }
  let checked = adapter.validate(filled, context);
  if ('issues' in checked) {
    // The key is `slug` in the API's words and the kind's own key in the stored fields.
    const refused = new Set(checked.issues.map((issue) => issue.field.split('.')[0]!));
    for (const field of refused) {
      if (field in stand) {
        filled[field] = stand[field];
        placeholders.add(field);
      }
    }
    checked = adapter.validate(filled, context);
  }
  return 'issues' in checked ? checked : { data: checked.data, placeholders: [...placeholders] };
}
