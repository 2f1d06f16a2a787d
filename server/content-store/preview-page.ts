// `.server`: what a preview link's page shows (issue 29): the item's draft laid out by its kind's own page, with
// the data that page's loader would give a visitor (for a premium idea or lesson, a member: the point is to read it).
import { BASE_CURRENCY, type Currency } from '../../common/currencies';
import { getArticleCards, renderArticles, toCard } from '../blog/article-collection';
import { relatedArticles } from '../blog/related-articles';
import { dayOf } from '../content-studio/content-item';
import { ownerNameOf } from '../content-studio/owner-name';
import { previewFields } from '../content-studio/preview-fields';
import { getHelpQuestions } from '../help/help-questions';
import { ideaView } from '../ideas/idea-views';
import { readPremiumOffer } from '../ideas/read-premium-offer';
import { loadImageLookup } from '../images/load-image-lookup';
import { previewLesson } from '../lessons/preview-lesson';
import { localizeHtmlAmounts, localizeStrings } from '../money/localize-amounts';
import { visitorCurrency } from '../money/visitor-currency';
import { findPreview } from './previews';
import { parsePublished } from './published-content';
import type { BlogArticle } from '../../content/blog/blog-schema';
import type { HelpQuestion } from '../../content/help/help-schema';
import type { Idea } from '../../content/ideas/idea-schema';
import type { Lesson } from '../../content/lessons/lesson-schema';
import type { Db } from '../db/client';
import type { Logger } from '../logger';

/** Why a draft cannot be laid out as its page yet (it is checked in full only when published). */
export interface IncompletePreview {
  kind: 'incomplete';
  title: string;
  problems: string;
}

export async function loadPreviewPage({
  db,
  logger,
  token,
  now,
  wanted,
}: {
  db: Db;
  logger: Logger;
  token: string;
  now: Date;
  /** The currency the owner wants (RequestContext.currency): the preview shows it as a visitor would see it. */
  wanted: Currency;
}) {
  const item = await findPreview({ db, token, now });
  if (!item) return undefined;
  // Completed as publishing would complete it (an article's read time, date and author), so a new draft previews as
  // the page it will be, with a placeholder where a field is not written yet (issue 41); only a draft no
  // placeholder can mend (a key of the wrong form) lists what publishing would refuse instead.
  const author = item.kind === 'articles' ? await ownerNameOf(db, item.updatedBy) : undefined;
  const checked = previewFields(item.kind, item.fields, { today: dayOf(now), author, preview: true });
  const parsed = 'issues' in checked ? undefined : parsePublished(item.kind, checked.data);
  if (!parsed?.ok) {
    const title = typeof item.fields.title === 'string' ? item.fields.title : item.slug;
    const problems = 'issues' in checked ? checked.issues.map((issue) => issue.message).join('\n') : parsed ? parsed.error : 'not checked';
    return { kind: 'incomplete' as const, title, problems } satisfies IncompletePreview;
  }
  const currency = await visitorCurrency({ db, wanted }).catch(() => BASE_CURRENCY);
  switch (item.kind) {
    case 'articles': {
      const draft = parsed.value as BlogArticle;
      const images = await loadImageLookup({ db, texts: [draft.content, draft.image] });
      const article = renderArticles([draft], images)[0]!;
      const { html, ...fields } = article;
      const others = getArticleCards().filter((card) => card.slug !== article.slug);
      return {
        kind: 'articles' as const,
        title: article.title,
        page: {
          state: 'found' as const,
          article: { ...localizeStrings(fields, { currency }), html: localizeHtmlAmounts(html, { currency }) },
          views: 0,
          related: localizeStrings(relatedArticles(others, toCard(article), 3), { currency }),
        },
      };
    }
    case 'ideas': {
      const idea = parsed.value as Idea;
      const premium = await readPremiumOffer({ db, logger, currency });
      return {
        kind: 'ideas' as const,
        title: idea.title,
        page: { state: 'found' as const, idea: localizeStrings(ideaView(idea, { hasPremiumAccess: true }), { currency }), premium },
      };
    }
    case 'help': {
      const question = parsed.value as HelpQuestion;
      // The help page as it would be with this answer published: in its place, or last when it is new.
      const questions = [...getHelpQuestions()];
      const at = questions.findIndex((entry) => entry.id === question.id);
      if (at === -1) questions.push(question);
      else questions[at] = question;
      return { kind: 'help' as const, title: question.question, page: { questions: localizeStrings(questions, { currency }), query: '' } };
    }
    case 'lessons': {
      // As the reader shows it to a learner with access, all of it at once; the viewer is granted nothing.
      const lesson = parsed.value as Lesson;
      return { kind: 'lessons' as const, title: lesson.title, page: await previewLesson({ db, lesson, currency }) };
    }
  }
}
