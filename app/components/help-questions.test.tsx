// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getHelpQuestions } from '../../server/help/help-questions.server';
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
  it('renders every question with its answer and related links', () => {
    expect(questions).toHaveLength(20);
    for (const question of questions) {
      expect(text).toContain(question.question);
      for (const paragraph of question.answer) expect(text).toContain(paragraph);
      for (const link of question.relatedLinks) expect(text).toContain(`href="${link.url}"`);
    }
  });

  it("renders a chip for 'All' and each category, with 'All' pressed by default", () => {
    const chips = elements('button', /aria-pressed=/);
    const labels = chips.map((chip) => chip.replace(/<[^>]+>/g, '').trim());
    expect(labels).toEqual(categoryChips(questions));
    expect(labels[0]).toBe('All');
    expect(chips.filter((chip) => /aria-pressed="true"/.test(chip))).toHaveLength(1);
    expect(chips[0]).toMatch(/aria-pressed="true"/);
  });

  it("renders 'Most Asked This Week' with up to 4 trending questions that link to them", () => {
    expect(text).toContain('Most Asked This Week');
    const trending = mostAskedQuestions(questions);
    expect(trending.length).toBeGreaterThan(0);
    expect(trending.length).toBeLessThanOrEqual(4);
    for (const question of trending) {
      expect(text).toContain(`href="#help-question-${question.id}"`);
      expect(text).toContain(`id="help-question-${question.id}"`);
    }
  });

  it('renders the questions as accordion triggers, all closed, with answers hidden until opened', () => {
    const triggers = elements('button', /aria-expanded=/);
    expect(triggers).toHaveLength(questions.length);
    for (const trigger of triggers) expect(trigger).toMatch(/aria-expanded="false"/);
    const answers = text.match(/<div\b[^>]*role="region"[^>]*>/g) ?? [];
    expect(answers).toHaveLength(questions.length);
    for (const answer of answers) expect(answer).toMatch(/\bhidden=""/);
  });

  it("offers 'Yes, helpful' on every answer and shows no helpful count", () => {
    expect(text.match(/Yes, helpful/g)).toHaveLength(questions.length);
    expect(text.match(/Was this helpful\?/g)).toHaveLength(questions.length);
    expect(text).not.toMatch(/\d+\s*(people\s+)?(found this helpful|helpful votes?|votes?)\b/i);
    expect(text).not.toContain('Thanks for your feedback!');
  });

  it('does not render the controls the spec leaves without behaviour', () => {
    for (const label of ['Ask Our Experts', 'Ask follow-up', 'Browse Help Center', 'Help Center']) {
      expect(text).not.toContain(label);
    }
  });

  it('shows the answers and hides the JavaScript-only controls when scripts are off', () => {
    expect(html).toMatch(/<noscript><style>[^<]*\.help-answer\[hidden\][^<]*<\/style><\/noscript>/);
  });
});
