/**
 * Distinctive phrases of a lesson's text, for tests that prove the text does not travel where it
 * must not (the browser bundle, the 401/403 answers, the purchase screen).
 *
 * A phrase is the longest run of plain letters, digits and spaces within the first 80 characters
 * of a paragraph (or of the quiz explanation, the tip, ...): such a run survives every encoding the
 * text could be emitted in (JSON, a JS string literal, HTML entities), so a search for it cannot
 * miss an escaped copy.
 */
import type { Lesson } from '../content/lessons/lesson-schema';

const MIN_PHRASE = 30;

export function phraseOf(text: string): string | null {
  const head = text.slice(0, 80);
  const runs = head.match(/[A-Za-z0-9 ]+/g) ?? [];
  const longest = runs.map((run) => run.trim()).sort((a, b) => b.length - a.length)[0] ?? '';
  return longest.length >= MIN_PHRASE ? longest : null;
}

/** The lesson's texts a reader pays for: every paragraph, the quiz explanation, tip, action item, takeaways and story. */
export function lessonTexts(lesson: Lesson): string[] {
  return [
    ...lesson.sections.flatMap((section) => section.content),
    ...lesson.quiz.map((question) => question.explanation),
    lesson.moneyMakingTip,
    lesson.actionItem.instruction,
    ...lesson.keyTakeaways,
    lesson.successStory.challenge,
    lesson.successStory.solution,
    lesson.successStory.result,
  ];
}

export function distinctivePhrases(lesson: Lesson): string[] {
  return [
    ...new Set(
      lessonTexts(lesson)
        .map(phraseOf)
        .filter((phrase): phrase is string => phrase !== null),
    ),
  ];
}

/** The phrases of these lessons found in `text`, as "lesson id: phrase". */
export function leakedPhrases(text: string, lessons: readonly Lesson[]): string[] {
  return lessons.flatMap((lesson) =>
    distinctivePhrases(lesson)
      .filter((phrase) => text.includes(phrase))
      .map((phrase) => `${lesson.id}: ${phrase}`),
  );
}
