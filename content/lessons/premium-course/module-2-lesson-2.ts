import type { LessonInput } from '../lesson-schema';

export default {
  id: 'ai-automation-routing-and-errors',
  title: 'AI Automations That Classify, Route and Recover from Errors',
  description:
    'Design multi-branch automations on paper, build an AI inbox-triage scenario in Make with a router, handle errors and costs properly, protect client data, and package the result as a care retainer.',
  duration: 45,
  estimatedReadTime: 10,
  isPremium: true,
  courseId: 'premium-course',
  module: 2,
  order: 2,
  sections: [
    {
      id: 'design-on-paper',
      title: 'Design the pipeline before you build it',
      content: [
        'The enquiry workflow from the starter course had one path: every form entry got the same treatment. Real client work involves decisions. A shared inbox receives sales leads, support requests, invoices, job applications and spam, and each needs something different to happen. Before opening Make or Zapier, sketch the pipeline: the inputs, each decision point, the possible outcomes, who owns each outcome, and what happens when a step fails. A table with columns for "if", "then" and "owner" is enough.',
        'Then ask your assistant to attack the design: "Here is an email-triage workflow design. List ten realistic emails that would be handled wrongly or not at all, and suggest a rule for each." You will discover cases like a customer who is both complaining and asking for a quote, a reply to an old thread, or a message with only an attachment. It is much cheaper to solve these on paper than after a client\'s important email has been filed as spam.',
        'Notice that in this kind of pipeline the AI step\'s main job is classification and extraction, not writing. It reads an email and returns a category and a few fields as structured data, the technique from the previous lesson. This plays to what language models do reliably, and it keeps every decision visible in a log, so you can audit and improve it.',
      ],
    },
    {
      id: 'build-a-router',
      title: 'Build an inbox triage scenario in Make',
      content: [
        'Start with the trigger: Gmail "Watch emails" on the client\'s enquiries inbox (Microsoft 365 has an equivalent module). Add an AI module: either OpenAI with your client\'s API key, or Make\'s own AI modules, which are billed in Make credits. Prompt it to return JSON only: "Classify this email into exactly one category: SALES_LEAD, SUPPORT, BILLING, SPAM or OTHER. If you are not sure, choose OTHER. Extract: sender_name, company, phone, summary (max 20 words), urgency (HIGH or NORMAL). Use null when a field is missing. Return only JSON." Where the module offers a structured or JSON output option, switch it on; otherwise add a Parse JSON module after it.',
        'Next add a Router, with a filter on each route based on the category. SALES_LEAD: create or update the contact in HubSpot\'s free CRM, create a deal, and create a Gmail draft reply with the booking link. SUPPORT: post the summary to the support channel in Slack or Teams and add a row to the support log sheet. BILLING: forward to the bookkeeper. SPAM: apply a label and never delete anything automatically. OTHER: apply a "Needs human" label. Finally, log every email processed (date, sender domain, category, route taken) to a Google Sheet, which is your audit trail.',
        'Do not trust a model\'s own statement of how confident it is; self-reported confidence is unreliable. Instead make uncertainty a category ("if you are not sure, choose OTHER") and route it to a person. For the first month, spot-check 20 logged emails a week against the actual inbox and count misroutes. If the rate is above a few percent, look at the failures, add examples of them to the prompt, and check again the following week.',
      ],
      realWorldData: [
        {
          task: 'Sorting and forwarding 40 inbox emails a day for a small firm',
          timeWithoutAI: '60–75 minutes a day',
          timeWithAI: '10–15 minutes reviewing the "Needs human" label',
          improvement: 'About 80% less time',
          hourlyValue: '$30/hour (office manager time)',
        },
        {
          task: 'Entering new sales leads into the CRM',
          timeWithoutAI: '5 minutes per lead, often forgotten',
          timeWithAI: 'Automatic, checked weekly',
          improvement: 'No lost leads; about 3 hours a month saved',
          hourlyValue: '$40/hour',
        },
      ],
    },
    {
      id: 'reliability-costs-privacy',
      title: 'Reliability, cost control and data protection',
      content: [
        'Automations fail in ordinary ways: a connection expires, an API times out, an email arrives in a format you did not expect. In Make, right-click a module to add an error handler. Resume continues with a fallback value you provide, Ignore skips the item, Break stores the run as an incomplete execution so it can be retried (switch on storing incomplete executions in the scenario settings), and Rollback or Commit end the run. A sensible default: Break with automatic retries on the AI and CRM modules, plus a route that messages you when something still fails. In Zapier, paid plans can replay failed steps automatically, and Paths and Filters play the role of Make\'s router.',
        'Keep AI costs predictable. Classification works well on smaller, cheaper models, and you rarely need more than the first 2,000 characters of an email to classify it, so trim the input. Set a monthly budget limit on the client\'s OpenAI API account, and remember that Make\'s own AI modules consume extra credits based on usage. At small-business volumes the AI part typically costs a few dollars a month, but a loop bug can burn through a month\'s budget in an hour, which is exactly why limits exist.',
        'These pipelines process personal data on your client\'s behalf. Under the UK and EU GDPR that usually makes the client the controller and you a processor, so have a short written agreement covering what you handle and how. Send the AI only the fields it needs, build on the client\'s own accounts, check each provider\'s data-processing terms (OpenAI states that data sent through its API is not used for training by default), and keep a one-page record of which data flows to which service.',
      ],
      toolRecommendations: [
        {
          name: 'Make',
          purpose: 'Visual scenarios with routers, filters and detailed error handlers',
          monthlyRevenuePotential: 'Core platform for $1,000–$2,500 builds plus $150–$500/month care plans',
          difficulty: 'Intermediate',
          cost: 'Free plan of about 1,000 credits/month; paid from about $10/month',
        },
        {
          name: 'Zapier',
          purpose: 'The same patterns with Paths and Filters, in the easiest interface',
          monthlyRevenuePotential: 'Similar builds for clients who already use Zapier',
          difficulty: 'Beginner',
          cost: 'Free plan limited to two-step Zaps; paid from about $20/month',
        },
        {
          name: 'n8n',
          purpose: 'Open-source workflows you can self-host for many clients',
          monthlyRevenuePotential: 'Better margins for agencies running dozens of workflows',
          difficulty: 'Advanced',
          cost: 'Free to self-host; cloud plans from about $20–$25/month',
        },
        {
          name: 'HubSpot free CRM',
          purpose: 'Destination for classified sales leads and deals',
          monthlyRevenuePotential: 'Makes lead-handling workflows measurable for the client',
          difficulty: 'Beginner',
          cost: 'Free; paid hubs optional',
        },
      ],
    },
    {
      id: 'package-as-retainer',
      title: 'Package it, hand it over and charge for care',
      content: [
        'A professional handover includes the scenario itself on the client\'s accounts, a one-page diagram of the routes, a short screen recording walking through it, your test log showing the awkward cases you tried, and an owner\'s checklist: what to do when an alert arrives and who to call. This package is what separates you from someone who "set up a Zap" and disappeared.',
        'Price the build on its value and complexity: a three-to-five-branch triage scenario for a small firm commonly sells for $1,000–$2,500. Then offer a care retainer of $150–$500 a month covering monitoring, a monthly accuracy report, prompt tuning, fixes when connected apps change, and a set number of small changes. The monthly report is what keeps the retainer: "412 emails processed, 96% routed correctly on spot-check, 14 leads added to the CRM, about 20 hours saved."',
        'As you add clients, you may look at n8n, which you can self-host to run many workflows for a low fixed cost. That saving comes with responsibility for the server\'s security, updates and backups, so move to it only when you, or someone you hire, can run it properly. For most freelancers, building on each client\'s own Make or Zapier account remains simpler and safer.',
      ],
      profitOpportunities: [
        {
          opportunity: 'AI inbox triage for professional-services firms',
          timeToImplement: '1–2 weeks per client including testing',
          potentialMonthlyRevenue: '$1,000–$2,500 build plus $150–$500/month care',
          difficulty: 'Intermediate',
        },
        {
          opportunity: 'Lead routing from forms, email and chat into a CRM with follow-up drafts',
          timeToImplement: '1 week per client',
          potentialMonthlyRevenue: '$800–$1,800 build plus $150–$300/month care',
          difficulty: 'Intermediate',
        },
      ],
      examples: [
        {
          company: 'A four-person accounting practice',
          use: 'Shared inbox triaged into new-client enquiries, document uploads, billing questions and "needs human"',
          impact: 'Partners stopped checking the shared inbox several times a day',
          revenue: 'Built for $1,800; $300/month care plan',
        },
        {
          company: 'A wedding venue',
          use: 'Enquiries classified by event date and guest count, with leads and draft replies in the CRM',
          impact: 'Every enquiry answered the same day in peak season',
          revenue: 'Built for $1,200; $200/month care plan',
        },
      ],
    },
  ],
  quiz: {
    question: 'In an AI inbox-triage workflow, what should happen to an email the AI is not sure how to classify?',
    options: [
      'Put it in the most common category so the workflow keeps moving',
      'Delete it to keep the inbox clean',
      'Route it to a "Needs human" label or queue so a person decides',
      'Automatically ask the sender to resend it with a clearer subject line',
    ],
    correct: 2,
    explanation:
      'Making uncertainty its own category and sending it to a person keeps mistakes away from customers and gives you examples for improving the prompt. Guessing the common category hides errors, deleting risks losing important mail, and asking senders to resend annoys customers over a problem that is yours to fix.',
  },
  actionItem: {
    title: 'Design and build a three-branch triage scenario',
    instruction:
      'Pick a real inbox (yours or a willing client\'s), design the pipeline on paper, then build and test at least three routes plus a "Needs human" route in Make or Zapier.',
    steps: [
      {
        question: 'What are your categories, routes and owners?',
        examples: [
          'SALES_LEAD → CRM + draft reply (owner: me); SUPPORT → Slack (owner: assistant); OTHER → label (owner: me)',
          'BOOKING → calendar request sheet; INVOICE → bookkeeper; SPAM → label only; OTHER → Needs human',
        ],
      },
      {
        question: 'Which edge cases did your assistant find, and what rule did you add for each?',
        examples: [
          'Complaint plus quote request: classify as SUPPORT and mention the quote in the summary',
          'Reply to an old thread: classify by the newest message only',
          'Attachment with no text: route to OTHER',
        ],
      },
      {
        question: 'Which error handlers and limits did you set?',
        examples: [
          'Break with three retries on the AI and CRM modules; alert route to my email',
          'Email text trimmed to 2,000 characters; $10 monthly budget on the API account',
        ],
      },
      {
        question: 'What did your first 20-email spot-check show?',
        examples: [
          '18 correct, 2 newsletters sent to OTHER instead of SPAM: added newsletter examples to the prompt',
          'All correct, but one lead had the phone number in the signature image, so I noted the limitation',
        ],
      },
    ],
    expectedOutcome:
      'A working triage scenario with at least three routes, a "Needs human" route, error handling, cost limits, an audit log and a first accuracy check, plus a one-page diagram you could hand to a client.',
  },
  keyTakeaways: [
    'Design decisions, owners and failure paths on paper, and let AI find edge cases before you build.',
    'Use the AI step to classify and extract as structured data; routers and filters do the rest.',
    'Make uncertainty a category routed to a person; do not rely on self-reported confidence.',
    'Add error handlers, retries, alerts and budget limits to every production workflow.',
    'Treat client data as a processor would, and sell builds with a care retainer backed by monthly reports.',
  ],
  moneyMakingTip:
    'Put a number on the care plan before the build starts. Clients accept a retainer far more readily when it is part of the original proposal ("build $1,500, then $250 a month to keep it accurate") than when it appears after handover.',
  successStory: {
    name: 'Sofia (illustrative example)',
    business: 'Automation consultant for small professional-services firms',
    challenge:
      'An accounting practice\'s shared inbox held 50–70 emails a day, and new-client enquiries were sometimes missed for days among document uploads and newsletters.',
    solution:
      'Sofia mapped the routes on paper with the office manager, built a five-route Make scenario with a "Needs human" label, error handling and a log sheet, and ran weekly spot-checks for the first month.',
    result:
      'Misroutes fell from 9% in week one to about 2% after prompt fixes. New enquiries now reach a partner the same day, and the practice referred her to two other firms.',
    timeframe: '6 weeks',
    revenue: '$1,800 build plus $300/month care, then two similar clients',
  },
  resources: [
    {
      name: 'Make Help Center',
      description: 'Official documentation for routers, filters, error handlers and credits.',
      type: 'documentation',
      url: 'https://help.make.com',
      isPremium: false,
    },
    {
      name: 'n8n',
      description: 'Open-source workflow automation you can self-host or use in the cloud.',
      type: 'tool',
      url: 'https://n8n.io',
      isPremium: false,
    },
    {
      name: 'OpenAI Platform',
      description: 'API keys, usage limits and documentation for AI steps in automations.',
      type: 'documentation',
      url: 'https://platform.openai.com',
      isPremium: false,
    },
    {
      name: 'Information Commissioner\'s Office (ICO)',
      description: 'The UK data protection regulator, with plain-English guidance on controllers and processors.',
      type: 'guide',
      url: 'https://ico.org.uk',
      isPremium: false,
    },
  ],
} satisfies LessonInput;
