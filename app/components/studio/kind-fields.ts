import { IDEA_CATEGORY_NAMES, IDEA_DIFFICULTIES } from '../../../common/business-ideas';
import type { ContentKind } from '../../../common/content-kinds';

/**
 * Each kind's fields as the studio's form shows them, beside the text (issue 29), following the kind's file
 * schema (content/<kind>/*-schema.ts) and the API's names (server/content-studio/kinds.ts). Data, not
 * components, so one renderer (field-editor.tsx) draws every kind and the tests can read it.
 */
export type FieldSpec =
  | { type: 'text' | 'textarea' | 'date' | 'markdown'; name: string; label: string; hint?: string }
  /** A list of texts: one a line (`lines`) or paragraphs split by a blank line (`paragraphs`). */
  | { type: 'lines' | 'paragraphs'; name: string; label: string; hint?: string }
  | { type: 'number'; name: string; label: string; hint?: string; min?: number }
  | { type: 'boolean'; name: string; label: string; hint?: string }
  | { type: 'select'; name: string; label: string; hint?: string; options: readonly { value: string | number; label: string }[] }
  /** An array of objects, each drawn with `fields` (names relative to the entry). */
  | {
      type: 'group-list';
      name: string;
      label: string;
      itemLabel: string;
      hint?: string;
      fields: readonly FieldSpec[];
      newItem: () => unknown;
    }
  /** Fields of a nested object, drawn as one fieldset (names relative to it). */
  | { type: 'group'; name: string; label: string; fields: readonly FieldSpec[] };

/** A course a lesson may belong to: every course of the catalogue (issue 43), drafts included. */
export interface StudioCourse {
  id: string;
  title: string;
}

/** Choices only the server knows (the help categories live beside their zod schema, the courses are rows). */
export interface FieldChoices {
  helpCategories: readonly string[];
  courses: readonly StudioCourse[];
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function kindFields(kind: ContentKind, choices: FieldChoices): readonly FieldSpec[] {
  switch (kind) {
    case 'articles':
      return [
        { type: 'text', name: 'title', label: 'Title', hint: '10–120 characters.' },
        { type: 'text', name: 'slug', label: 'Slug', hint: 'The address: /blog/<slug>. A change keeps the old address redirecting.' },
        {
          type: 'textarea',
          name: 'excerpt',
          label: 'Summary',
          hint: '40–300 characters: on the blog list, and the SEO and social description.',
        },
        { type: 'text', name: 'category', label: 'Category' },
        { type: 'lines', name: 'tags', label: 'Tags', hint: 'Up to 10 different tags, one a line; none is fine.' },
        { type: 'text', name: 'author', label: 'Author', hint: 'Left empty, your name.' },
        { type: 'date', name: 'publishDate', label: 'Publish date', hint: 'Left empty, the day it is first published.' },
        {
          type: 'text',
          name: 'image',
          label: 'Cover image',
          hint: 'A site path such as /images/blog/cover.webp, or an uploaded image’s /images/<id>.',
        },
        {
          type: 'text',
          name: 'seoTitle',
          label: 'SEO title',
          hint: 'For search results and link previews, 10–70 characters; left empty, the title.',
        },
        {
          type: 'textarea',
          name: 'seoDescription',
          label: 'SEO description',
          hint: 'For search results and link previews, 50–170 characters; left empty, the summary.',
        },
        { type: 'text', name: 'socialImage', label: 'Social image', hint: 'The picture link previews show; left empty, the cover.' },
        { type: 'boolean', name: 'featured', label: 'Featured on the blog' },
      ];
    case 'ideas':
      return [
        { type: 'text', name: 'title', label: 'Title', hint: '10–80 characters.' },
        { type: 'text', name: 'slug', label: 'Slug', hint: 'The address: /business-ideas/<slug>.' },
        { type: 'textarea', name: 'description', label: 'Description', hint: 'What, for whom and the caveats: 160–700 characters.' },
        { type: 'select', name: 'category', label: 'Category', options: options(IDEA_CATEGORY_NAMES) },
        { type: 'select', name: 'difficulty', label: 'Difficulty', options: options(IDEA_DIFFICULTIES) },
        { type: 'text', name: 'potentialRevenue', label: 'Revenue range', hint: 'Like "$1,500 - $5,000/month".' },
        { type: 'text', name: 'timeToStart', label: 'Time to start', hint: 'Like "2-4 weeks".' },
        { type: 'lines', name: 'requiredTools', label: 'Tools', hint: 'Up to 10 tools, one a line; none is fine.' },
        {
          type: 'textarea',
          name: 'aiPromptTemplate',
          label: 'Prompt template',
          hint: '900+ characters with at least one [PLACEHOLDER] for the reader’s own details.',
        },
        { type: 'boolean', name: 'isPremium', label: 'Premium (members only)' },
        { type: 'number', name: 'order', label: 'Order on the page', min: 1 },
      ];
    case 'help':
      return [
        { type: 'text', name: 'question', label: 'Question', hint: '10–120 characters, ending with a question mark.' },
        { type: 'text', name: 'slug', label: 'Slug', hint: 'The answer’s key on /help.' },
        { type: 'paragraphs', name: 'answer', label: 'Answer', hint: '1–3 paragraphs (a blank line between them), 2–5 sentences in all.' },
        { type: 'select', name: 'category', label: 'Category', options: options(choices.helpCategories) },
        { type: 'boolean', name: 'trending', label: 'Most asked this week' },
        { type: 'number', name: 'order', label: 'Order in its category', min: 1 },
        {
          type: 'group-list',
          name: 'relatedLinks',
          label: 'Related links',
          itemLabel: 'Link',
          hint: 'Up to 3 links to /blog/<slug> or a course page; none is fine.',
          newItem: () => ({ text: '', url: '' }),
          fields: [
            { type: 'text', name: 'text', label: 'Text' },
            { type: 'text', name: 'url', label: 'Address' },
          ],
        },
      ];
    case 'lessons':
      return lessonFields(choices.courses);
  }
}

const lessonFields = (courses: readonly StudioCourse[]): readonly FieldSpec[] => [
  { type: 'text', name: 'title', label: 'Title' },
  { type: 'text', name: 'slug', label: 'Lesson id', hint: 'Kebab-case, unique across every course; learners’ progress refers to it.' },
  { type: 'textarea', name: 'description', label: 'Description' },
  { type: 'select', name: 'courseId', label: 'Course', options: courses.map((course) => ({ value: course.id, label: course.title })) },
  { type: 'number', name: 'module', label: 'Module', min: 1 },
  { type: 'number', name: 'order', label: 'Order in the module', min: 1 },
  {
    type: 'group-list',
    name: 'sections',
    label: 'Sections',
    itemLabel: 'Section',
    hint: 'At least one. The duration is counted from the text and the action item’s minutes.',
    newItem: () => ({ id: '', title: '', content: [] }),
    fields: [
      { type: 'text', name: 'title', label: 'Title' },
      { type: 'text', name: 'id', label: 'Id', hint: 'Kebab-case, unique in the lesson.' },
      { type: 'paragraphs', name: 'content', label: 'Text', hint: '1–10 paragraphs (40+ characters each), a blank line between them.' },
    ],
  },
  {
    type: 'group-list',
    name: 'quiz',
    label: 'Knowledge check',
    itemLabel: 'Question',
    hint: '1–10 questions. Learners see them, and their choices, in a new order on each attempt; the course’s pass mark is over all of them.',
    newItem: () => ({
      question: '',
      options: [{ text: '' }, { text: '' }, { text: '' }, { text: '' }],
      correct: 0,
      explanation: '',
    }),
    fields: [
      { type: 'text', name: 'question', label: 'Question' },
      { type: 'text', name: 'options.0.text', label: 'Choice 1' },
      {
        type: 'textarea',
        name: 'options.0.whyWrong',
        label: 'Why choice 1 is wrong',
        hint: 'Shown to a learner who picks it, instead of the right answer. Leave empty on the right answer.',
      },
      { type: 'text', name: 'options.1.text', label: 'Choice 2' },
      {
        type: 'textarea',
        name: 'options.1.whyWrong',
        label: 'Why choice 2 is wrong',
        hint: 'Shown to a learner who picks it, instead of the right answer. Leave empty on the right answer.',
      },
      { type: 'text', name: 'options.2.text', label: 'Choice 3' },
      {
        type: 'textarea',
        name: 'options.2.whyWrong',
        label: 'Why choice 3 is wrong',
        hint: 'Shown to a learner who picks it, instead of the right answer. Leave empty on the right answer.',
      },
      { type: 'text', name: 'options.3.text', label: 'Choice 4' },
      {
        type: 'textarea',
        name: 'options.3.whyWrong',
        label: 'Why choice 4 is wrong',
        hint: 'Shown to a learner who picks it, instead of the right answer. Leave empty on the right answer.',
      },
      {
        type: 'select',
        name: 'correct',
        label: 'Right answer',
        options: [0, 1, 2, 3].map((n) => ({ value: n, label: `Choice ${n + 1}` })),
      },
      {
        type: 'textarea',
        name: 'explanation',
        label: 'Explanation',
        hint: 'Why the right answer is right: shown only once the learner has passed.',
      },
    ],
  },
  {
    type: 'group',
    name: 'actionItem',
    label: 'Action item',
    fields: [
      { type: 'text', name: 'title', label: 'Title' },
      { type: 'number', name: 'minutes', label: 'Minutes it takes', min: 1 },
      { type: 'textarea', name: 'instruction', label: 'Instruction' },
      {
        type: 'group-list',
        name: 'steps',
        label: 'Steps',
        itemLabel: 'Step',
        hint: '1–10 steps.',
        newItem: () => ({ question: '', examples: [] }),
        fields: [
          { type: 'text', name: 'question', label: 'Question' },
          { type: 'lines', name: 'examples', label: 'Examples', hint: 'Up to 5, one a line.' },
        ],
      },
      { type: 'textarea', name: 'expectedOutcome', label: 'Expected outcome' },
    ],
  },
  { type: 'lines', name: 'keyTakeaways', label: 'Key takeaways', hint: '1–10, one a line.' },
  { type: 'textarea', name: 'moneyMakingTip', label: 'Money-making tip' },
  {
    type: 'group',
    name: 'successStory',
    label: 'Success story',
    fields: [
      { type: 'text', name: 'name', label: 'Name', hint: 'A first name marked as illustrative.' },
      { type: 'text', name: 'business', label: 'Business' },
      { type: 'textarea', name: 'challenge', label: 'Challenge' },
      { type: 'textarea', name: 'solution', label: 'Solution' },
      { type: 'text', name: 'result', label: 'Result' },
      { type: 'text', name: 'timeframe', label: 'Timeframe' },
      { type: 'text', name: 'revenue', label: 'Revenue' },
    ],
  },
  {
    type: 'group-list',
    name: 'resources',
    label: 'Resources',
    itemLabel: 'Resource',
    hint: 'Up to 10, https addresses; none is fine.',
    newItem: () => ({ name: '', description: '', type: 'tool', url: '', isPremium: false }),
    fields: [
      { type: 'text', name: 'name', label: 'Name' },
      { type: 'text', name: 'description', label: 'Description' },
      {
        type: 'select',
        name: 'type',
        label: 'Type',
        options: options(['tool', 'guide', 'course', 'documentation', 'template', 'community']),
      },
      { type: 'text', name: 'url', label: 'Address' },
      { type: 'boolean', name: 'isPremium', label: 'Paid plan only' },
    ],
  },
  { type: 'date', name: 'added', label: 'Added', hint: 'Left empty, the day it is first published.' },
  { type: 'date', name: 'updated', label: 'Updated' },
];

/** The kind's Markdown text field, if it has one (an article's body), drawn with the editor beside the fields. */
export function bodyField(kind: ContentKind): string | null {
  return kind === 'articles' ? 'body' : null;
}

/** The list's title of an item of the kind. */
export function titleOf(kind: ContentKind, fields: Record<string, unknown>): string {
  const title = kind === 'help' ? fields.question : fields.title;
  return typeof title === 'string' && title.trim() ? title : '(untitled)';
}
