import type { LessonInput } from '../lesson-schema';

export default {
  id: 'scaling-with-sops-and-contractors',
  title: 'Business Scaling Systems: SOPs, Contractors and Client Delivery',
  description:
    'Work out your real capacity, write standard operating procedures with AI in an afternoon, hire and brief your first contractor safely, and build an onboarding and reporting system clients can feel.',
  duration: 60,
  estimatedReadTime: 9,
  isPremium: true,
  courseId: 'premium-course',
  module: 6,
  order: 1,
  sections: [
    {
      id: 'capacity-math',
      title: 'Are you ready to scale? Do the capacity maths',
      content: [
        'The signs are familiar: you are turning work down or delaying starts, evenings have become working time, small mistakes are creeping into deliveries, and you find yourself doing the same tasks the same way for every client. That last sign is the good news, because repeatable work is what can be systematised and delegated. Scaling a business whose every job is different is far harder.',
        'Do the arithmetic before deciding anything. A solo service business rarely has more than about 25 productive delivery hours a week once sales, admin and learning are taken out, or roughly 100 a month. If each content-engine client needs 8 hours a month and each care-plan client 2, then 8 engine clients and 10 care plans already use 84 hours, and one more large client means working weekends. Write down your hours per client per month from your time tracking, not from memory; most people underestimate by 20–30%.',
        'You have three levers, and the order matters. Systematise first: procedures, templates and automation cut the hours per client. Then delegate: a contractor takes documented tasks off your plate. Then price: the packages from the Revenue Optimization module make each hour worth more. Delegating before systematising simply moves the chaos to someone else and adds the cost of explaining everything twice.',
      ],
      realWorldData: [
        {
          task: 'Delivering one content-engine client for a month',
          timeWithoutAI: '14 hours without procedures or templates',
          timeWithAI: '8 hours with procedures, templates and automated hand-offs',
          improvement: 'About 40% fewer hours per client',
          hourlyValue: 'At a $1,500 retainer, from about $107 to $188/hour',
        },
        {
          task: 'Writing a procedure for a recurring task',
          timeWithoutAI: '3–4 hours writing from scratch',
          timeWithAI: '45 minutes from a recorded walkthrough',
          improvement: 'About 80% faster',
          hourlyValue: '$60/hour',
        },
      ],
    },
    {
      id: 'sops-with-ai',
      title: 'Write procedures with AI in an afternoon',
      content: [
        'The fastest way to write a standard operating procedure (SOP) is to do the task once while recording your screen and talking through what you are doing and why. Loom and similar tools produce a transcript automatically. Paste it into your assistant: "Turn this transcript into an SOP with: purpose, when it is used, tools and access needed, numbered steps, a quality checklist, common mistakes, and expected time. Keep my exact prompts and settings. Mark any step that is unclear or skipped with [CHECK]." Then fix every [CHECK] yourself.',
        'Store SOPs in one place, such as a Notion wiki with one page per procedure, and link each page to the templates, prompt library entries and custom assistants it uses. Test every SOP by having someone else follow it without help. Each question they ask is a gap in the document: fix the document, not just the person\'s understanding.',
        'Start with the four procedures every service business repeats: client onboarding, the weekly or monthly delivery cycle (your prompt chain or content engine), the monthly report, and offboarding (handing over accounts and data when a client leaves). Those four usually cover most of your delivery hours, and they are the ones a contractor needs first.',
      ],
    },
    {
      id: 'first-contractor',
      title: 'Hire your first contractor',
      content: [
        'Most first hires are part-time contractors rather than employees: a virtual or content assistant, a Canva designer, or a junior automation builder. Look first for referrals from your peer community, then on freelance marketplaces such as Upwork. Give shortlisted candidates a paid trial task of two or three hours at their normal rate, using your real SOP on practice material. Judge three things: the quality of the result, whether they followed the procedure, and how they communicated when something was unclear.',
        'Check your margins before you hire. If a client pays $650 a month for the Growth content package and the work takes 6 hours, paying a contractor $25 an hour costs $150, plus about $20 of tools and an hour of your review time. That leaves most of the fee for you, with your own hours per client falling from six to one. A common rule of thumb for service businesses is to keep gross margin on delegated work at or above 50%; much lower and you cannot afford your own time for sales and quality checks.',
        'Protect the business and the client. Use a written contractor agreement covering scope, payment, confidentiality, data protection and assignment of intellectual property to you. Never share passwords in messages: give each person their own login where tools allow, or use a password manager\'s sharing feature, and give the least access needed. The rules on who counts as a contractor rather than an employee differ by country (the UK\'s IR35 rules and US worker classification tests are examples), so check with an accountant before a contractor works for you full-time.',
      ],
      profitOpportunities: [
        {
          opportunity: 'Delegating delivery of existing content packages to a trained contractor',
          timeToImplement: '3–4 weeks including SOPs and a paid trial',
          potentialMonthlyRevenue: 'Frees capacity for 3–5 more clients, or $2,000–$4,000/month',
          difficulty: 'Intermediate',
        },
        {
          opportunity: 'Productised "done-for-you" automation packages delivered by a small team',
          timeToImplement: '2–3 months',
          potentialMonthlyRevenue: '$5,000–$15,000 at small-agency scale',
          difficulty: 'Advanced',
        },
      ],
    },
    {
      id: 'client-delivery-system',
      title: 'A delivery system clients can feel',
      content: [
        'Automate onboarding so every client starts the same way. When a proposal is accepted, send the invoice and payment link, and once it is paid, trigger a welcome email with an intake form in Tally or Google Forms, create the client\'s Notion page and content hub from a template, add them to your CRM as a won deal, and send a Calendly link for the kickoff call. A Zapier or Make scenario can do all of this, so a new client experiences a professional start even if you are busy delivering for others.',
        'Make quality visible. Before anything reaches a client, a reviewer, initially you, works through a short checklist taken from the SOP. Build a simple results dashboard in Looker Studio (free) from Google Sheets or Google Analytics so clients can see progress at any time, and keep the monthly AI-drafted, human-checked report. Ask one question every month, "How likely are you to recommend us, 0–10, and why?", and call anyone who answers below 8 that week.',
        'Growing means formalising the business too: a separate business bank account, bookkeeping from the first month, professional indemnity insurance once you advise on or build systems clients rely on, and the right legal structure for your size and country. An accountant\'s hour at this stage is cheap compared with the cost of fixing it later.',
      ],
      framework: {
        identify: [
          'Measure your real hours per client per month',
          'List the four core procedures and who does each today',
        ],
        implement: [
          'Record and write SOPs for onboarding, delivery, reporting and offboarding',
          'Hire one contractor through a paid trial with a written agreement',
        ],
        optimize: [
          'Automate onboarding from payment to kickoff booking',
          'Add a review checklist, a dashboard and a monthly satisfaction question',
        ],
        scale: [
          'Keep delegated work above a 50% gross margin',
          'Add a second contractor only when the first is fully booked and the SOPs are stable',
        ],
      },
    },
  ],
  quiz: {
    question: 'What should you do before hiring your first contractor to deliver client work?',
    options: [
      'Share your logins and let them work out the process by watching you',
      'Document the process as an SOP, then test it with a paid trial task',
      'Hire the cheapest contractor you can find to keep the highest margin',
      'Wait until you have at least 30 clients so there is enough work',
    ],
    correct: 1,
    explanation:
      'A written procedure makes the work transferable, and a paid trial shows whether a candidate can follow it before clients are affected. Shared logins are a security risk, the cheapest contractor often costs more in rework, and waiting for 30 clients means burning out long before you get there.',
  },
  actionItem: {
    title: 'Write your first SOP and plan your first delegation',
    instruction:
      'Measure your capacity, turn one recurring task into a tested SOP, and decide exactly what a contractor would take on first.',
    steps: [
      {
        question: 'What are your actual hours per client per month, and your capacity limit?',
        examples: [
          'Content clients 8 h, care plans 2 h; 100 delivery hours a month means about 10 content clients maximum',
          'Automation builds average 12 h each; I can take on about 5 new builds a month alongside care plans',
        ],
      },
      {
        question: 'Which task did you record, and what did the [CHECK] markers reveal?',
        examples: [
          'Monthly report: I had never written down where the enquiry numbers come from',
          'Onboarding: three accounts I set up from memory with different settings each time',
        ],
      },
      {
        question: 'What would your first contractor do, and what are the margins?',
        examples: [
          'Canva designs and scheduling for 4 clients: 10 h × $25 = $250 against $2,600 of fees',
          'Transcript checks and first drafts: 12 h × $30 = $360, with my review time falling by 8 hours',
        ],
      },
      {
        question: 'Which onboarding steps will you automate first?',
        examples: [
          'Payment received → welcome email with intake form → Notion page from template',
          'Proposal accepted in CRM → invoice sent → Calendly kickoff link after payment',
        ],
      },
    ],
    expectedOutcome:
      'A capacity calculation, one tested SOP in your wiki, a costed plan for your first delegated role, and an onboarding automation designed or built.',
  },
  keyTakeaways: [
    'Measure real hours per client; most people underestimate their workload by 20–30%.',
    'Scale in order: systematise, then delegate, then raise prices.',
    'Record a task, let AI draft the SOP, mark gaps with [CHECK], and test it on someone else.',
    'Hire through paid trials, written agreements and individual logins, keeping delegated margins near 50% or more.',
    'Automated onboarding, review checklists, dashboards and monthly feedback make quality visible.',
  ],
  moneyMakingTip:
    'Delegate the tasks you are slowest at or enjoy least, not the ones you are best at. Your hours are worth most in sales conversations, client strategy and final quality checks, which are the parts clients notice.',
  successStory: {
    name: 'Ben (illustrative example)',
    business: 'Content and automation studio for estate agents',
    challenge:
      'Ben had nine retainer clients, worked most evenings, and had started missing approval deadlines. Two attempts to hand work to freelancers failed because everything was in his head.',
    solution:
      'He recorded and wrote SOPs for his four core procedures, hired a content assistant after a paid trial, automated onboarding from payment to kickoff, and added a monthly 0–10 feedback question.',
    result:
      'His own delivery time per client fell from about 8 hours to 3. He took on five more clients over the following months without evening work, keeping a gross margin of around 60% on delegated work.',
    timeframe: '4 months',
    revenue: 'From $7,200 to about $11,500/month',
  },
  resources: [
    {
      name: 'Loom',
      description: 'Screen recording with automatic transcripts, ideal for turning tasks into SOPs.',
      type: 'tool',
      url: 'https://www.loom.com',
      isPremium: false,
    },
    {
      name: 'Notion templates',
      description: 'Ready-made wiki, SOP and client portal templates to adapt.',
      type: 'template',
      url: 'https://www.notion.com/templates',
      isPremium: false,
    },
    {
      name: 'Looker Studio',
      description: "Google's free dashboard tool for client results reporting.",
      type: 'tool',
      url: 'https://lookerstudio.google.com',
      isPremium: false,
    },
    {
      name: 'Upwork',
      description: 'Freelance marketplace for finding contractors for paid trial tasks.',
      type: 'tool',
      url: 'https://www.upwork.com',
      isPremium: false,
    },
  ],
} satisfies LessonInput;
