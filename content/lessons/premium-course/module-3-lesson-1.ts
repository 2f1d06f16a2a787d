import type { LessonInput } from '../lesson-schema';

export default {
  id: 'pricing-packages-and-retainers',
  title: 'Revenue Optimization: Price, Package and Grow Revenue per Client',
  description:
    'Stop losing money to hourly billing, build three-tier packages, research prices and positioning with AI, grow revenue per client with a value ladder and retainers, and find the leaks in your own numbers.',
  duration: 75,
  estimatedReadTime: 10,
  isPremium: true,
  courseId: 'premium-course',
  module: 3,
  order: 1,
  sections: [
    {
      id: 'stop-selling-hours',
      title: 'Why hourly pricing punishes you for using AI',
      content: [
        'Suppose a monthly newsletter used to take you six hours and, with the chain you built in the previous module, now takes two. If you bill $40 an hour, your fee falls from $240 to $80, even though the client gets the same or a better newsletter. Hourly billing passes every efficiency gain to the client and caps your income at the hours you can work. The alternative is to price the outcome: a fixed fee for a defined result, based on what that result is worth.',
        'A price needs three inputs. First, value to the client: estimate it with them, conservatively. If a salon misses four enquiries a week and a new client is worth about $300 a year to them, even recovering one enquiry a week is worth several thousand dollars a year. Second, the market rate: what the alternatives cost, whether that is an agency, a part-time hire, or doing nothing. Third, your delivery cost: hours multiplied by the rate you want to earn, plus tools. Your price sits between that cost floor and the value ceiling; a common rule of thumb is that small businesses say yes easily when the price is a modest fraction, perhaps 10–20%, of the first-year value they can see.',
        'Fixed pricing is not a way of hiding AI. Be open that you use AI tools and check the results; what the client pays for is the result, its reliability and your expertise in getting it. Clients rarely ask how long something took when the scope, price and outcome were clear from the start.',
      ],
      realWorldData: [
        {
          task: 'Monthly client newsletter',
          timeWithoutAI: '6 hours',
          timeWithAI: '2 hours',
          improvement: 'Hourly at $40: $240 becomes $80. Fixed price: $300',
          hourlyValue: 'Effective rate rises from $40 to $150/hour',
        },
        {
          task: 'Enquiry-reply automation set-up',
          timeWithoutAI: '10 hours (first build)',
          timeWithAI: '3 hours (from your template)',
          improvement: 'Hourly at $50: $500 becomes $150. Fixed price: $500',
          hourlyValue: 'Effective rate rises from $50 to about $165/hour',
        },
      ],
    },
    {
      id: 'three-tier-packages',
      title: 'Build good-better-best packages',
      content: [
        'Offer three packages instead of one price. When there is only one option, the client decides between yes and no; with three, they decide which one, and most people choose the middle option. The top tier also anchors the others: a $1,100 option makes $650 look reasonable. Make the tiers differ by outcome and scope, not merely by hours. For a content service: Essentials at $350 a month (12 posts), Growth at $650 (12 posts, four short videos and a monthly results report) and Complete at $1,100 (everything in Growth plus the monthly newsletter and a quarterly strategy session).',
        'AI helps you draft packages quickly: "I sell [service] to [client type]. Here is what I can deliver and how long each part takes me: [list]. Propose three packages with names, inclusions, exclusions, and one sentence on why each tier is worth the step up. The middle tier should be the best value. Flag anything that would take me more than [X] hours a month." Then delete anything you cannot deliver reliably every single month. Over-promising on the top tier is the most common mistake.',
        'Protect your margin with scope. Each package needs clear inclusions, a revision limit (two rounds is common), turnaround times, what the client must provide and by when, and what costs extra. Put it in a one-page agreement the client signs. Scope creep, with small extras that become expected, is how fixed pricing turns back into unpaid hours.',
      ],
      profitOpportunities: [
        {
          opportunity: 'Three-tier monthly content packages',
          timeToImplement: '1 week to design and price',
          potentialMonthlyRevenue: '$350–$1,100 per client',
          difficulty: 'Intermediate',
        },
        {
          opportunity: 'Fixed-price automation packages (single workflow, multi-workflow, full operations)',
          timeToImplement: '1–2 weeks',
          potentialMonthlyRevenue: '$500–$3,000 per project plus care plans',
          difficulty: 'Intermediate',
        },
      ],
    },
    {
      id: 'research-prices-and-positioning',
      title: 'Research prices and positioning with AI',
      content: [
        'Before you set numbers, gather evidence. Use Perplexity or ChatGPT with search: "Find published prices for social media management packages for small businesses in [country or city]. List the provider, package name, price, what is included, and the source link." Open every link: prices get misread and pages go out of date. Many agencies do not publish prices at all, so treat what you find as a range rather than a benchmark, and sense-check it with two or three peers from your community.',
        'The most valuable research is your own customers\' words. With permission, record short interviews with three to five pilot clients about the problem before they hired you, what changed, and what nearly stopped them buying. Transcribe them and ask: "Extract the pains, desired outcomes, objections and exact phrases these clients use. Group similar points and quote each one." Use their phrases on your sales page and in your proposals; customers trust language that sounds like their own thinking.',
        'Finally, decide on positioning. A generalist "AI helper for businesses" competes on price. A specialist ("enquiry and booking automation for salons") can charge more because they speak the client\'s language, bring proven examples and reuse templates, which also makes delivery faster. Choose a niche where you already have a case study from the starter course and access to more clients like it.',
      ],
    },
    {
      id: 'revenue-per-client',
      title: 'Grow revenue per client with a value ladder',
      content: [
        'It is far easier to sell more to a happy client than to find a new one. Map a ladder: an entry offer (a $150–$500 audit or one-off job), a core project ($500–$2,500), a monthly retainer ($300–$1,500) and expansion work (new workflows, channels or locations). Plan the next step before each project ends. Book a 30-day review meeting at kickoff, where you show results and propose the next rung. The AI Strategy Generator in the final module of this course produces exactly this kind of plan for each client.',
        'Retainers should pay for ongoing outcomes, not for being on call: monitoring, monthly improvements, reporting and a set amount of new work. The monthly report is what keeps a retainer alive. Generate its first draft with AI from your logs and metrics, covering what was done, the results against last month, and one recommended next step, then check every number yourself before sending.',
        'Review prices once a year. Raise them for new clients first; for existing clients, give at least 30 days\' notice, explain what has improved, and consider honouring the old price for a few months as thanks for their loyalty. A steady 10–15% increase for clients who get more value each year is normal in service businesses and rarely loses good clients.',
      ],
    },
    {
      id: 'find-revenue-leaks',
      title: 'Find and fix revenue leaks with AI',
      content: [
        'Revenue leaks quietly: proposals sent and never followed up, invoices paid late, extra work never billed, retainers cancelled without anyone asking why. Plug the obvious holes with automation: a CRM task to follow up every proposal after three and seven days, automatic payment reminders from your invoicing tool (Stripe, QuickBooks, Xero and Wave all offer them), and a monthly check of time spent against fee for every client.',
        'Then look at your numbers. Export a year of invoices and tracked time to a spreadsheet, with client names replaced by codes, and upload it to ChatGPT: "Calculate the effective hourly rate per client, flag any client below $60 an hour, show the trend by month, and list which services earn the most per hour." Check the key figures with your own formulas before acting on them. Most people discover one or two clients who take a third of their time for a tenth of their income, and that finding alone often justifies this whole module.',
      ],
      framework: {
        identify: [
          'Calculate the effective hourly rate for every client and service',
          'List leaks: unfollowed proposals, late invoices, unbilled extras, silent churn',
        ],
        implement: [
          'Move to fixed-price packages with written scope',
          'Automate proposal follow-ups and invoice reminders',
        ],
        optimize: [
          'Reprice or re-scope clients below your minimum rate',
          'Use customer interview phrases in proposals and sales pages',
        ],
        scale: [
          'Plan a 30-day review and next rung for every project',
          'Review prices yearly and raise them for new clients first',
        ],
      },
    },
  ],
  quiz: {
    question:
      'AI has cut a client\'s monthly newsletter from 6 hours of your time to 2. The client values it at about $400 a month. Which pricing approach is most sensible?',
    options: [
      'Bill 2 hours at your old hourly rate, since that is the time it now takes',
      'Cut your price to the cheapest in the market to win as many clients as possible',
      'Keep billing 6 hours without mentioning that the work now takes less time',
      'Charge a fixed monthly price based on value and market rates, such as $300, with a clear written scope',
    ],
    correct: 3,
    explanation:
      'A fixed price based on value and the market lets both sides benefit: the client pays less than the newsletter is worth to them, and you keep the gain from working efficiently. Billing 2 hours gives the whole gain away, billing hours you did not work is dishonest, and racing to the bottom on price attracts the clients least likely to stay.',
  },
  actionItem: {
    title: 'Build your three-tier price sheet',
    instruction:
      'Use your own delivery times and real market evidence to create three packages for your main service, and find your biggest revenue leak.',
    steps: [
      {
        question: 'What is your delivery cost, market range and estimated client value for your main service?',
        examples: [
          'Content package: 5 hours × $60 + $15 tools = $315 floor; market $300–$1,200; value about $500/month in bookings',
          'Triage automation: 8 hours × $75 = $600 floor; market $1,000–$3,000; value about 20 staff hours a month',
        ],
      },
      {
        question: 'What are your three tiers, and what makes each worth the step up?',
        examples: [
          'Essentials $350 (12 posts) / Growth $650 (+ 4 videos + report) / Complete $1,100 (+ newsletter + quarterly strategy)',
          'Single workflow $600 / Lead system $1,500 / Operations pack $3,000 with 3 months of care',
        ],
      },
      {
        question: 'What does your one-page scope say about revisions, turnaround and extras?',
        examples: [
          'Two revision rounds; content approved by the 25th for the next month; extra posts $30 each',
          'Changes to live workflows within 3 working days; new workflows quoted separately',
        ],
      },
      {
        question: 'What did the analysis of your invoices and time reveal?',
        examples: [
          'One client pays $300 but takes 9 hours a month ($33/hour): move them to Essentials scope or raise the price',
          'Three proposals last quarter were never followed up: added automatic CRM tasks',
        ],
      },
    ],
    expectedOutcome:
      'A three-tier price sheet for your main service backed by cost, market and value evidence, a one-page scope agreement, and one revenue leak identified with a fix in place.',
  },
  keyTakeaways: [
    'Hourly billing gives your AI efficiency away; price the outcome instead.',
    'Set prices between your delivery cost and the value the client can see, checked against the market.',
    'Three packages that differ by outcome turn yes-or-no into which-one.',
    'Customer interviews and a clear niche justify higher prices.',
    'A value ladder, retainers with monthly reports, and plugging leaks grow revenue per client.',
  ],
  moneyMakingTip:
    'Add a "Complete" tier even if few people buy it. It makes the middle tier look like the obvious choice, and the clients who do choose it are often your best long-term clients.',
  successStory: {
    name: 'Leo (illustrative example)',
    business: 'Content and automation services for physiotherapy clinics',
    challenge:
      'Leo billed $35 an hour. As AI made him faster his invoices shrank, and he was working 45 hours a week for about $3,000 a month.',
    solution:
      'He interviewed four clinic owners, rebuilt his offer as three fixed-price packages with written scope, found one client taking a quarter of his time for $250 a month, and automated proposal follow-ups.',
    result:
      'Five of his six clients moved to the middle or top package, the low-value client was re-scoped, and two follow-ups that would have been forgotten became new clients.',
    timeframe: '3 months',
    revenue: 'From about $3,000 to $4,600/month on fewer hours',
  },
  resources: [
    {
      name: 'Perplexity',
      description: 'Research published competitor prices with links you can verify.',
      type: 'tool',
      url: 'https://www.perplexity.ai',
      isPremium: false,
    },
    {
      name: 'Stripe Invoicing',
      description: 'Send invoices with automatic payment reminders and card payment links.',
      type: 'tool',
      url: 'https://stripe.com/invoicing',
      isPremium: false,
    },
    {
      name: 'HubSpot free CRM',
      description: 'Track proposals and set automatic follow-up tasks.',
      type: 'tool',
      url: 'https://www.hubspot.com/products/crm',
      isPremium: false,
    },
  ],
} satisfies LessonInput;
