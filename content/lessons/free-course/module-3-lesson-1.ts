import type { LessonInput } from '../lesson-schema';

export default {
  id: 'first-automation-lead-replies',
  title: 'Your First Automation: Reply to Every Enquiry in Minutes',
  description:
    'Learn how automation tools think, then build a workflow that records each website enquiry, drafts a personal reply with AI and puts it in your inbox for approval, and learn how to sell it as a service.',
  duration: 35,
  estimatedReadTime: 10,
  isPremium: false,
  courseId: 'free-course',
  module: 3,
  order: 1,
  sections: [
    {
      id: 'how-automation-tools-think',
      title: 'Triggers, actions and tasks: how automation tools think',
      content: [
        'Every automation has the same shape: a trigger (something happens) followed by one or more actions (things that should happen next). "When someone fills in the contact form, add them to the enquiries spreadsheet, draft a reply and let me know." Zapier calls each automation a Zap, Make calls it a scenario and n8n calls it a workflow, but the idea is identical. You connect your accounts once, choose the trigger and actions from menus, and map information from one step into the next, such as the enquirer\'s first name into the greeting of the reply.',
        'Automation tools charge by usage. Zapier counts a task each time an action runs successfully; Make counts credits, roughly one for each module that runs. A four-step workflow handling 50 enquiries a month therefore uses roughly 150–200 tasks or credits. Zapier\'s free plan gives 100 tasks a month and allows only two-step Zaps, so the workflow in this lesson needs its free trial or a paid plan (from about $20 a month). Make\'s free plan, about 1,000 credits a month, allows multi-step scenarios, which makes it the cheaper place to practise.',
        'Good candidates for automation are tasks that are repetitive, follow clear rules, happen often and do little harm if something goes wrong once. Copying form entries into a spreadsheet is perfect. Sending refunds, signing contracts or emailing customers with no human check is not, at least not until the workflow has proved itself for weeks.',
      ],
      realWorldData: [
        {
          task: 'Logging a website enquiry and writing a first reply',
          timeWithoutAI: '10–15 minutes each, often hours after it arrives',
          timeWithAI: '1–2 minutes to review a ready draft',
          improvement: 'About 85% less handling time',
          hourlyValue: '$40/hour (owner\'s time)',
        },
        {
          task: 'Weekly copy-paste of enquiries into a tracking sheet',
          timeWithoutAI: '45 minutes a week',
          timeWithAI: '0 minutes',
          improvement: 'Fully automated',
          hourlyValue: '$25/hour',
        },
      ],
    },
    {
      id: 'build-the-workflow',
      title: 'Build it: form, sheet, AI draft, inbox',
      content: [
        'The scenario: a small business gets enquiries through its website, but the owner is busy on jobs and replies hours or days later, by which time many people have booked someone else. You will build a workflow where every enquiry is logged and a personal reply is waiting in the owner\'s Gmail drafts within a couple of minutes. Use a practice business if you have no client yet. Step 1: create a Google Form with name, email, service needed, location, and message. In the form\'s Responses tab, link it to a new Google Sheet, so every submission becomes a row automatically.',
        'Step 2: in Zapier, choose the trigger "Google Sheets: New Spreadsheet Row" and select that sheet (in Make, use the "Watch New Rows" module). Step 3: add an AI step. Zapier\'s built-in "AI by Zapier" step works without a separate account; alternatively use the ChatGPT (OpenAI) integration, which needs an API key from platform.openai.com. API usage is billed separately from a ChatGPT Plus subscription, but at this volume it costs cents a month; set a monthly budget limit in the OpenAI billing settings anyway. Step 4: add "Gmail: Create Draft", with the enquirer\'s email as recipient and the AI\'s text as the body.',
        'The prompt inside the AI step is where quality comes from. Adapt this: "You are the friendly office manager of [business], a [type of business] serving [area]. Write a reply to the enquiry below in under 120 words. Greet the person by first name, confirm the service they asked about, ask one useful question to help quote accurately, and invite them to book a call at [Calendly link]. Do not quote prices, promise dates or offer discounts. Enquiry: name {{Name}}, service {{Service}}, message {{Message}}." The {{double braces}} are where you map the form fields from the trigger step.',
        'Step 5 (optional): add a notification so the owner knows a draft is waiting, such as an email to themselves or a message in Slack. Name the automation clearly, for example "Website enquiry → draft reply (Smith Plumbing)", so it is obvious what it does when you or the client look at it in six months.',
      ],
    },
    {
      id: 'test-and-maintain',
      title: 'Test it, switch it on, keep it healthy',
      content: [
        'Test with at least five fake submissions before the workflow goes live, including awkward ones: an empty message, an angry message in capital letters, a message in another language, a request for a service the business does not offer, and a spam message containing a link. Read each draft. If the AI promises something it should not, or replies enthusiastically to spam, tighten the prompt with a rule such as "If the message is not a genuine enquiry, write only: SPAM".',
        'Keep a human in the loop. The workflow creates drafts, not sent emails, so the owner reviews each reply and clicks send. Only after a month or so of drafts that need no edits should you consider sending automatically, and even then only for the simplest message, such as "thanks, we have received your enquiry and will reply by tomorrow". Customers forgive a slow reply far more readily than a wrong one.',
        'Then maintain it. Zapier and Make email you when a step fails, so make sure those alerts go to an inbox someone reads. Check task or credit usage monthly, and write a one-page "how this works" note for the client. The form now collects personal data, so add a line saying how it will be used, and build the workflow on the client\'s own accounts, so they own their data and can keep running it without you.',
      ],
      framework: {
        identify: [
          'Find a task that happens at least weekly and follows clear rules',
          'Measure how long it takes now and how late it usually happens',
        ],
        implement: [
          'Build the trigger and actions on the client\'s own accounts',
          'Test with at least five realistic and awkward fake entries',
        ],
        optimize: [
          'Keep drafts, not automatic sends, for the first month',
          'Tighten the AI prompt every time a draft needs the same correction',
        ],
        scale: [
          'Offer the same workflow to similar businesses with a new prompt',
          'Add steps such as CRM records or follow-up reminders once the basics run smoothly',
        ],
      },
    },
    {
      id: 'sell-it-as-a-service',
      title: 'Turn it into your first automation service',
      content: [
        'Who buys this: trades, cleaners, salons, tutors, photographers, clinics, anyone who gets enquiries through a website form or email and cannot answer them quickly. Sell the outcome, not the technology: "Every enquiry gets a personal reply within minutes, even when you are on a job, and nothing gets lost." Most owners can tell you about a job they lost because they replied too late.',
        'A simple pricing structure is a one-off set-up fee plus a monthly care plan. For a workflow like this, set-ups of $300–$750 and care plans of $50–$150 a month are common starting points for small local businesses; the care plan covers monitoring, fixing errors, adjusting the prompt and small changes. The client pays their own tool subscriptions on their own accounts, which keeps your costs at zero and the ownership clear.',
        'For your first one, build it free or at a low price for a friend\'s business in exchange for a testimonial and permission to use it as an example. Record a three-minute screen video showing a form being filled in and the draft reply appearing, then send that video when you pitch. Seeing the reply arrive is more persuasive than any explanation.',
      ],
      profitOpportunities: [
        {
          opportunity: 'Enquiry-reply automation for local service businesses',
          timeToImplement: '2–4 hours per client once you have built one',
          potentialMonthlyRevenue: '$300–$750 set-up plus $50–$150/month care per client',
          difficulty: 'Beginner',
        },
        {
          opportunity: 'Appointment reminder and review-request workflows',
          timeToImplement: '3–5 hours per client',
          potentialMonthlyRevenue: '$250–$600 set-up plus $50–$100/month care',
          difficulty: 'Intermediate',
        },
      ],
      examples: [
        {
          company: 'A two-van window cleaning company',
          use: 'Website enquiries logged to a sheet with an AI-drafted reply waiting in Gmail',
          impact: 'Average reply time down from about 6 hours to 20 minutes',
          revenue: 'Freelancer charged $450 set-up plus $75/month',
        },
        {
          company: 'A private maths tutor',
          use: 'Parent enquiries get a draft reply with a booking link for a free first call',
          impact: 'More enquiries turn into booked trial lessons',
          revenue: 'Built for $300; the tutor pays about $20/month in tools',
        },
      ],
    },
  ],
  quiz: {
    question: 'Why should a new enquiry-reply automation create Gmail drafts instead of sending emails automatically?',
    options: [
      'Drafts use fewer Zapier tasks than sent emails',
      'Gmail does not allow emails to be sent by automation tools',
      'So a person can catch AI mistakes, such as wrong details or promises the business cannot keep, before a customer sees them',
      'Drafts reach the customer faster than sent emails',
    ],
    correct: 2,
    explanation:
      'AI-written replies can contain wrong details, an odd tone or promises the business never made. Creating drafts keeps a person in control while the workflow proves itself. Drafts and sends cost the same in tasks, Gmail does allow automated sending, and a draft reaches nobody until someone clicks send.',
  },
  actionItem: {
    title: 'Build and test your enquiry-reply workflow',
    instruction:
      'Build the form-to-draft workflow from this lesson for a real or practice business, using Make\'s free plan or a Zapier trial, then test it with awkward entries.',
    steps: [
      {
        question: 'Which business is it for, and what fields does your form collect?',
        examples: [
          'Practice dog groomer: name, email, dog breed, service, preferred day, message',
          "My cousin's cleaning company: name, email, property size, one-off or regular, area, message",
        ],
      },
      {
        question: 'What does your AI step\'s prompt forbid?',
        examples: [
          'No prices, no dates, no discounts; reply SPAM to anything that is not an enquiry',
          'Never mention a service the business does not offer; ask a question instead',
        ],
      },
      {
        question: 'Which five test entries did you use, and what went wrong?',
        examples: [
          'Angry all-caps complaint: the draft apologised for a problem that did not exist, so I added a rule',
          'Spam with a link: the draft replied politely until I added the SPAM rule',
        ],
      },
      {
        question: 'How will you show it to a potential client?',
        examples: [
          'A three-minute screen recording of a form entry turning into a draft reply',
          'A live demo on a call, asking the owner to fill in the form themselves',
        ],
      },
    ],
    expectedOutcome:
      'A working workflow that turns a form entry into a logged row and a reviewed draft reply in under two minutes, tested against awkward inputs, plus a short demo you can show a prospect.',
  },
  keyTakeaways: [
    'Every automation is a trigger followed by actions; tools charge per task or credit.',
    'Zapier\'s free plan allows only two-step Zaps; Make\'s free plan allows longer scenarios.',
    'AI steps need a tight prompt with clear rules about what never to say.',
    'Start with drafts and a human check; automatic sending comes later, if at all.',
    'Sell the outcome (no lost enquiries) with a set-up fee plus a monthly care plan.',
  ],
  moneyMakingTip:
    'Before pitching, ask a business to let you time how long it takes them to reply to a test enquiry from their website. If the answer is hours or days, your demo of a reply drafted in two minutes sells itself.',
  successStory: {
    name: 'Carlos (illustrative example)',
    business: 'Automation freelancer for local home-services companies',
    challenge:
      'A window cleaning company was losing quote requests because the owner only answered emails at night, and some enquiries sat unread for days.',
    solution:
      'Carlos built the form, sheet and AI-draft workflow in Make on the owner\'s accounts, tested it with a dozen tricky entries, and kept drafts rather than automatic sends.',
    result:
      'Replies now go out within about 20 minutes during working hours. The owner referred Carlos to two other trades businesses, who bought the same set-up.',
    timeframe: '5 weeks',
    revenue: '$1,350 in set-up fees plus $225/month in care plans',
  },
  resources: [
    {
      name: 'Zapier Learn',
      description: "Zapier's free tutorials on triggers, actions and building your first Zaps.",
      type: 'guide',
      url: 'https://zapier.com/learn',
      isPremium: false,
    },
    {
      name: 'Make',
      description: 'Visual automation platform with a free plan that allows multi-step scenarios.',
      type: 'tool',
      url: 'https://www.make.com',
      isPremium: false,
    },
    {
      name: 'Google Forms',
      description: 'Free forms that save every response to a linked Google Sheet.',
      type: 'tool',
      url: 'https://www.google.com/forms/about/',
      isPremium: false,
    },
    {
      name: 'Calendly',
      description: 'Free booking links to include in automated replies.',
      type: 'tool',
      url: 'https://calendly.com',
      isPremium: false,
    },
  ],
} satisfies LessonInput;
