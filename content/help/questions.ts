import type { HelpQuestionInput } from './help-schema';

/**
 * The help-question widget's questions (spec 001 §3 "Help-question entry", 20 entries).
 *
 * Editorial rules: answer what a beginner actually asks, in 2–5 plain sentences; never promise an
 * income; give prices as approximate ranges ("around $20 a month"), since they change; point to the
 * site's course, ideas or blog only where that page really answers more. No abbreviations with
 * a full stop ("e.g.") — the schema counts sentences by their full stops.
 *
 * Order matters: the category chips follow the order in which categories first appear here, and
 * 'Most Asked This Week' shows the first trending questions in this order.
 * Validated by load-questions.ts; read it through server/help/help-questions.server.ts.
 */
export const HELP_QUESTIONS = [
  {
    id: 'start-without-technical-skills',
    category: 'Getting Started',
    trending: true,
    question: "I'm not technical. Can I really start an AI-based business?",
    answer:
      "Yes, if you choose work where AI speeds up a skill you already have, such as writing, organising, customer service or knowledge of an industry. Today's AI assistants are used by typing instructions in plain English, and most automation tools are drag-and-drop, so you don't need to code to begin. What you do need is a few hours a week, the patience to check everything AI produces, and the willingness to talk to potential customers. Our free starter course walks you through the main tools and your first automation step by step.",
    relatedLinks: [
      { text: 'Start the free AI Business Starter Course', url: '/course/free' },
      { text: 'Create your free account', url: '/signup' },
    ],
  },
  {
    id: 'first-30-days',
    category: 'Getting Started',
    question: 'What should I actually do in my first 30 days?',
    answer: [
      'Choose one service for one kind of customer, such as weekly social media posts for local cafés, and create two or three samples with AI that you edit until you would be proud to show them.',
      'Then write a short offer with a price and send personal messages to 30–50 people you know or can reach directly. Expect zero or one client in the first month: the aim is conversations and feedback, not income yet.',
    ],
    relatedLinks: [
      { text: '7 AI business ideas you can start for under $100', url: '/blog/ai-business-ideas-for-beginners' },
      { text: 'The free starter course', url: '/course/free' },
    ],
  },
  {
    id: 'best-idea-for-beginners',
    category: 'Business Ideas',
    trending: true,
    question: 'Which AI business idea is best for a complete beginner?',
    answer:
      "The best first idea is a simple service that uses skills you already have, sold to people you can easily reach. Social media content for local businesses, newsletter writing, podcast show notes and basic automation set-ups are common starting points, because they cost little to run and clients understand what they're buying. Leave ideas that depend on large audiences, such as apps or faceless YouTube channels, until a service brings in steady money. Our business ideas library lets you compare options by difficulty, tools and time to launch.",
    relatedLinks: [
      { text: 'Browse AI business ideas', url: '/business-ideas' },
      { text: '7 AI business ideas for beginners', url: '/blog/ai-business-ideas-for-beginners' },
    ],
  },
  {
    id: 'how-much-to-start',
    category: 'Investment & Costs',
    trending: true,
    question: 'How much money do I need to start?',
    answer:
      "A service business can usually start for under $100. Most AI assistants have free plans, and the paid plans people use for client work cost around $20 a month; add a domain name for roughly $10–$20 a year and, if your work is visual, a design tool such as Canva Pro at about $15 a month. Content businesses often add a decent microphone, while software products cost far more, from a few hundred to several thousand dollars. Hold off on expensive courses, ads and tool bundles until a paying customer makes them necessary.",
    relatedLinks: [{ text: 'What it really costs to start an AI business', url: '/blog/ai-business-startup-costs' }],
  },
  {
    id: 'realistic-earnings',
    category: 'Income Opportunities',
    trending: true,
    question: 'How much can I realistically earn, and how quickly?',
    answer:
      "Nobody can honestly promise you a figure: it depends on your skills, your hours, your market and your prices. As a rough guide, a service side hustle run for 6–10 hours a week can plausibly reach about $1,000 a month within three to six months of steady outreach, but many people take longer and some never get there. Services get there with few customers, such as two clients paying $500 a month, while digital products need many more sales and are less predictable. Be wary of anyone who guarantees a monthly income from AI.",
    relatedLinks: [
      { text: 'AI side hustles that can realistically reach $1,000 a month', url: '/blog/ai-side-hustles-1k-monthly' },
      { text: 'What $50K a year takes with a no-code AI business', url: '/blog/no-code-ai-business-50k' },
    ],
  },
  {
    id: 'chatgpt-paid-plan',
    category: 'ChatGPT Business',
    question: 'Can I make money with ChatGPT, and do I need the paid plan?',
    answer:
      "ChatGPT doesn't pay you anything itself; clients pay for the results you produce with it, such as newsletters, product descriptions, show notes or tidied-up reports. The free plan is enough to learn and to create your first samples. A paid plan, around $20 a month, becomes worth it once you use it daily for client work, because it raises usage limits and gives access to more capable models. Whichever plan you use, read and fact-check every output before it reaches a client.",
    relatedLinks: [
      { text: '8 ChatGPT prompt templates for content creation', url: '/blog/chatgpt-prompts-content-creation' },
      { text: 'ChatGPT for Business in the free course', url: '/course/free' },
    ],
  },
  {
    id: 'alongside-a-full-time-job',
    category: 'Side Hustle Income',
    question: 'Can I build this alongside a full-time job?',
    answer:
      "Yes, and for most people it's the safer route, because a salary removes the pressure to take bad clients or over-promise. A realistic schedule is 6–10 hours a week: two evenings for client work, one for outreach and a few hours at the weekend for bigger tasks. Read your employment contract first, since some forbid outside work for competitors or the use of company equipment. Keep at least one day a week free, because side projects that eat every spare hour rarely last.",
    relatedLinks: [{ text: 'A weekly schedule that fits around a job', url: '/blog/ai-side-hustles-1k-monthly' }],
  },
  {
    id: 'register-and-pay-tax',
    category: 'Beginner Questions',
    question: 'Do I need to register a business or pay tax on small earnings?',
    answer:
      "Side income is usually taxable, but the rules depend on your country. In the UK, for example, the trading allowance means you don't need to register or report self-employment income of up to £1,000 in a tax year, while in the US you generally owe self-employment tax once your net earnings reach $400 in a year. Most people start as a sole trader or sole proprietor and only form a company later. Set aside a share of every payment for tax from day one, and check with your tax authority or an accountant, because this is general information rather than tax advice.",
    relatedLinks: [{ text: 'Start-up costs people forget, including tax', url: '/blog/ai-business-startup-costs' }],
  },
  {
    id: 'which-ai-tools-first',
    category: 'AI Tools',
    question: 'Which AI tools should I start with?',
    answer:
      'Start with one general assistant, such as ChatGPT, Claude or Gemini, and learn it well; each has a free plan, and paid plans cost around $20 a month. Add Canva if your work is visual, and the free plan of an automation tool such as Zapier or Make once you find yourself repeating the same task every week. Resist signing up for every new tool you see, because five small subscriptions soon add up to hundreds a year. Judge each tool by one question: will it help you get or serve a paying customer in the next 30 days?',
    relatedLinks: [
      { text: 'The AI tool stack for a one-person business', url: '/blog/ai-tools-solo-business-stack' },
      { text: 'Build your starter toolkit in the free course', url: '/course/free' },
    ],
  },
  {
    id: 'disclosure-and-ownership',
    category: 'Legal & Compliance',
    question: 'Do I have to tell clients I use AI, and who owns the work?',
    answer:
      "Ask each client at the start whether they have an AI policy, and write down in your agreement what you use AI for; some clients welcome it, some require disclosure and some ban it. Don't paste confidential briefs into tools whose terms allow them to train on your data. On ownership, the US Copyright Office's position is that purely AI-generated material isn't protected by copyright, while human selection, arrangement and editing can be. If a client needs clear ownership, make sure the work includes substantial human authorship, and take legal advice on high-stakes contracts.",
    relatedLinks: [{ text: 'AI terms to agree with writing clients', url: '/blog/ai-freelance-writing-clients' }],
  },
  {
    id: 'growing-beyond-hourly-work',
    category: 'Scaling & Growth',
    question: 'How do I grow beyond trading my hours for money?',
    answer:
      'Turn your most requested service into a package with a fixed scope, price and delivery time, so you sell an outcome rather than hours. Monthly retainers then smooth out your income, and templates, saved prompts and automations cut the time each delivery takes. Once the process is written down, you can raise prices for new clients or bring in help for the repetitive parts. The premium course covers packaging, pricing and scaling systems in depth.',
    relatedLinks: [
      { text: 'A worked example of a productised AI service', url: '/blog/no-code-ai-business-50k' },
      { text: 'AI Business Mastery (Premium)', url: '/course/premium' },
    ],
  },
  {
    id: 'is-the-market-crowded',
    category: 'Market Opportunity',
    question: "Isn't the market already crowded with people selling AI services?",
    answer:
      "The generic end is crowded: cheap, unedited AI copy is everywhere, and prices there keep falling. Many small businesses, though, still lack the time or confidence to use AI safely, and would rather pay someone who understands their industry. Pick a market you know, such as dental practices, letting agents or independent shops, and solve one specific, costly problem for them. Depth in one niche beats being yet another general 'AI expert'.",
    relatedLinks: [
      { text: 'Starting an AI consulting practice for small businesses', url: '/blog/ai-consulting-small-businesses' },
      { text: 'Find an idea for your niche', url: '/business-ideas' },
    ],
  },
  {
    id: 'will-ai-replace-me',
    category: 'Industry Outlook',
    question: "Will AI get so good that businesses won't need someone like me?",
    answer:
      "AI tools will keep improving, so work that amounts to typing a prompt and handing over the output will keep getting cheaper. What businesses go on paying for is judgement: choosing what to automate, checking results, fitting tools to how the business really works, and taking responsibility when something goes wrong. Build your offer around those parts and keep testing new features as they appear. Think of yourself as someone who improves how a business works using AI, not as a seller of AI output.",
    relatedLinks: [
      { text: 'How to start an AI automation agency', url: '/blog/start-ai-automation-agency' },
      { text: 'All articles on the blog', url: '/blog' },
    ],
  },
  {
    id: 'common-beginner-mistakes',
    category: 'Common Mistakes',
    question: 'What mistakes do beginners make most often?',
    answer:
      "The big ones are buying expensive courses and tools before anyone has paid them, trying several ideas at once, and spending weeks on a logo and website instead of talking to customers. Many also send AI output without checking it, which is how invented facts and wrong figures reach clients. Another is charging by the hour, so getting faster with AI means earning less. Pick one offer, talk to real customers every week, and review everything before it leaves your hands.",
    relatedLinks: [
      { text: 'Mistakes that sink beginner AI businesses', url: '/blog/ai-business-ideas-for-beginners' },
      { text: 'What not to spend money on yet', url: '/blog/ai-business-startup-costs' },
    ],
  },
  {
    id: 'pricing-ai-assisted-work',
    category: 'Pricing Strategy',
    question: 'How should I price work that AI helps me do faster?',
    answer:
      "Charge for the result and your expertise, not for the hours it took. Use a set price per piece for standard work, monthly packages for repeat work and fixed-price projects for set-ups, then raise prices for new clients after every few successful projects. To find a starting point, look at what others in your niche charge and estimate what the work is worth to the client in time saved or sales won. A small automation that saves a team ten hours a week is worth far more than the afternoon it took you to build.",
    relatedLinks: [
      { text: "Pricing freelance work when you're faster with AI", url: '/blog/ai-freelance-writing-clients' },
      { text: 'How automation agencies price audits, builds and retainers', url: '/blog/start-ai-automation-agency' },
    ],
  },
  {
    id: 'first-paying-client',
    category: 'Client Acquisition',
    trending: true,
    question: 'How do I find my first paying client?',
    answer:
      "Start with people who already know you: former colleagues, local businesses you use and groups you belong to. Send short, personal messages that name one specific problem you can fix and include a sample, rather than posting a generic 'I do AI services' announcement. A two-minute screen recording of sample work for their industry often lands better than a long explanation. Marketplaces such as Upwork and Fiverr can bring early reviews, but they take a significant cut, so move towards direct relationships as soon as you can.",
    relatedLinks: [
      { text: 'Finding your first three clients', url: '/blog/start-ai-automation-agency' },
      { text: 'Where freelance writers find better clients', url: '/blog/ai-freelance-writing-clients' },
    ],
  },
  {
    id: 'zapier-make-or-n8n',
    category: 'Tools & Software',
    question: 'Zapier, Make or n8n: which automation tool should I learn first?',
    answer:
      'Zapier is the easiest to learn and connects to the most apps, which makes it a good first choice for simple workflows. Make is more visual and often works out cheaper for longer workflows, but takes a little more time to learn. n8n suits people who are comfortable with some technical set-up, since it can be self-hosted and counts whole workflow runs rather than individual steps. All three offer a free way to start, so build the same small workflow in two of them before you decide.',
    relatedLinks: [
      { text: 'Zapier vs Make vs n8n compared', url: '/blog/zapier-vs-make-vs-n8n' },
      { text: 'Set up your first automation in the free course', url: '/course/free' },
    ],
  },
  {
    id: 'more-clients-without-more-hours',
    category: 'Business Scaling',
    question: 'How do I take on more clients without working every evening?',
    answer:
      "Write down how you deliver each service as a simple checklist, so the work doesn't live only in your head. Turn repeated steps into templates, saved prompts and automations, and keep a human check before anything reaches a client. Once the checklist works, a freelancer can take over the routine parts while you keep the client relationship and the final review. Add clients one at a time and watch quality closely, because slipping standards lose clients faster than slow growth does.",
    relatedLinks: [
      { text: "Case study: a solo bookkeeper's first six months with AI", url: '/blog/case-study-bookkeeper-ai-automation' },
      { text: 'Business Scaling Systems in the premium course', url: '/course/premium' },
    ],
  },
  {
    id: 'standing-out',
    category: 'Competitive Strategy',
    question: 'How can I stand out when anyone can use ChatGPT?',
    answer:
      "Clients aren't paying for access to ChatGPT; they're paying for someone who understands their problem and delivers a reliable result. Specialise in one industry or one type of task, show before-and-after examples from real work, and explain your process, including how you check quality and protect their data. Collect short testimonials, with permission, and share what you learn. Over time, that reputation and the referrals it brings are much harder to copy than any prompt.",
    relatedLinks: [
      { text: 'Staying credible as an AI consultant', url: '/blog/ai-consulting-small-businesses' },
      { text: 'Prompts that avoid bland, generic copy', url: '/blog/chatgpt-prompts-content-creation' },
    ],
  },
  {
    id: 'client-data-in-ai-tools',
    category: 'Risk Management',
    question: 'Is it safe to put client information into ChatGPT or other AI tools?',
    answer:
      "Only if the tool's data terms allow it and your client has agreed. Some consumer AI plans can use your conversations to improve their models unless you switch that off, while business plans usually exclude your data from training. Never paste passwords, personal data or confidential documents into a tool you haven't checked, and remove names and identifying details wherever you can. If you handle personal data for clients in the UK or EU, data protection law (GDPR) applies, so you need a proper contract and a lawful basis for processing.",
    relatedLinks: [
      { text: 'How a bookkeeper protected client data', url: '/blog/case-study-bookkeeper-ai-automation' },
      { text: "Protect your clients' information: the tool stack guide", url: '/blog/ai-tools-solo-business-stack' },
    ],
  },
] satisfies HelpQuestionInput[];
