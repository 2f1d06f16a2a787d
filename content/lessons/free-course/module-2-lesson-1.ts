import type { LessonInput } from '../lesson-schema';

export default {
  id: 'chatgpt-prompts-for-client-work',
  title: 'Prompting ChatGPT for Client-Ready Business Work',
  description:
    'Write prompts that produce usable work on the first or second try, edit drafts with follow-up prompts, use five ready-made prompts for paid tasks, and build the prompt library that becomes your business asset.',
  duration: 45,
  estimatedReadTime: 9,
  isPremium: false,
  courseId: 'free-course',
  module: 2,
  order: 1,
  sections: [
    {
      id: 'anatomy-of-a-prompt',
      title: 'The anatomy of a prompt that gets usable work',
      content: [
        'Type "write an email to get new customers" and you will get something bland and interchangeable. That is not because the tool is weak: when you leave gaps, the model fills them with the most average guess. The fix is to brief the AI the way you would brief a human freelancer, who would never start without knowing who the email is for, what it should achieve and what it must not say. Everything in this lesson works the same way in Claude, Gemini and Copilot; we use ChatGPT because it is the most common.',
        'A reliable brief has five parts. Role: who the AI should act as ("an experienced copywriter for local service businesses"). Task: exactly what to produce ("a follow-up email to a homeowner who requested a quote five days ago and has not replied"). Context: the facts it cannot know ("family-run tiling company, 12 years in business, quote was $2,400, we can start within two weeks"). Format: length and layout ("under 120 words, a subject line plus three short paragraphs"). Constraints: what to avoid ("no discounts, no pressure, no exclamation marks").',
        'The single most powerful addition is an example. Paste two or three emails or posts the business has written before and add: "Match the tone, sentence length and vocabulary of these examples." AI is far better at imitating a sample than at guessing what "friendly but professional" means to your client. If the business has no writing of its own, use a competitor\'s style you both admire as the reference, and never copy its actual words.',
      ],
    },
    {
      id: 'edit-with-follow-ups',
      title: 'Edit like an editor: follow-up prompts that fix weak drafts',
      content: [
        'Treat the first answer as a draft, then steer it. Before a complex task, ask: "Before you start, ask me up to five questions about anything you need to know to do this well." The questions it asks often reveal context you forgot to give. After a draft, be specific: "Make it 30% shorter", "Replace the generic opening with a reference to their kitchen project", or "Give me three subject lines: one curious, one direct, one that states the benefit."',
        'A strong quality trick is to make the AI critique its own work from the reader\'s point of view: "You are the busy homeowner receiving this email. List the three things that would make you ignore it, then rewrite the email to fix them." This catches vague claims and long-winded openings much more reliably than asking "is this good?".',
        'Two settings save you from repeating yourself. Custom instructions (under Personalization in ChatGPT\'s settings) tell the assistant once who you are and how you like answers, for example "I write for small local businesses. Use plain, everyday English. Never invent facts: ask me instead." Projects keep the files, instructions and chats for one client together so you are not re-explaining their business every time. When a long chat starts going in circles, open a fresh one with a clean, complete brief: long, messy conversations tend to produce worse results.',
      ],
    },
    {
      id: 'five-paid-tasks',
      title: 'Five paid tasks with prompts you can use this week',
      content: [
        'Product descriptions for online shops: "You write product descriptions for [shop type]. Using only the facts below, write a 70–90 word description for each product: a first line that names the main benefit, two sentences on materials and use, and a final line on care or sizing. Do not invent features. Facts: [paste a row per product]." Customer replies: "Here are 10 recent customer emails with personal details removed. Group them into common question types, then write a reusable reply template for each type in the tone of the sample replies I paste below."',
        'Call and meeting notes: "Here is a transcript of a 30-minute client call. Produce: a five-bullet summary, decisions made, action items with owner and deadline, and open questions. Quote the transcript for any figure or date so I can check it." Social posts from an article: "Turn this blog post into three LinkedIn posts of about 150 words, each built around a different idea in the article. Open each with a specific observation, not a question. End with a soft invitation to get in touch."',
        'Proposal outlines: "Draft the outline of a one-page proposal for [client] who needs [problem solved]. Sections: their situation in their own words, what I will deliver, timeline, price options, and next step. Use my notes from the discovery call below. Mark anything you are assuming in [brackets]." The brackets rule is worth using everywhere: it makes the AI show its guesses instead of hiding them inside confident sentences.',
      ],
      realWorldData: [
        {
          task: '20 product descriptions from a supplier spreadsheet',
          timeWithoutAI: '5 hours',
          timeWithAI: '1.5 hours including fact-checking',
          improvement: 'About 70% faster',
          hourlyValue: '$35/hour',
        },
        {
          task: 'A reply template set from 50 past customer emails',
          timeWithoutAI: '4 hours',
          timeWithAI: '1 hour',
          improvement: 'About 75% faster',
          hourlyValue: '$30/hour',
        },
        {
          task: 'Summary and action list from a 30-minute call transcript',
          timeWithoutAI: '45 minutes',
          timeWithAI: '10 minutes',
          improvement: 'About 75% faster',
          hourlyValue: '$30/hour',
        },
        {
          task: 'One-page proposal from discovery-call notes',
          timeWithoutAI: '2 hours',
          timeWithAI: '40 minutes',
          improvement: 'About 65% faster',
          hourlyValue: '$50/hour',
        },
      ],
      examples: [
        {
          company: 'A freelance writer serving gift shops',
          use: 'Uses the product description prompt with each shop\'s supplier spreadsheet',
          impact: 'Delivers 40 descriptions in a day instead of a week',
          revenue: '$300 per batch of 40, two or three batches a month',
        },
        {
          company: 'A virtual assistant for a physiotherapy clinic',
          use: 'Built a set of reply templates from past patient emails, personal details removed first',
          impact: 'Front-desk email time down from 90 to 30 minutes a day',
          revenue: 'One-off $250 project that led to a $400/month retainer',
        },
      ],
    },
    {
      id: 'quality-privacy-library',
      title: 'Quality control, privacy and your prompt library',
      content: [
        'Before anything AI-assisted goes to a client, run a two-minute check. Are all facts, names, prices and dates correct and traceable to something the client gave you? Does it promise anything the business does not offer, such as a discount, a guarantee or a deadline? Does it contain stock AI phrases like "in today\'s fast-paced world" or "unlock your potential"? Read it aloud: if it sounds like nobody in particular wrote it, edit until it sounds like the client.',
        'Handle client information with care. Remove names, emails, phone numbers and account details before pasting, or use Temporary Chat in ChatGPT, which is not saved to your history or used for training. If a client wants AI used on genuinely sensitive material such as health, legal or financial records, recommend they get a business plan (ChatGPT, Claude and Gemini all offer one) where their data is excluded from training by default and they control access, and check with them before using any AI at all.',
        'Every time a prompt produces work you would happily send, save it in a prompt library: a Google Doc or Notion page with the prompt, when to use it, the inputs it needs and a sample of good output. After a month you will have 15–20 tested prompts, and that library is what lets you quote confidently, deliver consistently and eventually hand work to someone else. The premium course turns these prompts into reusable custom assistants.',
      ],
      profitOpportunities: [
        {
          opportunity: 'Product description refresh for small online shops',
          timeToImplement: '1 week (build samples, then pitch)',
          potentialMonthlyRevenue: '$300–$900 from two or three batches',
          difficulty: 'Beginner',
        },
        {
          opportunity: 'Monthly email newsletter writing for local businesses',
          timeToImplement: '2 weeks',
          potentialMonthlyRevenue: '$200–$500 per client',
          difficulty: 'Beginner',
        },
        {
          opportunity: 'Customer reply template packs for busy front desks',
          timeToImplement: '1 week',
          potentialMonthlyRevenue: '$250–$500 per one-off project',
          difficulty: 'Beginner',
        },
      ],
    },
  ],
  quiz: {
    question: 'Which addition to a prompt usually does the most to make AI writing match a client\'s voice?',
    options: [
      'Pasting two or three samples of the client\'s own writing and asking the AI to match them',
      'Adding "please" and "thank you" to the prompt',
      'Telling the AI it is the best writer in the world',
      'Asking for the answer in a longer format',
    ],
    correct: 0,
    explanation:
      'AI imitates concrete examples far better than it interprets descriptions such as "friendly but professional". Real samples show the sentence length, vocabulary and tone the client actually uses. Politeness and flattery make little difference to the result, and a longer answer is usually further from the client\'s voice, not closer.',
  },
  actionItem: {
    title: 'Build your first five-prompt library',
    instruction:
      'Create a document called "Prompt library" and build five tested prompts, using the five-part brief (role, task, context, format, constraints) and at least one follow-up edit for each. Use a real business you know, or a made-up one if you have no client yet, and remove any personal details.',
    steps: [
      {
        question: 'Which business and which five tasks are you building prompts for?',
        examples: [
          'A neighbourhood florist: product descriptions, review replies, newsletter, Instagram captions, wedding enquiry reply',
          'A driving instructor: lesson reminders, FAQ answers, Facebook posts, pass-congratulation messages, price-list page',
        ],
      },
      {
        question: 'What samples of the business\'s own writing will you paste in for tone?',
        examples: [
          'Three recent Instagram captions copied from their profile',
          'Two emails the owner wrote to customers, with names removed',
        ],
      },
      {
        question: 'Which follow-up prompt improved each draft the most?',
        examples: [
          '"You are the customer reading this. What would make you stop reading? Fix it."',
          '"Cut this by a third and replace anything vague with a specific detail from my notes."',
          '"Give me three versions of the first line."',
        ],
      },
      {
        question: 'How will you record each prompt so you can reuse it?',
        examples: [
          'Name | When to use | Inputs needed | Prompt | Example of good output',
          'One Notion page per prompt, tagged by task type',
        ],
      },
    ],
    expectedOutcome:
      'A prompt library with five tested prompts, each with its inputs and a good example output, ready to use as samples when you pitch your first client.',
  },
  keyTakeaways: [
    'Brief AI like a freelancer: role, task, context, format and constraints.',
    'Samples of real writing beat descriptions of tone.',
    'Treat the first answer as a draft and steer it with specific follow-up prompts.',
    'Ask the AI to mark its assumptions in brackets so guesses are visible.',
    'Remove personal details before pasting, and check every fact before sending.',
    'A tested prompt library is a business asset: it makes your work fast, consistent and teachable.',
  ],
  moneyMakingTip:
    'Turn your prompt library into proof. Run your five prompts for a real local business, polish the results, and send them to the owner with a short note: "I made these for you as an example of what I can do each month." A finished sample wins far more replies than a description of your services.',
  successStory: {
    name: 'Priya (illustrative example)',
    business: 'Freelance product description writer for small online shops',
    challenge:
      'Priya charged per description and spent about 15 minutes on each, so a 40-product order took most of a week and barely covered her time.',
    solution:
      'She built one master prompt with the shop\'s voice samples and a strict "use only these facts" rule, checked every description against the supplier sheet, and saved a prompt per shop in her library.',
    result:
      'A 40-product batch now takes about a day including checking. She raised her price slightly for faster turnaround and now serves three regular shops.',
    timeframe: '3 months',
    revenue: 'About $900/month part-time',
  },
  resources: [
    {
      name: 'OpenAI prompt engineering guide',
      description: "OpenAI's own guide to writing clear instructions and giving examples.",
      type: 'documentation',
      url: 'https://platform.openai.com/docs/guides/prompt-engineering',
      isPremium: false,
    },
    {
      name: 'OpenAI Help Center',
      description: 'Official answers on ChatGPT features, Temporary Chat and data controls.',
      type: 'documentation',
      url: 'https://help.openai.com',
      isPremium: false,
    },
    {
      name: 'ChatGPT',
      description: 'Where you will build and test your prompt library.',
      type: 'tool',
      url: 'https://chatgpt.com',
      isPremium: false,
    },
  ],
} satisfies LessonInput;
