import type { ResultTexts, SeedChapter, SeedQuestionnaire } from '../domain/questionnaire';

/**
 * Version 2 of the default Uplift Founder Audit: the same assessment (key and title) as version 1, with
 * statements rewritten to the style guide in docs/content.md ("Version 2").
 *
 * Ten chapters: four of the inner game (how the founder leads themself) at positions 1–4, six of the
 * outer game (how the founder builds the company) at positions 5–10, 46 statements in all. Every
 * statement names one behaviour of the founder that the people around them can see; each carries the
 * wording a rater reads (`observer`), the rater relationships that can judge it where not everyone can
 * (`raterRelationships`), and `notApplicableAllowed` where it presupposes something many founders don't
 * have yet (a team, a co-founder, investors, a sales pipeline).
 *
 * Chapter keys differ from version 1's on purpose: a result given on version 1 keeps looking up version
 * 1's fallback texts by its own keys. Version 1 (`questionnaire.ts`) is not changed by this file.
 */

const selfInsight: SeedChapter = {
  key: 'self-insight',
  area: 'inner',
  position: 1,
  title: 'Self-Awareness',
  description:
    'How you ask for feedback, take criticism and tell people about your habits and the pressure you are under.',
  introTitle: 'See yourself as others do',
  introSubtitle: 'Chapter 01',
  introDescription:
    'Your strengths and your habits both scale into the company. This chapter asks what you do to see yourself clearly: how you ask for feedback, how you take it and what you say about your limits. Answer for an ordinary week.',
  introQuote:
    '“The first principle is that you must not fool yourself — and you are the easiest person to fool.” — Richard Feynman, Cargo Cult Science, 1974',
  iconUrl: '/icons/chapter-01.svg',
  outroEnabled: true,
  outroTitle: 'A clearer mirror',
  outroDescription:
    'Rating yourself honestly is a skill, and you just practised it. Next: how you recover from setbacks.',
  questions: [
    {
      position: 1,
      text: 'I ask the people I work with what I could do differently as a leader.',
      leftLabel: 'I rarely ask',
      rightLabel: 'I ask every few weeks',
      observer: {
        text: '{name} asks the people they work with what they could do differently as a leader.',
        leftLabel: 'They rarely ask',
        rightLabel: 'They ask every few weeks',
      },
      insightLow:
        "If nobody tells you hard things, it is rarely because there are none. This week, ask two people one specific question: 'What is one thing I could do differently that would make your work easier?' Write the answers down and thank them without explaining yourself.",
      insightMedium:
        'You ask, but perhaps only a few people, or only once something has gone wrong. Give the question a fixed place, such as the end of a regular call with a co-founder, a colleague or a mentor. Keep a short log of the answers from now on, so you can see the patterns across people.',
      insightHigh:
        'You ask often enough that people expect the question. This month, put the question to the person least likely to volunteer criticism, such as the newest person around you or a quiet contractor, and ask about one specific recent situation. Once a year, ask for a confidential round of ratings, so that what people will not say to your face still reaches you.',
    },
    {
      position: 2,
      text: 'I ask questions before I explain myself when someone criticises my work.',
      leftLabel: 'I explain or defend first',
      rightLabel: 'I ask questions first',
      observer: {
        text: '{name} asks questions before explaining themselves when someone criticises their work.',
        leftLabel: 'They explain or defend first',
        rightLabel: 'They ask questions first',
      },
      insightLow:
        "Explaining straight away feels like clarifying, but the other person hears that their feedback was a mistake. Next time you are criticised, ask two questions before you say anything about your side: 'Can you give me an example?' and 'What would you have liked instead?' Thank them, and decide later what to do.",
      insightMedium:
        'You often listen first, but some topics or some people still trigger a quick defence. Notice this week where you reply within seconds: that is usually where you are least sure of yourself. On those topics, promise yourself one question before any explanation.',
      insightHigh:
        'You meet criticism with curiosity, which makes people more willing to bring it. Take it further: a few days after the next hard piece of feedback, go back to the person and tell them what you changed or decided. That follow-up shows that speaking up to you has an effect.',
    },
    {
      position: 3,
      text: 'I tell the people I work with which of my habits I am working to change.',
      leftLabel: 'I keep it to myself',
      rightLabel: 'I name them openly',
      observer: {
        text: '{name} tells the people they work with which of their habits they are working to change.',
        leftLabel: 'They keep it to themselves',
        rightLabel: 'They name them openly',
      },
      insightLow:
        "Working on a habit in private means nobody can help, and people keep reacting to the old pattern. This week, pick one habit, such as interrupting or rewriting other people's work, and tell two people you work with that you are changing it. Ask them to point it out when they see it.",
      insightMedium:
        'You mention your weak spots sometimes, often in passing or as a joke. Say it plainly once this week: the habit, what it costs others and what you are trying instead. Then ask one person to tell you in a month whether they have noticed a difference.',
      insightHigh:
        'You are open about what you are working on, which makes it safe for others to do the same. This month, write a one-page guide to working with you: how you like to receive information, what you do best and which habits people may call out. Share it and ask for corrections.',
    },
    {
      position: 4,
      text: "I tell the people I work with when I'm under pressure.",
      leftLabel: 'I hide it',
      rightLabel: 'I say so plainly',
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: '{name} tells the people they work with when they are under pressure.',
        leftLabel: 'They hide it',
        rightLabel: 'They say so plainly',
      },
      insightLow:
        "Hidden pressure still shows, and people tend to guess its cause wrongly, often as something they did. The next time you feel it in a conversation, name it in one sentence: 'I'm stretched today, so I'll keep this short; it's not about you.' Notice how the conversation changes.",
      insightMedium:
        'You name the pressure sometimes, usually after it has already shown. This week, write down the three signs that appear first when you are overloaded, such as a short temper in chat or cancelled calls. When two of them appear, say so to the people you work with that day, and postpone one decision that can wait.',
      insightHigh:
        "You say when you are under pressure, which spares others from guessing. Add what you need next time: 'I'm stretched this week; please bring me only decisions that can't wait until Monday.' Naming the request as well as the state gives people something they can act on.",
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: 'Your zone of genius is seeing yourself clearly. You ask for feedback, take criticism with questions rather than defences and say openly what you are working on and when you are stretched. That makes you easy to tell the truth to, which is how a founder keeps learning faster than the company grows. Use it on purpose: write down how you work best and hand it to the next person who joins.',
      mid: 'Self-awareness is where you stand most firmly right now. You ask for feedback some of the time and mostly take it well, even if you do not always go looking for it or say what you are working on. Make it routine and it becomes a real edge: one fixed feedback question in a regular conversation, and one habit you name openly.',
      low: 'Self-awareness is your highest-scoring chapter, but not yet a dependable strength. That is common when a company moves fast and leaves little room to look inward. It is also where small habits pay off fastest: one specific feedback question this week, and two questions before any explanation the next time you are criticised.',
    },
    howOthersSeeYou: {
      high: 'People likely find you open and easy to be honest with. They can raise hard things without bracing for a reaction, they know what you are working on and they can tell when you are stretched because you say so. That predictability is what makes people trust a leader early on.',
      mid: 'Others probably see you as fairly open to input, especially when things are calm. Under pressure they may notice a quicker defence or a change of tone before you name it yourself. Asking one question before you explain, and saying when you are stretched, makes your openness visible when it matters most.',
      low: "Others may see more of your patterns than you do right now, and they may hesitate to tell you. That is not a verdict on you; it means feedback is not yet flowing easily. A specific question ('What could I do differently?') and a calm reaction to the answer change how people experience you quickly.",
    },
    energyDrains: {
      normal:
        'Your energy may be leaking through things you do not hear about: feedback that reaches you late, habits of yours that cost others effort, pressure that people sense but cannot name. None of it is dramatic, but it adds friction every week. Start by asking two people what you could do differently, and say so the next time you are stretched.',
      strong:
        'You may be leading partly blind: to how your behaviour lands, to feedback people hold back and to the pressure others can see in you. Left alone, that tends to surface as friction, people leaving quietly or a co-founder conflict that seems to come from nowhere. Treat it as a priority and get candid outside input now, from a coach, a mentor or a founder you trust.',
    },
    improvementPath: [
      "This week, ask two people one question: 'What is one thing I could do differently that would make your work easier?'",
      'The next time you are criticised, ask two questions before you explain anything.',
      'Tell two people which habit you are working to change, and ask them to point it out when they see it.',
      'Write down the three signs that show first when you are overloaded, and say so when two appear.',
      'Once a year, ask the people you work with for confidential ratings, for example through a feedback round in this audit.',
    ],
  },
};

const resilienceAndEnergy: SeedChapter = {
  key: 'resilience-and-energy',
  area: 'inner',
  position: 2,
  title: 'Resilience & Energy',
  description: 'How you recover from setbacks, take time off, find support and treat people on bad days.',
  introTitle: 'Bend, recover, go again',
  introSubtitle: 'Chapter 02',
  introDescription:
    "Founders hear no far more often than yes. Resilience is not pretending it doesn't hurt; it is what you do next, and how you keep going for years. This chapter asks what others can see: how you recover, rest, get support and treat people.",
  introQuote:
    '“The impediment to action advances action. What stands in the way becomes the way.” — Marcus Aurelius, Meditations 5.20, tr. Gregory Hays',
  iconUrl: '/icons/chapter-02.svg',
  outroEnabled: true,
  outroTitle: 'Recovery is part of the work',
  outroDescription:
    'Put one thing that reliably helps you recover in your calendar this week. Next: where your attention goes.',
  questions: [
    {
      position: 1,
      text: "I'm back at my usual work within a few days of a major setback.",
      leftLabel: 'It takes me weeks',
      rightLabel: 'Within a few days',
      observer: {
        text: '{name} is back at their usual work within a few days of a major setback.',
        leftLabel: 'It takes them weeks',
        rightLabel: 'Within a few days',
      },
      insightLow:
        'Long recoveries are common, and expensive for a young company. After the next setback, give yourself a short ritual: within 48 hours, write down what happened, what you control and the one next action, then tell one person you trust. Set a date by which you will close the chapter.',
      insightMedium:
        'You recover, just more slowly than you would like. Look back this week at your last setback: what helped you move on, and what kept you stuck, such as replaying it or working longer hours? Next time, do more of the first on purpose, starting the day after.',
      insightHigh:
        'You get back to work quickly after a blow. Make sure the speed does not skip the lesson: within a week of each setback, write down one thing you will do differently, and check a month later whether you did. Tell the people around you how you recovered, so they can borrow your approach.',
    },
    {
      position: 2,
      text: "I take days off on which I don't answer work messages.",
      leftLabel: "I'm always reachable",
      rightLabel: 'A full day off every week',
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: "{name} takes days off on which they don't answer work messages.",
        leftLabel: "They're always reachable",
        rightLabel: 'A full day off every week',
      },
      insightLow:
        'Being always reachable feels responsible, but without real breaks your judgement wears down before you notice. Choose one day in the next two weeks to be fully offline, tell people in advance whom to contact in an emergency and keep to it. Afterwards, note what actually needed you.',
      insightMedium:
        'You take days off, but work messages still get through. Make the next one complete: notifications off, an out-of-office reply and one named person for real emergencies. Put the next full day off in your calendar today, before the week fills up.',
      insightHigh:
        'You take real days off, which keeps your judgement fresh. This quarter, plan one full week offline and, if you work with others, hand your responsibilities to named people for that week. Whatever breaks while you are away shows you what still depends on you alone.',
    },
    {
      position: 3,
      text: 'I talk through hard periods with someone outside the company.',
      leftLabel: 'I carry it alone',
      rightLabel: 'I talk it through',
      raterRelationships: ['co-founder', 'mentor-or-peer'],
      observer: {
        text: '{name} talks through hard periods with someone outside the company.',
        leftLabel: 'They seem to carry it alone',
        rightLabel: 'They talk it through',
      },
      insightLow:
        'Founders who carry everything alone burn out sooner and decide worse. This week, ask a founder a stage or two ahead of you for a 30-minute call about how they got through their hardest month. If it helps, ask whether you could talk again in a month.',
      insightMedium:
        'You have someone to talk to, but perhaps not about everything. List the topics you bring to no one, such as money worries or doubts about the idea: each one shows where you need one more person. Reach out to one such person this month.',
      insightHigh:
        'You have people outside the company to talk to, one of the best protections a founder can have. Keep those relationships alive in good months too: put a call with each in the calendar this quarter. Offer the same to a founder a stage behind you; explaining what helped you sharpens your own view.',
    },
    {
      position: 4,
      text: 'I speak to people in the same tone on bad days as on any other day.',
      leftLabel: 'My tone gets sharp',
      rightLabel: 'My tone stays the same',
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: '{name} speaks to people in the same tone on bad days as on any other day.',
        leftLabel: 'Their tone gets sharp',
        rightLabel: 'Their tone stays the same',
      },
      insightLow:
        'When your tone follows your mood, people start reading your face before they bring you news, and bad news arrives late. On your next bad day, reread every message before you send it as if someone else had written it to you. If a conversation has already turned sharp, go back the same day and say so.',
      insightMedium:
        'Your tone holds most of the time, but it slips under strain, often in writing. Notice this week where it slips first (chat, meetings, late evenings) and set a small rule for that place, such as sending nothing after 10 pm. Tell one person you work with about the rule, so they can remind you.',
      insightHigh:
        "Your tone stays steady when things go badly, which makes it safe to bring you bad news. Use that on purpose on the next hard day: be the one who asks 'What do we know, and what is the next step?' Ask someone who works closely with you whether your calm ever reads as not caring, and adjust if it does.",
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: 'Your zone of genius is staying power. You get back to work quickly after a blow, take real breaks, have people outside the company to talk to and keep your tone steady on bad days. In startups, lasting long enough to win is much of the battle, and your steadiness tells everyone around you that the company can survive a bad month. Show others how you recover, not only that you do.',
      mid: 'Resilience is your strongest area right now. You recover from most setbacks and mostly keep your footing, even if some hits still linger or days off get interrupted. Make it sturdier where it wears first under pressure: a day fully off that you protect, and one person outside the company you talk to every month.',
      low: 'Resilience is your highest-scoring chapter, but it is still fragile. You keep going, which matters, yet setbacks probably cost you more time and energy than they need to. Start with two basics that compound: one full day offline in the next two weeks, and one honest conversation with someone outside the company.',
    },
    howOthersSeeYou: {
      high: 'Others probably see you as steady under pressure: the person who is back at work after a lost deal and speaks to people the same way on a bad day. People around you likely take their cue from you, and investors read it as staying power.',
      mid: "People likely see you as generally composed, though they may notice when a setback hits hard, in your tone, your availability or your replies at midnight. Saying openly how you are handling it ('this one stung; here is our plan') often builds more trust than looking unshakeable.",
      low: "Others may see the strain more clearly than you think: sharper messages, constant availability, long silences after bad news. That is human, and people respond well when a founder acknowledges it. A simple 'this week was hard; here is what happens next' goes a long way.",
    },
    energyDrains: {
      normal:
        'Setbacks may be costing you more than they should: days of lost focus after a blow, days off that never quite happen, worries you carry alone, a tone that slips when you are tired. Each is manageable, but together they wear down your judgement. Build a small recovery routine now, while things are calm, rather than in the middle of a crisis.',
      strong:
        'Your reserves look low. Long recoveries, no real time off and carrying it all alone are the classic road to founder burnout, and it often arrives sooner than expected. Treat this as urgent: talk to someone you trust this week, take a full day offline and consider professional support. The company needs you well more than it needs you tireless.',
    },
    improvementPath: [
      'Within 48 hours of the next setback, write down what happened, what you control and the one next action.',
      'Take one full day offline in the next two weeks, with one named person for real emergencies.',
      'Ask a founder a stage or two ahead of you how they got through their hardest month.',
      'On bad days, reread every message before you send it, as if someone else had written it to you.',
    ],
  },
};

const focus: SeedChapter = {
  key: 'focus',
  area: 'inner',
  position: 3,
  title: 'Focus',
  description: 'How you name a few priorities, give them your week and limit what you take on.',
  introTitle: 'Where your attention goes, the company follows',
  introSubtitle: 'Chapter 03',
  introDescription:
    "You will always have more ideas and requests than hours, and whatever gets your best attention becomes the company's real plan. This chapter asks how you set priorities, guard your time and limit what you start. Rate the last month.",
  introQuote:
    '“How we spend our days is, of course, how we spend our lives.” — Annie Dillard, The Writing Life, 1989',
  iconUrl: '/icons/chapter-03.svg',
  outroEnabled: true,
  outroTitle: 'Attention is your scarcest resource',
  outroDescription:
    'The statement that made you pause longest often shows where your attention should go next.',
  questions: [
    {
      position: 1,
      text: 'I tell the people I work with my top three priorities for this quarter.',
      leftLabel: "I haven't named them",
      rightLabel: "I've shared all three",
      observer: {
        text: '{name} tells the people they work with their top three priorities for this quarter.',
        leftLabel: "They haven't named them",
        rightLabel: "They've shared all three",
      },
      insightLow:
        'If your priorities live only in your head, everyone around you guesses, and each guess pulls you in a different direction. Today, write down three priorities for this quarter, each as an outcome with a date. Send them to the people you work with and ask what they would change.',
      insightMedium:
        'You share priorities, but perhaps loosely, more than three of them or only once. Cut the list to three outcomes and repeat them at the start of every weekly update or meeting. When a new request arrives this week, say which of the three it serves.',
      insightHigh:
        'People know what you are working on, which helps them plan around you. At the end of this quarter, publish a short scorecard of the three (done, partly done, dropped) with one sentence on each. It makes the next set more honest.',
    },
    {
      position: 2,
      text: 'I spend most of my working week on my top three priorities.',
      leftLabel: 'Most of it goes elsewhere',
      rightLabel: 'Most of it goes to them',
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: '{name} spends most of their working week on their stated top priorities.',
        leftLabel: 'Most of it seems to go elsewhere',
        rightLabel: 'Most of it goes to them',
      },
      insightLow:
        "When requests fill your week, whoever asks loudest sets your priorities. Tally last week's hours against your top three: the gap is your starting point. Block two sessions next week for the most important one and treat them as fixed appointments.",
      insightMedium:
        'Your priorities get some of your week, but not most of it. Every Friday, spend ten minutes checking what share of your hours went to the top three, and set a target, such as half. Next week, move or drop one recurring meeting that serves none of them.',
      insightHigh:
        'Your time follows your priorities, a discipline few founders keep. The risk now is staying focused on goals that have gone stale: halfway through each quarter, ask whether these three still deserve the most of your week. Swap one out if the evidence says so.',
    },
    {
      position: 3,
      text: 'I block uninterrupted time in my calendar for my hardest work.',
      leftLabel: 'I rarely block time',
      rightLabel: 'I block it every week',
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: '{name} blocks uninterrupted time in their calendar for their hardest work.',
        leftLabel: 'They rarely block time',
        rightLabel: 'They block it every week',
      },
      insightLow:
        'Hard problems rarely get solved in twenty-minute gaps between calls. Block two 90-minute sessions this week with notifications off, and tell people when you will be unreachable and when you will be back. Use the first one for the task you have put off longest.',
      insightMedium:
        'You block time, but it often gets moved. Put the block at the time of day your mind is sharpest, make it recurring from next week and treat moving it like cancelling an important meeting. Batch messages into two or three set windows a day.',
      insightHigh:
        'You protect time for hard work. Check this week what it goes to: spend it on what only you can do, such as the strategy memo, the pitch to a key hire or the hard product call. If you work with others, help them get the same protection, for example with one meeting-free morning a week.',
    },
    {
      position: 4,
      text: "I decline meetings and requests that don't serve my top priorities.",
      leftLabel: 'I say yes to most',
      rightLabel: "I decline what doesn't fit",
      observer: {
        text: "{name} declines meetings and requests that don't serve their top priorities.",
        leftLabel: 'They say yes to most',
        rightLabel: "They decline what doesn't fit",
      },
      insightLow:
        "Every yes to a meeting or request is a no to something else, usually to your priorities. Before your next yes, ask: 'Which of my top three does this serve?' If none, reply with a short, friendly no or a 'not this quarter', and note how the other person actually reacts.",
      insightMedium:
        "You decline some requests, but the occasional yes costs more than it should. Keep a written 'not now' list and point to it when you say no: declining is easier when the trade-off is on paper. Today, look through next week's calendar and cancel one meeting that fails the test.",
      insightHigh:
        "You decline what doesn't fit, which keeps your time for what matters. Next time, explain your filter when you say no, so people learn to bring you what fits. Once a quarter, review your 'not now' list: some of today's no's may be next year's best opportunities.",
    },
    {
      position: 5,
      text: 'I close one of my projects before I start a new one.',
      leftLabel: 'I keep adding projects',
      rightLabel: 'I close one first',
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: '{name} closes one of their projects before starting a new one.',
        leftLabel: 'They keep adding projects',
        rightLabel: 'They close one first',
      },
      insightLow:
        'Open projects drain attention even when nobody is working on them. This week, list everything you have started and not finished, and decide for each one: finish it, hand it over or stop it. Close at least three, and tell the people involved.',
      insightMedium:
        "You limit new projects some of the time. Set a number this week, for example no more than three projects of yours at once, so that starting a fourth means closing one. Define 'done' before you begin anything new, so it is clear when to stop.",
      insightHigh:
        'You close before you start, so what you begin gets finished. Watch for the opposite risk: finishing things that should have been stopped. Halfway through each larger project, ask whether you would start it today, and stop it openly if the answer is no.',
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: 'Your zone of genius is focus. You name a few priorities, spend most of your week on them, protect time for hard work, decline what does not fit and finish before you start something new. Where good ideas always outnumber hours, this is what lets your best attention go to the few things that move the company. Help the people around you build the same discipline.',
      mid: 'Focus is your strongest area right now. You generally know your priorities and protect some time for them, even if requests and new projects still pull you off course. Tighten it with a weekly look at where your hours went and one blocked session for hard work every week.',
      low: 'Focus is your highest-scoring chapter, but not yet a dependable strength. Your attention is probably spread across many demands, which is normal early on and costly all the same. Start small: write down three priorities, block two sessions for hard work and close three open projects this week.',
    },
    howOthersSeeYou: {
      high: 'Others likely see you as clear and disciplined: they know your priorities, what you will turn down and that what you start gets finished. That predictability makes you easy to work with and helps others set their own priorities.',
      mid: 'People probably see you as focused most of the time, though they may notice when your priorities shift or when you are stretched across too many projects. Sharing your top three openly helps them understand your choices and protect your time.',
      low: 'Others may experience you as busy and hard to pin down: quick to start, slower to finish, pulled in many directions. They may be unsure what matters most to you right now. Stating three priorities plainly, and sticking to them, will change that faster than working longer hours.',
    },
    energyDrains: {
      normal:
        'Your energy may be leaking into reactive work: interruptions, meetings without a purpose, requests you should have declined and half-finished projects that keep tugging at you. Each costs little on its own; together they crowd out the work only you can do. Look at one week of your calendar and cut the biggest drain.',
      strong:
        'Your attention is likely overstretched. Constant interruptions, too many open projects and a week that serves everyone but your priorities make good decisions harder every week, and they compound until something breaks. Reset on purpose: cut or hand over a third of your commitments, block time for hard work and tell people what you are stopping.',
    },
    improvementPath: [
      "Write down this quarter's top three priorities and tally last week's hours against them.",
      'Block two 90-minute sessions a week for your hardest work, with notifications off, and say when you are unreachable.',
      'List every open project and decide for each: finish, hand over or stop. Close three this week.',
      "Keep a 'not now' list and check every new request against your top three before you say yes.",
    ],
  },
};

const decisions: SeedChapter = {
  key: 'decisions',
  area: 'inner',
  position: 4,
  title: 'Decisions Under Uncertainty',
  description: 'How you pace decisions, invite the case against, admit wrong calls and look back.',
  introTitle: 'Deciding without all the facts',
  introSubtitle: 'Chapter 04',
  introDescription:
    'Founders rarely decide with complete information. The skill is matching speed to stakes, hearing the best case against your plan and changing course when the evidence changes. This chapter looks at how you decide, whom you involve and whether you look back.',
  introQuote:
    '“Most decisions should probably be made with somewhere around 70% of the information you wish you had.” — Jeff Bezos, letter to shareholders, 2016',
  iconUrl: '/icons/chapter-04.svg',
  outroEnabled: true,
  outroTitle: 'That completes the inner game',
  outroDescription: 'That was the founder behind the company. Next, the outer game: how you build it.',
  questions: [
    {
      position: 1,
      text: 'I decide faster on choices that are easy to undo.',
      leftLabel: 'Same pace for every decision',
      rightLabel: 'Faster when it can be undone',
      observer: {
        text: '{name} decides faster on choices that are easy to undo.',
        leftLabel: 'Same pace for every decision',
        rightLabel: 'Faster when it can be undone',
      },
      insightLow:
        'Treating every decision as permanent slows everything down. This week, label each open decision as easy or hard to undo. Decide the easy ones within 48 hours, and give each hard one a date and a proper look.',
      insightMedium:
        "You sometimes match your speed to the stakes, but not consistently. The next time a decision stalls, ask: 'What would it cost to undo this in a month?' If the answer is 'not much', decide that day and set a date to review it.",
      insightHigh:
        'You move fast where mistakes are cheap and slow down where they are not. If you work with others, write down this month which kinds of decision they can take without you because they are easy to undo. If you work alone, check your last three slow decisions: were any of them easy to undo after all?',
    },
    {
      position: 2,
      text: 'I set a date by which I will make each big decision.',
      leftLabel: 'Big decisions drift',
      rightLabel: 'Each one has a date',
      observer: {
        text: '{name} sets a date by which they will make each big decision.',
        leftLabel: 'Big decisions drift',
        rightLabel: 'Each one has a date',
      },
      insightLow:
        "Waiting for certainty is itself a decision, usually the most expensive one. Take the decision you have postponed longest and give it a date this week. Write down which information would actually change your mind; if you can't name any, you are ready to decide now.",
      insightMedium:
        "You set dates for some decisions, but a few big ones linger. For each of those, write down this week what 'enough information' means, and tell the people affected when you will decide. When the date comes, decide with what you have and note how you will find out early if you were wrong.",
      insightHigh:
        'Your decisions come on time, which gives the people around you something to plan on. From now on, announce each big decision with its reasoning within a day of making it: a decision nobody knows about has not really been made. Once a quarter, check whether any date came too early for a decision that could not be undone.',
    },
    {
      position: 3,
      text: 'I ask someone to argue against my plan before I make a big decision.',
      leftLabel: 'I look for agreement',
      rightLabel: 'I ask for the case against',
      observer: {
        text: '{name} asks someone to argue against their plan before making a big decision.',
        leftLabel: 'They look for agreement',
        rightLabel: 'They ask for the case against',
      },
      insightLow:
        'Founders often surround themselves with agreement without meaning to. Before your next big decision, ask one person to argue the opposite as strongly as they can. Listen for the argument you find hardest to answer: that is where your plan is weakest.',
      insightMedium:
        "You invite disagreement sometimes, mostly when you already feel unsure. For your next big decision, share a short written proposal and ask for the strongest objection in writing before anyone meets. Written objections are less swayed by the founder's view than spoken ones.",
      insightHigh:
        'You ask for the case against your plan, which makes your decisions sturdier. Close the loop after your next big call: show the people who objected how their arguments changed the decision, even if you went ahead. Once a quarter, invite a sceptic from outside the company to attack your biggest current bet.',
    },
    {
      position: 4,
      text: 'I say so openly when evidence shows that a decision of mine was wrong.',
      leftLabel: 'I defend the original call',
      rightLabel: 'I say so openly',
      observer: {
        text: '{name} says so openly when evidence shows that one of their decisions was wrong.',
        leftLabel: 'They defend the original call',
        rightLabel: 'They say so openly',
      },
      insightLow:
        'Sticking with a call because you argued for it is one of the costliest founder habits. Before your next big bet, write down which result would prove you wrong, and by when. On that date, check it and tell the people affected what you found, even if it is uncomfortable.',
      insightMedium:
        "You admit a wrong call, but it may take more evidence than it should. Notice this week when you start explaining away data that contradicts your plan, and ask: 'If I were starting fresh today, would I choose this?' If not, say so to the people affected.",
      insightHigh:
        'You say so when you were wrong, which keeps bad news flowing to you. Go one step further the next time: say which early sign you missed and how you will watch for it from now on. That turns a correction into a lesson others can use.',
    },
    {
      position: 5,
      text: 'I review each big decision a few months after making it.',
      leftLabel: 'I rarely look back',
      rightLabel: 'I review each one',
      raterRelationships: ['co-founder', 'team-member', 'investor-or-board'],
      observer: {
        text: '{name} reviews each big decision a few months after making it.',
        leftLabel: 'They rarely look back',
        rightLabel: 'They review each one',
      },
      insightLow:
        'Without looking back, you learn mostly from luck. Start a decision log this week: for each big call, note the date, what you decided, why and what you expect to happen. In three months, go through the first entries with the people involved and ask whether the reasoning held up, whatever the outcome.',
      insightMedium:
        'You review some decisions, probably the ones that went badly. Review a few that went well too: a good outcome from weak reasoning is the most dangerous lesson. Put a quarterly half-hour review in the calendar today.',
      insightHigh:
        'You look back with the people involved, so your judgement improves with every call. At your next review, compare what you expected, as written at the time, with what happened, and look for a pattern across several decisions, such as optimistic timelines. Agree one rule you will follow because of it.',
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: "Your zone of genius is judgement under uncertainty. You move fast on what can be undone, set dates for the big calls, ask for the case against your plan, say so when you were wrong and look back to learn. That combination is rare, and it is what lets a young company out-learn better-funded competitors. Now build other people's judgement, so that good decisions don't all have to pass through you.",
      mid: 'Decision-making is your strongest area right now. You generally decide in reasonable time and listen to other views, though some big calls linger and past decisions rarely get reviewed. A decision log and a date for every big decision will turn this into a real edge.',
      low: 'Decisions under uncertainty is your highest-scoring chapter, but not yet a dependable strength. Uncertainty may lead you to postpone, to decide without challenge or to stay with a plan too long. Begin with one practice: label every open decision as easy or hard to undo, and decide the easy ones within 48 hours.',
    },
    howOthersSeeYou: {
      high: 'Others probably see you as decisive but open: you make calls when they are due, you ask for the case against and you can admit when you were wrong. People trust this kind of leader because decisions feel both fast and fair.',
      mid: 'People likely see you as generally decisive, though they may notice that some important decisions take a while, or that you favour your first instinct. Saying when you will decide, and why you decided, makes your decisions easier to trust.',
      low: 'Others may experience your decisions as slow, unpredictable or hard to influence, and they may wait for you on things they could decide themselves. Saying which decisions you will make, by when and how people can give input will reduce that friction quickly.',
    },
    energyDrains: {
      normal:
        'Decisions may be draining you more than they need to: open questions that linger, calls you keep replaying and decisions that come back to you because nobody else knows whether they may take them. Every unresolved decision takes a little attention every day. Clearing the backlog, even imperfectly, frees more energy than you would expect.',
      strong:
        'Indecision, or deciding without challenge, is likely a heavy drain on you and the company. A growing pile of open decisions creates stress for you and uncertainty for everyone waiting, and deciding alone raises the cost of mistakes. Make it a priority: list every open decision, give each a date and bring in one trusted sparring partner for the big ones.',
    },
    improvementPath: [
      'List every open decision and label it easy or hard to undo; decide the easy ones within 48 hours.',
      'Give every big decision a date, and tell the people affected when you will decide.',
      'Before your next big call, ask one person to argue the opposite as strongly as they can.',
      'Keep a decision log (what you decided, why, what you expect) and review it with the people involved each quarter.',
    ],
  },
};

const strategy: SeedChapter = {
  key: 'strategy',
  area: 'outer',
  position: 5,
  title: 'Vision & Strategy',
  description:
    'How you state the direction, rule things out, test assumptions and check that others can repeat it.',
  introTitle: 'Choose where to win',
  introSubtitle: 'Chapter 05',
  introDescription:
    'Ambition is common; a clear strategy is not. Strategy means choosing which customers and which problem, and what you will not do. This chapter asks how you state your direction, test what it rests on and check that others can repeat it.',
  introQuote:
    '“The essence of strategy is choosing what not to do.” — Michael Porter, What Is Strategy?, 1996',
  iconUrl: '/icons/chapter-05.svg',
  outroEnabled: true,
  outroTitle: 'Direction set',
  outroDescription: 'A clear direction makes every other decision easier. Next: the people you sell to.',
  questions: [
    {
      position: 1,
      text: 'I describe where the company is heading in the same few sentences each time.',
      leftLabel: 'It changes each time',
      rightLabel: 'The same few sentences',
      observer: {
        text: '{name} describes where the company is heading in the same few sentences each time.',
        leftLabel: 'It changes each time',
        rightLabel: 'The same few sentences',
      },
      insightLow:
        'If your direction sounds different each time, people each remember a different version. This week, spend an hour writing two sentences: where the company will be in three years, and for whom. Use exactly those sentences in your next three conversations and ask each listener to say them back.',
      insightMedium:
        'You have a version you use, but it drifts with the audience. Write it down and use the same words in your next update, pitch and recruiting conversation. Where an audience needs something different, change the example, not the direction.',
      insightHigh:
        'You tell the same story every time, which is how a direction becomes shared. This month, ask three people who have heard it to write it down from memory, and compare their versions with yours. Where they differ, your wording, not their memory, needs the work.',
    },
    {
      position: 2,
      text: 'I state in writing what the company will not do this year.',
      leftLabel: 'Nothing ruled out in writing',
      rightLabel: "It's in writing",
      raterRelationships: ['co-founder', 'team-member', 'investor-or-board'],
      observer: {
        text: '{name} states in writing what the company will not do this year.',
        leftLabel: 'Nothing ruled out in writing',
        rightLabel: "It's in writing",
      },
      insightLow:
        'A strategy that rules nothing out is usually a wish list. This week, write down three things the company will not do this year: a customer group, a product idea, a market. Share the list with the people you work with and read it the next time a tempting idea arrives.',
      insightMedium:
        'You rule some things out, but perhaps only in your head, or they get forgotten under pressure. Put them on one page next to your priorities this week, and read it before you agree to a new customer type, feature or partnership. Revisit the page at every quarterly review.',
      insightHigh:
        'What you rule out is in writing, which makes each yes easier to act on. This week, write beside each item the evidence that would change your mind. That keeps the list firm under pressure and open to real news.',
    },
    {
      position: 3,
      text: 'I test the riskiest assumption behind our strategy before we invest more in it.',
      leftLabel: 'I build on it untested',
      rightLabel: 'I test it first',
      raterRelationships: ['co-founder', 'team-member', 'investor-or-board'],
      observer: {
        text: "{name} tests the riskiest assumption behind the company's strategy before investing more in it.",
        leftLabel: 'They build on it untested',
        rightLabel: 'They test it first',
      },
      insightLow:
        'Every strategy rests on a few beliefs that could be false, and the riskiest is rarely the one being tested. Write down the three assumptions your plan most depends on and mark the one that would hurt most if wrong. This week, design the cheapest test you can for it, such as five customer conversations or a landing page with a price.',
      insightMedium:
        "You test some assumptions, often the easiest ones. Rank yours this week by how much depends on each and how little evidence you have, and move the top one to the front of next month's plan. Decide in advance which result would make you change course.",
      insightHigh:
        'You test before you invest, which saves months. Before your next test, write down its date and its pass mark, so the result cannot be read generously afterwards. Share the results, including the failed tests, with the people who back you.',
    },
    {
      position: 4,
      text: 'I ask the people I work with to explain our strategy back to me.',
      leftLabel: 'I rarely ask',
      rightLabel: 'I ask them to explain it',
      notApplicableAllowed: true,
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: "{name} asks the people they work with to explain the company's strategy back to them.",
        leftLabel: 'They rarely ask',
        rightLabel: 'They ask people to explain it',
      },
      insightLow:
        'A strategy that lives in one head is not yet a strategy the company follows. This week, ask two people who work with you to explain, in their own words, where the company is going and what it will not do. Note where their versions differ from yours, and fix your message rather than them.',
      insightMedium:
        'You check sometimes, usually when something has gone off track. At the start of next quarter, ask everyone you work with to write down the top priorities on their own, then compare the lists. The differences show you where to be clearer.',
      insightHigh:
        'You check that people can repeat the strategy, which keeps everyone pulling the same way. At the start of next quarter, ask them how it changes their own decisions. If they can repeat it but not apply it, the strategy needs to be made more concrete.',
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: 'Your zone of genius is direction. You describe where the company is heading the same way every time, you put in writing what it will not do, you test the riskiest assumption before investing more and you check that others can repeat it. That turns ambition into choices people can act on, and it makes you easier to join, back and follow.',
      mid: 'Strategy is your strongest area right now. You have a direction and mostly tell it consistently, even if what you rule out is not always written down or your assumptions not always tested first. Write one page with the direction, three things you will not do and the riskiest assumption, and you have a real edge.',
      low: 'Strategy is your highest-scoring chapter, but not yet a dependable strength. Your direction may sound different from one conversation to the next, or rest on assumptions nobody has tested. Start with two sentences on where you are heading and a list of three things you will not do this year.',
    },
    howOthersSeeYou: {
      high: 'Others likely see you as someone with a clear direction: they hear the same story every time, they know what the company will not do and they can explain it themselves. Investors and candidates read that as focus.',
      mid: 'People probably see you as having a direction, though they may hear it told differently to different audiences, or be unsure what the company has ruled out. Repeating the same few sentences, and writing down what is ruled out, will make it feel as clear to them as it is to you.',
      low: 'Others may find it hard to say where the company is heading, or hear a new version each time. That makes every decision around you slower. Two written sentences, repeated until people can say them back, change that impression quickly.',
    },
    energyDrains: {
      normal:
        'A fuzzy direction drains energy quietly: debates that reopen, opportunities that each need a fresh argument, work built on assumptions nobody checked. Each costs effort every week. One page with the direction, what you rule out and the riskiest assumption saves more time than it takes to write.',
      strong:
        'The company may be running on a wish list rather than a strategy: everything is possible, nothing is ruled out and the biggest assumptions are untested. That spreads a young company too thin. Take half a day this week to write the direction, three things you will not do and the one assumption to test first, and ask someone sceptical to read it.',
    },
    improvementPath: [
      'Write two sentences on where the company will be in three years, and for whom, and use exactly them for a month.',
      'Write down three things the company will not do this year, and share the list.',
      'Name the riskiest assumption behind your plan and design the cheapest test for it this week.',
      'Ask two people you work with to explain the strategy back to you, and fix your message where their versions differ.',
    ],
  },
};

const customersAndSelling: SeedChapter = {
  key: 'customers-and-selling',
  area: 'outer',
  position: 6,
  title: 'Customers & Selling',
  description:
    'How you learn from customers, pick your first buyers, ask for commitment and test ways to find more.',
  introTitle: 'Go and get your customers',
  introSubtitle: 'Chapter 06',
  introDescription:
    'Many startups that fail could have built the product; too few people wanted it, or the founders found out too late. Early on, selling is your job. This chapter asks how you learn from customers and how you ask them to buy.',
  introQuote:
    "“The most common unscalable thing founders have to do at the start is to recruit users manually.” — Paul Graham, Do Things that Don't Scale, 2013",
  iconUrl: '/icons/chapter-06.svg',
  outroEnabled: true,
  outroTitle: 'Closer to your customers',
  outroDescription:
    'Pick one practice from this chapter for your next customer conversation. Next: the people you bring in and lead.',
  questions: [
    {
      position: 1,
      text: 'I talk with customers or prospects myself.',
      leftLabel: 'Rarely, if at all',
      rightLabel: 'Every week',
      observer: {
        text: '{name} talks with customers or prospects themselves.',
        leftLabel: 'Rarely, if at all',
        rightLabel: 'Every week',
      },
      insightLow:
        'Founders who drift away from customers start building for their own opinions. Book three conversations for the next seven days, not to sell but to ask about the last time the person ran into the problem. Write down their exact words.',
      insightMedium:
        'You talk to customers, but not every week, or mostly when something is being sold or fixed. Reserve one weekly slot from now on for a customer or a lost prospect, whatever else happens. After each call, write one sentence about what surprised you.',
      insightHigh:
        'You talk to customers every week, which keeps your product and your pitch grounded. Add one conversation a month with someone who chose not to buy. If you work with others, bring one of them to a call each week and share your raw notes, so the insight does not live only in your head.',
    },
    {
      position: 2,
      text: 'I ask prospects about their problem before I mention our product.',
      leftLabel: 'I lead with the product',
      rightLabel: 'I ask about the problem first',
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: '{name} asks prospects about their problem before mentioning the product.',
        leftLabel: 'They lead with the product',
        rightLabel: 'They ask about the problem first',
      },
      insightLow:
        "Knowing your product well is not the same as knowing the customer's problem. In your next three conversations, don't mention the product until the last five minutes. Ask instead: 'How do you handle this today? What does it cost you? What have you tried?'",
      insightMedium:
        'You ask about the problem, but the conversation often slides to the product early. Before your next call, write three problem questions on a card and ask all three before any demo. Note what people do today without you: that workaround is your real competitor.',
      insightHigh:
        'You lead with the problem, so what you learn is not shaped by your pitch. In your next conversations, ask what the problem costs in their terms (hours, money, risk) and about the last time they tried to solve it. Collect their exact phrases and use them in your sales material.',
    },
    {
      position: 3,
      text: 'I describe the customer we sell to first in one specific sentence.',
      leftLabel: "It's anyone who needs it",
      rightLabel: 'One specific sentence',
      observer: {
        text: '{name} describes the customer the company sells to first in one specific sentence.',
        leftLabel: "It's anyone who needs it",
        rightLabel: 'One specific sentence',
      },
      insightLow:
        'A vague customer makes selling, marketing and product harder at once. This week, look at the people most eager for what you offer and write down what they share: role, type of organisation, the trigger that made them look, budget. Turn it into one sentence and use it to choose which leads to chase.',
      insightMedium:
        'You have a picture of your first customer, but it may be broad or change from one conversation to the next. Sharpen it with evidence this month: who replied fastest, who moved to a trial, who paid? Rewrite the sentence and test it on the next ten leads.',
      insightHigh:
        'You know exactly whom you sell to first, which focuses everything from product to pricing. This month, write down the signs that someone is not a fit, and turn such leads down politely. Each quarter, check whether the people who buy most still match the sentence.',
    },
    {
      position: 4,
      text: 'I ask prospects for a concrete commitment, such as a paid pilot or a pre-order.',
      leftLabel: 'I settle for interest',
      rightLabel: 'I ask for a commitment',
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: '{name} asks prospects for a concrete commitment, such as a paid pilot or a pre-order.',
        leftLabel: 'They settle for interest',
        rightLabel: 'They ask for a commitment',
      },
      insightLow:
        'Polite interest is not demand: compliments are cheap, commitments are not. End your next three sales conversations with a specific ask: a paid pilot, a pre-order, a date for a decision. A clear no now is worth more than a maybe that lasts three months.',
      insightMedium:
        'You ask for commitments sometimes, mostly when a conversation already feels warm. Before each meeting this week, decide what the next concrete step should be, and ask for it before you leave. Keep a list of every open maybe and give each one a date.',
      insightHigh:
        'You ask people to commit, which gives you real evidence of demand. Test your price: on the next three deals, ask for more than feels comfortable and note who still says yes. Write down what the committed buyers have in common.',
    },
    {
      position: 5,
      text: 'I ask each prospect who turns us down for their reason.',
      leftLabel: 'I move on without asking',
      rightLabel: 'I ask every time',
      notApplicableAllowed: true,
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: '{name} asks each prospect who turns the company down for their reason.',
        leftLabel: 'They move on without asking',
        rightLabel: 'They ask every time',
      },
      insightLow:
        "A lost deal teaches you something only if you ask. After the next no, send a short note: 'Thank you for your time; could you tell me in one line what made you decide against it?' Log the answer next to the reason you had guessed.",
      insightMedium:
        'You ask sometimes, mostly when the loss surprises you. Ask every time for the next month, and log the stated reason with your best guess at the real one. After ten, find the reason that comes up most often and change one thing in response.',
      insightHigh:
        'You learn from every no, so your pitch gets sharper with each one. This month, call back a prospect who turned you down a few months ago and ask what they chose instead and how it is going. Some will come back, and all of them will teach you about your alternatives.',
    },
    {
      position: 6,
      text: 'I set a target before I try a new way to find customers.',
      leftLabel: 'I try things and see',
      rightLabel: 'I set a target first',
      notApplicableAllowed: true,
      raterRelationships: ['co-founder', 'team-member', 'investor-or-board'],
      observer: {
        text: '{name} sets a target before trying a new way to find customers.',
        leftLabel: 'They try things and see',
        rightLabel: 'They set a target first',
      },
      insightLow:
        'Without a target, every channel looks promising for a while and nothing is ever stopped. Before your next experiment (an event, a round of cold e-mails, ads), write down its cost, its time frame and the number of qualified conversations that would make it worth continuing. Review it on the date you set.',
      insightMedium:
        'You set targets for some experiments, but others drift on. This week, list every way you are trying to find customers, with its cost and its results so far. Stop the weakest one this month and put the time into the strongest.',
      insightHigh:
        "You test new ways to find customers against a target, so you can tell what works. This month, work out what a customer costs you through each channel and compare it with what a customer is worth to you. Put next month's effort where that comparison is best.",
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: 'Your zone of genius is customers and selling. You talk to customers yourself, ask about their problem before your product, know exactly whom you sell to first, ask for real commitments and learn from every no. Early on, this may be the most important capability of all, because it keeps the company pointed at something people will pay for. Bring others into it so it outlasts your calendar.',
      mid: 'Customers and selling is your strongest area right now. You talk to customers and ask for commitments some of the time, though contact may be irregular, your first customer still broad or your channel experiments open-ended. A weekly customer slot and one sentence for whom you sell to first will turn this into a real edge.',
      low: 'Customers and selling is your highest-scoring chapter, but not yet a dependable strength. You may be building more from assumptions than from conversations and commitments. Start this week with three customer conversations about their problem, not your product, and end each one with a concrete ask.',
    },
    howOthersSeeYou: {
      high: 'Others probably see you as the voice of the customer and a founder who can sell: you bring real stories into every discussion, ask people to commit and can say why deals were lost. Investors read this as a founder who knows the market, and the people you work with trust your product instincts because they are grounded.',
      mid: 'People likely see you as customer-minded, though they may notice that your arguments rest on a few memorable conversations, or that interest is not always turned into commitment. Sharing raw notes and asking for a concrete next step in every sales conversation will make your case more convincing.',
      low: 'Others may see you as more passionate about the product than close to the people who would buy it. With investors, it can show as questions about demand you cannot answer with evidence. More direct customer contact, and a concrete ask at the end of each conversation, is the quickest way to change that.',
    },
    energyDrains: {
      normal:
        'Distance from customers drains energy in subtle ways: features that do not land, sales conversations that stall in a maybe, channels that run on without a verdict, internal debates a single customer call could settle. Regular conversations and a concrete ask at the end of each one are the cheapest way to get that energy back.',
      strong:
        'There is a real risk that the company is building on assumptions rather than on evidence that people will buy. It is the most common reason startups fail, and it hides well behind busyness and polite interest. Treat it as urgent: talk to at least ten prospects in the next two weeks, ask each for a concrete commitment and be ready to hear what the answers say.',
    },
    improvementPath: [
      'Reserve one weekly slot for a customer or lost-prospect conversation, and write down one surprise from each.',
      'In your next three conversations, ask about the problem and its cost before you mention the product.',
      'Write one sentence describing the customer you sell to first, and use it to choose which leads to chase.',
      'End every sales conversation with a concrete ask: a paid pilot, a pre-order or a date for a decision.',
      'Give every way you try to find customers a cost, a time frame and a target, and stop the weakest.',
    ],
  },
};

const hiringAndTeam: SeedChapter = {
  key: 'hiring-and-team',
  area: 'outer',
  position: 7,
  title: 'Hiring & Team',
  description:
    'How you define and test roles, hand over decisions, raise problems and work with a co-founder.',
  introTitle: 'Build the team that builds the company',
  introSubtitle: 'Chapter 07',
  introDescription:
    "Sooner or later the company outgrows what you can do alone. This chapter asks how you choose people, contractors included, and how you lead them. Where a statement assumes a team or co-founder you don't have, say it doesn't apply to you yet.",
  introQuote:
    '“It is teamwork that remains the ultimate competitive advantage, both because it is so powerful and so rare.” — Patrick Lencioni, The Five Dysfunctions of a Team, 2002',
  iconUrl: '/icons/chapter-07.svg',
  outroEnabled: true,
  outroTitle: 'Leadership is a practice',
  outroDescription: 'Founders become leaders one conversation at a time. Next: how the work gets done.',
  questions: [
    {
      position: 1,
      text: 'I write down the results I expect from a new hire or contractor in their first 90 days before I bring them in.',
      leftLabel: 'I work it out as we go',
      rightLabel: "It's written before they start",
      notApplicableAllowed: true,
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: '{name} writes down the results they expect from a new hire or contractor in their first 90 days before bringing them in.',
        leftLabel: 'They work it out as things go',
        rightLabel: "It's written before people start",
      },
      insightLow:
        'Hiring without a written goal means you judge candidates on how they come across, not on what the role needs. For your next hire or contract, write three outcomes the person must deliver in their first 90 days before you talk to anyone. Use them to write your interview questions.',
      insightMedium:
        'You define some roles well, others only once the person has started. This month, write the 90-day outcomes for the next role you will fill and check them with someone who knows the work. Use the gaps you find to sharpen the description before anyone applies.',
      insightHigh:
        "You know what success looks like before you bring someone in. After 90 days, review each new person's outcomes with them and note where your original description was wrong. Use what you learn to improve the next one.",
    },
    {
      position: 2,
      text: 'I test candidates on a piece of real work before I hire them.',
      leftLabel: 'I rely on interviews',
      rightLabel: 'I test real work first',
      notApplicableAllowed: true,
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: '{name} tests candidates on a piece of real work before hiring them.',
        leftLabel: 'They rely on interviews',
        rightLabel: 'They test real work first',
      },
      insightLow:
        'Interviews mostly measure how well someone interviews. For your next hire, add a short, paid exercise that resembles the real job, such as a task or a problem from last month, and compare candidates on it. Ask someone whose judgement you trust to score the work without knowing who did it.',
      insightMedium:
        'You test some candidates on real work, but not every time. Make it standard from your next hire: one realistic exercise per role, with the scoring criteria written before you see any answers. Look back at your last three hires: would a test have changed any of them?',
      insightHigh:
        'You judge candidates on real work, the most reliable test there is. Six months after each hire, compare their exercise score with how they are doing, and change the exercise where it misled you. At the end of each hiring round, ask strong candidates what the exercise missed.',
    },
    {
      position: 3,
      text: 'I leave a decision with the person I handed it to, even when I would decide differently.',
      leftLabel: 'I often take it back',
      rightLabel: 'I leave it with them',
      notApplicableAllowed: true,
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: '{name} leaves a decision with the person they handed it to, even when they would decide differently.',
        leftLabel: 'They often take it back',
        rightLabel: 'They leave it with that person',
      },
      insightLow:
        'Taking decisions back teaches people to wait for you, and you become the bottleneck. This week, hand one recurring decision fully to someone, with clear limits and a check-in date. When they decide differently from you, ask yourself whether it is wrong or only different before you step in.',
      insightMedium:
        'You hand over decisions, but some come back to you when the stakes rise. Notice this month which ones, and ask why: missing information, unclear authority or your own unease? Fix that cause, and agree the limits in advance so that stepping in is rare and explained.',
      insightHigh:
        'Decisions you hand over stay handed over, which lets people grow and frees your time. This month, hand over one decision you still consider yours, such as a budget line or a hiring call, with written limits. Use the time it frees for the work only you can do.',
    },
    {
      position: 4,
      text: "I raise a problem with someone's work within a week of noticing it.",
      leftLabel: 'I let it linger',
      rightLabel: 'Within a week',
      notApplicableAllowed: true,
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: "{name} raises a problem with someone's work within a week of it first showing.",
        leftLabel: 'They let it linger',
        rightLabel: 'Within a week',
      },
      insightLow:
        'Delayed feedback feels kind but rarely is: the person keeps missing the mark and the problem grows. Pick one issue you have been avoiding and raise it this week: what you observed, its effect and what you would like instead. Then ask for their view and listen.',
      insightMedium:
        'You raise most problems, but difficult ones sometimes wait too long. Keep a note of issues as you notice them, and clear the note every Friday in short conversations. Making feedback a regular part of check-ins stops it from feeling like an event.',
      insightHigh:
        'You raise problems quickly, which helps people improve before small issues grow. This week, give praise just as specifically and just as fast, and ask for feedback on your own work in the same conversation. If others lead people for you, help them do the same.',
    },
    {
      position: 5,
      text: 'I raise hard topics with my co-founder, such as roles or equity, as soon as they come up.',
      leftLabel: 'I wait for a better moment',
      rightLabel: 'As soon as they come up',
      notApplicableAllowed: true,
      raterRelationships: ['co-founder'],
      observer: {
        text: '{name} raises hard topics with their co-founder, such as roles or equity, as soon as they come up.',
        leftLabel: 'They wait for a better moment',
        rightLabel: 'As soon as they come up',
      },
      insightLow:
        "Avoided conversations between co-founders rarely disappear; they grow until they are harder to have. Within two weeks, set aside two hours with one rule: each of you names one thing that has been on your mind and hasn't been said. If it feels too charged, bring in a neutral facilitator.",
      insightMedium:
        'You can talk about most things, but a topic or two still waits for a better moment. Starting this month, hold a monthly co-founder conversation that is not about operations: how are our roles, our relationship and our energy? Small issues raised early prevent the ruptures that end many startups.',
      insightHigh:
        'You raise hard topics early, which protects one of the most important relationships in the company. This quarter, write down your agreements on roles, decision rights and what happens if one of you leaves, and review them once a year. Let others see how the two of you disagree; they will copy it.',
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: 'Your zone of genius is building a team. You define what a role must achieve before you fill it, test candidates on real work, leave handed-over decisions where they belong, raise problems quickly and, if you have a co-founder, keep hard topics out in the open. That is what lets a company grow beyond its founders. Use it to develop the next people who will hire and lead for you.',
      mid: 'Hiring and team is your strongest area right now. You choose and lead people reasonably well, even if roles are sometimes defined late, decisions drift back to you or hard feedback waits. Written 90-day outcomes and a weekly habit of clearing open feedback will turn this into a real edge.',
      low: 'Hiring and team is your highest-scoring chapter, but not yet a dependable strength. You may be hiring on impressions, taking decisions back or putting off difficult conversations. Start with one thing this week: raise the issue you have been avoiding, plainly and kindly.',
    },
    howOthersSeeYou: {
      high: 'Others likely see you as someone people want to work for: clear about what a role must deliver, honest in feedback and trusting once a decision is handed over. Candidates hear about you from the people who already work with you.',
      mid: 'People probably see you as a supportive leader, though they may sometimes be unsure whether a decision is really theirs, or wish for clearer feedback sooner. Being explicit about outcomes and leaving handed-over decisions alone will make your leadership feel as strong as your intentions.',
      low: 'Others may experience you as so hands-on that you become a bottleneck, or as someone who avoids difficult conversations. That is common while founders grow into leaders. Handing over one real decision, and leaving it handed over, sends a strong signal of trust.',
    },
    energyDrains: {
      normal:
        "Team issues may be draining you quietly: decisions that come back to you, feedback you haven't given, roles that were never defined and a co-founder topic waiting for a better moment. Each costs attention every week. Having the conversation you have been postponing will free surprising energy.",
      strong:
        'Team friction is probably one of your biggest drains right now. Hires that do not work out, unclear roles, avoided feedback or co-founder tension can consume a founder completely, and they are among the most common reasons startups fall apart. Face it head on: have the hardest conversation you have been avoiding this week, and consider a coach or facilitator.',
    },
    improvementPath: [
      'Before your next hire or contract, write three outcomes the person must deliver in their first 90 days.',
      'Add a short, paid exercise resembling the real work to your next hiring process.',
      'Hand one recurring decision fully to someone, with written limits, and leave it with them.',
      'Raise the problem you have been avoiding this week: what you saw, its effect, what you would like instead.',
      'If you have a co-founder, hold a monthly conversation about roles and the relationship, not operations.',
    ],
  },
};

const execution: SeedChapter = {
  key: 'execution',
  area: 'outer',
  position: 8,
  title: 'Execution',
  description: 'How you run the week, track a few numbers, ship early, keep your dates and forecast cash.',
  introTitle: 'From plan to progress',
  introSubtitle: 'Chapter 08',
  introDescription:
    'Good plans fail in the weekly grind: unclear commitments, numbers nobody checks, releases that grow too big, money that runs short. This chapter looks at the practices you keep to turn plans into progress, whatever the size of your company.',
  introQuote:
    "“If you are not embarrassed by the first version of your product, you've launched too late.” — Reid Hoffman",
  iconUrl: '/icons/chapter-08.svg',
  outroEnabled: true,
  outroTitle: 'Progress you can see',
  outroDescription: 'Small, steady practices beat heroic weeks. Next: how the company is funded.',
  questions: [
    {
      position: 1,
      text: 'I hold a weekly check-in at which each person reports on their commitments.',
      leftLabel: "I don't hold one",
      rightLabel: 'Every week',
      notApplicableAllowed: true,
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: '{name} holds a weekly check-in at which each person reports on their commitments.',
        leftLabel: "They don't hold one",
        rightLabel: 'Every week',
      },
      insightLow:
        "Without a rhythm, priorities are set by whoever is loudest that week. Start a 30-minute weekly check-in next week: each person shares last week's result, this week's commitment and one blocker. Keep the format unchanged for four weeks before adjusting anything.",
      insightMedium:
        "You have some rhythm, but the check-in gets skipped or doesn't end in commitments. Give it a fixed time and a written output from this week on: who committed to what, by when. Start each check-in with last week's commitments.",
      insightHigh:
        'Your weekly rhythm keeps people aligned and commitments visible. From this week, track how many commitments are met each week; a falling rate is an early warning. Once a quarter, ask whether each recurring meeting still earns its time, and cut one.',
    },
    {
      position: 2,
      text: 'I review the same small set of numbers every week.',
      leftLabel: 'I rarely look at numbers',
      rightLabel: 'The same few, every week',
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: '{name} reviews the same small set of numbers every week.',
        leftLabel: 'They rarely look at numbers',
        rightLabel: 'The same few, every week',
      },
      insightLow:
        'Without a few numbers, it is hard to tell progress from activity. Choose three to five that matter at your stage, such as conversations with buyers, revenue or cash spent, and put them in a simple weekly sheet. Look at it at the same time every Monday, starting next week.',
      insightMedium:
        'You track numbers, but perhaps too many, irregularly or without acting on them. This week, cut the list to the three to five that best predict success and fix a time to review them. For each, ask: what will I do differently because of this number?',
      insightHigh:
        'You run the company on a few numbers, reviewed every week. This week, write beside each number the value that would make you act, so a review leads to decisions, not comments. Every six months, check that the numbers still measure what matters and have not become targets people game.',
    },
    {
      position: 3,
      text: 'I cut new work down to the smallest version that someone outside the company can try.',
      leftLabel: 'I build the full version first',
      rightLabel: 'The smallest version first',
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: '{name} cuts new work down to the smallest version that someone outside the company can try.',
        leftLabel: 'They build the full version first',
        rightLabel: 'The smallest version first',
      },
      insightLow:
        "Slow releases mean slow learning, and learning speed is a young company's main edge. This week, take the next item on your plan and cut it to the smallest version someone can use within two weeks. Ship it, talk to the people who use it and decide the next step from what you hear.",
      insightMedium:
        'You ship early sometimes, but some work grows too large or waits for polish. Set a target cycle, such as something a user can try every two weeks, and cut the next piece of work to fit it. After each release, write down what you learned and what you will change.',
      insightHigh:
        'You cut work down so users see it early. Before your next release, write down what you want to learn from it and how you will measure it. As the company grows, protect this pace from creeping approvals and handovers.',
    },
    {
      position: 4,
      text: 'I deliver what I promise by the date I promised.',
      leftLabel: 'My dates often slip',
      rightLabel: 'I deliver on the date',
      observer: {
        text: '{name} delivers what they promise by the date they promised.',
        leftLabel: 'Their dates often slip',
        rightLabel: 'They deliver on the date',
      },
      insightLow:
        'When your own dates slip, everyone learns that dates are soft, and the whole company slows down. For the next two weeks, write down every promise you make with a date, and check the list each morning. Where a date is at risk, say so before it passes and set a new one.',
      insightMedium:
        'You deliver most of what you promise, but some dates slip. This week, look at the last five that slipped: were they too optimistic, or crowded out by new work? Add a buffer to the next promise of that kind, or make fewer of them.',
      insightHigh:
        'You keep your dates, which makes every plan around you more reliable. From this week, agree dates just as explicitly with the people you work with, and follow up on the day. Notice whether reliability is costing you ambition: are your promises too safe?',
    },
    {
      position: 5,
      text: 'I update a cash forecast every month.',
      leftLabel: 'Rarely, if ever',
      rightLabel: 'Every month',
      raterRelationships: ['co-founder', 'investor-or-board'],
      observer: {
        text: '{name} updates a cash forecast every month.',
        leftLabel: 'Rarely, if ever',
        rightLabel: 'Every month',
      },
      insightLow:
        'Not knowing your runway is one of the most dangerous blind spots a founder can have. This week, build a simple forecast: cash today, expected money in and out each month, and the month the cash runs out. Put a monthly reminder in your calendar to update it.',
      insightMedium:
        "You update your forecast, but not every month. Fix a date each month and compare last month's forecast with what actually happened: the gap shows how reliable your numbers are. Share the runway figure with whoever shares the decisions with you.",
      insightHigh:
        'You update your forecast every month, so cash does not take you by surprise. At your next update, add a pessimistic case (income 30% lower, money arriving six months late) and decide then what you would cut in it. Deciding in advance takes the panic out of it.',
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: 'Your zone of genius is execution. You keep a weekly rhythm, run on a few numbers, cut work down so users see it early, keep your dates and know your cash month by month. That reliability turns good plans into results, and it is what investors and the people you work with most want to see. As the company grows, hand the weekly rhythm to someone else to run, so it does not depend on you.',
      mid: 'Execution is your strongest area right now. Work generally gets done and you have a reasonable picture of your numbers, even if your rhythm, release size or cash forecast could be sharper. A weekly numbers review and a monthly forecast update will turn this into a real edge.',
      low: 'Execution is your highest-scoring chapter, but not yet a dependable strength. Work may run ad hoc, dates may slip and your numbers may be less clear than they should be. Start this week with two basics: a fixed weekly look at three numbers and a simple cash forecast.',
    },
    howOthersSeeYou: {
      high: 'Others likely see you as someone who gets things done: reliable with dates, at home with numbers and calm about money. People know the score, and investors see a founder who knows the runway, which makes every conversation with them easier.',
      mid: 'People probably see you as able to deliver, though they may notice some dates slipping, numbers reviewed now and then or a looser grip on cash. Regular, visible reporting of a few numbers will strengthen how others see your execution.',
      low: "Others may experience the company as busy but unpredictable, and be unsure about progress or runway. Investors especially notice when a founder can't answer questions about the numbers quickly. A simple weekly sheet of numbers and a cash forecast will change that impression fast.",
    },
    energyDrains: {
      normal:
        'Execution gaps drain energy through firefighting: commitments nobody tracks, unclear progress, releases that grow too big, money questions that surface at bad moments. Each creates stress that a little structure would prevent. A weekly rhythm and a monthly look at cash will give you back a surprising amount of calm.',
      strong:
        'Execution is likely a serious source of stress right now. Without a rhythm, a few numbers and a current cash forecast, problems surface late and money can turn into an emergency. Make it your top priority: build a cash forecast this week, pick three numbers to review every Monday and ask an experienced founder or advisor to look at them with you.',
    },
    improvementPath: [
      'This week, build a simple cash forecast: cash today, money in and out each month, and the month it runs out.',
      'Pick three to five numbers for your stage and review them at the same time every week.',
      "If you work with others, start a 30-minute weekly check-in: last week's result, this week's commitment, one blocker.",
      'Cut the next item on your plan to the smallest version someone can use within two weeks.',
      'Write down every dated promise you make for two weeks and check the list each morning.',
    ],
  },
};

const fundraising: SeedChapter = {
  key: 'fundraising',
  area: 'outer',
  position: 9,
  title: 'Fundraising & Investors',
  description: 'How you plan the funding of the next 18 months and keep investors informed.',
  introTitle: 'Raise from strength',
  introSubtitle: 'Chapter 09',
  introDescription:
    "Whether you raise money or grow from revenue, funding the company is your job. This chapter asks how you plan it and, if you have investors, how you keep them informed. Where a statement assumes investors you don't have, say it doesn't apply to you yet.",
  introQuote:
    '“The first time I meet you, you are a single data point. A dot.” — Mark Suster, Invest in Lines, Not Dots, 2010',
  iconUrl: '/icons/chapter-09.svg',
  outroEnabled: true,
  outroTitle: 'Capital is a relationship',
  outroDescription:
    'Investors back trajectories they have watched over time. Last chapter: the behaviour you set as the standard.',
  questions: [
    {
      position: 1,
      text: "I keep a written plan for where the company's money will come from over the next 18 months.",
      leftLabel: 'No written plan',
      rightLabel: 'A written, current plan',
      raterRelationships: ['co-founder', 'investor-or-board'],
      observer: {
        text: "{name} keeps a written plan for where the company's money will come from over the next 18 months.",
        leftLabel: 'No written plan',
        rightLabel: 'A written, current plan',
      },
      insightLow:
        'Without a funding plan, money questions tend to arrive as emergencies. This week, write one page on how the next 18 months will be paid for: how much from revenue, how much from investment or loans, and when each has to arrive. Add the runway level at which you will start raising or cut costs.',
      insightMedium:
        "You have a plan, but it may be out of date or live only in your head. Update it this month and share it with whoever shares the decision with you, such as a co-founder, an advisor or a board. Add one 'what if': what you would do if the money came six months late.",
      insightHigh:
        'Your funding plan is written and current, which lets you raise, or decide not to, from strength. This quarter, write down the milestones the next money, raised or earned, must pay for, and check your plan of work against them. Once a quarter, go through it with someone who has financed a company before.',
    },
    {
      position: 2,
      text: 'I start talking to investors months before I plan to raise.',
      leftLabel: 'Only when I need money',
      rightLabel: 'Months ahead',
      notApplicableAllowed: true,
      raterRelationships: ['co-founder', 'investor-or-board', 'mentor-or-peer'],
      observer: {
        text: '{name} starts talking to investors months before they plan to raise.',
        leftLabel: 'Only when they need money',
        rightLabel: 'Months ahead',
      },
      insightLow:
        'Investors back trajectories they have watched, and a first meeting during a raise shows them a single point. This week, list ten investors who fit your stage and sector, and ask one of them for a 20-minute call with no request attached. Tell them what you plan to achieve by the next time you speak.',
      insightMedium:
        'You build some relationships early, but most of your investor contact still happens during a raise. Start a simple list this month of the investors you want to know, and send each a short note every few months with one piece of progress. Your next raise then starts with people who have already seen you deliver.',
      insightHigh:
        'You meet investors long before you need them. At your next meeting, name one milestone you will reach before you speak again, then report whether you hit it. Nothing builds conviction faster than promises kept in plain view.',
    },
    {
      position: 3,
      text: 'I send my investors a written update on a fixed schedule.',
      leftLabel: 'Only now and then',
      rightLabel: 'On a fixed schedule',
      notApplicableAllowed: true,
      raterRelationships: ['co-founder', 'investor-or-board'],
      observer: {
        text: '{name} sends investors a written update on a fixed schedule.',
        leftLabel: 'Only now and then',
        rightLabel: 'On a fixed schedule',
      },
      insightLow:
        "Silence makes investors assume the worst, and you lose the help they could give. Send a short update this month: key numbers, what went well, what didn't and one specific request. Put the next one in your calendar now, monthly or quarterly.",
      insightMedium:
        'You send updates, but not on a fixed schedule. Pick a date each month or quarter and use the same structure every time: numbers, highlights, lowlights, requests. Consistency is what lets investors see the trend.',
      insightHigh:
        'Your investors hear from you on a fixed schedule, which builds trust over time. In your next update, end with one or two specific requests, such as an introduction to a named company, and report on what came of earlier ones. Notice which investors help, and keep them closest.',
    },
    {
      position: 4,
      text: 'I tell my investors about a serious problem before they hear of it elsewhere.',
      leftLabel: 'Investors hear it late',
      rightLabel: 'Investors hear it from me first',
      notApplicableAllowed: true,
      raterRelationships: ['co-founder', 'investor-or-board'],
      observer: {
        text: '{name} tells investors about a serious problem before they hear of it elsewhere.',
        leftLabel: 'Investors hear it late',
        rightLabel: 'They tell investors first',
      },
      insightLow:
        'Investors forgive bad news far more easily than surprises. Think of the biggest problem the company has right now and tell your investors about it this week: what happened, what you are doing and what help would be useful. Keep it short and factual.',
      insightMedium:
        'You share problems, but sometimes only once they are half solved or already known. Set yourself a rule this week: a serious problem goes to investors within a week of your learning of it, with your plan attached. A lowlights section in every update gives bad news a regular place.',
      insightHigh:
        'Your investors hear bad news from you first, which is rare and valuable. Next time, bring the problem early enough that they can still help shape the answer, and ask for their experience, not only their reassurance. Afterwards, tell them how it ended.',
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: 'Your zone of genius is funding the company. You keep a current plan for how the next 18 months will be paid for and, where you have investors, you meet them early, update them on a schedule and bring them bad news first. That lets you raise, or decide not to, from strength rather than urgency. Use it to turn investors into people who actively help.',
      mid: 'Fundraising and investor relations is your strongest area right now. You have a sense of how the company will be funded, even if the plan is not always current or updates to investors come irregularly. A written 18-month plan and a fixed update date will turn this into a real edge.',
      low: 'Fundraising and investor relations is your highest-scoring chapter, but not yet a dependable strength. Money questions may arrive as emergencies, and investors, if you have them, may hear too little or too late. Start with one page this week: how the next 18 months will be paid for.',
    },
    howOthersSeeYou: {
      high: 'Others likely see you as a founder in command of the money side: a plan for the next 18 months, and investors who hear from you regularly and first. If you have investors, they become easier to ask for help, and your next raise easier to start.',
      mid: 'People probably see you as reasonably on top of funding, though investors may notice irregular updates, or problems they heard of late. A fixed update schedule with a lowlights section will strengthen that impression quickly.',
      low: 'Others may be unsure how the company will be funded, and investors, if you have them, may feel they hear too little. A written funding plan and one honest update with numbers, problems and a request will change that impression fast.',
    },
    energyDrains: {
      normal:
        'Funding can drain energy in the background: an unwritten plan, a raise started too late, investors who need chasing or reassuring, bad news waiting to be told. Each adds pressure at the worst moments. A written plan and a fixed update rhythm take much of that weight off.',
      strong:
        'Funding is likely a serious source of stress right now: the plan may be unclear, the runway short or investor relationships strained by silence. Make it a priority this week: write the 18-month funding plan, tell your investors, if you have them, where things really stand, and ask an experienced founder or advisor to review the plan with you.',
    },
    improvementPath: [
      'Write one page on how the next 18 months will be paid for, and the runway level at which you will act.',
      'If you plan to raise, list ten investors who fit your stage and start talking to one of them this month.',
      'If you have investors, put a fixed monthly or quarterly update in the calendar, with numbers, lowlights and one request.',
      'Tell your investors, if you have them, about a serious problem within a week of knowing it, with your plan attached.',
    ],
  },
};

const culture: SeedChapter = {
  key: 'culture',
  area: 'outer',
  position: 10,
  title: 'Culture & Values',
  description:
    'How you name the behaviour you expect, use it in decisions, thank people for it and act on breaches.',
  introTitle: 'What you walk past',
  introSubtitle: 'Chapter 10',
  introDescription:
    'Culture is how people behave when you are not in the room, and it is shaped by what you name, reward and tolerate. This chapter looks at what you do to make your values real, not at the words on a slide.',
  introQuote:
    '“The standard you walk past is the standard you accept.” — Lieutenant General David Morrison, Chief of Army, Australia, 2013',
  iconUrl: '/icons/chapter-10.svg',
  outroEnabled: true,
  outroTitle: 'You have completed the audit',
  outroDescription:
    'Thank you for answering honestly. Next, we bring your answers together into your Uplift Founder results.',
  questions: [
    {
      position: 1,
      text: 'I have written down the few behaviours I expect from everyone who works with me.',
      leftLabel: 'Nothing written',
      rightLabel: 'A short written list',
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: '{name} has written down the few behaviours they expect from everyone who works with them.',
        leftLabel: 'Nothing written',
        rightLabel: 'A short written list',
      },
      insightLow:
        "If expectations are never stated, each person works out their own, and the loudest version wins. This week, write down three to five behaviours you expect from everyone, each as something a person does, such as 'we tell customers the truth about delays'. Test each one: would you act on it if your best contributor broke it?",
      insightMedium:
        "You have values in writing, but they may be abstract ('integrity', 'excellence') or rarely mentioned. This month, rewrite each as a behaviour someone could see, with one example from the last month. Share the new version with the people you work with and ask which one they find hardest to keep.",
      insightHigh:
        'Your expectations are written down as behaviours. If you hire or review people, use the list in your next hiring conversation, and once a year ask people which behaviours they see followed when no one is watching. Rewrite or drop any behaviour nobody can give a recent example of.',
    },
    {
      position: 2,
      text: 'I name the value behind a hard decision when I explain it.',
      leftLabel: 'I rarely name a value',
      rightLabel: 'I name the value',
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: '{name} names the value behind a hard decision when explaining it.',
        leftLabel: 'They rarely name a value',
        rightLabel: 'They name the value',
      },
      insightLow:
        'Values that never appear in decisions look like decoration. The next time you make a hard call, such as turning down a lucrative deal or delaying a launch, say which value made the difference. People learn what really counts from the trade-offs you make, not from the list.',
      insightMedium:
        'You link decisions to values sometimes, mostly when it is easy. Try it this month when it costs something: the next time a value leads you to give up short-term gain, explain that trade-off openly. It will carry more weight than any values workshop.',
      insightHigh:
        'You explain hard decisions through your values, so people can predict what you would do. The next time someone makes a call you would have made differently, ask which value they weighed. Where two values conflict, write down which one wins, and when.',
    },
    {
      position: 3,
      text: 'I thank people in front of others for specific actions that show our values.',
      leftLabel: 'Rarely',
      rightLabel: 'Every week',
      notApplicableAllowed: true,
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: "{name} thanks people in front of others for specific actions that show the company's values.",
        leftLabel: 'Rarely',
        rightLabel: 'Every week',
      },
      insightLow:
        'What you praise in front of others is what people repeat. This week, thank one person in front of others for a specific action that showed one of your values, and name both the action and the value. General praise teaches little.',
      insightMedium:
        "You recognise people, but the praise may be general ('great job') or tied only to results. Make it specific from this week on: the action, the value it showed and its effect. Aim for one such thank-you a week.",
      insightHigh:
        'You recognise the behaviour you want, which spreads it faster than any rule. This week, look for the quiet examples, such as someone who flagged a problem early or turned down a poor-fit deal, not only the visible wins. Invite others to do the same in your regular meetings.',
    },
    {
      position: 4,
      text: 'I address behaviour that goes against our values, including when it comes from a top performer.',
      leftLabel: 'I let it pass',
      rightLabel: 'I address it every time',
      notApplicableAllowed: true,
      raterRelationships: ['co-founder', 'team-member'],
      observer: {
        text: "{name} addresses behaviour that goes against the company's values, including when it comes from a top performer.",
        leftLabel: 'They let it pass',
        rightLabel: 'They address it every time',
      },
      insightLow:
        'The behaviour you walk past becomes the behaviour you accept, and everyone notices. Think of one recent moment you let pass and talk to the person this week: what you saw, which value it went against and what you expect instead. Do it in private and keep it factual.',
      insightMedium:
        'You address most breaches, but perhaps not when the person is hard to replace or the moment is awkward. Those are exactly the cases everyone watches. Decide this week how you would respond if your strongest contributor crossed the line, and act on that plan the next time it happens.',
      insightHigh:
        'You act when someone crosses the line, whoever they are, which makes the values credible. This month, ask the people you work with whether they feel able to raise such behaviour themselves, including yours. A culture that only the founder enforces stops at the founder.',
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: 'Your zone of genius is culture. You have put the behaviour you expect into words, you name it when you explain hard decisions, you thank people for it in front of others and you act when someone goes against it, whoever they are. That is how values shape what people do when you are not in the room. Now help others enforce and teach them too.',
      mid: 'Culture is your strongest area right now. You have a sense of the behaviour you expect and often act on it, even if it is not always written down, named in decisions or enforced when it is awkward. Writing three to five behaviours down and using them in your next hard decision will turn this into a real edge.',
      low: 'Culture is your highest-scoring chapter, but not yet a dependable strength. Expectations may be implicit, and some behaviour may be passing unaddressed. Start this week by writing down three behaviours you expect from everyone, each as something a person does.',
    },
    howOthersSeeYou: {
      high: 'Others likely see you as someone whose values are visible in what you do: they know what you expect, they hear it in your decisions and they have seen you act on it. That makes the standard feel fair and real.',
      mid: 'People probably see you as having values, though they may not always see them in your decisions, or may notice moments you let pass. Naming the value behind your next hard decision makes it visible to them.',
      low: 'Others may find it hard to say what you expect of them, or may have seen behaviour go unaddressed. That teaches people that anything goes. A short written list of behaviours, and one conversation you have been avoiding, will start to change that.',
    },
    energyDrains: {
      normal:
        'Culture gaps drain energy in the background: the same arguments about how things should be done, behaviour that needs correcting more than once, praise that goes to results alone. Each costs attention every week. A short written list of behaviours, used in real decisions, saves more effort than it takes.',
      strong:
        'Behaviour that goes against what you stand for may be spreading, and people may have learned that it has no consequences. That wears out the people who care most and can end with the best of them leaving. Act this week: write down the behaviours you expect, address the most visible breach in private and ask a coach or experienced founder to help you plan the next steps.',
    },
    improvementPath: [
      'Write down three to five behaviours you expect from everyone, each as something a person does.',
      'The next time you make a hard call, say which value made the difference.',
      'Once a week, thank someone in front of others for a specific action that showed one of your values.',
      'Address one recent breach you let pass, in private, within a week.',
    ],
  },
};

/** Fallback texts for inner-game chapters without texts of their own (e.g. created by an admin). */
const innerAreaTexts: ResultTexts = {
  zoneOfGenius: {
    high: 'Your strongest chapter belongs to your inner game: how you lead yourself. You have habits that others can see, such as asking for feedback, protecting time and deciding on time, and they keep your judgement clear when pressure rises. Use them deliberately: tell the people you work with what works for you, so they can build the same habits.',
    mid: 'Your strongest chapter belongs to your inner game: how you manage your attention, your energy and your judgement. It is a solid base, though not yet consistent under pressure. One small weekly practice in this area, such as a fixed feedback question or a blocked session for hard work, will turn it into a real edge.',
    low: 'Your strongest chapter belongs to the inner game, but it is not yet a dependable strength. That is common when a company takes all your attention. Small, steady habits, such as a day fully off, one honest feedback question and a date for each big decision, build inner strength faster than you might expect.',
  },
  howOthersSeeYou: {
    high: 'Others likely experience you as grounded and steady: someone who asks for input, stays even-toned under pressure and decides on time. That steadiness makes people comfortable following you.',
    mid: 'People probably see you as generally composed and open, though they may notice the strain in tougher weeks. Saying when you are stretched, and what you need, makes your steadiness visible and puts the people around you at ease.',
    low: 'Others may notice the pressure you are under more than you realise. Acknowledging it openly, and showing what you are doing about it, builds more trust than trying to look unshakeable.',
  },
  energyDrains: {
    normal:
      'Your energy may be leaking on the inside: pressure you carry alone, days off that never quite happen, decisions that linger, feedback that reaches you late. None of it is dramatic, but it wears down your judgement over time. Start with one full day offline and one honest conversation.',
    strong:
      'Your inner game needs attention now. Scores this low often mean a founder is running on reserves: stretched, isolated and deciding under strain. Take it seriously: talk openly with someone you trust this week, take a full day offline and consider a coach or professional support.',
  },
  improvementPath: [
    "Ask two people one question this week: 'What is one thing I could do differently?'",
    'Take one full day offline in the next two weeks.',
    'Block two 90-minute sessions a week for your hardest work.',
    'Give every big open decision a date, and tell the people affected.',
  ],
};

/** Fallback texts for outer-game chapters without texts of their own (e.g. created by an admin). */
const outerAreaTexts: ResultTexts = {
  zoneOfGenius: {
    high: 'Your strongest chapter belongs to your outer game: how you build the company. You turn ambition into concrete practices that customers, the people you work with and investors can see. Use it deliberately, and build it into how the company runs so that it does not depend on you alone.',
    mid: 'Your strongest chapter belongs to the outer game, the building side of a company. The base is solid, though not yet consistent. A fixed weekly practice in this area, such as a customer conversation or a look at three numbers, will turn it into a real edge.',
    low: 'Your strongest chapter belongs to the outer game, but it is not yet a dependable strength. That is normal early on, when so much is still being worked out. Pick one concrete practice in this area, such as a weekly customer call or a monthly cash forecast, and keep it for a month.',
  },
  howOthersSeeYou: {
    high: 'Others likely see you as a builder who delivers: clear about direction, close to customers and reliable in what you promise. That credibility makes it easier to hire, sell and raise.',
    mid: 'People probably see you as capable and committed, though they may notice some inconsistency in direction or delivery. Making your plans, priorities and progress more visible will strengthen that impression.',
    low: 'Others may see plenty of energy but find it hard to tell where the company is heading or how it is progressing. Making your plans and numbers visible, even in a simple form, builds confidence quickly.',
  },
  energyDrains: {
    normal:
      'Your energy may be leaking through the way the company runs: a direction that keeps shifting, distance from customers, decisions that drift back to you, numbers nobody checks. Each costs effort every week. Clarity on a few points will free more energy than working longer hours.',
    strong:
      'Your outer game is likely under real strain: direction, customers, people or money may be unclear enough to put the company at risk. Get an honest outside view this week from an experienced founder or advisor, and focus first on the area that would hurt most if it failed.',
  },
  improvementPath: [
    'Write down three things the company will not do this year.',
    'Talk to at least one customer or prospect every week, and write down what surprised you.',
    'Review three to five numbers every week and your cash forecast every month.',
    'Write down the few behaviours you expect from everyone who works with you.',
  ],
};

export const questionnaireV2: SeedQuestionnaire = {
  assessment: { key: 'uplift-founder-audit', title: 'Uplift Founder Audit' },
  chapters: [
    selfInsight,
    resilienceAndEnergy,
    focus,
    decisions,
    strategy,
    customersAndSelling,
    hiringAndTeam,
    execution,
    fundraising,
    culture,
  ],
  areaResultTexts: { inner: innerAreaTexts, outer: outerAreaTexts },
};
