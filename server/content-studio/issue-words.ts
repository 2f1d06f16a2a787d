import type { z } from 'zod';

/**
 * A publish's refusals in the owner's words (issue 41 item 12): "Summary is too short: write at least 40 characters"
 * instead of zod's "Too small: expected string to have >=40 characters". The issue keeps its dotted `field` (the
 * studio links it to the input); the message names the field as the editor labels it.
 */

/** How the editor labels a field (app/components/studio/kind-fields.ts), where its name alone would not say. */
const LABELS: Record<string, string> = {
  excerpt: 'Summary',
  image: 'Cover image',
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
  socialImage: 'Social image',
  publishDate: 'Publish date',
  readTime: 'Read time',
  potentialRevenue: 'Revenue range',
  timeToStart: 'Time to start',
  aiPromptTemplate: 'AI prompt',
  requiredTools: 'Tools',
  isPremium: 'Premium',
  courseId: 'Course',
  relatedLinks: 'Related links',
  keyTakeaways: 'Key takeaways',
  moneyMakingTip: 'Money-making tip',
  successStory: 'Success story',
  actionItem: 'Action item',
  content: 'Text',
  toolRecommendations: 'Tool recommendations',
  profitOpportunities: 'Profit opportunities',
  realWorldData: 'Real-world data',
  url: 'Address',
  id: 'Id',
  slug: 'Slug',
};

/** One entry of a list, as "Section 2" reads (the list's label in the singular). */
const ONE_OF: Record<string, string> = {
  sections: 'Section',
  tags: 'Tag',
  requiredTools: 'Tool',
  keyTakeaways: 'Takeaway',
  resources: 'Resource',
  steps: 'Step',
  examples: 'Example',
  relatedLinks: 'Related link',
  content: 'Paragraph',
  options: 'Option',
  answer: 'Paragraph',
};

const words = (name: string) => {
  const spaced = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** "sections.1.content" → "Section 2, Text". */
export function fieldLabel(path: readonly (string | number)[]): string {
  const parts: string[] = [];
  for (let at = 0; at < path.length; at++) {
    const segment = String(path[at]);
    const next = path[at + 1];
    if (/^\d+$/.test(segment)) continue;
    if (next !== undefined && /^\d+$/.test(String(next))) {
      parts.push(`${ONE_OF[segment] ?? LABELS[segment] ?? words(segment)} ${Number(next) + 1}`);
    } else {
      parts.push(LABELS[segment] ?? words(segment));
    }
  }
  return parts.join(', ') || 'The item';
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What is wrong with a field, for a person; a schema's own message (written for a person already) as it is. */
function problem(issue: z.core.$ZodIssue): string {
  const generic = /^(Too small|Too big|Invalid input|Invalid option|Invalid string|Unrecognized key)/.test(issue.message);
  if (!generic) return issue.message.replace(/^[a-zA-Z]+: /, '');
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.endsWith('received undefined')
        ? 'is missing'
        : `must be ${issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}`;
    case 'too_small': {
      const n = Number(issue.minimum);
      if (issue.origin === 'string') return n <= 1 ? 'is empty' : `is too short: write at least ${plural(n, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return (issue as { exact?: boolean }).exact ? `needs exactly ${n}` : n <= 1 ? 'needs at least one' : `needs at least ${n}`;
      return `must be at least ${n}`;
    }
    case 'too_big': {
      const n = Number(issue.maximum);
      if (issue.origin === 'string') return `is too long: at most ${plural(n, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `can have at most ${n}`;
      return `must be at most ${n}`;
    }
    case 'invalid_value':
      return `must be one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return 'is not in the expected form';
    case 'unrecognized_keys':
      return `has fields the studio does not know: ${issue.keys.join(', ')}`;
    default:
      return 'is not valid';
  }
}

/** "Summary is too short: write at least 40 characters." */
export function personMessage(issue: z.core.$ZodIssue, path: readonly (string | number)[] = issue.path as (string | number)[]): string {
  const said = problem(issue);
  const label = fieldLabel(path);
  // A schema's message may be a sentence of its own ("the low end must be below the high end"): after a colon.
  const joined = /^(is|needs|must|can|has) /.test(said) ? `${label} ${said}` : `${label}: ${said}`;
  return /[.!?]$/.test(joined) ? joined : `${joined}.`;
}
