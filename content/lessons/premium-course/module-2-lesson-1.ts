import type { LessonInput } from '../lesson-schema';

export default {
  id: 'prompt-chains-and-custom-assistants',
  title: 'Prompt Chains and Reusable AI Assistants',
  description:
    'Split large deliverables into prompt chains with checkpoints, package your best chains as custom GPTs, Projects or Gems, get AI to fill tables instead of paragraphs, and add quality gates that make the work safe to sell.',
  duration: 45,
  estimatedReadTime: 10,
  isPremium: true,
  courseId: 'premium-course',
  module: 2,
  order: 1,
  sections: [
    {
      id: 'why-chains',
      title: 'Why single prompts hit a ceiling',
      content: [
        'In the starter course one well-briefed prompt produced one piece of work: an email, a week of captions, a set of product descriptions. That approach breaks down on bigger deliverables such as a 2,000-word guide, a competitor review or a client onboarding pack. Ask for everything at once and the model compresses: it skips steps, smooths over gaps in its information and gets noticeably thinner in the middle. Professionals split the job into stages, each with its own focused prompt and a checkpoint where a person reviews the output before it feeds the next stage. That sequence is a prompt chain.',
        'A dependable five-link chain for written deliverables looks like this. 1, Gather: collect source material, either the client\'s own documents or research with linked sources from Perplexity or ChatGPT search. 2, Outline: propose a structure and list the evidence each part will use; you approve or edit it. 3, Draft: write one section at a time, feeding in only the sources for that section. 4, Critique: score the draft against a rubric (covered later in this lesson). 5, Finish: fix what the critique found and format for delivery. You stay in control at every joint, which is exactly where one long prompt takes control away from you.',
        'Here is the chain applied to a "local market snapshot" that a marketing freelancer might sell to an estate agent each month. Gather: "From the sources below, list every figure with its source and date; write UNKNOWN where a figure is missing." Outline: "Propose a 5-section outline for homeowners considering selling in the next six months, using only the listed figures." Draft: "Write section 2 using only facts 3, 4 and 7." Each prompt is short because it does one job, and each output is easy to check because you know precisely what should be in it.',
      ],
      realWorldData: [
        {
          task: 'Monthly 1,500-word market report for a client',
          timeWithoutAI: '6 hours',
          timeWithAI: '2 hours with a five-link chain and checks',
          improvement: 'About 65% faster',
          hourlyValue: '$60/hour',
        },
        {
          task: 'Competitor comparison of five local businesses',
          timeWithoutAI: '4 hours',
          timeWithAI: '75 minutes, with every claim linked to a source',
          improvement: 'About 70% faster',
          hourlyValue: '$50/hour',
        },
      ],
    },
    {
      id: 'reusable-assistants',
      title: 'Package your best chains as reusable assistants',
      content: [
        'When you run the same chain for several clients, stop pasting the steps in by hand and package them. ChatGPT\'s custom GPTs store instructions, knowledge files and conversation starters as a tool you reuse across clients; creating one requires a paid plan, and you can share it with others. Projects in ChatGPT and Claude work better as a workspace per client: one place holding that client\'s instructions, files and past chats. Gemini\'s equivalent of a custom assistant is called a Gem. A simple rule: build a GPT or Gem for a method, and a Project for a client.',
        'Write the instructions like a standard operating procedure, not a personality. Include the purpose ("produces a first-draft monthly market snapshot for estate agents"), the inputs it must ask for before starting, the chain as numbered steps with a pause for your approval after the outline, the output format, and the rules: never invent figures, write UNKNOWN when data is missing, mark assumptions in [brackets], British or American spelling as the client uses. Then test it on three past jobs where you already know what good output looks like.',
        'Knowledge files do the rest: the client\'s voice guide and ban list from the starter course, their service list and prices, FAQs and two or three examples of excellent past work. Keep them short and current, because an out-of-date price list in a knowledge file produces wrong answers with total confidence. Treat anything you put into a shared assistant as potentially visible to its users: people have coaxed shared GPTs into revealing their instructions and files, so never put confidential client data into an assistant that anyone outside the client can use.',
      ],
      toolRecommendations: [
        {
          name: 'ChatGPT custom GPTs',
          purpose: 'Package a method (instructions, files, steps) as a reusable tool',
          monthlyRevenuePotential: 'Lets one person deliver $2,000–$5,000/month of repeatable reports or content',
          difficulty: 'Intermediate',
          cost: 'Creating GPTs needs a paid plan, from about $20/month',
        },
        {
          name: 'Claude Projects',
          purpose: 'A workspace per client with long reference documents and instructions',
          monthlyRevenuePotential: 'Supports retainers of $500–$1,500 per client',
          difficulty: 'Beginner',
          cost: 'Free plan with limits; Pro about $20/month',
        },
        {
          name: 'Gemini Gems',
          purpose: 'Custom assistants for clients who work in Google Workspace',
          monthlyRevenuePotential: 'Supports admin and reporting retainers of $300–$1,000 per client',
          difficulty: 'Beginner',
          cost: 'Available in the Gemini app; paid Google AI plans from about $20/month',
        },
        {
          name: 'Perplexity',
          purpose: 'The Gather link of a chain: current information with sources',
          monthlyRevenuePotential: 'Cuts research time on every report you sell',
          difficulty: 'Beginner',
          cost: 'Free plan; Pro about $20/month',
        },
      ],
    },
    {
      id: 'structured-outputs',
      title: 'Structured outputs: make AI fill tables, not paragraphs',
      content: [
        'A lot of business work ends up in a spreadsheet: lead lists, content calendars, review audits, task lists. Instead of asking for prose, ask for a table with fixed columns, or for CSV text you can paste straight into Google Sheets. Define the columns and the allowed values precisely: "Columns: Date, Platform, Topic, Sentiment (Positive/Neutral/Negative), Urgent (Yes/No), Suggested action. One row per review. Use only the allowed values." Fixed values are what let you sort, filter and, in the next lesson, automate.',
        'Always give the model a way out. Add "If the text does not say, write UNKNOWN" for every column, otherwise it will fill empty cells with plausible guesses. For larger jobs, upload a CSV to ChatGPT and ask it to analyse the data; it runs real calculations and can produce charts. Still check the totals yourself with a quick COUNTIF or SUM in Sheets before a figure goes into a client report, because the analysis is only as good as the way it read the columns.',
      ],
      examples: [
        {
          company: 'A reputation-management freelancer',
          use: 'Turns 60 Google reviews into a table of topic, sentiment, urgency and suggested reply',
          impact: 'A monthly review audit that took a day now takes about 90 minutes',
          revenue: 'Sold as a $250/month add-on to review-reply services',
        },
        {
          company: 'A virtual assistant for a training company',
          use: 'Extracts attendee feedback from forms into a scored table per course',
          impact: 'Trainers get a one-page summary the day after each course',
          revenue: 'Part of a $600/month admin retainer',
        },
      ],
    },
    {
      id: 'quality-gates',
      title: 'Quality gates: rubrics, second opinions and sign-off',
      content: [
        'A rubric turns "is this good?" into something checkable. Pick five or six criteria that matter to the client, such as accuracy to sources, answers the brief, matches the voice guide, specific rather than generic, and clear next step, and define what a 5 and a 1 look like for each. Then prompt: "Score this draft 1–5 on each criterion, quote the sentence that justifies each score, and rewrite any part that scores below 4." Quoting forces the critique to point at real text rather than offer vague praise.',
        'For important work, get a second opinion from a different model: paste the draft into Claude if you wrote it in ChatGPT, or the other way round, and ask it to list every factual claim that needs verifying. Different models miss different things. But the final gate is always human: open the sources, recalculate the numbers and read the piece as the client\'s customer would.',
        'Finally, write the chain down as a procedure: each step, its prompt, its checkpoint and how long it normally takes. That document is what lets you price the work confidently in the Revenue Optimization module and hand it to a contractor in the Business Scaling module. A chain that lives only in your head cannot be sold, priced or delegated.',
      ],
      framework: {
        identify: [
          'Pick a deliverable you produce at least twice a month',
          'List where one-prompt versions go wrong: gaps, padding, invented facts',
        ],
        implement: [
          'Split it into Gather, Outline, Draft, Critique and Finish, with checkpoints',
          'Package it as a custom GPT, Project or Gem with knowledge files',
        ],
        optimize: [
          'Add a scored rubric and a second-model fact check',
          'Update the instructions whenever you make the same correction twice',
        ],
        scale: [
          'Document the chain with timings so it can be priced and delegated',
          'Reuse the method for a new niche by swapping the knowledge files',
        ],
      },
    },
  ],
  quiz: {
    question:
      'Why does a prompt chain with checkpoints usually produce better large deliverables than one long prompt?',
    options: [
      'Each stage has one focused job, and you can correct its output before it feeds the next stage',
      'AI tools charge less for several short prompts than for one long one',
      'Chained prompts prevent the model from ever making factual mistakes',
      'Custom GPTs only work with chained prompts',
    ],
    correct: 0,
    explanation:
      'A chain gives the model one focused job per step and gives you a checkpoint at every joint, so errors are caught before they spread through the rest of the work. Pricing is not the reason, chains still need fact-checking, and custom GPTs work with any instructions.',
  },
  actionItem: {
    title: 'Build your first chain and package it as an assistant',
    instruction:
      'Choose a deliverable you already sell or plan to sell, build a five-link chain for it, then package it as a custom GPT, Claude Project or Gemini Gem and test it on a past job.',
    steps: [
      {
        question: 'Which deliverable are you turning into a chain, and what goes wrong when you do it in one prompt?',
        examples: [
          'Monthly client newsletter: one prompt gives generic tips and forgets the client\'s offers',
          'Competitor review: one prompt invents prices that I then have to hunt down',
        ],
      },
      {
        question: 'What are your five links and where are the checkpoints?',
        examples: [
          'Gather client updates, outline (I approve), draft each section, rubric score, final format',
          'Perplexity research with links, table of findings (I verify), draft, second-model fact check, finish',
        ],
      },
      {
        question: 'What is in your assistant\'s instructions and knowledge files?',
        examples: [
          'Purpose, required inputs, numbered chain, output template, "write UNKNOWN, never guess"',
          'Voice guide, ban list, service list with current prices, two past newsletters',
        ],
      },
      {
        question: 'How did it do on a past job compared with what you delivered?',
        examples: [
          'Outline matched mine; the draft needed a new rule about not repeating last month\'s tips',
          'It took 50 minutes instead of 2.5 hours; the rubric caught one unsupported claim',
        ],
      },
    ],
    expectedOutcome:
      'A documented five-link chain and a working assistant that produces a checkable first draft of one of your deliverables, tested against a real past job with timings recorded.',
  },
  keyTakeaways: [
    'Large deliverables need prompt chains: Gather, Outline, Draft, Critique, Finish, with checkpoints.',
    'Use a custom GPT or Gem for a reusable method, and a Project for each client.',
    'Write assistant instructions like a procedure, and keep knowledge files short and current.',
    'Ask for tables with fixed values and an UNKNOWN option so AI output is sortable and honest.',
    'A scored rubric, a second-model check and a human sign-off make AI work safe to sell.',
  ],
  moneyMakingTip:
    'Once a chain is documented and packaged, sell the deliverable as a fixed-price monthly product rather than a one-off. A report that used to take six hours and now takes two, with better checks, can be priced on its value to the client while your effective hourly rate roughly triples.',
  successStory: {
    name: 'Daniel (illustrative example)',
    business: 'Freelance writer producing monthly market updates for estate agents',
    challenge:
      'Each agent\'s monthly update took Daniel most of a day, and his single-prompt drafts kept including figures he could not trace, so checking took longer than writing.',
    solution:
      'He built a five-link chain where every figure had to come from a source table he approved, packaged it as a custom GPT with each agent\'s voice guide in a separate Project, and added a rubric check.',
    result:
      'Updates now take about two hours each with fewer corrections from clients, which let him take on three more agencies without working evenings.',
    timeframe: '2 months',
    revenue: 'From $1,200 to about $2,100/month',
  },
  resources: [
    {
      name: 'Explore GPTs',
      description: "ChatGPT's directory of custom GPTs, and where you create your own on a paid plan.",
      type: 'tool',
      url: 'https://chatgpt.com/gpts',
      isPremium: false,
    },
    {
      name: 'Anthropic documentation',
      description: "Anthropic's official guides, including prompt engineering techniques that apply to any assistant.",
      type: 'documentation',
      url: 'https://docs.anthropic.com',
      isPremium: false,
    },
    {
      name: 'Google Gemini',
      description: 'Where you create and manage Gems.',
      type: 'tool',
      url: 'https://gemini.google.com',
      isPremium: false,
    },
  ],
} satisfies LessonInput;
