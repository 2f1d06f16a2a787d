import type { LessonInput } from '../lesson-schema';

export default {
  id: 'build-your-starter-ai-toolkit',
  title: 'Build Your Starter AI Toolkit Without Wasting Money',
  description:
    'Which chat assistant, design, voice, video and automation tools are worth learning first, what each costs, and a simple rule for deciding when to pay for anything.',
  duration: 15,
  estimatedReadTime: 9,
  isPremium: false,
  courseId: 'free-course',
  module: 1,
  order: 2,
  sections: [
    {
      id: 'chat-assistants',
      title: 'Chat assistants: one main tool and one backup',
      content: [
        'The five assistants you will hear about most are more alike than their marketing suggests. All of them draft, summarise, read uploaded files and search the web; all have a free plan with daily limits, and most offer a personal paid plan of about $20 a month. The differences matter at the edges. ChatGPT is the all-rounder with the largest ecosystem, built-in image generation and shareable custom assistants. Claude is often preferred for long documents and for writing that sounds less robotic. Gemini sits inside Gmail, Docs and Sheets, which matters if your clients live in Google Workspace.',
        'Microsoft Copilot has a free app, and Copilot features inside Word, Excel and Outlook come with some Microsoft 365 plans, so it suits clients who run their business on Microsoft. Perplexity is built for research: every answer comes with numbered sources you can open, which makes it the quickest way to check a claim or gather current information before you write.',
        'Pick one assistant as your main tool for the next 30 days and learn it properly, then keep a second one for cross-checking important work. The gap between a beginner and a professional is rarely which tool they use; it is how well they brief it, which is what Module 2 teaches. Prices and plan limits change often, so treat every figure in this lesson as approximate and check the provider\'s pricing page before you buy.',
      ],
      toolRecommendations: [
        {
          name: 'ChatGPT',
          purpose: 'All-round drafting, analysis, image generation and custom assistants',
          monthlyRevenuePotential: 'Core tool behind $500–$2,000/month writing and admin services',
          difficulty: 'Beginner',
          cost: 'Free plan; Plus about $20/month',
        },
        {
          name: 'Claude',
          purpose: 'Long documents, careful editing and natural-sounding writing',
          monthlyRevenuePotential: 'Supports report, proposal and editing work worth $300–$1,500/month',
          difficulty: 'Beginner',
          cost: 'Free plan; Pro about $20/month',
        },
        {
          name: 'Google Gemini',
          purpose: 'AI help inside Gmail, Docs and Sheets for Google-based clients',
          monthlyRevenuePotential: 'Useful for admin retainers of $300–$1,000/month',
          difficulty: 'Beginner',
          cost: 'Free app; paid Google AI plans from about $20/month',
        },
        {
          name: 'Microsoft Copilot',
          purpose: 'AI help in Word, Excel and Outlook for Microsoft-based clients',
          monthlyRevenuePotential: 'Useful for admin and reporting work worth $300–$1,000/month',
          difficulty: 'Beginner',
          cost: 'Free app; in-app features with some Microsoft 365 plans',
        },
        {
          name: 'Perplexity',
          purpose: 'Research with linked sources you can verify',
          monthlyRevenuePotential: 'Speeds up research for content and reports rather than earning directly',
          difficulty: 'Beginner',
          cost: 'Free plan; Pro about $20/month',
        },
      ],
    },
    {
      id: 'creative-tools',
      title: 'Design, image, voice and video tools',
      content: [
        'If you learn only one creative tool, make it Canva. Its templates cover social posts, flyers, presentations and short videos, and its AI features (grouped as Magic Studio) can draft text, generate images, resize a design for different platforms and remove backgrounds. The free plan is generous; Canva Pro costs about $15 a month and adds the brand kit, background remover and one-click resizing that save hours on client work.',
        'For images, the image generation built into ChatGPT is good at following detailed instructions. Midjourney is known for striking, artistic results but has no free plan (from about $10 a month). Ideogram is strong at readable text inside images, such as posters and quote graphics, and has a limited free plan. Whatever you use, read the licence terms before selling images, and avoid generating real people, brand logos or copies of a living artist\'s recognisable style for commercial work.',
        'For audio and video: ElevenLabs creates natural voiceovers, but audio made on its free plan is for personal use only, so client work needs a paid plan (from about $5 a month), and you must never clone someone\'s voice without their written consent. Descript lets you edit a video by editing its transcript, like a document. CapCut adds automatic captions and templates to phone videos. Read each tool\'s terms before uploading a client\'s footage, because some grant the company broad rights over what you upload.',
      ],
      toolRecommendations: [
        {
          name: 'Canva',
          purpose: 'Templates, brand kits and AI design features for every format',
          monthlyRevenuePotential: 'Core tool for social media packages of $300–$800 per client per month',
          difficulty: 'Beginner',
          cost: 'Free plan; Pro about $15/month',
        },
        {
          name: 'Ideogram',
          purpose: 'AI images with accurate text, such as posters and quote cards',
          monthlyRevenuePotential: 'Adds value to design services rather than earning on its own',
          difficulty: 'Beginner',
          cost: 'Limited free plan; paid from about $8/month',
        },
        {
          name: 'ElevenLabs',
          purpose: 'Natural AI voiceovers for videos, courses and ads',
          monthlyRevenuePotential: 'Voiceover and explainer-video work of $200–$1,000/month',
          difficulty: 'Beginner',
          cost: 'Free plan for personal use; commercial use from about $5/month',
        },
        {
          name: 'Descript',
          purpose: 'Edit audio and video by editing the transcript',
          monthlyRevenuePotential: 'Podcast and video editing services of $300–$1,500/month',
          difficulty: 'Intermediate',
          cost: 'Free plan; paid from about $15–$25/month',
        },
      ],
    },
    {
      id: 'glue-tools',
      title: 'Glue tools: where work gets organised and connected',
      content: [
        'Behind every AI business is a set of plain, unglamorous tools that hold the work together. Google Sheets and Google Forms (both free) will be your first customer list, content calendar and enquiry form. Calendly lets people book a call with you without back-and-forth emails; its free plan covers one type of meeting. Notion is a flexible workspace for notes, checklists and client information; its built-in AI is included in the Business plan (about $20 per person a month), while free and Plus users get a limited trial.',
        'Automation tools connect these apps so work moves without copying and pasting. Zapier is the easiest to learn; its free plan includes 100 tasks a month but only two-step automations. Make is more visual and cheaper at volume, with a free plan of about 1,000 credits a month that allows longer workflows. n8n is open-source and free to run on your own server, which suits technical users and agencies later on. You will build your first automation in Module 3.',
        'Once you are talking to more than ten potential clients at a time, move them out of your head and your inbox into a CRM (customer relationship manager). HubSpot\'s free CRM is enough for years of a one-person business: it records every contact, email and deal in one place and reminds you to follow up.',
      ],
    },
    {
      id: 'starter-stack',
      title: 'Your starter stack: $0 now, about $35 a month when it pays',
      content: [
        'Everything in this starter course can be done with free plans: one chat assistant, Canva, Google Sheets and Forms, Calendly and the free tier of Zapier or Make. Resist the urge to subscribe to everything in your first week. A common pattern is spending $100 or more a month on tools before earning anything, which turns a side business into a hobby that costs money.',
        'Use a simple rule: pay for a tool only when real, paid work hits its free limits, or when it clearly saves you more than two hours a month. For most people the first upgrade is a chat assistant at about $20 a month, and the second is Canva Pro at about $15. Keep a one-line-per-tool list in a spreadsheet with the price and renewal date, and cancel free trials you are not using before they convert.',
        'Tool overload is also a time problem. Every new tool costs hours to learn, and the newest one is rarely better for your customers than the one you already know well. Use the framework below whenever you are tempted by a new tool, and review your list once a month.',
      ],
      framework: {
        identify: [
          'List the three tasks you repeat every week',
          'Note which one takes the most time or causes the most errors',
        ],
        implement: [
          'Choose one tool per task and use it on real work for two weeks',
          'Save every prompt or template that works in one document',
        ],
        optimize: [
          'Drop any tool you did not open in the last month',
          'Compare time spent before and after for your main task',
        ],
        scale: [
          'Upgrade only tools that are hitting limits on paid work',
          'Automate a task once you do it more than about ten times a month',
        ],
      },
    },
  ],
  quiz: {
    question: 'You are just starting and have no paying clients yet. What is the smartest approach to AI tool subscriptions?',
    options: [
      'Subscribe to ChatGPT, Claude and Midjourney paid plans so you can compare them properly',
      'Avoid AI tools until you have your first client, then learn them',
      'Buy an annual plan for the tool with the most features, because annual plans are cheaper',
      'Use free plans, learn one main assistant well, and upgrade only when paid work hits a limit or a tool clearly saves time',
    ],
    correct: 3,
    explanation:
      'Free plans cover everything a beginner needs to learn and deliver first jobs. Paying before you have work turns your business into a cost, and annual plans lock you in before you know which tool you will actually use. Waiting until you have a client means you will have nothing to show them: learning on free plans now is what lets you win that client.',
  },
  actionItem: {
    title: 'Set up your starter toolkit',
    instruction:
      'Create your free accounts and test each tool on one small, real task. Keep everything on free plans for now.',
    steps: [
      {
        question: 'Which assistant will be your main tool for the next 30 days, and which is your backup?',
        examples: [
          'Main: ChatGPT (most tutorials use it). Backup: Claude for long documents',
          'Main: Gemini because my clients use Gmail. Backup: Perplexity for research',
        ],
      },
      {
        question: 'What did you make in Canva in your first 15 minutes?',
        examples: [
          'An Instagram post for a made-up coffee shop from a template, with my own photo',
          'A one-page flyer offering "social media help for local businesses"',
        ],
      },
      {
        question: 'Which privacy settings did you check in your main assistant?',
        examples: [
          'ChatGPT: Settings, then Data controls, to decide whether chats can improve the model',
          'Claude: Settings, then Privacy, to review how chats may be used',
        ],
      },
      {
        question: 'What columns does your tool tracker have?',
        examples: [
          'Tool | Plan | Monthly cost | Renewal date | What I use it for',
          'Tool | Free limit | Have I hit it? | Hours saved this month',
        ],
      },
    ],
    expectedOutcome:
      'Working free accounts for one chat assistant, Canva and Google Sheets, privacy settings reviewed, and a tool tracker that currently shows $0 a month.',
  },
  keyTakeaways: [
    'The major chat assistants are similar; choose one main tool and learn it deeply.',
    'Canva is the most useful single creative tool for non-designers.',
    'Check licence and commercial-use terms before selling AI images, voices or video.',
    'Sheets, Forms, Calendly and an automation tool are the glue of a small AI business.',
    'Pay for a tool only when paid work hits its limits or it clearly saves you time.',
  ],
  moneyMakingTip:
    'Learn the tools your target customers already use. If local businesses around you run on Google Workspace, becoming the person who makes Gemini, Sheets and Forms work for them is easier to sell than a tool they have never heard of.',
  successStory: {
    name: 'Jon (illustrative example)',
    business: 'Social media helper for independent cafés',
    challenge:
      'In his first month Jon signed up for nine AI tools, was paying about $140 a month and had no clients, because he spent his time trying tools instead of making anything.',
    solution:
      'He cut back to free ChatGPT, Canva Pro and Meta Business Suite for scheduling, and spent two weeks learning Canva templates properly by making a month of sample posts for a café he liked.',
    result:
      'He showed the samples to the café owner, who became his first client; a second café followed a month later. He now produces a month of posts for each in about four hours.',
    timeframe: '2 months',
    revenue: '$500/month from two clients, on $15/month of tools',
  },
  resources: [
    {
      name: 'Canva',
      description: 'Design platform with templates and AI features; start on the free plan.',
      type: 'tool',
      url: 'https://www.canva.com',
      isPremium: false,
    },
    {
      name: 'Perplexity',
      description: 'Research assistant that shows numbered, clickable sources for every answer.',
      type: 'tool',
      url: 'https://www.perplexity.ai',
      isPremium: false,
    },
    {
      name: 'Microsoft Copilot',
      description: "Microsoft's free AI assistant, also built into Microsoft 365 apps on some plans.",
      type: 'tool',
      url: 'https://copilot.microsoft.com',
      isPremium: false,
    },
    {
      name: 'HubSpot free CRM',
      description: 'Free customer database for tracking leads, emails and deals.',
      type: 'tool',
      url: 'https://www.hubspot.com/products/crm',
      isPremium: false,
    },
  ],
} satisfies LessonInput;
