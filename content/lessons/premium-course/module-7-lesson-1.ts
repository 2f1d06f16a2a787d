import type { LessonInput } from '../lesson-schema';

export default {
  id: 'ai-strategy-generator',
  title: 'AI Strategy Generator: Build Your Strategy Assistant and Sell AI Opportunity Audits',
  description:
    'Build a reusable assistant that turns a structured business profile into a scored list of AI opportunities and a 90-day roadmap, stress-test its output, and use it for your own plan and as the engine of a paid audit.',
  duration: 60,
  estimatedReadTime: 9,
  isPremium: true,
  courseId: 'premium-course',
  module: 7,
  order: 1,
  sections: [
    {
      id: 'what-the-generator-is',
      title: 'What the strategy generator is, and what it is not',
      content: [
        'This final module brings the course together into one tool. The AI Strategy Generator is a reusable assistant, built the way you learned in Advanced AI Workflows, that takes a structured profile of a business and produces a prioritised list of AI opportunities and a 90-day roadmap, scored with your own rubric. You will use it twice: on your own business, and as the engine of a paid AI opportunity audit for clients, which is the entry rung of the value ladder from the Revenue Optimization module.',
        'It is not an oracle. Its output can only be as good as the inputs, the catalogue of proven workflows you give it, and your review. It does not know a client\'s real figures unless they are in the intake, and it will produce confident estimates if you let it. Treat everything it produces as a first draft of a strategy that you check, challenge and finish, exactly as you treat any other AI output.',
        'It has five parts. An intake questionnaire gathers consistent inputs. Master instructions set out the procedure step by step. A workflow catalogue lists what you know works: every workflow, content system and service you have delivered, with typical hours saved, cost, set-up time and risks, taken from your own projects. A scoring rubric ranks opportunities. An output template makes every report look the same.',
      ],
    },
    {
      id: 'build-the-generator',
      title: 'Build it step by step',
      content: [
        'Intake first. Build a form in Tally or Google Forms with about 15 questions: business type and location, team size, revenue band, the five most time-consuming recurring tasks with hours per week for each, tools already in use, how customers find and contact the business, the biggest bottleneck in the owner\'s words, what customer or personal data they handle, monthly budget for tools and help, and who would own changes day to day. Concrete numbers in the intake are what make the output specific.',
        'Then the master instructions. Adapt this: "You are an AI operations strategist for small businesses. Use only the intake answers and the Workflow Catalogue file. Step 1: summarise the business in five bullets and list any missing information as questions. Step 2: list 8–12 candidate opportunities, each linked to a specific task or bottleneck from the intake. Step 3: score each from 1 to 5 for impact, effort, risk and cost, and calculate priority as impact × 2 − effort − risk. Step 4: choose the top three for a 90-day roadmap with weekly milestones, owner, tools and one success measure each. Step 5: list every assumption. Never invent figures: give estimates as ranges, labelled as estimates, and base them on the catalogue."',
        'Create it as a custom GPT, a Claude Project or a Gemini Gem, upload the catalogue and rubric as knowledge files, and test it on three anonymised past clients. Compare its top three with what actually worked for each of them. Where it recommends something you know failed, add the reason to the catalogue ("review-reply automation: low value for businesses with fewer than 10 reviews a month"). After three or four rounds, its recommendations should look like your own best judgement, produced in minutes.',
      ],
      toolRecommendations: [
        {
          name: 'ChatGPT custom GPT, Claude Project or Gemini Gem',
          purpose: 'Host the generator\'s instructions, catalogue and rubric',
          monthlyRevenuePotential: 'Powers audits of $500–$1,500 each',
          difficulty: 'Intermediate',
          cost: 'Paid plans about $20/month (custom GPTs need one to create)',
        },
        {
          name: 'Tally',
          purpose: 'Structured intake questionnaire with conditional questions',
          monthlyRevenuePotential: 'Makes audit inputs consistent and quick to collect',
          difficulty: 'Beginner',
          cost: 'Free plan; paid from about $25–$30/month',
        },
        {
          name: 'Google Sheets',
          purpose: 'Workflow catalogue and recalculating every estimate',
          monthlyRevenuePotential: 'Keeps every number in the audit checkable',
          difficulty: 'Beginner',
          cost: 'Free',
        },
      ],
    },
    {
      id: 'stress-test',
      title: 'Stress-test the strategy before anyone acts on it',
      content: [
        'Run a red-team prompt on every draft: "Act as a sceptical operations manager at this business. For each recommendation, list what could go wrong, what it depends on that the intake does not confirm, and what evidence would show it is working within 30 days." Recommendations that rely on staff the business does not have, data it does not collect, or customer behaviour nobody has observed should be reworded or cut.',
        'Then check the numbers and the risks yourself. Recalculate every time or money estimate in your sheet (hours per week × weeks × hourly cost), check tool prices on the providers\' own pricing pages, and look hard at anything customer-facing or involving personal data: those recommendations should keep a human approval step and should say so. A good audit has fewer, safer recommendations rather than many exciting ones.',
        'The decisive check is a conversation. Walk the owner through the top five and ask: "Which of these would you be most relieved to have fixed?" Their answer often reorders your list, and it tells you which project they will actually buy. Put their words into the final report.',
      ],
      framework: {
        identify: [
          'Collect the intake and interview the owner for 60 minutes',
          'Generate 8–12 scored opportunities from the catalogue',
        ],
        implement: [
          'Red-team each recommendation and recalculate every estimate',
          'Agree the top three with the owner and build the 90-day roadmap',
        ],
        optimize: [
          'Add lessons from each audit and project back into the catalogue',
          'Track which recommendations clients buy and which deliver results',
        ],
        scale: [
          'Turn the audit into a fixed-price product with a standard report',
          'Train a contractor to run intake and first drafts from your SOP',
        ],
      },
    },
    {
      id: 'sell-the-audit',
      title: 'Sell AI opportunity audits, and run your own 90-day plan',
      content: [
        'Package the audit as a fixed-price product: intake form, a 60-minute interview, the generator\'s draft, your review and stress test, a 6–10 page report with a 90-day roadmap, and a 45-minute presentation call. For small businesses, $500–$1,500 is a typical range, and total delivery time with the generator is about five to eight hours. Offer to credit the audit fee against an implementation project started within 30 days; it makes the audit an easy first step and turns many audits into projects.',
        'Track the audit as the top of your ladder: how many audits became projects, how many projects became care retainers, and the average revenue per audited client over a year. Those numbers tell you what to improve, whether that is the recommendations, the presentation or the follow-up, and they become the proof on your sales page.',
        'Now run the generator on yourself. Fill in the intake for your own business today, with honest numbers from your time tracking and invoices, and commit to its top three recommendations for the next 90 days. Re-run it every quarter with updated figures. Keep the habits that run through this course: check everything, be open about how you use AI, treat revenue figures as possibilities rather than promises, and keep building on real clients and real results.',
      ],
      profitOpportunities: [
        {
          opportunity: 'AI opportunity audits for small businesses',
          timeToImplement: '2–3 weeks to build the generator and a sample report',
          potentialMonthlyRevenue: '$1,000–$4,500 from two or three audits a month',
          difficulty: 'Intermediate',
        },
        {
          opportunity: 'Implementation projects and retainers that follow audits',
          timeToImplement: 'Ongoing',
          potentialMonthlyRevenue: '$2,000–$8,000 as the ladder fills',
          difficulty: 'Advanced',
        },
      ],
      examples: [
        {
          company: 'A three-location bakery',
          use: 'Audit found ordering emails, staff rota questions and catering enquiries were the biggest time sinks',
          impact: 'A 90-day roadmap with catering-enquiry triage as project one',
          revenue: '$900 audit, credited towards a $2,200 implementation',
        },
        {
          company: 'An independent insurance broker',
          use: 'Audit prioritised renewal-reminder drafts and meeting notes, and ruled out anything touching policy advice',
          impact: 'About 6 staff hours a week saved in the first two projects',
          revenue: '$1,200 audit plus a $350/month care plan',
        },
      ],
    },
  ],
  quiz: {
    question:
      'Your generator recommends automating a client\'s refund approvals, estimating 10 hours saved a week. What should you do before putting it in the roadmap?',
    options: [
      'Include it as written, because the assistant followed your rubric',
      'Ask the assistant to raise the estimate so the audit looks more valuable',
      'Remove every customer-facing recommendation from all future audits',
      'Check the hours against real figures, weigh the risk of customer-facing mistakes, and agree it with the owner',
    ],
    correct: 3,
    explanation:
      'The generator produces a draft; its estimates must be checked against real numbers, and customer-facing processes involving money carry real risk, so they usually keep a human approval step. Accepting the output unchecked, banning a whole category of useful work, or inflating numbers would all make the audit less trustworthy.',
  },
  actionItem: {
    title: 'Build your strategy generator and run it on your own business',
    instruction:
      'Create the intake, catalogue, rubric and master instructions, build the assistant, test it on past clients, then run it on yourself and commit to a 90-day plan.',
    steps: [
      {
        question: 'What is in your workflow catalogue so far?',
        examples: [
          'Enquiry-reply workflow: 3–5 h/week saved, $500 set-up, low risk with drafts; content engine: 8 h/month per client',
          'Inbox triage: 5 h/week saved for firms with 40+ emails a day; risk: misroutes, so human label required',
        ],
      },
      {
        question: 'How did the generator compare with reality on your past clients?',
        examples: [
          'Matched two of three; it over-rated review replies for a client with few reviews, so I added a rule',
          'It missed the owner\'s real bottleneck (quotes), which was not in the intake, so I added a question',
        ],
      },
      {
        question: 'What did the red-team prompt and your recalculations change?',
        examples: [
          'Dropped an AI chatbot idea that relied on an FAQ the business does not have',
          'Savings estimate fell from 10 to 4 hours a week after using the real email volume',
        ],
      },
      {
        question: 'What are the top three items in your own 90-day plan?',
        examples: [
          'Package the audit at $750; automate onboarding; send 15 researched emails a day to salons',
          'Raise care plan prices for new clients; delegate design; publish one case study a month',
        ],
      },
    ],
    expectedOutcome:
      'A working strategy generator with intake, catalogue, rubric and instructions, tested against real past clients, plus your own 90-day roadmap with three committed priorities and a sample audit report you can show prospects.',
  },
  keyTakeaways: [
    'The generator combines an intake, master instructions, a workflow catalogue, a rubric and a template.',
    'Its output is a first draft; you check the numbers, the risks and the owner\'s priorities.',
    'Ground every estimate in your own catalogue and label estimates as ranges.',
    'A fixed-price audit with the fee credited against implementation is a strong first rung.',
    'Run the generator on your own business every quarter and act on its top three.',
  ],
  moneyMakingTip:
    'Run your first three audits at a reduced founding price for businesses in your chosen niche, on condition that you may publish an anonymised version. Three real sample reports are the most persuasive sales material an audit business can have.',
  successStory: {
    name: 'Nadia (illustrative example)',
    business: 'AI operations consultant for independent retailers',
    challenge:
      'Nadia\'s discovery calls were free, took hours to follow up, and often ended with the owner saying they would "think about it".',
    solution:
      'She built the generator from her past projects, replaced free discovery with a $750 audit credited against implementation, and always finished the audit with the "most relieved to fix" conversation.',
    result:
      'Over two quarters, about half of her audits turned into implementation projects, and her follow-up time per prospect dropped from around four hours to one.',
    timeframe: '6 months',
    revenue: 'About $2,250/month from audits plus $4,000/month from resulting projects',
  },
  resources: [
    {
      name: 'Explore GPTs',
      description: 'Where to create the generator as a custom GPT on a paid ChatGPT plan.',
      type: 'tool',
      url: 'https://chatgpt.com/gpts',
      isPremium: false,
    },
    {
      name: 'Claude',
      description: 'Create the generator as a Project with your catalogue and rubric as knowledge.',
      type: 'tool',
      url: 'https://claude.ai',
      isPremium: false,
    },
    {
      name: 'Tally',
      description: 'Build the intake questionnaire with conditional questions.',
      type: 'tool',
      url: 'https://tally.so',
      isPremium: false,
    },
    {
      name: 'Google Sheets',
      description: 'Keep the workflow catalogue and recalculate every estimate.',
      type: 'tool',
      url: 'https://www.google.com/sheets/about/',
      isPremium: false,
    },
  ],
} satisfies LessonInput;
