import type { LessonInput } from '../lesson-schema';

export default {
  id: 'ai-lead-generation-without-spam',
  title: 'AI-Powered Lead Generation: Find and Contact Ideal Clients Without Spamming',
  description:
    'Define your ideal client and the signals that they need you now, build a small accurate prospect list, write researched outreach that stays within email laws, and connect inbound lead magnets to a measured pipeline.',
  duration: 45,
  estimatedReadTime: 9,
  isPremium: true,
  courseId: 'premium-course',
  module: 5,
  order: 1,
  sections: [
    {
      id: 'ideal-client-and-signals',
      title: 'Who you want, and the signals that they need you now',
      content: [
        'Lead generation starts with a precise picture of who you want. Base your ideal client profile on your best existing clients, using the effective-hourly-rate analysis from the Revenue Optimization module: industry, size, location, the tools they already use, who makes the decision, and what they spend on outside help. Paste anonymised notes on your three best clients into your assistant and ask: "What do these businesses have in common that I could see from the outside? Suggest five observable traits and five likely buying triggers."',
        'Buying signals turn a cold list into a relevant one. Look for businesses advertising a job your service partly replaces, such as a "social media assistant" or "office administrator"; opening a second location; with a contact form but reviews mentioning slow replies; whose last social post is months old; or that have just launched a new service. A message that starts from a real signal ("I saw you are hiring an office administrator") gets read; one that starts with "I hope this finds you well" does not.',
      ],
    },
    {
      id: 'build-a-list',
      title: 'Build a small, accurate list',
      content: [
        'Fifty well-researched prospects are worth more than five thousand scraped addresses. For local businesses, Google Maps and the businesses\' own websites are the best sources. For business-to-business targets, LinkedIn shows who holds which role, and Apollo\'s free plan gives a limited number of contact credits each month, with email verification. Record each prospect in HubSpot\'s free CRM or a sheet: name, role, company, source, signal, personal note and status.',
        'Use AI for the research, not the guessing. Paste public information, such as the prospect\'s homepage text, a few recent reviews and their latest posts, and ask: "Give me three specific observations about this business, the most likely problem my [offer] solves for them, and one question I could ask. Quote the text each observation is based on." Discard anything that is not grounded in the quoted text. Ten minutes per prospect on your first lists, falling to about four with practice, is normal.',
        'Respect the platforms. LinkedIn\'s user agreement prohibits scraping and automated activity, and accounts get restricted for it; do your research by hand or with tools that use official integrations. Verify email addresses before sending, because a high bounce rate damages your domain\'s reputation for every email you send afterwards, including to paying clients.',
      ],
      toolRecommendations: [
        {
          name: 'Apollo',
          purpose: 'Find business contacts and verify emails',
          monthlyRevenuePotential: 'Feeds outreach that can win $1,000–$5,000/month of new work',
          difficulty: 'Intermediate',
          cost: 'Free plan with limited credits; paid from about $50/month',
        },
        {
          name: 'HubSpot free CRM',
          purpose: 'Track prospects, emails, calls and deals in one place',
          monthlyRevenuePotential: 'Stops follow-ups and warm leads slipping away',
          difficulty: 'Beginner',
          cost: 'Free',
        },
        {
          name: 'LinkedIn Sales Navigator',
          purpose: 'Advanced search and alerts for business-to-business prospects',
          monthlyRevenuePotential: 'Worth it once deals are above about $1,000',
          difficulty: 'Intermediate',
          cost: 'No free plan; roughly $100/month',
        },
        {
          name: 'Perplexity',
          purpose: 'Quick, sourced research on a prospect\'s recent news',
          monthlyRevenuePotential: 'Improves reply rates rather than earning directly',
          difficulty: 'Beginner',
          cost: 'Free plan; Pro about $20/month',
        },
      ],
    },
    {
      id: 'outreach-within-the-law',
      title: 'Personal outreach at small scale, within the law',
      content: [
        'A reply-worthy message has four parts in under 90 words: a specific observation, the problem it suggests, brief proof, and a low-effort question. For example: "Hi Sam, I noticed three of your recent Google reviews mention waiting days for a reply to booking requests. I set up enquiry systems for salons so every request gets a personal reply within minutes; a salon in [town] now answers the same day even on its busiest weekends. Worth a 10-minute look at how it would work for you?" AI can draft the observation lines from your research, but you read and edit every message before it goes.',
        'Know the rules where you and your prospects are. In the US, the CAN-SPAM Act requires accurate sender details and subject lines, a valid postal address, and a clear way to opt out that you honour within 10 business days. In the UK, the PECR rules allow unsolicited marketing emails to corporate addresses such as limited companies if you identify yourself and offer an opt-out, but sole traders and most partnerships count as individuals and need prior consent; UK and EU GDPR also apply, so you need a legitimate reason to use the data and must tell people where you got it. Other countries differ. This is general information, not legal advice.',
        'Protect deliverability. Send from a properly set-up mailbox with SPF, DKIM and DMARC records (Google and Yahoo require authentication, and bulk senders must also offer one-click unsubscribe), start with 10–20 personal emails a day and increase slowly, and write plain text without heavy images or many links. Follow up at most twice, several days apart. For well-targeted, genuinely personal emails, reply rates of a few percent up to around 10% are realistic; mass templated emails usually do far worse and risk your domain.',
      ],
      realWorldData: [
        {
          task: 'Researching a prospect and writing a personal first email',
          timeWithoutAI: '15–20 minutes',
          timeWithAI: '4–6 minutes with quoted research',
          improvement: 'About 70% faster',
          hourlyValue: '$50/hour',
        },
        {
          task: 'Logging call notes and next steps in the CRM',
          timeWithoutAI: '15 minutes per call',
          timeWithAI: '3 minutes from an AI summary you check',
          improvement: 'About 80% faster',
          hourlyValue: '$50/hour',
        },
      ],
    },
    {
      id: 'inbound-and-pipeline',
      title: 'Inbound leads, booking and a measured pipeline',
      content: [
        'Outreach is faster to start; inbound compounds. Create one lead magnet from expertise you already have: a set of enquiry-reply templates for salons, a 10-question "how much time could AI save your office?" scorecard built in Tally or Google Forms, or a short checklist. Share it where your ideal clients gather and through the content engine from the previous module. People who download it have given you permission to follow up, which makes everything after this easier and lawful.',
        'Connect the pipeline with Zapier or Make: sign-up, then a contact in HubSpot, then a short sequence of three useful emails over about ten days, then an invitation to book through Calendly, then a proposal using the packages from the Revenue Optimization module. Record every call: let AI summarise your notes into the CRM (pain, budget, decision-maker, timing, next step), and check the summary before saving it.',
        'Measure weekly: messages sent, replies, calls booked, proposals sent, deals won, and the conversion rate between each stage. Fix the weakest stage first. A low reply rate means the targeting or first line needs work; many calls but few proposals means the offer is unclear; many proposals but few wins usually points to price, proof or follow-up.',
      ],
      framework: {
        identify: [
          'Write an ideal client profile from your best existing clients',
          'List five observable buying signals',
        ],
        implement: [
          'Build a 50-prospect list with a signal and a note for each',
          'Send 10–20 researched, compliant emails a day',
        ],
        optimize: [
          'Track conversion at each stage weekly and fix the weakest',
          'Test one change at a time: first line, offer or call to action',
        ],
        scale: [
          'Add a lead magnet and email sequence for inbound leads',
          'Delegate list research once it is documented as a procedure',
        ],
      },
    },
  ],
  quiz: {
    question: 'Which cold outreach practice is both more effective and more likely to stay within email marketing laws?',
    options: [
      'Buying a list of 10,000 addresses and sending the same AI-written message to all of them',
      'Using a subject line like "Re: your invoice" to increase open rates',
      'Sending short, personally researched emails to a small list, identifying yourself clearly and offering an easy way to opt out',
      'Sending hundreds of emails a day from your main business address from the first day',
    ],
    correct: 2,
    explanation:
      'Small, researched, clearly identified messages with an opt-out meet the core requirements of laws such as CAN-SPAM and PECR and earn far more replies. Bought lists and identical blasts damage deliverability and may break consent rules, misleading subject lines are prohibited, and high volume from a new sending pattern puts your main domain at risk.',
  },
  actionItem: {
    title: 'Build a 25-prospect list and send your first 10 messages',
    instruction:
      'Define your ideal client and signals, research 25 prospects, and send 10 personal, compliant messages this week. Log everything in your CRM.',
    steps: [
      {
        question: 'What is your ideal client profile and which signals will you look for?',
        examples: [
          'Independent salons with 3–10 staff in my region, booking by form or phone; signal: reviews mentioning slow replies',
          'Accounting firms with 2–15 staff; signal: hiring an administrator or receptionist',
        ],
      },
      {
        question: 'Where did your 25 prospects come from, and what did you record for each?',
        examples: [
          'Google Maps plus each website; name, role, signal, one quoted observation, status',
          'LinkedIn by hand plus Apollo verification; only verified emails added',
        ],
      },
      {
        question: 'What does one of your messages say, and how does it meet the rules where you are?',
        examples: [
          'Observation about slow replies, proof from a pilot client, 10-minute question; signature with business address and "reply STOP and I won\'t email again"',
          'UK limited companies only at generic or role-based addresses; privacy note linked in the signature',
        ],
      },
      {
        question: 'What will you measure, and when will you review it?',
        examples: [
          'Sent, replies, calls, proposals, wins; review every Friday in the CRM',
          'Reply rate by signal type, to see which signal works best',
        ],
      },
    ],
    expectedOutcome:
      'A written ideal client profile, 25 researched prospects in a CRM, 10 personal and compliant emails sent with follow-ups scheduled, and a weekly pipeline review in your calendar.',
  },
  keyTakeaways: [
    'Base your ideal client profile on your best existing clients, and look for visible buying signals.',
    'Fifty researched prospects beat thousands of scraped ones; verify emails and respect platform rules.',
    'Use AI to research and draft from quoted facts, then personally edit every message.',
    'Follow CAN-SPAM, PECR and GDPR rules, authenticate your domain, and send in small volumes.',
    'Add inbound lead magnets and measure conversion at each pipeline stage weekly.',
  ],
  moneyMakingTip:
    'Ask every happy client two questions at their 30-day review: "Who else do you know who has this problem?" and "Would you be comfortable introducing us?" One warm introduction usually converts better than dozens of cold emails, and it costs nothing.',
  successStory: {
    name: 'Omar (illustrative example)',
    business: 'Enquiry and booking automation for independent dental practices',
    challenge:
      'Omar sent 600 templated emails from a bought list in his first month. He got four replies, two complaints and a warning from his email provider.',
    solution:
      'He rebuilt his approach around practices advertising receptionist roles, researched 50 by hand with AI summaries of their websites and reviews, and sent 15 personal, compliant emails a day from a properly authenticated mailbox.',
    result:
      'Of 50 emails, 7 replied, 4 booked calls and 2 became clients. He now adds a downloadable "missed-call recovery checklist" that brings in a few inbound enquiries each month.',
    timeframe: '6 weeks',
    revenue: '$3,000 in set-up fees plus $400/month in care plans',
  },
  resources: [
    {
      name: 'CAN-SPAM Act: A Compliance Guide for Business',
      description: "The US Federal Trade Commission's plain-English guide to commercial email rules.",
      type: 'guide',
      url: 'https://www.ftc.gov/business-guidance/resources/can-spam-act-compliance-guide-business',
      isPremium: false,
    },
    {
      name: 'Email sender guidelines (Google)',
      description: "Google's requirements for authentication, unsubscribe and spam rates when sending to Gmail users.",
      type: 'documentation',
      url: 'https://support.google.com/a/answer/81126',
      isPremium: false,
    },
    {
      name: 'Apollo',
      description: 'Business contact database with email verification; free plan with limited credits.',
      type: 'tool',
      url: 'https://www.apollo.io',
      isPremium: false,
    },
    {
      name: 'Tally',
      description: 'Free form builder for lead-magnet sign-ups and scorecards.',
      type: 'tool',
      url: 'https://tally.so',
      isPremium: false,
    },
  ],
} satisfies LessonInput;
