import type { LessonInput } from '../lesson-schema';

export default {
  id: 'community-and-next-steps',
  title: 'Community Access & Your Next Steps',
  description:
    'Choose your first AI business with a simple scoring test, plan your first 30 days, find people to learn with, and see what the premium course adds when you are ready to grow.',
  duration: 15,
  estimatedReadTime: 8,
  isPremium: false,
  courseId: 'free-course',
  module: 5,
  order: 1,
  sections: [
    {
      id: 'choose-your-first-offer',
      title: 'Choose one first offer with a simple scoring test',
      content: [
        'You have now seen four kinds of work: writing and admin services with ChatGPT (Module 2), automation set-ups (Module 3), content packages (Module 4), and digital products (Module 1). Trying all of them at once is the most common reason beginners stall. Take the note you wrote at the end of Module 1 and score each option from 1 to 5 on four questions. Skill fit: could you judge good work here without AI? Reach: can you name ten people or businesses who might buy it? Speed: how quickly could you deliver a first paid job? Cost: can you deliver it on free or cheap tools? The highest total is your first offer, even if another option sounds more exciting.',
        'Then write the offer in one sentence: "I help [who] get [result] in [time], for [price]." For example: "I help local salons answer every enquiry within ten minutes, with a set-up in one week for $400." A sentence this specific tells people immediately whether it is for them, and it keeps you from drifting into "I do AI stuff", which nobody knows how to buy.',
        'Pressure-test it with your assistant before you test it on people: "Here is my offer: [sentence]. Act as a sceptical owner of a [type of business]. List the five objections you would have, then tell me which one is the hardest to answer and what evidence would overcome it." Use the answers to prepare a sample, a price and a clear first step.',
      ],
    },
    {
      id: 'first-thirty-days',
      title: 'Your first 30 days',
      content: [
        'Week 1: build proof. Make one sample of your offer for a real business: the week of content, the five-prompt library, or the enquiry workflow you built in earlier modules. Week 2: tell people. Send a short personal message to 20 people you already know, such as former colleagues, friends who run businesses and local groups, saying what you now offer and asking who they know who might need it. Week 3: do one to three pilot jobs at a reduced founding price in exchange for honest feedback and a testimonial.',
        'Week 4: review and raise. Ask each pilot client what the result was worth to them, write a short case study with real numbers (time saved, enquiries answered, posts delivered), and set your standard price. Expect modest numbers: from 20 conversations, one to three interested people is normal and a good start. Those first clients teach you more than any course, including this one.',
      ],
      framework: {
        identify: [
          'Score your options on skill fit, reach, speed and cost',
          'Write the offer as one specific sentence with a price',
        ],
        implement: [
          'Build one real sample in week 1',
          'Message 20 people you know in week 2',
        ],
        optimize: [
          'Run one to three pilot jobs and collect feedback',
          'Turn results into a short case study and set your standard price',
        ],
        scale: [
          'Ask every happy client for one introduction',
          'Save each delivery as a checklist so the next one is faster',
        ],
      },
    },
    {
      id: 'learn-with-others',
      title: 'Keep learning and find your people',
      content: [
        'You do not need to follow every AI announcement. Set aside 30 minutes a week to learn one thing you will use with a client, and take it from the source: OpenAI Academy for ChatGPT, Zapier Learn and Make Academy for automation, Canva Design School for design, and HubSpot Academy for sales and marketing basics. All are free. When a new tool appears, ask one question: does it make something my clients pay for faster or better? If not, ignore it for now.',
        'Find peers in two kinds of place. Where your customers gather: local business networking groups, chambers of commerce, Meetup events and trade Facebook groups, where you should be helpful first and answer questions for weeks before mentioning what you sell. And where other builders gather, such as AI and freelancing communities online, where you can swap prompts, compare prices and get honest feedback on your offer. Better still, find one accountability partner at the same stage as you and agree a 20-minute call every week to share what you did and what you will do next.',
        'Be wary of anyone selling "guaranteed" AI income. Red flags include screenshots of huge earnings, pressure to buy before a timer runs out, and promises of passive income with no customers or skills involved. Real AI businesses look like the ones in this course: a useful service, real customers, and steady improvement.',
      ],
    },
    {
      id: 'what-premium-adds',
      title: 'Where the premium course takes you next',
      content: [
        'You do not need the premium course to get your first client; everything required for that is in these five modules. Premium is built for the next stage, when you have a first offer and want to deliver it faster, charge more and grow beyond one-off jobs. Its first module is this starter course, so nothing you have done is wasted.',
        'The six premium modules follow the path of a growing AI business. Advanced AI Workflows turns your prompt library into multi-step prompt chains, reusable custom assistants and automations that classify and route work. Revenue Optimization with AI covers value-based pricing, packages and retainers. Advanced Content Systems builds a content engine you can run for several clients. AI-Powered Lead Generation shows how to find and contact ideal clients lawfully and personally. Business Scaling Systems covers standard procedures, contractors and client delivery. The AI Strategy Generator Tool module has you build your own strategy assistant and use it to sell AI opportunity audits. Premium members also get the templates, private members\' community and monthly strategy calls listed on the premium course page.',
      ],
      examples: [
        {
          company: 'Starter course graduate, content route',
          use: 'Moves from one-off weeks of posts to a monthly content package',
          impact: 'Predictable monthly income instead of project-by-project work',
          revenue: 'Typically $300–$800 per client per month',
        },
        {
          company: 'Starter course graduate, automation route',
          use: 'Adds care plans to every enquiry-reply workflow they build',
          impact: 'Each new client adds recurring income',
          revenue: '$50–$150 per client per month on top of set-up fees',
        },
      ],
    },
  ],
  quiz: {
    question: 'You have three offer ideas. Which one is usually the best to start with?',
    options: [
      'The one with the highest possible price, even if you do not know anyone who would buy it',
      'Whichever one uses the newest AI tool',
      'A digital product, because it earns passive income from the first day',
      'The one that fits your existing skills and that you can offer to people you can reach this month',
    ],
    correct: 3,
    explanation:
      'Your first offer should get you real customers and feedback quickly. That depends on being able to judge the quality of the work and on having people you can reach now. A high price with no buyers earns nothing, digital products usually need an audience before they sell, and the newest tool matters far less to customers than the result.',
  },
  actionItem: {
    title: 'Write your one-page 30-day plan',
    instruction:
      'Use your Module 1 note and the work you have done in this course to write a single page you can stick on your wall.',
    steps: [
      {
        question: 'How did each option score on skill fit, reach, speed and cost?',
        examples: [
          'Content for cafés: 4, 5, 4, 5 = 18. Automation: 2, 3, 3, 4 = 12. E-book: 3, 2, 1, 5 = 11',
          'Enquiry workflows for trades: 4, 4, 3, 4 = 15. Newsletter writing: 3, 3, 4, 5 = 15, so I chose the one with better reach',
        ],
      },
      {
        question: 'What is your offer in one sentence?',
        examples: [
          '"I help independent cafés post three times a week without thinking about it, for $350 a month."',
          '"I help tradespeople reply to every website enquiry within 15 minutes, set up in one week for $400."',
        ],
      },
      {
        question: 'Which 20 people will you message in week 2, and what will you say?',
        examples: [
          'Former colleagues, my gym owner, two friends with shops, the local business Facebook group',
          '"I have started helping local businesses with [result]. Do you know anyone who struggles with this?"',
        ],
      },
      {
        question: 'Who is your accountability partner, and when is your weekly check-in?',
        examples: [
          'A friend starting a bookkeeping business; Mondays at 8pm for 20 minutes',
          'Someone I met at a local networking event; a voice note every Friday',
        ],
      },
    ],
    expectedOutcome:
      'A one-page plan with your chosen offer, its one-sentence description and price, your 20-person outreach list, week-by-week actions, and a named accountability partner.',
  },
  keyTakeaways: [
    'Choose one first offer by scoring skill fit, reach, speed and cost.',
    'Describe it in one sentence: who, what result, how fast, what price.',
    'Spend 30 days on proof, outreach, pilot jobs and a case study.',
    'Learn from official sources for 30 minutes a week and find peers and an accountability partner.',
    'Ignore guaranteed-income promises; the premium course is for growing once you have a first offer.',
  ],
  moneyMakingTip:
    'Your warm network is worth more than any platform at the start. One personal message to someone who already trusts you has a far higher chance of leading to a first job than a hundred messages to strangers, so send those 20 messages before you build a website.',
  successStory: {
    name: 'Grace (illustrative example)',
    business: 'Enquiry and review-reply service for hair and beauty salons',
    challenge:
      'After finishing a starter course, Grace had ideas for content, automation and an e-book, and spent a month switching between them without earning anything.',
    solution:
      'She scored the options, chose enquiry workflows for salons (she had worked on a salon reception for years), built one for her former employer at a founding price, and messaged 20 contacts.',
    result:
      'Two salons signed up within the first month, and a local networking group introduced her to a third. She is now writing the case study she will use to raise her price.',
    timeframe: '30 days',
    revenue: '$1,000 in set-up fees plus $150/month in care plans',
  },
  resources: [
    {
      name: 'Make Academy',
      description: 'Free, self-paced courses for the Make automation platform.',
      type: 'course',
      url: 'https://academy.make.com',
      isPremium: false,
    },
    {
      name: 'HubSpot Academy',
      description: 'Free courses on sales, marketing and customer service basics.',
      type: 'course',
      url: 'https://academy.hubspot.com',
      isPremium: false,
    },
    {
      name: 'Meetup',
      description: 'Find local business, freelancing and AI meetups to meet customers and peers.',
      type: 'community',
      url: 'https://www.meetup.com',
      isPremium: false,
    },
  ],
} satisfies LessonInput;
