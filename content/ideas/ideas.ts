import type { IdeaInput } from './idea-schema';

/**
 * The business ideas of /business-ideas (spec 001 §2, §3), validated by load-ideas.ts.
 *
 * Server-only: the premium ideas' descriptions, prompts and tools are sent only to users with premium
 * access (DESIGN.md §4), so nothing the browser bundle imports may import this module.
 *
 * Editorial rules: revenue ranges are what a committed beginner can reasonably reach after the first
 * few months, in dollars per month (DESIGN.md §7.5); time to start is the weeks to a first paying client
 * or first sale; regulated areas say where a qualified professional is required. The free ideas come
 * first; the page shows them in this order.
 */
export const IDEAS: readonly IdeaInput[] = [
  // ── Free ideas ──────────────────────────────────────────────────────────────
  {
    id: 'ai-blog-content-service',
    title: 'AI-Assisted Blog Writing for Local Businesses',
    description:
      'Write search-friendly blog posts and website pages for local service businesses such as dentists, plumbers and estate agents, using ChatGPT or Claude for research and first drafts and then editing them into something genuinely useful. Most clients pay a monthly retainer for 4–8 posts. Your value is the editing, local knowledge and fact-checking, not the raw AI text: search engines and readers both reward content that is accurate and specific.',
    potentialRevenue: '$1,500 - $5,000/month',
    difficulty: 'Beginner',
    timeToStart: '1-3 weeks',
    aiPromptTemplate: `You are an experienced content-marketing consultant who has built profitable freelance writing businesses. Help me launch an AI-assisted blog-writing service for local businesses.

About me and my situation:
- Where I live and will find clients: [YOUR TOWN OR REGION]
- Hours I can work each week: [HOURS PER WEEK]
- Money I can invest to start: [STARTING BUDGET]
- My writing or industry experience: [YOUR EXPERIENCE]
- Industries I know or like: [INDUSTRIES YOU KNOW]
- Monthly income I want within 6 months: [INCOME GOAL]

Please create a practical launch plan with these sections:
1. Niche choice: compare three local niches I could serve, with how they buy content, what they can afford and how competitive each is. Recommend one and explain why.
2. Offer and pricing: three monthly packages (for example 2, 4 and 8 posts) with word counts, what is included (keyword research, images, uploading to their website) and prices in [YOUR CURRENCY], plus the hourly rate each package implies.
3. Workflow: my step-by-step process from keyword research to published post, showing where ChatGPT or Claude helps (outlines, first drafts, FAQ sections) and where I must add human work (local facts, quotes from the owner, fact-checking, editing for their voice).
4. Quality rules: a checklist I run on every post so it is accurate, original and helpful, including how to avoid AI clichés and unverified claims.
5. First 3 clients: who to contact, a short outreach email and one follow-up, and a sample-post strategy that does not give away too much free work.
6. A 30-day action plan with weekly tasks that fit my hours.
7. The numbers: how many clients I need to reach my income goal, and the monthly cost of my tools.
8. Risks and how to handle them: clients who want guaranteed rankings, content ownership, late payment.

Ask me up to 5 questions first if anything important is missing; otherwise state your assumptions. Use headings, bullet points and one table for the packages.`,
    requiredTools: ['ChatGPT', 'Claude', 'Google Docs', 'Google Search Console', 'Grammarly', 'Canva', 'WordPress'],
    isPremium: false,
    category: 'Content & Marketing',
  },
  {
    id: 'ai-social-media-management',
    title: 'Social Media Content Service for Small Businesses',
    description:
      'Plan, create and schedule a month of posts for cafés, salons, gyms and other small businesses that know they should post but never find the time. AI drafts captions and content ideas in minutes, Canva templates keep the visuals on-brand and a scheduler publishes everything. Beginners typically charge a few hundred dollars per client per month, so 4–8 steady clients is a solid part-time income. Clients stay when you report results they care about, such as enquiries and bookings, not just likes.',
    potentialRevenue: '$1,000 - $4,000/month',
    difficulty: 'Beginner',
    timeToStart: '1-2 weeks',
    aiPromptTemplate: `Act as a social media strategist who runs a small agency serving local businesses. I want to start a done-for-you social media content service using AI tools, and I need a clear plan.

My details:
- My location and the type of businesses around me: [YOUR TOWN AND LOCAL BUSINESS TYPES]
- Platforms I already use well: [PLATFORMS YOU KNOW]
- Hours available per week: [HOURS PER WEEK]
- Start-up budget: [STARTING BUDGET]
- Design or marketing experience: [YOUR EXPERIENCE]
- My income target for month 6: [INCOME GOAL]

Please write:
1. The best 2 niches for me from the businesses around me, with the reasons, and which platforms matter most for each (Instagram, Facebook, TikTok, LinkedIn, Google Business Profile).
2. Three service packages (posts per week, platforms, stories or short videos, community replies, monthly report) with prices in [YOUR CURRENCY] and the time each takes me per month.
3. My monthly production system: a content-pillar template, a ChatGPT prompt that turns a client questionnaire into 30 post ideas, a caption prompt that keeps the client's tone of voice, how I batch designs in Canva, and how I schedule with Buffer or Meta Business Suite.
4. A client onboarding questionnaire (brand voice, offers, audience, photos, words to avoid) and an approval process so nothing is posted without the client's OK.
5. A simple monthly report showing reach, engagement, profile visits, link clicks and enquiries, with a short written summary.
6. How to land the first 3 clients: a free audit offer, a DM script and an email script, and where to meet owners in person.
7. A 4-week launch schedule, plus the point at which I should raise prices.
8. Mistakes to avoid: generic AI captions, stock photos that look fake, missing platform rules on AI-generated images and paid partnerships.

If important details are missing, ask me up to 5 questions before you answer. Keep the plan practical and specific to my situation.`,
    requiredTools: ['ChatGPT', 'Canva', 'Buffer', 'Meta Business Suite', 'CapCut', 'Google Sheets'],
    isPremium: false,
    category: 'Content & Marketing',
  },
  {
    id: 'ai-product-descriptions',
    title: 'Product Description Writing for Online Shops',
    description:
      "Rewrite thin or copied product descriptions for Shopify, Etsy and Amazon sellers so they answer buyers' questions and rank in marketplace search. AI helps you produce consistent drafts at volume from the seller's specifications and photos; you check every fact (sizes, materials, care instructions) and each marketplace's listing rules. Sellers with hundreds of products pay per description or per batch, which makes this one of the easiest first services to sell and deliver.",
    potentialRevenue: '$800 - $3,500/month',
    difficulty: 'Beginner',
    timeToStart: '1-2 weeks',
    aiPromptTemplate: `You are an e-commerce copywriter and marketplace SEO specialist. Help me set up a product-description writing service for online sellers that uses AI for drafting and a human check for accuracy.

About me:
- Marketplaces I want to focus on: [SHOPIFY, ETSY, AMAZON OR OTHER]
- Product categories I understand: [PRODUCT CATEGORIES]
- Hours per week: [HOURS PER WEEK]
- Start-up budget: [STARTING BUDGET]
- Writing experience: [YOUR EXPERIENCE]
- Income goal after 3 months: [INCOME GOAL]

Please give me:
1. A comparison of the marketplaces I chose: what a strong listing looks like on each (title length, bullet points, description, search terms), and what their rules forbid (for example unsupported claims or keyword stuffing).
2. My offer: per-product prices and bulk-batch prices (25, 100 and 500 products) in [YOUR CURRENCY], turnaround times, and what I need from the seller (a spreadsheet of specifications, photos, brand voice, target keywords).
3. A repeatable workflow using a Google Sheet: one row per product, a master prompt for ChatGPT or Claude that turns each row into a title, 5 benefit-led bullet points and a description, and a fact-check column that I fill in before delivery.
4. The master prompt itself, written so it never invents specifications, flags missing data instead of guessing, and keeps the brand's tone.
5. A quality checklist: facts match the specification sheet, sizes and materials are exact, no medical or safety claims the seller cannot prove, consistent formatting.
6. How to find the first clients: seller communities, cold outreach to shops with weak listings (with a before-and-after example), and freelance platforms.
7. A 14-day launch plan and how many products per month I must write to reach my goal.

Ask me up to 5 questions if you need more information; otherwise state your assumptions and continue.`,
    requiredTools: ['ChatGPT', 'Claude', 'Google Sheets', 'Grammarly', 'Shopify or Etsy seller dashboard (client access)', 'Helium 10 (Amazon keyword research)'],
    isPremium: false,
    category: 'Content & Marketing',
  },
  {
    id: 'small-business-automation-agency',
    title: 'No-Code Automation Service for Small Businesses',
    description:
      'Small businesses lose hours every week copying data between email, web forms, spreadsheets, invoices and their CRM. You map one painful process and build a reliable automation with Zapier or Make, adding AI steps (summarising enquiries, drafting replies, sorting emails) where they genuinely help. Sell fixed-price builds first, then a monthly care plan to monitor and improve them. Start with one process you can show working in a five-minute screen recording.',
    potentialRevenue: '$2,000 - $8,000/month',
    difficulty: 'Intermediate',
    timeToStart: '2-4 weeks',
    aiPromptTemplate: `You are a senior automation consultant who has delivered hundreds of Zapier and Make projects for small businesses. I want to start a no-code automation service and need a business and delivery plan.

My situation:
- Country and the kinds of small businesses I can reach: [YOUR COUNTRY AND TARGET BUSINESSES]
- Tools I already know: [TOOLS YOU KNOW]
- Hours per week available: [HOURS PER WEEK]
- Start-up budget: [STARTING BUDGET]
- Work background (admin, sales, operations, IT): [YOUR BACKGROUND]
- Monthly income target: [INCOME GOAL]

Please produce:
1. The 10 automations small businesses in my target market pay for most often (for example lead capture to CRM, quote follow-ups, invoice reminders, review requests, onboarding emails), with the hours each saves per month and a fair fixed price in [YOUR CURRENCY].
2. How to choose between Zapier, Make and n8n for a client: cost at their volume, ease of handover, reliability, data location.
3. My discovery process: a 30-minute call script and a process-mapping template that captures triggers, data, exceptions and who owns each step.
4. Build standards: naming, error notifications, test cases, documentation and a Loom walkthrough for every automation, plus where AI steps are safe (summaries, categorising, drafting) and where a human must approve (anything sent to customers, payments).
5. Pricing: a fixed-price build menu, a monthly care plan (monitoring, fixes, small changes) and when to charge by value instead of by hour.
6. Finding the first 3 clients: warm network, local business groups and accountants or web designers who can refer me, with message templates.
7. Data protection basics: what access I request, how I store client credentials, and the data-processing terms I should agree with clients.
8. A 60-day plan from zero to three paying clients, with weekly milestones.

Ask up to 5 clarifying questions first if you need them. Be concrete and realistic about what a beginner can deliver.`,
    requiredTools: ['Zapier', 'Make', 'ChatGPT', 'Google Workspace', 'Airtable', 'Loom', 'Calendly'],
    isPremium: false,
    category: 'Automation & AI',
  },
  {
    id: 'website-chatbot-setup',
    title: 'AI Website Chatbot Setup for Local Businesses',
    description:
      "Set up a chatbot trained on a business's own FAQs, prices and policies so it answers common questions at any hour and passes leads and bookings to the owner. No-code platforms make the build quick; the real work is collecting accurate answers, testing awkward questions and deciding when the bot must hand over to a human. Charge a setup fee plus a monthly fee for updates and reports. Tell visitors they are talking to an AI, and collect only the personal data the business really needs.",
    potentialRevenue: '$1,500 - $5,000/month',
    difficulty: 'Intermediate',
    timeToStart: '2-3 weeks',
    aiPromptTemplate: `You are an expert in conversational AI for small businesses. Help me launch a service that sets up AI chatbots on local businesses' websites, trained on each business's own information.

About me:
- Target businesses and area: [TARGET BUSINESSES AND AREA]
- Technical comfort (none, basic, confident): [YOUR TECHNICAL LEVEL]
- Hours per week: [HOURS PER WEEK]
- Start-up budget: [STARTING BUDGET]
- Income goal in 6 months: [INCOME GOAL]

Please cover:
1. Which local businesses benefit most from a chatbot (high question volume, bookings, after-hours enquiries) and which do not, so I do not sell something useless.
2. Platform choice: compare Chatbase, Tidio and one alternative on price, ease of training, hand-over to a human, booking integrations and data handling.
3. My build process: gathering the knowledge base (FAQs, prices, opening hours, policies), writing it as clean source documents, setting the bot's instructions and tone, connecting bookings with Calendly and notifying the owner by email or SMS through Zapier.
4. A test script of 30 questions, including tricky ones (complaints, refunds, emergencies, questions the bot should refuse), and the rule that the bot says "I don't know, let me pass you to the team" rather than guessing.
5. Legal and trust basics: telling visitors it is an AI, a privacy notice, minimum data collection, and how long conversations are kept.
6. Packages and prices in [YOUR CURRENCY]: setup fee, monthly care plan (updates, monthly report of top questions and leads captured), and an upgrade path.
7. Selling: a 2-minute demo bot I build for a prospect before the call, an outreach message, and how to show the return (missed enquiries captured, staff time saved).
8. A 3-week launch plan.

Ask up to 5 questions first if important information is missing; otherwise state your assumptions.`,
    requiredTools: ['Chatbase', 'Tidio', 'ChatGPT', 'Google Docs', 'Calendly', 'Zapier'],
    isPremium: false,
    category: 'Automation & AI',
  },
  {
    id: 'no-code-micro-saas',
    title: 'No-Code AI Micro-Tool for One Niche',
    description:
      "Build a small paid web app that does one job well for one audience, for example turning a property's details into listing copy for estate agents or turning meeting notes into follow-up emails for recruiters. Bubble plus the OpenAI API lets you ship without writing code, and Stripe handles subscriptions. Expect the first months to go on finding paying users: most micro-tools earn little until they solve a problem people already search for and pay to fix.",
    potentialRevenue: '$500 - $5,000/month',
    difficulty: 'Intermediate',
    timeToStart: '4-8 weeks',
    aiPromptTemplate: `You are a product strategist who helps non-technical founders launch small software products. Help me plan, validate and launch a no-code AI micro-tool.

My starting point:
- The audience I know well: [TARGET AUDIENCE]
- The repetitive task I think they would pay to automate: [THE PROBLEM]
- My skills and background: [YOUR BACKGROUND]
- Hours per week: [HOURS PER WEEK]
- Budget for tools and tests: [STARTING BUDGET]
- Revenue goal after 12 months: [INCOME GOAL]

Please write:
1. Validation before building: 10 interview questions for people in my audience, how to find 15 people to interview this month, and the evidence that should make me continue or stop (for example 5 people asking to pay for early access).
2. A one-page product definition: the single job the tool does, inputs, outputs, what it will not do, and how it beats simply using ChatGPT directly (templates, the audience's data, saved history, integrations).
3. A no-code build plan with Bubble, the OpenAI API and Stripe: pages, data fields, the prompts the app sends, how to handle errors and slow responses, and a usage limit so API costs cannot exceed revenue.
4. Pricing: free trial or freemium, two paid plans in [YOUR CURRENCY], and the API cost per user at expected usage so I can check the margin.
5. Launch: a landing page outline, a waitlist, 3 communities where my audience gathers and how to contribute there without spamming, plus a simple search-focused content plan.
6. Metrics to track weekly (sign-ups, activation, paid conversions, churn) and what each number tells me to do next.
7. Risks: API price changes, a big platform copying the feature, data privacy and terms of service, and how to reduce each.
8. A 10-week roadmap with milestones.

If anything crucial is missing, ask me up to 5 questions before answering.`,
    requiredTools: ['Bubble', 'OpenAI API', 'Stripe', 'Make', 'Tally', 'Google Analytics'],
    isPremium: false,
    category: 'SaaS & Technology',
  },
  {
    id: 'ai-bookkeeping-assistant',
    title: 'AI-Assisted Bookkeeping for Freelancers and Sole Traders',
    description:
      "Keep the books for freelancers and small sole traders: collect receipts, categorise transactions, reconcile bank feeds and prepare tidy monthly reports for their accountant. Cloud accounting and receipt-capture tools do most of the data entry, and AI helps explain figures and draft client emails. You are not giving tax advice: tax returns and advice stay with a qualified accountant. In the UK you must register for anti-money-laundering supervision (with HMRC or a professional body) before taking on clients; check the rules where you live.",
    potentialRevenue: '$1,500 - $5,000/month',
    difficulty: 'Intermediate',
    timeToStart: '3-6 weeks',
    aiPromptTemplate: `You are an experienced bookkeeper and practice-management coach. Help me start a small bookkeeping service for freelancers and sole traders that uses cloud software and AI to work efficiently, while staying within the law.

About me:
- Country or state where I will work: [YOUR COUNTRY OR STATE]
- My bookkeeping or admin experience and any qualifications: [YOUR EXPERIENCE]
- Software I know (Xero, QuickBooks, spreadsheets): [SOFTWARE YOU KNOW]
- Hours per week: [HOURS PER WEEK]
- Budget for training, software and insurance: [STARTING BUDGET]
- Income goal in 12 months: [INCOME GOAL]

Please provide:
1. The legal and professional requirements to offer bookkeeping in my location (registrations, anti-money-laundering supervision, professional indemnity insurance, data protection) and which relevant qualifications or memberships would build trust. Tell me clearly where I must check official sources.
2. The boundary between bookkeeping and accounting or tax advice, with examples of questions I should pass to a qualified accountant.
3. My service packages: monthly bookkeeping by transaction volume, a catch-up clean-up service and a year-end pack for the client's accountant, with prices in [YOUR CURRENCY].
4. A monthly workflow: bank feeds, receipt capture with Dext, rules for categorising, reconciliation, a review checklist and a client report. Show where AI helps (explaining variances in plain English, drafting emails asking for missing receipts) and what must never be pasted into public AI tools.
5. Onboarding: engagement letter contents, identity checks, access permissions and a client questionnaire.
6. Getting clients: partnering with local accountants who want to offload bookkeeping, freelancer communities and referrals, with outreach messages.
7. A 6-week launch plan and how many clients of each package I need to reach my goal.

Ask me up to 5 clarifying questions first if needed. Flag anything that depends on local law.`,
    requiredTools: ['Xero', 'QuickBooks Online', 'Dext', 'ChatGPT', 'Google Sheets', 'Zapier'],
    isPremium: false,
    category: 'Finance & Investment',
  },
  {
    id: 'clinic-patient-education-content',
    title: 'Patient-Education Content for Private Clinics',
    description:
      "Write clear patient leaflets, aftercare guides, FAQs and blog posts for physiotherapists, dentists, vets and private clinics. AI helps turn a clinician's notes into plain-English drafts at the right reading level; a qualified clinician must review and approve every piece before it is published. Never put patient information into AI tools, never give diagnosis or treatment advice yourself, and follow the advertising rules for health claims where you work (for example the ASA and CAP Code in the UK, or the FTC's rules in the US).",
    potentialRevenue: '$1,500 - $5,000/month',
    difficulty: 'Intermediate',
    timeToStart: '2-4 weeks',
    aiPromptTemplate: `You are a health-content editor who has worked with private clinics for years. Help me build a patient-education writing service that uses AI responsibly, with clinicians approving everything.

My background:
- Country where my clients are: [YOUR COUNTRY]
- Types of clinic I want to serve: [CLINIC TYPES]
- My health, science or writing background: [YOUR BACKGROUND]
- Hours per week: [HOURS PER WEEK]
- Start-up budget: [STARTING BUDGET]
- Income goal: [INCOME GOAL]

Please produce:
1. The content clinics actually need (aftercare sheets, condition explainers, pre-appointment guides, FAQs, blog posts) and which pieces save their staff the most time.
2. A safe production process: the clinician supplies the key facts or notes; I draft with ChatGPT or Claude using only those facts and reputable public sources; I simplify to a reading age of about 11 to 12 using Hemingway Editor; the clinician reviews and signs off; we record the review date and the next review date.
3. Hard rules: no patient-identifiable information in any AI tool, no diagnosis or treatment recommendations written by me, no invented statistics, every claim checked against a reputable source, and compliance with advertising rules for health claims in my country.
4. A prompt I can reuse that turns clinician notes into a patient leaflet, tells the AI not to add facts that are not in the notes, and lists any points it is unsure about for the clinician.
5. Packages and prices in [YOUR CURRENCY]: single leaflet, a bundle of 10 aftercare sheets, and a monthly blog retainer.
6. How to find clients: practice managers, local clinic networks, dental and physio associations, and an outreach email that offers to rewrite one confusing leaflet.
7. A 30-day launch plan and the professional insurance I should consider.

Ask me up to 5 questions if information is missing, and point out anything I must check with a regulator or professional body.`,
    requiredTools: ['ChatGPT', 'Claude', 'Hemingway Editor', 'Canva', 'Google Docs', 'WordPress'],
    isPremium: false,
    category: 'Healthcare & Medical',
  },
  {
    id: 'compliance-paperwork-service',
    title: 'Compliance Paperwork Service for Small Businesses',
    description:
      "Many small firms know they need an up-to-date privacy notice, a record of how they use personal data, staff policies and health-and-safety documents, but never get round to them. You gather the facts about how the business actually works and use AI to turn them into clear, organised drafts, checklists and review calendars. You are an organiser and writer, not a lawyer: drafts are checked by a qualified solicitor or the client's adviser, and you never tell a client they are 'fully compliant'. A solicitor you partner with for reviews is a strength you can sell.",
    potentialRevenue: '$1,500 - $6,000/month',
    difficulty: 'Intermediate',
    timeToStart: '2-4 weeks',
    aiPromptTemplate: `You are an operations and compliance consultant for small businesses. Help me start a service that helps small firms get their routine compliance paperwork organised, using AI for drafting, while staying clearly on the right side of legal-advice rules.

About me:
- Country and region: [YOUR COUNTRY AND REGION]
- Types of businesses I want to serve: [TARGET BUSINESSES]
- Relevant background (admin, HR, operations, law): [YOUR BACKGROUND]
- Hours per week: [HOURS PER WEEK]
- Budget: [STARTING BUDGET]
- Income goal: [INCOME GOAL]

Please write:
1. The paperwork small businesses in my country commonly need (for example privacy notices, records of processing, data-breach procedures, staff handbook sections, health-and-safety policies and risk assessments), which official sources define each, and which of these are legal advice that only a qualified lawyer should give.
2. The limits of my role under the law in my country (for example reserved legal activities in England and Wales or unauthorised practice of law in the US), written as do's and don'ts.
3. My process: a fact-finding questionnaire, drafting with ChatGPT or Claude from official guidance and the client's facts, a review by a partner solicitor or the client's adviser, and a yearly review calendar in Notion.
4. A reusable prompt that drafts a document only from the facts I provide, cites the official guidance it relies on, and lists questions to confirm rather than assuming.
5. Packages and prices in [YOUR CURRENCY]: a starter pack, an annual review subscription, and add-ons; plus how I share revenue or refer work to a partner solicitor.
6. Insurance, disclaimers and engagement terms I need.
7. How to find clients through accountants, business networks and new-business owners, with an outreach message.
8. A 30-day launch plan.

Ask up to 5 clarifying questions first if needed, and mark clearly anything I should confirm with a qualified lawyer.`,
    requiredTools: ['ChatGPT', 'Claude', 'Google Docs', 'Notion', 'Termly', 'Loom'],
    isPremium: false,
    category: 'Legal & Compliance',
  },
  {
    id: 'manufacturing-work-instructions',
    title: 'Work Instructions and SOPs for Small Manufacturers',
    description:
      "Turn the knowledge in experienced operators' heads into clear, illustrated work instructions, set-up sheets and checklists. You film or shadow a task, transcribe it and use AI to structure the steps; the supervisor checks every step and safety warning before it reaches the shop floor. Small factories, workshops and food producers pay for this when they train new staff, work towards ISO 9001 or are about to lose a key person. Safety-critical content always needs sign-off by the client's competent person.",
    potentialRevenue: '$2,000 - $6,000/month',
    difficulty: 'Intermediate',
    timeToStart: '2-4 weeks',
    aiPromptTemplate: `You are a manufacturing training specialist who writes standard operating procedures and work instructions. Help me start a service that documents shop-floor know-how for small manufacturers, using AI to speed up the writing.

About me:
- My region and the local industries: [YOUR REGION AND INDUSTRIES]
- My experience (engineering, quality, production, technical writing): [YOUR EXPERIENCE]
- Hours per week: [HOURS PER WEEK]
- Budget: [STARTING BUDGET]
- Income goal: [INCOME GOAL]

Please produce:
1. The situations in which small manufacturers buy documentation help (new starters, ISO 9001 or customer audits, a retiring expert, recurring quality defects) and how to spot them.
2. My capture method: observing and filming a task with permission, recording the operator's explanation, transcribing it with Otter.ai, and capturing screen-based steps with Scribe.
3. A prompt that turns a transcript into a numbered work instruction with purpose, scope, tools and materials, safety warnings, steps with key points and reasons, quality checks and a revision block, and that lists anything unclear as questions instead of filling gaps.
4. A review loop: operator check, supervisor sign-off, the client's competent person approving all safety content, and version control.
5. Formats that work on the shop floor: one-page visual sheets made in Canva, QR codes linking to short Loom videos, and laminated checklists.
6. Pricing in [YOUR CURRENCY] per instruction, per documentation package and as a monthly retainer, with the hours each takes.
7. Finding clients: manufacturing networks, quality consultants, trade associations and an outreach email with a before-and-after example.
8. A 30-day launch plan.

Ask me up to 5 questions first if anything is unclear. Remind me wherever safety regulations require a qualified person.`,
    requiredTools: ['ChatGPT', 'Claude', 'Otter.ai', 'Scribe', 'Loom', 'Canva', 'Google Docs'],
    isPremium: false,
    category: 'Manufacturing & Industrial',
  },
  {
    id: 'ai-teaching-resources-shop',
    title: 'AI-Assisted Teaching Resources for Online Marketplaces',
    description:
      'Create worksheets, lesson plans, revision guides and activity packs and sell them on Teachers Pay Teachers, Etsy or your own shop. AI speeds up drafting questions and answer keys; your subject knowledge keeps them accurate and matched to the curriculum. This builds slowly: a shop usually needs dozens of good products and several months before sales are steady, so treat it as an asset you build alongside other work. Check every answer key yourself, because AI makes confident mistakes and one bad review hurts.',
    potentialRevenue: '$300 - $3,000/month',
    difficulty: 'Beginner',
    timeToStart: '2-4 weeks',
    aiPromptTemplate: `You are a successful teacher-author who sells classroom resources online. Help me build a shop of AI-assisted teaching resources that are accurate, useful and well-presented.

About me:
- Subjects and age groups I know: [SUBJECTS AND AGE GROUPS]
- Curriculum or exam board to match: [CURRICULUM]
- Teaching or tutoring experience: [YOUR EXPERIENCE]
- Where I want to sell: [TEACHERS PAY TEACHERS, ETSY OR OWN SHOP]
- Hours per week: [HOURS PER WEEK]
- Income goal after 12 months: [INCOME GOAL]

Please give me:
1. Product research: how to find resources teachers search for but that are poorly served, using marketplace search, best-seller lists and teacher forums, and 15 product ideas for my subjects ranked by demand and effort.
2. A production workflow: outlining with ChatGPT or Claude, writing questions at three difficulty levels, creating answer keys, checking every answer myself, and designing in Canva or Google Slides with consistent branding.
3. A prompt that generates a differentiated worksheet from a learning objective, with answer key and common misconceptions, and that marks any answer it is not certain about.
4. Quality and rights: copyright rules for images and fonts, the marketplace's policy on AI-generated content, and the accessibility basics (readable fonts, contrast, alternative text).
5. Listing optimisation: titles, thumbnails, previews, descriptions and keywords, plus pricing for single products and bundles in [YOUR CURRENCY].
6. Growth: free products that lead to paid ones, an email list, Pinterest, and seasonal planning for back-to-school and exam periods.
7. Realistic expectations: the number of products and months typically needed before steady sales, and a 90-day production schedule that fits my hours.

If you need more details, ask me up to 5 questions first.`,
    requiredTools: ['ChatGPT', 'Claude', 'Canva', 'Google Slides', 'Teachers Pay Teachers', 'Etsy'],
    isPremium: false,
    category: 'Education & Courses',
  },
  {
    id: 'ai-skills-workshops',
    title: "Local 'AI for Small Business' Workshops",
    description:
      'Run practical, hands-on workshops that teach local business owners to use ChatGPT and similar tools for everyday tasks: emails, social posts, quotes and meeting notes. Chambers of commerce, co-working spaces, libraries and business networks are looking for exactly this kind of session. Start with small paid groups or a free taster that leads to a paid half-day, then add private team training. You need to be comfortable with the tools and with speaking to a room, not to be an engineer.',
    potentialRevenue: '$1,000 - $5,000/month',
    difficulty: 'Beginner',
    timeToStart: '2-3 weeks',
    aiPromptTemplate: `You are a corporate trainer who designs practical AI-skills workshops for small business owners. Help me create and sell a local workshop programme.

About me:
- My town or city: [YOUR TOWN OR CITY]
- My experience with AI tools: [YOUR AI EXPERIENCE]
- Teaching, training or speaking experience: [YOUR TRAINING EXPERIENCE]
- Hours per week: [HOURS PER WEEK]
- Budget for venue, marketing and tools: [STARTING BUDGET]
- Income goal: [INCOME GOAL]

Please create:
1. A 3-hour hands-on workshop plan for beginners: learning objectives, agenda with timings, exercises where everyone writes real prompts for their own business (emails, social posts, quotes, summaries), and a take-home prompt sheet.
2. A responsible-use section: checking facts, not pasting customer or confidential data into public tools, copyright basics, and being open with customers about AI use.
3. Three formats with prices in [YOUR CURRENCY]: a public half-day workshop per seat, a private in-house team session, and a follow-up coaching call.
4. Venues and partners in my area (chambers of commerce, business networks, libraries, co-working spaces, colleges) and a partnership pitch that offers them a free taster session.
5. Marketing: an Eventbrite listing, a LinkedIn post series, a short talk for local networking events, and collecting testimonials.
6. Logistics: room set-up, Wi-Fi and accounts (participants should sign up for free accounts before the session), accessibility, a backup plan if the tools are down, and a feedback form.
7. Numbers: seats and sessions needed per month to reach my goal, costs per session and break-even.
8. A 4-week plan to run my first paid workshop.

Ask me up to 5 questions first if anything important is missing.`,
    requiredTools: ['ChatGPT', 'Claude', 'Google Slides', 'Canva', 'Eventbrite', 'Zoom', 'Stripe'],
    isPremium: false,
    category: 'Education & Courses',
  },

  // ── Premium ideas ───────────────────────────────────────────────────────────
  {
    id: 'podcast-repurposing-service',
    title: 'AI Podcast Editing and Repurposing Service',
    description:
      'Edit podcasts and video interviews for coaches, consultants and B2B companies, then turn each episode into short clips, show notes, a newsletter issue and social posts. Descript and AI clipping tools cut editing time sharply, so one recording becomes a week of content. Monthly packages per show create recurring revenue, and once you run 5–10 shows you can bring in a part-time editor. Careful quality control on clips, captions and transcripts is where you earn your fee.',
    potentialRevenue: '$2,000 - $8,000/month',
    difficulty: 'Intermediate',
    timeToStart: '2-4 weeks',
    aiPromptTemplate: `You are the founder of a successful podcast production agency. Help me launch an AI-assisted podcast editing and repurposing service for experts and B2B companies.

About me:
- Audio or video editing experience: [YOUR EDITING EXPERIENCE]
- Industries I understand: [INDUSTRIES YOU KNOW]
- Hours per week: [HOURS PER WEEK]
- Budget for software and equipment: [STARTING BUDGET]
- Income goal in 6 months: [INCOME GOAL]

Please produce:
1. The ideal client profile: which shows are worth the most (B2B, coaches, consultants with a product to sell), how to tell whether a show has budget, and where to find them (podcast directories, LinkedIn, guests on existing shows).
2. My production pipeline for one episode: recording guidance for the client on Riverside, editing in Descript (filler words, pacing, levels, Studio Sound used with care), clip selection with Opus Clip and a human review, captions checked line by line, show notes and a newsletter draft written with ChatGPT or Claude from the transcript, and thumbnails in Canva.
3. Prompts I can reuse: show notes with timestamps, 5 LinkedIn posts from one episode in the host's voice, a newsletter summary, and a clip-finding prompt that lists the strongest 60-second moments with reasons.
4. Packages in [YOUR CURRENCY]: edit only, edit plus clips, and full repurposing, with turnaround times and revision limits.
5. Client management: an onboarding form, a Notion content calendar, approval workflow and a monthly performance summary (downloads, clip views, newsletter sign-ups).
6. Quality and rights: consent from guests, music licensing, and disclosure of any synthetic voice use.
7. Getting the first 3 clients: a free 60-second clip from their latest episode as the opening offer, with an outreach message.
8. Scaling: standard operating procedures, hiring a junior editor, and margins at 5, 10 and 20 shows.

Ask up to 5 clarifying questions first if needed.`,
    requiredTools: ['Descript', 'Riverside', 'Opus Clip', 'ChatGPT', 'Claude', 'Canva', 'Notion'],
    isPremium: true,
    category: 'Content & Marketing',
  },
  {
    id: 'ai-voice-receptionist',
    title: 'AI Phone Receptionist for Trades and Service Businesses',
    description:
      "Plumbers, electricians, salons and clinics miss calls while they work, and every missed call can be a lost job. You build an AI voice agent that answers, captures the caller's details, books appointments into the calendar and texts the owner a summary. Voice platforms make this possible without deep coding, but reliability takes testing: accents, background noise and emergencies must reach a human. Tell callers they are speaking to an AI, follow call-recording consent rules, and never let the agent give medical or safety advice.",
    potentialRevenue: '$3,000 - $12,000/month',
    difficulty: 'Advanced',
    timeToStart: '4-8 weeks',
    aiPromptTemplate: `You are a voice-AI solutions architect who has deployed phone agents for small businesses. Help me build and sell an AI phone receptionist service.

My situation:
- Country or state (for call-recording and consent rules): [YOUR COUNTRY OR STATE]
- Target businesses: [TARGET BUSINESSES]
- Technical skills (no-code, some scripting, developer): [YOUR TECHNICAL LEVEL]
- Hours per week: [HOURS PER WEEK]
- Budget for platforms, phone numbers and testing: [STARTING BUDGET]
- Income goal: [INCOME GOAL]

Please provide:
1. Platform choice: compare Vapi and Retell AI (with Twilio numbers and ElevenLabs voices where relevant) on per-minute cost, latency, interruption handling, calendar and webhook integrations, call transfer and data retention. Recommend a stack for my skills.
2. The call flow for a typical trades business: greeting that discloses the AI, understanding the job, collecting name, number, address and urgency, booking a slot via Cal.com, summarising back to the caller, and texting the owner. Include the emergency path (gas smell, flooding, medical) that always transfers to a human or gives the official emergency number.
3. The system prompt for the agent, with guardrails: never quote prices unless given a price list, never give safety or medical advice, escalate when unsure, keep calls short.
4. Testing: a script of 40 test calls (accents, noise, angry callers, wrong numbers, spam) and the pass criteria before going live.
5. Legal: call-recording consent, AI disclosure, data retention, data-processing agreements with each vendor, and rules on outbound calls if clients ask for them.
6. Pricing in [YOUR CURRENCY]: setup fee plus monthly plans with included minutes, and my margin after per-minute platform costs.
7. Sales: a live demo number prospects can call, an ROI calculation based on missed calls per week multiplied by average job value, and outreach scripts.
8. Operations: monitoring call logs with Make and Airtable, monthly reports, and a 60-day launch plan.

Ask me up to 5 questions before answering if anything is missing.`,
    requiredTools: ['Vapi', 'Retell AI', 'Twilio', 'ElevenLabs', 'Make', 'Cal.com', 'Airtable'],
    isPremium: true,
    category: 'Automation & AI',
  },
  {
    id: 'ai-lead-generation-systems',
    title: 'AI Lead Research and Outreach Systems for B2B Firms',
    description:
      'Build outbound systems for agencies, consultancies and B2B service firms: find well-matched prospects, enrich them with public data, write a genuinely personal first line with AI and send small, targeted campaigns. Clients pay a setup fee plus a monthly retainer, sometimes with a bonus per booked meeting. Deliverability and relevance are everything: send low volumes from properly configured domains, and follow the law on marketing email (GDPR and PECR in the UK and EU, CAN-SPAM in the US).',
    potentialRevenue: '$3,000 - $10,000/month',
    difficulty: 'Intermediate',
    timeToStart: '3-5 weeks',
    aiPromptTemplate: `You are a B2B growth consultant specialising in ethical, AI-assisted outbound. Help me launch a service that builds lead research and outreach systems for B2B firms.

About me:
- Country where I and my clients are: [YOUR COUNTRY]
- Industries I understand: [INDUSTRIES YOU KNOW]
- Sales or marketing experience: [YOUR EXPERIENCE]
- Hours per week: [HOURS PER WEEK]
- Budget for data and sending tools: [STARTING BUDGET]
- Income goal: [INCOME GOAL]

Please produce:
1. The offer: who buys outbound systems (agencies, consultancies, software firms with a high deal value), what results are realistic (reply and meeting rates for well-targeted campaigns, stated as ranges) and how to avoid promising guaranteed meetings.
2. The system: defining the ideal customer profile with the client, building lists in Apollo.io, enriching and scoring them in Clay, writing a personal first line with ChatGPT from each prospect's public information, human review of every message before sending, sending with Instantly, and logging replies in HubSpot CRM. Show where n8n can tie the steps together.
3. Deliverability: separate sending domains, SPF, DKIM and DMARC, warm-up, daily volume limits, list cleaning and unsubscribe handling.
4. The law: what GDPR and PECR require for B2B email in the UK and EU (including the difference between corporate subscribers and sole traders), CAN-SPAM in the US, legitimate-interest assessments and records.
5. Prompts I can reuse: a research summary of a prospect's company, a first line that references something specific and true, and a 3-step sequence that is short and respectful.
6. Pricing in [YOUR CURRENCY]: setup, monthly retainer, optional per-meeting bonus, and the tool costs per client.
7. Finding my own first clients using the same system, with my own outreach copy.
8. Weekly reporting and a 45-day launch plan.

Ask up to 5 clarifying questions first if needed.`,
    requiredTools: ['Apollo.io', 'Clay', 'Instantly', 'n8n', 'ChatGPT', 'HubSpot CRM'],
    isPremium: true,
    category: 'Automation & AI',
  },
  {
    id: 'custom-ai-assistants-for-teams',
    title: 'Custom AI Assistants for Teams (GPTs and Claude Projects)',
    description:
      "Build private AI assistants that know a company's own documents, tone and processes: a proposal writer for the sales team, an HR-policy helper, an onboarding buddy for new staff. You interview the team, clean and organise their documents, write the instructions and test the assistant until its answers are reliable, then train staff to use it. Firms pay for the setup and a monthly review. Check the client's data policy first: confidential or personal data belongs only on a business plan whose data terms the client has approved.",
    potentialRevenue: '$2,500 - $10,000/month',
    difficulty: 'Intermediate',
    timeToStart: '2-4 weeks',
    aiPromptTemplate: `You are an AI adoption consultant who builds custom assistants for small and mid-sized companies. Help me start a service that designs, builds and rolls out private AI assistants for teams.

About me:
- Industries and company sizes I want to serve: [TARGET CLIENTS]
- My professional background: [YOUR BACKGROUND]
- AI tools I have used in depth: [TOOLS YOU KNOW]
- Hours per week: [HOURS PER WEEK]
- Budget: [STARTING BUDGET]
- Income goal: [INCOME GOAL]

Please write:
1. The 8 assistants companies get the most value from (for example proposal drafting, policy questions, customer-email replies, onboarding, meeting follow-ups) and how to measure time saved for each.
2. Platform choice: custom GPTs in ChatGPT, Claude Projects, and Microsoft Copilot Studio for companies on Microsoft 365. Compare sharing, data controls, knowledge-file limits, admin features and cost, and how to check the client's data-protection requirements before any document is uploaded.
3. My delivery method: a discovery workshop, a document audit (remove outdated and sensitive files, fix contradictions), writing the assistant's instructions, a test set of 30 real questions with expected answers, and an acceptance threshold before launch.
4. A template for assistant instructions: role, audience, sources it may use, tone, what to do when unsure, and topics it must refuse or escalate.
5. Rollout: training sessions, a one-page guide, recorded Loom walkthroughs, and a feedback channel.
6. Packages in [YOUR CURRENCY]: a single assistant, a team bundle of three, and a monthly improvement retainer.
7. Sales: finding clients through my network and LinkedIn, a pilot offer, and a case-study template.
8. Risks: hallucinated answers, staff over-reliance, outdated documents, and how my process reduces each. Then a 30-day launch plan.

Ask me up to 5 questions first if anything important is missing.`,
    requiredTools: ['ChatGPT (custom GPTs)', 'Claude (Projects)', 'Microsoft Copilot Studio', 'Notion', 'Google Drive', 'Loom'],
    isPremium: true,
    category: 'SaaS & Technology',
  },
  {
    id: 'vertical-ai-saas',
    title: 'Vertical AI Software for One Industry',
    description:
      'Build a subscription product that uses AI to automate one costly workflow in one industry, such as turning site-visit notes into quotes for builders or drafting inspection reports for surveyors. Deep knowledge of the industry is the moat, not the AI model. Expect 3–6 months to a first paying version and a year or more to reach meaningful recurring revenue; start by selling a manual, done-for-you version of the result to prove people will pay before you build software.',
    potentialRevenue: '$2,000 - $30,000/month',
    difficulty: 'Advanced',
    timeToStart: '12-24 weeks',
    aiPromptTemplate: `You are a SaaS founder and advisor who has built vertical software for traditional industries. Help me go from an industry problem to a paying AI software product.

My starting point:
- Industry I know from the inside: [YOUR INDUSTRY]
- The workflow that wastes the most time or money there: [THE WORKFLOW]
- My role and years in the industry: [YOUR EXPERIENCE]
- Technical ability or co-founder situation: [TECHNICAL SITUATION]
- Savings or funding available: [AVAILABLE FUNDING]
- Revenue goal in 18 months: [INCOME GOAL]

Please produce:
1. Problem validation: how to quantify the cost of the workflow (hours, errors, lost revenue), 12 interview questions, and the buying process in this industry (who signs, budget cycles, procurement, trade associations).
2. A concierge test: how to deliver the result manually with ChatGPT or Claude for 3 to 5 paying customers before writing software, and what evidence I need to continue.
3. Product scope for version 1: the single workflow, inputs and outputs, where the AI model sits (OpenAI or Anthropic API), human review steps, and what I deliberately leave out.
4. Build path: Bubble if I have no developer, or Next.js on Vercel with Supabase if I have one; Stripe billing; PostHog analytics; estimated costs and timelines for each.
5. Trust requirements: data security, a data processing agreement, accuracy disclaimers, audit logs, and any industry-specific regulation I must check.
6. Pricing in [YOUR CURRENCY]: per seat, per report or per project, with a model of gross margin after AI API costs.
7. Go-to-market: the first 10 customers from my own network, trade shows and associations, partnerships, and content that ranks for the problem.
8. An 18-month roadmap with milestones and kill criteria, and the main risks (an incumbent adding the feature, model costs, long sales cycles).

Ask me up to 5 clarifying questions first.`,
    requiredTools: ['OpenAI API', 'Anthropic API', 'Bubble', 'Supabase', 'Next.js on Vercel', 'Stripe', 'PostHog'],
    isPremium: true,
    category: 'SaaS & Technology',
  },
  {
    id: 'ai-website-design-studio',
    title: 'AI-Assisted Website Design Studio with Webflow or Framer',
    description:
      "Design and build fast, good-looking websites for small businesses and start-ups in days rather than weeks. AI helps with site maps, wireframes, first-draft copy and images; Framer or Webflow turns the design into a live site the client can edit. Sell fixed-price packages, such as a five-page site or a launch landing page, plus monthly hosting and updates. Taste, clear structure and copy that converts are what clients pay for; you don't need to write code.",
    potentialRevenue: '$3,000 - $12,000/month',
    difficulty: 'Intermediate',
    timeToStart: '3-6 weeks',
    aiPromptTemplate: `You are a creative director who runs a profitable small web-design studio using Framer and Webflow. Help me launch an AI-assisted website design service.

About me:
- Design experience and portfolio so far: [YOUR DESIGN EXPERIENCE]
- Clients I want to serve: [TARGET CLIENTS]
- Tool I prefer (Framer, Webflow, undecided): [PREFERRED TOOL]
- Hours per week: [HOURS PER WEEK]
- Budget: [STARTING BUDGET]
- Income goal: [INCOME GOAL]

Please produce:
1. Positioning: a niche where design quality matters and budgets exist (for example clinics, architects, start-ups, hospitality), and how to stand out from cheap template sellers.
2. Framer versus Webflow for my clients: learning curve, CMS needs, client editing, hosting costs, and search-engine features.
3. My process from brief to launch in 10 working days: discovery questionnaire, site map and wireframes drafted with ChatGPT and refined in Figma with Relume, copywriting with AI plus the client's real facts and photos, visual design, build, accessibility and speed checks, search-engine basics, and handover training.
4. Prompts I can reuse: a site map from a business description, homepage copy in the client's voice with clear calls to action, and a checklist review of a draft page.
5. Rights and quality: image licensing, AI-generated images (Midjourney) and when to use real photography, accessibility (contrast, headings, alternative text), cookie and privacy notices.
6. Packages in [YOUR CURRENCY]: landing page, 5-page site, site with CMS, and a monthly care plan; deposit and payment terms.
7. Getting clients: three portfolio pieces built for realistic briefs, referrals from marketers and accountants, and outreach with a quick redesign mock-up.
8. A 6-week launch plan and the numbers I need to hit my goal.

Ask up to 5 questions first if anything important is missing.`,
    requiredTools: ['Framer', 'Webflow', 'Figma', 'Relume', 'ChatGPT', 'Midjourney'],
    isPremium: true,
    category: 'SaaS & Technology',
  },
  {
    id: 'personal-finance-education-newsletter',
    title: 'Paid Personal-Finance Education Newsletter',
    description:
      'Publish a weekly newsletter that explains money topics for one specific audience, such as new parents, nurses, freelancers or expats, with clear examples, worksheets and calculators. AI helps you research, explain and format; your own experience and careful checking make it trustworthy. Earn from paid subscriptions and relevant sponsors. Stay on the education side of the line: no personal recommendations to buy or sell investments unless you are authorised (by the FCA in the UK; as a registered adviser in the US), and follow the financial-promotion rules for anything you promote.',
    potentialRevenue: '$500 - $8,000/month',
    difficulty: 'Intermediate',
    timeToStart: '3-6 weeks',
    aiPromptTemplate: `You are an experienced financial journalist and newsletter publisher. Help me launch a paid personal-finance education newsletter for one specific audience, and keep it within the rules on financial advice and promotions.

About me:
- Country whose rules apply to me and my readers: [YOUR COUNTRY]
- The audience I belong to or know well: [TARGET AUDIENCE]
- My money knowledge and any qualifications: [YOUR BACKGROUND]
- Hours per week for writing: [HOURS PER WEEK]
- Budget: [STARTING BUDGET]
- Income goal in 12 months: [INCOME GOAL]

Please write:
1. The regulatory line in my country between general education and regulated advice (for example FCA rules and financial promotions in the UK, investment-adviser rules in the US), with examples of sentences that are fine and sentences that cross the line, and the disclaimers I should use.
2. Audience and positioning: the money problems specific to my audience, and 20 issue topics ranked by demand.
3. Format and schedule: a free weekly issue, a paid tier (worksheets, calculators in Google Sheets, deep dives, reader Q and A answered generally) and prices in [YOUR CURRENCY].
4. A research and writing workflow with ChatGPT or Claude that uses only official and reputable sources, checks every figure (tax bands, allowances, interest rates) against the official source and dates it, and includes a correction policy.
5. Platform choice: beehiiv versus Substack for my goals (paid subscriptions, sponsorships, referral programmes, search visibility).
6. Growth: a lead magnet, a referral programme, cross-promotions, and communities where my audience gathers.
7. Sponsorship rules: which sponsors to refuse, how to label paid content, and extra care with financial products.
8. A 90-day plan with subscriber milestones and the conversion rate I need to reach my goal.

Ask up to 5 clarifying questions first if needed.`,
    requiredTools: ['beehiiv', 'Substack', 'ChatGPT', 'Claude', 'Google Sheets', 'Canva'],
    isPremium: true,
    category: 'Finance & Investment',
  },
  {
    id: 'cash-flow-forecasting-service',
    title: 'Cash-Flow Forecasting and Reporting for Small Businesses',
    description:
      "Give owners of established small businesses a monthly cash-flow forecast, a one-page dashboard and a plain-English commentary on what changed and why. Forecasting tools connect to Xero or QuickBooks, and AI helps you spot anomalies and draft the commentary you then check. This is a part-time finance role that suits people with accounting or analysis experience. You inform the owner's decisions; tax, audit and regulated investment advice stay with qualified professionals.",
    potentialRevenue: '$3,000 - $15,000/month',
    difficulty: 'Advanced',
    timeToStart: '6-10 weeks',
    aiPromptTemplate: `You are a fractional finance director who serves small businesses. Help me build a monthly cash-flow forecasting and reporting service that uses AI carefully.

About me:
- Country: [YOUR COUNTRY]
- Finance background and qualifications: [YOUR BACKGROUND]
- Business sizes and sectors I want to serve: [TARGET CLIENTS]
- Hours per week: [HOURS PER WEEK]
- Budget for tools and insurance: [STARTING BUDGET]
- Income goal: [INCOME GOAL]

Please produce:
1. The service: a 13-week rolling cash-flow forecast, a 12-month scenario model, a one-page monthly dashboard and a commentary, and which owners need it most (growing firms, seasonal businesses, firms with bank loans).
2. Tools: connecting Xero or QuickBooks Online to Float or Fathom, when a Google Sheets model is better, and publishing a dashboard in Looker Studio.
3. My monthly routine: data checks, reconciling the forecast to actuals, variance analysis, scenario updates (late payers, price rises, hiring), and a review meeting agenda.
4. How I use ChatGPT: drafting the commentary from my variance table, suggesting questions to ask the owner, and spotting unusual transactions, with the rule that every number in the commentary is checked against the source and no confidential data goes into tools without the client's agreement and suitable data terms.
5. The professional boundary: what stays with the client's accountant (tax, statutory accounts, audit) and with regulated advisers (investments, some lending advice), plus engagement letter terms and professional indemnity insurance.
6. Pricing in [YOUR CURRENCY]: onboarding fee and monthly tiers by complexity, with the hours each takes.
7. Getting clients: partnerships with accountants and bank relationship managers, a free cash-runway check as the opening offer, and LinkedIn content.
8. A 60-day launch plan.

Ask up to 5 questions first if any important detail is missing.`,
    requiredTools: ['Xero', 'QuickBooks Online', 'Float', 'Fathom', 'Google Sheets', 'Looker Studio', 'ChatGPT'],
    isPremium: true,
    category: 'Finance & Investment',
  },
  {
    id: 'practice-front-office-automation',
    title: 'Front-Office Automation for Dental, Physio and Vet Practices',
    description:
      "Reduce no-shows and admin for private practices with automated reminders, online intake forms, recall campaigns, review requests and AI-drafted replies to routine enquiries. The value is large, because every empty appointment slot costs money. Health data is tightly regulated, so design privacy in from day one: in the US use only vendors that sign a Business Associate Agreement under HIPAA; in the UK and EU treat health data as special-category data under UK GDPR and GDPR. AI never makes clinical decisions or answers clinical questions; those go to the practice's staff.",
    potentialRevenue: '$4,000 - $15,000/month',
    difficulty: 'Advanced',
    timeToStart: '6-12 weeks',
    aiPromptTemplate: `You are a healthcare operations consultant who automates the front office of private practices without compromising patient privacy. Help me build this service.

About me:
- Country and the privacy law that applies: [YOUR COUNTRY]
- Practice types I want to serve (dental, physiotherapy, veterinary, other): [PRACTICE TYPES]
- The practice-management systems common in my market: [PRACTICE SYSTEMS]
- My background (healthcare admin, IT, operations): [YOUR BACKGROUND]
- Hours per week: [HOURS PER WEEK]
- Income goal: [INCOME GOAL]

Please produce:
1. The front-office problems with measurable cost: no-shows, unfilled cancellations, paper intake forms, unanswered calls and emails, overdue recalls, few reviews. Show how to estimate each in money for a given practice.
2. Solutions for each using the practice's own management system first (for example its built-in reminders and online booking), then additional tools: HIPAA-eligible forms such as Jotform's HIPAA plan, Twilio messaging under a BAA, Microsoft Power Automate, and Azure OpenAI Service for drafting replies to routine, non-clinical enquiries.
3. Privacy design: data mapping, data-protection impact assessment, Business Associate Agreements or data processing agreements with every vendor, minimum-necessary data, access control, audit logs and retention. Never use consumer AI tools with patient information.
4. Clinical safety: the list of message types AI may draft (opening hours, directions, booking changes) and the ones that always go to staff (symptoms, medication, results, complaints), with human review before sending.
5. An implementation plan for one practice: baseline measurement, a phased rollout, staff training and a 30-day review with before-and-after numbers.
6. Pricing in [YOUR CURRENCY]: an audit, an implementation project, and a monthly optimisation retainer.
7. Sales: practice-manager networks, suppliers and associations, and a no-show cost calculator as the opening offer.
8. A 90-day launch plan and the insurance I need.

Ask me up to 5 questions first, and flag every point where a privacy or healthcare regulator's guidance must be checked.`,
    requiredTools: [
      "The practice's management system (e.g. Dentally, Cliniko, ezyVet)",
      'Jotform (HIPAA-compliant plan)',
      'Twilio (under a BAA)',
      'Microsoft Power Automate',
      'Azure OpenAI Service',
      'Google Workspace (with a signed BAA)',
    ],
    isPremium: true,
    category: 'Healthcare & Medical',
  },
  {
    id: 'ai-scribe-implementation-consulting',
    title: 'AI Scribe Implementation Consulting for Clinics',
    description:
      'Ambient AI scribes that draft clinical notes from a consultation are spreading fast, but many clinics struggle to choose, roll out and govern them. You help a practice compare vendors, run a pilot, prepare the consent and data-protection paperwork with their data-protection lead, train clinicians and measure the time saved. It suits people with healthcare operations or IT experience. Clinicians stay responsible for every note, and each AI draft must be checked before it enters the record.',
    potentialRevenue: '$4,000 - $20,000/month',
    difficulty: 'Advanced',
    timeToStart: '8-12 weeks',
    aiPromptTemplate: `You are a digital-health implementation lead who has rolled out ambient AI scribes in outpatient clinics. Help me start a consultancy that helps private clinics adopt AI scribes safely.

About me:
- Country and health system (for example UK private sector, NHS suppliers, US outpatient): [YOUR COUNTRY AND HEALTH SYSTEM]
- My background in healthcare, IT or project management: [YOUR BACKGROUND]
- Clinic types I want to serve: [CLINIC TYPES]
- Hours per week: [HOURS PER WEEK]
- Income goal: [INCOME GOAL]

Please produce:
1. A vendor evaluation framework for AI scribes (for example Heidi Health, Abridge and Microsoft Dragon Copilot): accuracy in the clinic's specialty, integration with their record system, data location, retention, security certifications, regulatory status where it applies, contract terms and cost per clinician.
2. Governance: the data-protection impact assessment, patient information and consent approach, the clinical-safety documentation required in my country (for example the DCB0160 standard for NHS settings in England), and who signs off what.
3. A 6-week pilot plan: baseline time spent on notes, selecting 3 to 5 clinicians, training, a note-review checklist (omissions, wrong attributions, invented findings), incident reporting and a go or no-go decision.
4. Measurement: documentation minutes per consultation, after-hours work, note quality audits, patient and clinician feedback.
5. Rollout and change management: champions, training materials, a quick-reference guide and ongoing monitoring.
6. My offers in [YOUR CURRENCY]: a readiness assessment, a pilot package, and a full rollout with monthly governance support.
7. Finding clients: clinic groups, practice-manager networks, specialty associations and vendor partnerships (and how to stay independent).
8. A 90-day launch plan, plus the insurance and contracts I need.

Ask up to 5 clarifying questions first, and point out where I must consult the relevant regulator or a clinical safety officer.`,
    requiredTools: ['Heidi Health', 'Abridge', 'Microsoft Dragon Copilot', 'Notion', 'Google Forms', 'Loom'],
    isPremium: true,
    category: 'Healthcare & Medical',
  },
  {
    id: 'law-firm-intake-automation',
    title: 'AI Client Intake and Document Automation for Small Law Firms',
    description:
      "Small law firms lose prospective clients to slow responses and spend hours on repetitive documents. You set up online intake, conflict-check requests, appointment booking and template-based first drafts of engagement letters and routine documents, with AI summarising each enquiry for a lawyer. The firm's lawyers review every document and give all legal advice; you design the system and train the staff. Confidentiality duties are strict, so use tools with proper data agreements and never paste client information into consumer AI tools.",
    potentialRevenue: '$4,000 - $15,000/month',
    difficulty: 'Advanced',
    timeToStart: '6-10 weeks',
    aiPromptTemplate: `You are a legal-operations consultant who modernises small law firms. Help me build a service that automates client intake and routine document drafting for firms with 1 to 20 lawyers.

About me:
- Jurisdiction of the firms I will serve: [YOUR JURISDICTION]
- Practice areas I want to focus on (for example family, conveyancing, wills, immigration, employment): [PRACTICE AREAS]
- My background (legal support, paralegal, IT, operations): [YOUR BACKGROUND]
- Hours per week: [HOURS PER WEEK]
- Income goal: [INCOME GOAL]

Please produce:
1. The intake journey for my chosen practice areas: web form, enquiry summary, conflict-check request, identity and anti-money-laundering checks where required, fee estimate, booking and engagement letter; with the time lost at each step in a typical small firm.
2. Tool options: Clio or Lawmatics for intake and client management, Gavel for document automation, Microsoft 365 Copilot for firms on Microsoft 365, Calendly for bookings, Zapier to connect them; with cost, data location and the data-processing terms to check.
3. Professional rules: client confidentiality and privilege, the regulator's guidance on AI in my jurisdiction (for example the Solicitors Regulation Authority in England and Wales or state bar guidance in the US), supervision of non-lawyers, and why every output is reviewed by a lawyer.
4. Document automation: turning the firm's best precedents into templates with variables, a review checklist, version control, and which documents are never fully automated.
5. A prompt the firm can use inside an approved business AI tool to summarise a new enquiry into facts, deadlines, parties and questions for the lawyer, with no advice given to the enquirer.
6. Measurement: response time, conversion from enquiry to instruction, drafting time per matter.
7. Pricing in [YOUR CURRENCY]: an audit, a fixed-price implementation and a support retainer; and how to find clients through legal-tech events, local law societies and practice-management consultants.
8. A 90-day launch plan.

Ask up to 5 clarifying questions first, and mark anything that depends on my jurisdiction's professional rules.`,
    requiredTools: ['Clio', 'Lawmatics', 'Gavel', 'Microsoft 365 Copilot', 'Zapier', 'Calendly'],
    isPremium: true,
    category: 'Legal & Compliance',
  },
  {
    id: 'predictive-maintenance-pilots',
    title: 'Predictive-Maintenance Pilots for Small Factories',
    description:
      'Unplanned breakdowns are expensive for small manufacturers who cannot afford enterprise systems. You fit low-cost wireless vibration and temperature sensors to a few critical machines, collect the data, set alerts and use simple models to spot early signs of wear, then report monthly. Start with a fixed-price 90-day pilot on 3–5 machines and prove the value before scaling. It suits people with engineering or maintenance experience; electrical installation and machine guarding stay with qualified staff.',
    potentialRevenue: '$5,000 - $25,000/month',
    difficulty: 'Advanced',
    timeToStart: '8-16 weeks',
    aiPromptTemplate: `You are an industrial IoT and reliability engineer who runs predictive-maintenance pilots for small and mid-sized manufacturers. Help me plan and sell this service.

About me:
- Region and local industries: [YOUR REGION AND INDUSTRIES]
- Engineering or maintenance background: [YOUR BACKGROUND]
- Programming and data skills: [YOUR DATA SKILLS]
- Budget for demo kit and sensors: [STARTING BUDGET]
- Hours per week: [HOURS PER WEEK]
- Income goal: [INCOME GOAL]

Please produce:
1. Machine selection: how to pick 3 to 5 assets for a pilot (criticality, downtime cost, failure history, failure modes that show in vibration or temperature, such as bearing wear, misalignment, imbalance and overheating).
2. Hardware: the types of wireless vibration and temperature sensors and gateways to consider, mounting, sampling rates, battery life, and what installation must be done by the client's qualified electricians under their safety procedures.
3. Data pipeline: gateway to Node-RED, storage in InfluxDB, dashboards and alerts in Grafana, and the network and cyber-security questions to agree with the client's IT team.
4. Analysis: baselines and thresholds first (for example ISO 10816 or ISO 20816 vibration severity zones as a reference), then anomaly detection with Python and scikit-learn once enough data exists, and how to avoid false alarms.
5. Reporting: a monthly one-page report with asset health, alerts, actions taken and estimated downtime avoided, drafted with ChatGPT from my findings and checked by me.
6. The pilot offer in [YOUR CURRENCY]: a fixed price for 90 days including hardware, success criteria agreed up front, and conversion to a monthly monitoring subscription per asset.
7. Finding clients: maintenance managers, plant engineers, trade associations and machine suppliers, with an outreach message built around the cost of one breakdown.
8. A 16-week plan from demo kit to first signed pilot, and the insurance and contract terms I need.

Ask me up to 5 clarifying questions first if needed.`,
    requiredTools: [
      'Wireless vibration and temperature sensors',
      'Node-RED',
      'InfluxDB',
      'Grafana',
      'Python with scikit-learn',
      'ChatGPT',
    ],
    isPremium: true,
    category: 'Manufacturing & Industrial',
  },
  {
    id: 'ai-logistics-optimization',
    title: 'Delivery Route Optimisation for Local Fleets',
    description:
      "Local wholesalers, builders' merchants, food distributors and service companies with 3–30 vehicles often still plan routes by hand. You analyse their deliveries, set up a route-optimisation tool, connect it to their orders and train the dispatcher, then report the driving time and fuel saved each month. Vendors often advertise large savings; measure your client's own baseline first so your results are real. Drivers' hours and vehicle safety stay with the client's transport manager.",
    potentialRevenue: '$3,000 - $12,000/month',
    difficulty: 'Advanced',
    timeToStart: '6-10 weeks',
    aiPromptTemplate: `You are a logistics consultant who helps small delivery fleets plan better routes with software and data. Help me start a route-optimisation service for local fleets.

About me:
- Region and the kinds of fleets nearby: [YOUR REGION AND FLEET TYPES]
- Background in logistics, operations or data: [YOUR BACKGROUND]
- Spreadsheet and data skills: [YOUR DATA SKILLS]
- Hours per week: [HOURS PER WEEK]
- Budget: [STARTING BUDGET]
- Income goal: [INCOME GOAL]

Please produce:
1. A baseline study: which data to collect for two weeks (stops, time windows, vehicle capacities, drive and service times, fuel, overtime) and how to turn it into a clear picture of today's cost per drop.
2. Tool choice: Routific and OptimoRoute compared on price per vehicle, time windows, capacities, driver app, proof of delivery and integrations; and when a custom model with Google OR-Tools and the Google Maps Platform is worth it.
3. Implementation: importing orders from the client's system or spreadsheets, configuring constraints, a parallel run next to the manual plan, dispatcher training and driver onboarding.
4. Measuring results honestly: the same metrics before and after, adjusted for volume changes, shown in a Looker Studio dashboard, with a monthly summary drafted with ChatGPT and checked by me.
5. Boundaries: drivers' hours rules, vehicle checks and loading safety stay with the client's transport manager; location-tracking privacy for drivers must be handled with the client.
6. Pricing in [YOUR CURRENCY]: a baseline audit, an implementation project, and a monthly optimisation retainer, or a share of verified savings.
7. Finding clients: wholesalers, merchants, laundries, food distributors and field-service firms, and an outreach message built around cost per drop.
8. A 60-day launch plan.

Ask up to 5 clarifying questions first if something important is missing.`,
    requiredTools: ['Routific', 'OptimoRoute', 'Google Maps Platform', 'Google OR-Tools', 'Google Sheets', 'Looker Studio'],
    isPremium: true,
    category: 'Manufacturing & Industrial',
  },
  {
    id: 'expert-course-production',
    title: 'Done-for-You Online Course Production for Experts',
    description:
      'Many experts, such as accountants, coaches, trainers and craftspeople, want an online course but have no time to build one. You turn their knowledge into a structured curriculum, scripts, slides, workbooks and edited videos, and set up the course platform and sales page. AI speeds up outlining, scripting and editing; the expert supplies the substance and approves every lesson. Charge a project fee, with an optional revenue share or launch retainer once you have results to show.',
    potentialRevenue: '$3,000 - $15,000/month',
    difficulty: 'Intermediate',
    timeToStart: '4-8 weeks',
    aiPromptTemplate: `You are an instructional designer and course-launch producer. Help me start a done-for-you service that turns experts' knowledge into online courses, using AI to work faster while the expert stays the source of truth.

About me:
- Experts I want to work with: [TARGET EXPERTS]
- My background in teaching, design, video or marketing: [YOUR BACKGROUND]
- Hours per week: [HOURS PER WEEK]
- Budget: [STARTING BUDGET]
- Income goal: [INCOME GOAL]

Please produce:
1. The offer: who is ready for a course (an existing audience, repeated questions, a proven method), warning signs of clients who are not ready, and the outcomes I can honestly promise.
2. My production process: an extraction interview recorded with the expert, a curriculum built from learning outcomes, lesson outlines and scripts drafted with ChatGPT or Claude from the interview transcripts, the expert's review, recording guidance, editing in Descript, slides and workbooks in Canva, and quizzes.
3. Prompts I can reuse: turning an interview transcript into a module outline with outcomes, writing a 6-minute lesson script in the expert's voice, and creating a workbook exercise with an answer guide.
4. Platform set-up: Teachable versus Thinkific for the client's needs, payments, email automation with Kit, and a simple sales page structure.
5. Quality: accuracy review by the expert, accessibility (captions, readable slides), and clear ownership of the content in the contract.
6. Pricing in [YOUR CURRENCY]: a mini-course, a signature course and a launch retainer, with optional revenue share terms and when to avoid them.
7. Finding clients: podcast guests, LinkedIn creators, professional associations, and a free course-outline session as the opening offer.
8. A 60-day launch plan and a project timeline template for an 8-week course build.

Ask me up to 5 clarifying questions first if needed.`,
    requiredTools: ['Teachable', 'Thinkific', 'Descript', 'ChatGPT', 'Claude', 'Canva', 'Kit'],
    isPremium: true,
    category: 'Education & Courses',
  },
];
