import type { LessonInput } from '../lesson-schema';

export default {
  id: 'content-week-in-one-sitting',
  title: 'AI Content Creation Basics: A Week of Content in One Sitting',
  description:
    'Plan content around a few clear themes, write with AI in a voice that sounds human, add visuals and short video with beginner-friendly tools, and produce a full week of posts in a 90-minute session.',
  duration: 40,
  estimatedReadTime: 9,
  isPremium: false,
  courseId: 'free-course',
  module: 4,
  order: 1,
  sections: [
    {
      id: 'plan-before-you-write',
      title: 'Plan first: content pillars and one core idea a week',
      content: [
        'Most small-business social media fails for lack of a plan, not lack of writing talent. Posts appear when the owner remembers, they jump between topics, and nobody can tell what the business is known for. The fix is three or four content pillars: recurring themes that match what customers care about and what the business sells. For a dog groomer: grooming tips for owners, before-and-after transformations, behind the scenes at the salon, and seasonal offers.',
        'AI is good at turning pillars into a calendar. Try: "I run social media for [business] in [area]. Customers are [who they are] and usually ask about [questions]. Suggest four content pillars, then a four-week calendar with three posts a week: pillar, post idea, format (photo, carousel, short video or text) and the one thing the reader should do or feel afterwards. Avoid generic holiday posts." Then delete anything the owner would never say, and add ideas only they could have.',
        'To get a week of content out of less effort, start each week from one core idea and repurpose it. A five-minute phone video answering a common customer question can become a short clip, a carousel of the key points, a text post with the story behind it, a quote graphic and an email paragraph. One idea, properly developed, beats seven unrelated posts written from scratch.',
      ],
    },
    {
      id: 'human-voice',
      title: 'Write with AI without sounding like AI',
      content: [
        'Readers have learned to spot AI writing: a stock opening, three tidy bullet points, an upbeat question at the end and nothing specific. To avoid it, first build a voice guide. Paste five of the business\'s best past posts and ask: "Describe the voice of these posts in ten short rules: sentence length, vocabulary, humour, emoji use, how they open and close, and words they never use." Save the result and paste it into every content prompt, alongside the Module 2 habit of including real samples.',
        'Add a ban list to your prompts: words and phrases that mark lazy AI copy, such as "delve", "elevate", "game-changer", "unlock", "in today\'s fast-paced world" and "let\'s dive in". Ask for short sentences and concrete nouns. Then do the one thing AI cannot do for you: add a real detail to every post, such as the name of this week\'s special, the question a customer asked on Tuesday, the actual number of dogs groomed last month, or a photo taken today.',
        'Finally, check before you post. AI can invent statistics, misdescribe products and make claims that get businesses in trouble ("guaranteed results", "the best in town", health promises). Every fact should come from the client, and every claim should be one the client is comfortable defending.',
      ],
    },
    {
      id: 'visuals-and-video',
      title: 'Visuals, short video and voice for beginners',
      content: [
        'Set up the business\'s brand kit in Canva once (logo, colours and fonts), then build three or four reusable templates: a tip post, a quote card, a before-and-after and an announcement. With Canva Pro, Magic Resize turns one design into the sizes for Instagram, Facebook, LinkedIn and Stories in a click. Real photos of the business almost always perform better than stock or AI images, so ask clients for a folder of phone photos every month.',
        'For short video, film on a phone and let the tools do the fiddly parts. CapCut adds automatic captions (most people watch with the sound off) and has templates for trending formats. Descript is better for talking-head videos: it transcribes the recording so you can cut mistakes by deleting words, remove "um"s automatically and clean up background noise. If a client does not want to appear on camera, a voiceover from ElevenLabs over product footage works, using a stock voice or their own voice cloned only with their written consent.',
        'Use AI images for illustrations, backgrounds and concepts, never to show "real" products, results or customers that do not exist. Platforms increasingly require labels for realistic AI-generated media: YouTube asks creators to disclose realistic altered or synthetic content, and Meta and TikTok label AI content, so follow each platform\'s rules and tell your client when you have used generated visuals.',
      ],
      toolRecommendations: [
        {
          name: 'Canva',
          purpose: 'Reusable post templates per client, resized for each platform with Magic Resize (Pro)',
          monthlyRevenuePotential: 'Core tool for $300–$800/month content packages',
          difficulty: 'Beginner',
          cost: 'Free plan; Pro about $15/month',
        },
        {
          name: 'CapCut',
          purpose: 'Automatic captions and templates for short phone videos',
          monthlyRevenuePotential: 'Adds $100–$300/month when video is included in a package',
          difficulty: 'Beginner',
          cost: 'Free; Pro from about $8–$10/month',
        },
        {
          name: 'Descript',
          purpose: 'Edit talking-head video by editing the transcript',
          monthlyRevenuePotential: 'Repurposing and editing work of $300–$1,000/month',
          difficulty: 'Intermediate',
          cost: 'Free plan; paid from about $15–$25/month',
        },
        {
          name: 'Buffer',
          purpose: 'Schedule posts to several platforms from one place',
          monthlyRevenuePotential: 'Saves time rather than earning directly',
          difficulty: 'Beginner',
          cost: 'Free plan for a few channels; paid from about $6 per channel/month',
        },
      ],
    },
    {
      id: 'ninety-minute-batch',
      title: 'The 90-minute batch session',
      content: [
        'Batching means doing all the thinking, writing, designing and scheduling for a week in one focused session instead of scrambling every day. Minutes 0–15: choose the week\'s core idea and plan five to seven posts from your calendar. Minutes 15–45: write captions with AI using the voice guide, ban list and real details, then edit each one yourself. Minutes 45–75: make the visuals from your Canva templates and cut any video. Minutes 75–90: schedule everything and note what you want to learn from this week\'s results.',
        'For scheduling, Meta Business Suite is free for Facebook and Instagram, LinkedIn lets you schedule posts natively, and Buffer\'s free plan covers a few channels. Leave a little room for posts that react to the week, such as a new review or a local event, because fully pre-scheduled feeds can feel robotic.',
        'After four weeks, look at the numbers: which pillar earned saves, comments, messages or enquiries? You can export the figures from the platform\'s insights and ask AI: "Here are four weeks of post results. Which pillar and format led to the most comments and messages? Suggest what to do more of and what to drop." Enquiries matter more than likes; that is the number your client cares about.',
      ],
      realWorldData: [
        {
          task: 'One week of posts (5 captions, 5 designs, 1 short video)',
          timeWithoutAI: '5–6 hours spread over the week',
          timeWithAI: '90 minutes in one batch',
          improvement: 'About 70% faster',
          hourlyValue: '$35/hour',
        },
        {
          task: 'Captions and on-screen text for a 60-second video',
          timeWithoutAI: '45 minutes',
          timeWithAI: '10 minutes',
          improvement: 'About 80% faster',
          hourlyValue: '$35/hour',
        },
      ],
      profitOpportunities: [
        {
          opportunity: 'Monthly social media content package for a local business',
          timeToImplement: '2 weeks to build samples and templates',
          potentialMonthlyRevenue: '$300–$800 per client',
          difficulty: 'Beginner',
        },
        {
          opportunity: 'Repurposing service turning one video or podcast a week into clips and posts',
          timeToImplement: '3–4 weeks',
          potentialMonthlyRevenue: '$400–$1,200 per client',
          difficulty: 'Intermediate',
        },
      ],
    },
  ],
  quiz: {
    question: 'A bakery asks you for a week of Instagram posts. Which approach best avoids generic, AI-sounding content?',
    options: [
      'Ask the AI for "7 engaging Instagram posts for a bakery" and post them as written',
      'Use a voice guide built from the bakery\'s past posts, and add one real detail to each post, such as this week\'s bake or a customer\'s question',
      'Generate realistic AI photos of impressive cakes the bakery does not make, to attract attention',
      'Post exactly the same caption on every platform so the voice stays consistent',
    ],
    correct: 1,
    explanation:
      'A voice guide gives the AI the bakery\'s real tone, and real details give readers something no other bakery could post. A bare prompt produces generic copy, fake product photos mislead customers and may break platform rules, and identical captions ignore how each platform is used.',
  },
  actionItem: {
    title: 'Produce one week of content in a single session',
    instruction:
      'Choose a real business (yours, a friend\'s, or one you would like as a client) and run the 90-minute batch session. Time yourself honestly.',
    steps: [
      {
        question: 'What are the business\'s three or four content pillars?',
        examples: [
          'Yoga studio: beginner tips, teacher spotlights, class schedule, student stories',
          'Bike repair shop: maintenance tips, repair of the week, local rides, seasonal offers',
        ],
      },
      {
        question: 'What is in your voice guide and ban list?',
        examples: [
          '"Short sentences, first names, one emoji max, end with a practical tip, never say journey"',
          'Banned: delve, elevate, game-changer, unlock, "are you ready to"',
        ],
      },
      {
        question: 'Which real detail did you add to each post?',
        examples: [
          "Tuesday's 7am class sold out for the first time",
          'A customer asked whether to oil a chain before or after cleaning it',
          'A photo of the new espresso machine being unboxed',
        ],
      },
      {
        question: 'How long did each stage take, and where will you save time next week?',
        examples: [
          'Writing 35 minutes, design 40: next week I will use my templates instead of starting from blank',
          'Video took longest, so I will film three clips at once next time',
        ],
      },
    ],
    expectedOutcome:
      'Five to seven finished, scheduled (or ready-to-schedule) posts with visuals for one real business, a saved voice guide, reusable Canva templates, and a note of your actual time per stage.',
  },
  keyTakeaways: [
    'Plan around three or four content pillars and one core idea a week.',
    'A voice guide built from real posts, plus a ban list, keeps AI copy sounding human.',
    'Every post needs one real detail that only this business could share.',
    'Use AI visuals for illustration, never to fake products or results, and follow labelling rules.',
    'Batch the week in one session, then judge results by enquiries, not likes.',
  ],
  moneyMakingTip:
    'Your batch session is also your sales pitch. Produce a free week of content for a business you would like as a client, show it to the owner, and offer the next month for a fixed price. A finished week they can post tomorrow is much easier to say yes to than a proposal.',
  successStory: {
    name: 'Aisha (illustrative example)',
    business: 'Social media content for yoga and fitness studios',
    challenge:
      'Aisha took on two studios and spent nearly an hour on every post, writing from scratch and designing each graphic individually, so the work barely paid.',
    solution:
      'She built a voice guide and ban list per studio, three Canva templates each, and a monthly 20-minute call to collect real stories, then moved to one 90-minute batch per studio per week.',
    result:
      'Each studio\'s week of content now takes about 90 minutes. One studio tracked a rise in class-trial bookings from Instagram messages, which helped Aisha sign a third studio.',
    timeframe: '2 months',
    revenue: '$1,350/month from three studios at $450 each',
  },
  resources: [
    {
      name: 'Canva Design School',
      description: 'Free short courses on design basics, brand kits and social media graphics.',
      type: 'course',
      url: 'https://www.canva.com/designschool/',
      isPremium: false,
    },
    {
      name: 'CapCut',
      description: 'Free video editor with automatic captions and templates.',
      type: 'tool',
      url: 'https://www.capcut.com',
      isPremium: false,
    },
    {
      name: 'Descript',
      description: 'Edit audio and video by editing the transcript; free plan available.',
      type: 'tool',
      url: 'https://www.descript.com',
      isPremium: false,
    },
    {
      name: 'Buffer',
      description: 'Schedule posts across platforms; free plan for a few channels.',
      type: 'tool',
      url: 'https://buffer.com',
      isPremium: false,
    },
  ],
} satisfies LessonInput;
