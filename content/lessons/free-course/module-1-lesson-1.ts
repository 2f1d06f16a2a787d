import type { LessonInput } from '../lesson-schema';

export default {
  id: 'what-ai-can-do-for-your-business',
  title: "What AI Tools Can (and Can't) Do for Your Business",
  description:
    'A plain-English picture of how AI assistants work, the five jobs they do well, the four rules that keep you and your clients safe, and the three ways beginners turn AI skills into income.',
  duration: 15,
  estimatedReadTime: 10,
  isPremium: false,
  courseId: 'free-course',
  module: 1,
  order: 1,
  sections: [
    {
      id: 'how-ai-assistants-work',
      title: 'How AI assistants actually work, in plain English',
      content: [
        'When you type into ChatGPT, Claude or Gemini you are talking to a large language model: software that has learned the patterns of language from an enormous amount of text and uses them to predict a useful reply, word by word. It does not look facts up in a filing cabinet the way a search engine does (unless its web search is switched on). That is why it can write fluently about almost anything in seconds, and also why it can state something false with complete confidence. People call these invented facts "hallucinations", and they are the single most important limit to keep in mind.',
        'A helpful way to think about an AI assistant is as a fast, well-read new assistant on their first day. It can draft, rewrite and summarise far quicker than you, but it knows nothing about your business, your client or what happened this morning unless you tell it. Almost every skill in this course comes down to two things: giving the tool the right context, and checking what comes back before anyone else sees it.',
        "Today's assistants do more than chat. They can read PDFs and spreadsheets you upload, describe a screenshot or a photo, search the web and show their sources, create images and hold a spoken conversation. Free plans include most of these features with daily limits; paid plans cost about $20 a month and raise the limits. You do not need to pay for anything to complete this starter course.",
      ],
      realWorldData: [
        {
          task: 'First draft of a 600-word blog post, including your own edit',
          timeWithoutAI: '2.5 hours',
          timeWithAI: '45 minutes',
          improvement: 'About 70% faster',
          hourlyValue: '$40/hour (typical beginner writing rate)',
        },
        {
          task: 'Turning a meeting transcript into notes and an action list',
          timeWithoutAI: '60 minutes',
          timeWithAI: '10 minutes',
          improvement: 'About 80% faster',
          hourlyValue: '$30/hour (virtual assistant rate)',
        },
        {
          task: 'Writing 10 product descriptions from bullet-point notes',
          timeWithoutAI: '3 hours',
          timeWithAI: '50 minutes',
          improvement: 'About 70% faster',
          hourlyValue: '$35/hour',
        },
        {
          task: 'Replying to 20 routine customer emails',
          timeWithoutAI: '100 minutes',
          timeWithAI: '35 minutes',
          improvement: 'About 65% faster',
          hourlyValue: '$25/hour',
        },
      ],
    },
    {
      id: 'five-jobs-ai-does-well',
      title: 'The five jobs AI does well, and who pays for them',
      content: [
        'Nearly everything useful that AI does for a small business falls into five jobs. Drafting: first versions of emails, posts, descriptions and proposals. Summarising: turning long documents, calls or email threads into the few points that matter. Rewriting: changing tone, length, reading level or format, for example turning a blog post into a newsletter. Brainstorming: names, angles, headlines and objections you had not thought of. Sorting and extracting: pulling names, dates and amounts out of messy text, or tagging enquiries as sales, support or spam.',
        "The time figures in the previous section are typical of what people report after a few weeks of practice, not on day one, and they include the time spent checking and editing. Your first attempts will be slower. The point is not that AI does the work for you; it is that AI removes the blank page and the tedious parts, so one hour of your time produces two or three hours' worth of finished work.",
        'Here is the idea the rest of this course is built on: clients do not buy "AI". They buy a finished newsletter, an inbox that is under control, a product page that sells. AI lowers your cost of producing those things; your judgement, your knowledge of the customer and your checking are what make the result worth paying for. The gap between what AI produces in seconds and what a business can actually use is where your income comes from.',
      ],
      examples: [
        {
          company: 'A solo bookkeeper',
          use: 'Summarises each client email thread into a weekly to-do list',
          impact: 'Saves about 3 hours a week',
          revenue: 'Freed time billed at $45/hour, roughly $500 a month',
        },
        {
          company: 'A small online candle shop',
          use: 'Has a freelancer rewrite 40 product listings with clearer benefits and search keywords',
          impact: 'Listings refreshed in a weekend instead of a month',
          revenue: 'Freelancer charges $150 per batch of 20 listings',
        },
        {
          company: 'A local dental practice',
          use: 'A virtual assistant drafts personal replies to every Google review for the manager to approve',
          impact: 'Every review answered within a day',
          revenue: 'Sold as a $200/month service',
        },
      ],
    },
    {
      id: 'four-rules',
      title: 'Where AI goes wrong: four rules that protect you and your clients',
      content: [
        'Rule 1: check every fact before it leaves your hands. Numbers, names, dates, quotes, prices, links and anything legal or medical must be verified against an original source. Asking the same AI "is this correct?" is not a check, because it can confirm its own mistake. Tools that cite sources, such as Perplexity or ChatGPT with web search, make checking faster, but open the source and read it: citations are sometimes wrong too.',
        'Rule 2: protect private information. Do not paste customer lists, contracts, passwords, health details or anything a client has not agreed to share into a consumer chat tool. Replace names with "Client A" or "Customer 1" when you need help with a real situation. Look at each tool\'s privacy settings: ChatGPT, Claude and Gemini all let you control whether your conversations help train future models, and business plans usually exclude your data from training by default.',
        'Rule 3: be honest about how you work. Tell clients you use AI tools in your process and that you check the results; most are happy to hear it, and some contracts now ask. Never use AI to invent reviews or testimonials: in the United States the Federal Trade Commission\'s rule on fake reviews explicitly covers AI-generated ones, and other countries have similar consumer laws. Social platforms also ask you to label realistic AI-generated images and video.',
        'Rule 4: you own the result. If an AI-written email promises a discount the business never offered, that is your mistake, not the tool\'s. Be aware too that in the United States, purely machine-generated material is generally not protected by copyright; work that involves substantial human writing, selection and editing is on firmer ground. When you sell something whose ownership matters, such as a course or an e-book, make sure a real share of it is yours.',
      ],
    },
    {
      id: 'three-ways-to-earn',
      title: 'Three ways beginners turn AI skills into income',
      content: [
        'Sell your time, faster. You offer a service you could already do, such as writing, admin support or social media, and use AI to deliver it in less time and to a more consistent standard. This is the quickest route to a first payment because there is nothing to build first: you need one skill, one offer and a few people to tell about it. Modules 2 and 4 of this course cover the skills behind these services.',
        'Sell systems. You set up an automation once, for example every website enquiry receives a polite reply within minutes, and charge a set-up fee plus a small monthly fee to keep it running. This pays better per hour than services but takes a few weeks to learn. Module 3 walks you through your first one. The third route is selling products: templates, prompt collections, guides or printables. Products can be sold again and again, but they are usually the slowest to produce a first sale because you need an audience first.',
        'Most people who succeed start with a service, learn what customers keep struggling with, and only then turn the repeated parts into systems or products. The ranges below are realistic for part-time work after a few months; many people earn nothing in their first month, and none of these figures is a promise. What you earn depends on your skills, the customers you can reach and the hours you put in.',
      ],
      profitOpportunities: [
        {
          opportunity: 'AI-assisted writing, admin or social media services for small businesses',
          timeToImplement: '1–2 weeks to a first offer',
          potentialMonthlyRevenue: '$500–$2,000 part-time',
          difficulty: 'Beginner',
        },
        {
          opportunity: 'Simple automation set-ups such as lead replies or appointment reminders',
          timeToImplement: '3–6 weeks to learn and land a first client',
          potentialMonthlyRevenue: '$300–$1,500, plus monthly care fees',
          difficulty: 'Intermediate',
        },
        {
          opportunity: 'Digital products such as templates or niche guides',
          timeToImplement: '1–3 months, including building an audience',
          potentialMonthlyRevenue: '$0–$1,000; highly variable',
          difficulty: 'Intermediate',
        },
      ],
    },
  ],
  quiz: {
    question:
      'A client asks you to use ChatGPT to write a blog post that quotes statistics about their industry. What should you do before delivering it?',
    options: [
      'Deliver it as written, because AI tools are trained on reliable data',
      'Check every statistic against an original source, and fix or remove anything you cannot verify',
      'Ask ChatGPT in the same chat whether the statistics are accurate',
      'Add a note at the end saying some numbers may be wrong',
    ],
    correct: 1,
    explanation:
      'AI assistants can state false numbers with total confidence, and asking the same tool to confirm them is not a real check. Verifying each figure against an original source, and cutting what you cannot verify, is the only way to deliver work you can stand behind. A disclaimer does not fix a wrong number; it just passes your mistake to the client.',
  },
  actionItem: {
    title: 'Map your AI starting point',
    instruction:
      'Open a free account with ChatGPT, Claude or Gemini and spend 10 minutes answering these questions. Write your answers in a note you can find again: you will use them in Module 5 when you choose your first business.',
    steps: [
      {
        question: 'Which skills or work experience could you deliver faster with AI?',
        examples: [
          'Ten years in retail: product descriptions and customer emails',
          'Office admin background: meeting notes, scheduling and tidy documents',
          'Keen amateur photographer: captions and social posts for local shops',
        ],
      },
      {
        question:
          'Which of the five jobs (drafting, summarising, rewriting, brainstorming, sorting) will you try first? Test it now with a real piece of text.',
        examples: [
          'Paste a messy paragraph and ask: "Rewrite this for a busy small-business owner in under 80 words."',
          'Ask: "Give me 10 blog post ideas for a neighbourhood bakery, each with a one-line hook."',
        ],
      },
      {
        question: 'Who near you could pay for the finished result?',
        examples: [
          'The café you visit every week whose Google reviews go unanswered',
          "A friend's cleaning company that posts on Instagram once a month",
          'A local tutor who spends Sunday evenings writing progress emails to parents',
        ],
      },
      {
        question: 'Which earning route fits the time you have right now?',
        examples: [
          'Five hours a week: one small service for one or two clients',
          'Evenings for three months: a service first, with a template product later',
        ],
      },
    ],
    expectedOutcome:
      'A short note naming your strongest skill, the first AI task you tested, two or three people who might pay for the result, and the earning route you will start with.',
  },
  keyTakeaways: [
    'AI assistants predict likely text; they are fast and fluent but can be confidently wrong.',
    'Most business value comes from five jobs: drafting, summarising, rewriting, brainstorming and sorting.',
    'Check every fact, protect private data, be open about AI use, and take responsibility for the result.',
    'Clients pay for finished outcomes, not for AI; your judgement and checking are what they buy.',
    'Services are the fastest route to a first payment; systems and products usually come later.',
  ],
  moneyMakingTip:
    'Your first paid offer should be something you can already judge well without AI. If you know what a good customer email looks like, AI makes you faster at writing them; if you do not, it makes you faster at producing bad ones.',
  successStory: {
    name: 'Maya (illustrative example)',
    business: 'Part-time virtual assistant for two local trades businesses',
    challenge:
      'Maya spent 12 hours a week on emails, job summaries and quote follow-ups for a plumber and an electrician, and had no time to take on a third client.',
    solution:
      'She began drafting routine replies and job summaries with ChatGPT, replaced customer names with initials before pasting anything, and kept a short checklist for verifying prices and dates before sending.',
    result:
      'The same work now takes about 8 hours a week. She used the freed time to take on a third client at her usual rate, and told all three clients how she uses AI.',
    timeframe: '6 weeks',
    revenue: 'About $600 more per month',
  },
  resources: [
    {
      name: 'ChatGPT',
      description: "OpenAI's assistant; the free plan is enough for every exercise in this course.",
      type: 'tool',
      url: 'https://chatgpt.com',
      isPremium: false,
    },
    {
      name: 'Claude',
      description: "Anthropic's assistant, strong at long documents and natural-sounding writing; free plan available.",
      type: 'tool',
      url: 'https://claude.ai',
      isPremium: false,
    },
    {
      name: 'Google Gemini',
      description: "Google's assistant, useful if you or your clients already work in Gmail, Docs and Sheets.",
      type: 'tool',
      url: 'https://gemini.google.com',
      isPremium: false,
    },
    {
      name: 'OpenAI Academy',
      description: 'Free beginner-friendly videos and guides on using ChatGPT well at work.',
      type: 'course',
      url: 'https://academy.openai.com',
      isPremium: false,
    },
  ],
} satisfies LessonInput;
