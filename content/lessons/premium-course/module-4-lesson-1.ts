import type { LessonInput } from '../lesson-schema';

export default {
  id: 'content-engine-for-clients',
  title: 'Advanced Content Systems: A Content Engine You Can Run for Clients',
  description:
    'Turn one recorded conversation a week into 15–30 assets with a documented pipeline, a Notion content hub, automated hand-offs, search-friendly publishing and monthly measurement, then sell it as a retainer.',
  duration: 60,
  estimatedReadTime: 9,
  isPremium: true,
  courseId: 'premium-course',
  module: 4,
  order: 1,
  sections: [
    {
      id: 'from-batches-to-an-engine',
      title: 'From batches to an engine',
      content: [
        'The starter course taught a 90-minute batch session for one business. That works for one client; at three or more it falls apart, because every batch depends on you remembering each client\'s voice, status and deadlines. A content engine is a documented pipeline with the same five stages for every client: Capture, Transcribe, Atomise, Produce, and Publish and Measure. Because the stages never change, you can track them, automate the hand-offs between them and eventually hand parts of them to someone else.',
        'Capture is the stage that makes the engine worth paying for. Instead of asking AI to invent topics, record a 20–30 minute conversation with the client each week or fortnight: you ask five questions from their customers\' real questions, and they answer as they would to a customer. An existing podcast, webinar or sales call (with permission) works too. Atomise then means pulling 10–15 usable ideas, stories, opinions and quotable lines out of the transcript, each tagged with its timestamp so every piece can be checked against what the client actually said.',
        'This structure also answers the biggest weakness of AI content: sameness. Every post in the engine starts from the client\'s own expertise, examples and opinions, which no competitor using the same tools can copy. Search engines and readers increasingly reward first-hand experience, and clients happily pay for content that sounds like them on a good day.',
      ],
      profitOpportunities: [
        {
          opportunity: 'Content engine retainer for professional-services firms',
          timeToImplement: '3–4 weeks to build the system for your first client',
          potentialMonthlyRevenue: '$1,500–$4,000 per client',
          difficulty: 'Advanced',
        },
        {
          opportunity: 'Podcast or webinar repurposing engine for coaches and consultants',
          timeToImplement: '2–3 weeks',
          potentialMonthlyRevenue: '$800–$2,000 per client',
          difficulty: 'Intermediate',
        },
      ],
    },
    {
      id: 'content-hub',
      title: 'The content hub: one database for every asset',
      content: [
        'Build a single Notion database (Airtable works too) where every asset is a row. Useful properties: client, pillar, channel, format, status, source timestamp, publish date, link to the design, link to the live post, and results. Use one set of statuses for everything: Idea, Drafted, In review, Approved, Scheduled, Published. A board view by status shows you what is stuck; a calendar view by publish date shows gaps; a filtered view per client becomes their approval page.',
        'Next to the database, give each client a knowledge page: voice guide and ban list, current offers and prices, FAQs, words they love and hate, and compliance notes, such as health claims a clinic must never make or financial promises an adviser cannot. Load the same material into that client\'s Claude or ChatGPT Project from the Advanced AI Workflows module, so every draft starts from the current facts. Update it at each monthly review.',
        'Approvals are where content engines stall. Agree a simple rule at the start: drafts are shared in the client\'s review view every Monday, they approve or comment by Wednesday, and anything unapproved moves to the following week rather than being published unseen. Comments go on the item itself, never in scattered emails or chat messages.',
      ],
      toolRecommendations: [
        {
          name: 'Notion',
          purpose: 'Content database, client knowledge pages and approval views',
          monthlyRevenuePotential: 'Runs engines for 3–5 clients worth $5,000–$12,000/month combined',
          difficulty: 'Intermediate',
          cost: 'Free plan; Plus about $10–$12 per person/month; AI included in Business (about $20)',
        },
        {
          name: 'Descript',
          purpose: 'Record remote interviews, transcribe, and cut video clips from the transcript',
          monthlyRevenuePotential: 'Turns one recording into clips worth $300–$800/month per client',
          difficulty: 'Intermediate',
          cost: 'Free plan; paid from about $15–$25/month',
        },
        {
          name: 'Claude or ChatGPT Projects',
          purpose: 'Per-client drafting with the knowledge page loaded',
          monthlyRevenuePotential: 'Keeps drafting time to minutes per asset',
          difficulty: 'Beginner',
          cost: 'Free plans with limits; paid about $20/month',
        },
      ],
    },
    {
      id: 'automate-the-handoffs',
      title: 'Automate the hand-offs, not the judgement',
      content: [
        'The repetitive moves between stages are good automation candidates. A Make scenario can watch a Google Drive folder for new recordings, send the audio to a transcription module (OpenAI\'s transcription is available in Make; Descript exports transcripts if you record there), pass the transcript to an AI module that returns 10–15 ideas as structured data (title, pillar, quote, timestamp, suggested formats), create one Notion row per idea with status Idea, and send you a message that the batch is ready.',
        'From there, you choose which ideas to develop; this is editorial judgement and stays human. For approved ideas, a second scenario or a few manual prompts create channel drafts from the client\'s voice guide: a LinkedIn post, a carousel outline, a short-video script, an email paragraph. You edit every draft, the visuals come from the client\'s Canva templates, and approved items are scheduled through Buffer, which connects to both Make and Zapier.',
        'Check transcripts wherever names, numbers or technical terms appear: speech-to-text regularly mishears product names and figures, and an error in a quote attributed to your client is embarrassing for both of you. Keep the timestamp on every asset so any claim can be traced back to the recording in seconds.',
      ],
      realWorldData: [
        {
          task: 'Turning a 30-minute interview into 15 draft assets',
          timeWithoutAI: '8–10 hours',
          timeWithAI: '2.5 hours including editing',
          improvement: 'About 70% faster',
          hourlyValue: '$60/hour',
        },
        {
          task: 'Tracking status, approvals and deadlines for 3 clients',
          timeWithoutAI: '3 hours a week of emails and spreadsheets',
          timeWithAI: '45 minutes a week in one database',
          improvement: 'About 75% less admin',
          hourlyValue: '$40/hour',
        },
      ],
    },
    {
      id: 'search-and-measurement',
      title: 'Search, AI answers and measurement',
      content: [
        'Google\'s published position is that it rewards helpful, reliable, people-first content however it is produced, and that using automation to mass-produce pages mainly to manipulate rankings breaks its spam policies on scaled content abuse. So the engine should publish fewer, better articles: built on the client\'s real examples, with a named author, clear answers to real questions, and a human editor. The same fundamentals are what get pages cited in AI-generated answers such as Google\'s AI Overviews and ChatGPT search.',
        'Choose topics from evidence. Google Search Console (free) shows the searches a client\'s site already appears for; export them and ask AI to cluster them into topics and flag questions the site answers badly. Add the questions customers ask on calls and in emails. Each interview can then target one cluster, so the content builds authority on a few subjects rather than spreading thin.',
        'Report monthly on what the client cares about: assets published, reach, engagement, website clicks and, above all, enquiries. Use tagged links (UTM parameters) on posts and ask every new customer how they heard about the business. Let AI draft the commentary from the numbers, then check every figure yourself and finish with one recommendation for next month.',
      ],
      framework: {
        identify: [
          'Pick one client with expertise worth capturing',
          'Map their pillars and the top questions customers ask',
        ],
        implement: [
          'Set up the Notion hub, knowledge page and approval rule',
          'Run one interview through Capture, Transcribe, Atomise, Produce, Publish',
        ],
        optimize: [
          'Automate the transcript-to-ideas hand-off in Make',
          'Use Search Console data and enquiry tracking to steer topics',
        ],
        scale: [
          'Duplicate the hub and scenarios for each new client',
          'Delegate editing or design once each stage has a written procedure',
        ],
      },
    },
  ],
  quiz: {
    question: 'Which use of AI for a client\'s blog is in line with Google\'s published guidance?',
    options: [
      'Using AI to help produce fewer, genuinely helpful articles built on the client\'s own expertise and reviewed by a person',
      'Publishing hundreds of AI-written pages that target every variation of a keyword',
      'Avoiding AI entirely, because Google penalises any AI-assisted content',
      'Running AI text through a "humaniser" tool so that nobody can tell',
    ],
    correct: 0,
    explanation:
      'Google evaluates content on helpfulness and reliability, not on whether AI was involved, and treats mass-produced pages made to manipulate rankings as spam. Articles built on real expertise and edited by a person meet that standard; disguising thin content does not make it helpful.',
  },
  actionItem: {
    title: 'Run one full cycle of the engine',
    instruction:
      'Set up the engine for one client, or for your own business, and take a single recorded conversation all the way to scheduled assets.',
    steps: [
      {
        question: 'Which five questions will you ask in the capture interview, and where do they come from?',
        examples: [
          'The three questions the clinic\'s receptionist hears most, plus two common myths patients believe',
          'Questions from the client\'s Search Console queries and last month\'s sales calls',
        ],
      },
      {
        question: 'How is your Notion hub set up?',
        examples: [
          'Properties: client, pillar, channel, status, timestamp, publish date, links, results; board and calendar views',
          'One filtered "Review" view per client shared with them; approval rule agreed by email',
        ],
      },
      {
        question: 'What did the transcript produce, and what did you have to correct?',
        examples: [
          '14 ideas; 6 approved; the transcript turned the product name into two different words',
          '12 ideas; one statistic the client half-remembered was removed until they confirmed it',
        ],
      },
      {
        question: 'How long did each stage take, and which hand-off will you automate first?',
        examples: [
          'Capture 30 min, transcript check 20, ideas 15, drafting 90, design 45: automate transcript to Notion first',
          'Scheduling took longest: connect Buffer to the Approved status',
        ],
      },
    ],
    expectedOutcome:
      'One interview turned into at least ten edited, approved or scheduled assets tracked in a Notion hub, with timings for each stage and one hand-off automated or planned.',
  },
  keyTakeaways: [
    'An engine runs the same five stages for every client: Capture, Transcribe, Atomise, Produce, Publish and Measure.',
    'Start from the client\'s recorded expertise; it is the cure for generic AI content.',
    'One database with shared statuses, knowledge pages and a clear approval rule keeps clients on schedule.',
    'Automate hand-offs between stages; keep idea selection, editing and fact-checks human.',
    'Follow Google\'s helpful-content guidance and report on enquiries, not just reach.',
  ],
  moneyMakingTip:
    'Sell the engine to businesses whose expertise is their product, such as accountants, architects, consultants and specialist clinics. They have plenty to say, little time to write, and a single new client from content often covers months of your retainer.',
  successStory: {
    name: 'Hannah (illustrative example)',
    business: 'Content engine for a small architecture practice and a landscape design firm',
    challenge:
      'Both firms wanted regular, credible content but their founders had no time to write, and Hannah\'s earlier AI-drafted posts sounded generic and were rarely approved.',
    solution:
      'She switched to a fortnightly 25-minute interview with each founder, built a Notion hub with a Monday-to-Wednesday approval rule, and automated the transcript-to-ideas step in Make.',
    result:
      'Approval rates rose from about half to nearly all drafts, each firm receives around 20 assets a month, and the architecture practice traced two project enquiries to its articles within a quarter.',
    timeframe: '4 months',
    revenue: '$2,000 and $1,600 per month retainers',
  },
  resources: [
    {
      name: 'Creating helpful, reliable, people-first content',
      description: "Google Search Central's guidance on the content its ranking systems aim to reward.",
      type: 'guide',
      url: 'https://developers.google.com/search/docs/fundamentals/creating-helpful-content',
      isPremium: false,
    },
    {
      name: 'Google Search Console',
      description: 'Free data on the searches a site appears for and the clicks it gets.',
      type: 'tool',
      url: 'https://search.google.com/search-console',
      isPremium: false,
    },
    {
      name: 'Notion',
      description: 'Workspace for the content database, client knowledge pages and approval views.',
      type: 'tool',
      url: 'https://www.notion.com',
      isPremium: false,
    },
  ],
} satisfies LessonInput;
