// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getHelpQuestions } from '../../server/help/help-questions';
import { HelpQuestions } from './help-questions';
import { categoryChips, mostAskedQuestions } from './help-questions-state';

const questions = getHelpQuestions();
const html = renderToString(
  <MemoryRouter>
    <HelpQuestions questions={questions} />
  </MemoryRouter>,
);
/** The HTML with React's entity escapes undone, so content can be matched as written. */
const text = html
  .replaceAll('&#x27;', "'")
  .replaceAll('&quot;', '"')
  .replaceAll('&lt;', '<')
  .replaceAll('&gt;', '>')
  .replaceAll('&amp;', '&');

/** Every element of the given tag whose attributes match, as its opening tag and content. */
function elements(tag: string, attribute: RegExp): string[] {
  return [...text.matchAll(new RegExp(`<${tag}\\b[^>]*>[\\s\\S]*?</${tag}>`, 'g'))]
    .map((match) => match[0])
    .filter((element) => attribute.test(element.slice(0, element.indexOf('>') + 1)));
}

describe('<HelpQuestions> rendered on the server', () => {
  it('renders every question with a link to its answer on /help, where the enhancement module fetches it from', () => {
    expect(questions).toHaveLength(20);
    for (const question of questions) {
      expect(text).toContain(question.question);
      expect(text).toMatch(
        new RegExp(`data-help-answer="${question.id}"><p><a [^>]*href="/help#${question.id}"[^>]*>Read the answer</a></p></div>`),
      );
      // Not in the home page's HTML: with them it was past TCP's first window.
      for (const paragraph of question.answer) expect(text).not.toContain(paragraph);
      expect(text).toMatch(new RegExp(`<div class="mt-4" data-help-related="${question.id}" hidden="">`));
    }
  });

  it("renders a chip for 'All' and each category, with 'All' chosen by default", () => {
    const chips = elements('label', /./).filter((label) => /type="radio"/.test(label));
    const labels = chips.map((chip) => chip.replace(/<[^>]+>/g, '').trim());
    expect(labels).toEqual(categoryChips(questions));
    expect(labels[0]).toBe('All');
    expect(chips.filter((chip) => /checked=""/.test(chip))).toHaveLength(1);
    expect(chips[0]).toMatch(/checked=""/);
  });

  it('filters by category with CSS alone: a chosen chip hides the other categories (no script on the home page)', () => {
    const chips = categoryChips(questions);
    const style = text.match(/<style[^>]*>([^<]*)<\/style>/)?.[1] ?? '';
    for (let index = 1; index < chips.length; index++) {
      expect(style).toContain(`[data-chip="${index}"]:checked) [data-category]:not([data-category="${index}"]){display:none}`);
    }
    for (const question of questions) {
      expect(text).toMatch(new RegExp(`id="help-question-${question.id}" data-category="${chips.indexOf(question.category)}"`));
    }
  });

  it("renders 'Most Asked This Week' with up to 4 trending questions that link to them", () => {
    expect(text).toContain('Most Asked This Week');
    const trending = mostAskedQuestions(questions);
    expect(trending.length).toBeGreaterThan(0);
    expect(trending.length).toBeLessThanOrEqual(4);
    for (const question of trending) {
      expect(text).toContain(`href="#help-question-${question.id}-answer"`);
      expect(text).toContain(`id="help-question-${question.id}-answer"`);
    }
  });

  it('renders the questions as one exclusive group of <details>, all closed, each answer inside its own', () => {
    const details = text.match(/<details\b[^>]*>/g) ?? [];
    expect(details).toHaveLength(questions.length);
    for (const element of details) {
      expect(element).toContain('name="help-question-open"');
      expect(element).not.toMatch(/\bopen=""/);
    }
    expect(elements('summary', /./)).toHaveLength(questions.length);
  });

  it("offers 'Yes, helpful' on every answer and shows no helpful count", () => {
    expect(text.match(/Yes, helpful/g)).toHaveLength(questions.length);
    expect(text.match(/Was this helpful\?/g)).toHaveLength(questions.length);
    expect(text).not.toMatch(/\d+\s*(people\s+)?(found this helpful|helpful votes?|votes?)\b/i);
    // The thanks is there for CSS to show once the vote's checkbox is checked, hidden until then.
    expect(text.match(/<p class="hidden[^"]*peer-has-\[:checked\]:block">[^]*?Thanks for your feedback!/g)).toHaveLength(questions.length);
  });

  it('does not render the controls the spec leaves without behaviour', () => {
    for (const label of ['Ask Our Experts', 'Ask follow-up', 'Browse Help Center', 'Help Center']) {
      expect(text).not.toContain(label);
    }
  });

  it('needs no script: no button that only a script could make work', () => {
    expect(elements('button', /./)).toHaveLength(0);
  });
});
