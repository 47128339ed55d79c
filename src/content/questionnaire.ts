import type { ResultTexts, SeedChapter, SeedQuestionnaire } from '../domain/questionnaire';

/**
 * The default Uplift Founder Audit, seeded into a new database.
 *
 * Eight chapters: four of the inner game (how the founder leads themself) at positions 1–4, four of
 * the outer game (how the founder builds the company) at positions 5–8. Each has five first-person
 * statements rated 1 'Shaky: Often a challenge' … 5 'Uplifted: Clear strength'.
 *
 * Seeding never overwrites what an admin has edited: changing this file changes new installs only.
 * See docs/content.md.
 */

const selfAwareness: SeedChapter = {
  key: 'self-awareness',
  area: 'inner',
  position: 1,
  title: 'Self-Awareness',
  description:
    'How clearly you see your strengths, blind spots and patterns, and how openly you invite the truth from others.',
  introTitle: 'Know the instrument you play',
  introSubtitle: 'Chapter 01',
  introDescription:
    'For now, your company is an extension of you: your strengths scale into it, and so do your blind spots. This chapter asks how accurately you see yourself: what gives you energy, what triggers you, where your judgement is strong and where it needs a counterweight. Answer for how you are on an ordinary Tuesday, not on your best day.',
  introQuote:
    '“The first principle is that you must not fool yourself — and you are the easiest person to fool.” — Richard Feynman',
  iconUrl: '/icons/chapter-01.svg',
  outroEnabled: true,
  outroTitle: 'A clearer mirror',
  outroDescription:
    'Rating yourself honestly is a skill, and you just practised it. Take a breath. Next, we look at how you recover when things go wrong.',
  questions: [
    {
      position: 1,
      text: 'I can name my two or three biggest blind spots as a founder.',
      leftLabel: "I'm not sure what they are",
      rightLabel: 'I can name them',
      insightLow:
        "Blind spots are hard to see alone, so borrow other people's eyes. This week, ask three people who work closely with you (a co-founder, an early hire, an investor) one question: 'What do I do that makes your job harder?' Write the answers down without defending yourself, and look for the theme that comes up twice.",
      insightMedium:
        "You have a sense of your blind spots, but it may be vague or out of date. Write each one down as a concrete behaviour ('I rewrite the copy instead of giving feedback') rather than a trait ('I'm a perfectionist'). Then pick one and ask a colleague to flag it in the moment for the next two weeks.",
      insightHigh:
        'You know where your judgement needs a counterweight, which is rarer than it sounds. Make it structural: pair each blind spot with a person or process that covers it, and tell your team. Revisit the list every six months, because what the company needs from you changes at every stage.',
    },
    {
      position: 2,
      text: 'I regularly ask the people I work with for candid feedback on how I lead.',
      leftLabel: 'I rarely ask',
      rightLabel: 'I ask regularly',
      insightLow:
        "If nobody tells you hard things, it is rarely because there are none. Replace 'Any feedback?' with a specific question: 'What is one thing I should stop doing?' When you get an answer, thank the person and act on something small within a week, so they see that speaking up was safe and worth it.",
      insightMedium:
        "You ask for feedback, but perhaps only a few people, or only once things are already tense. Give it a fixed slot: end every one-on-one with 'What could I do differently to make your work easier?' Keep a short log of what you hear to spot the patterns across people.",
      insightHigh:
        'You ask for the truth regularly, and that is rare. Keep it safe to answer by staying calm when feedback lands on a bad day. A yearly 360 review or a coach can reach the things even trusted colleagues will not say.',
    },
    {
      position: 3,
      text: 'I notice early when stress or emotion is steering my decisions, before it shows in how I treat people.',
      leftLabel: 'I notice only afterwards',
      rightLabel: 'I notice it as it happens',
      insightLow:
        'Most founders recognise stress only by its damage: a sharp message, a rushed call. Write down three signals that show up when you are overloaded (short sleep, snapping in chat, skipping meals). When two of them appear, postpone non-urgent decisions by a day.',
      insightMedium:
        'You catch yourself some of the time. At the end of each day, rate your stress from 1 to 10 and note the one decision your mood affected most. After two weeks you will see which situations hijack you, and you can plan for them.',
      insightHigh:
        "You read your own state well, which protects your team from your bad days. Use it out loud when it matters: 'I'm tired, let's decide this tomorrow.' That sets a healthy norm and gives others permission to do the same.",
    },
    {
      position: 4,
      text: 'I shape my role around the kinds of work that give me energy.',
      leftLabel: 'My role just happens to me',
      rightLabel: 'I design my role deliberately',
      insightLow:
        'Your role is probably a pile of everything nobody else does. For one week, mark each calendar block green (energising), yellow (neutral) or red (draining). Take the biggest red block and ask: can it be delegated, automated, batched or dropped?',
      insightMedium:
        'You know your energy map but have not fully acted on it. Pick one draining responsibility and write down what it would take to hand it over within 90 days: to whom, what they need to learn, what good enough looks like. Take the first step this week.',
      insightHigh:
        'You have shaped your role around where you create the most value. Keep testing it as the company grows: work that energises you at ten people may be the wrong work at fifty. Ask yourself every quarter what only you can do now.',
    },
    {
      position: 5,
      text: 'My reason for building this company keeps me going on hard days.',
      leftLabel: 'It wobbles when things get hard',
      rightLabel: 'It carries me through hard days',
      insightLow:
        "A fuzzy reason carries you through good weeks and breaks in bad ones. Take 30 minutes to answer honestly: Why this problem? Why me? What would I regret not having tried? Don't polish it for investors. It is for you, and it may show that your motivation needs renewing.",
      insightMedium:
        'Your reason exists but may wobble under pressure. Write it in one or two sentences and reread it after your next hard day. If it rings hollow, notice what has changed (the problem, the company or you) and talk it through with a co-founder or mentor.',
      insightHigh:
        'Your purpose is clear and carries you through hard days. Share it with your team in your own words, not as a mission statement: people commit to founders whose motives they understand. Check now and then that the reason is still yours and not just a story you tell.',
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: 'Your zone of genius is self-knowledge. You see your own patterns early, you invite the truth from others and you shape your role around where you add the most value. That lets you build a team that covers your gaps instead of mirroring them, and it makes you coachable, which investors and senior hires notice quickly. Use it on purpose: tell people how you work best so they can work with you well.',
      mid: 'Self-awareness is where you stand most firmly right now. You have a working picture of your strengths and blind spots and you are open to feedback, even if you do not always go looking for it. Make it routine and it becomes a real edge: a fixed feedback question in one-on-ones, a short reflection at the end of each week, and one blind spot you actively cover with a person or a process.',
      low: 'Self-awareness is your highest-scoring chapter, but not yet a dependable strength. That is common when a company moves fast and leaves little time to look inward. It is also where small habits pay off fastest: one honest feedback conversation this week and a five-minute reflection at the end of each day will sharpen the picture quickly.',
    },
    howOthersSeeYou: {
      high: 'People likely experience you as grounded and open. They can tell you hard things without bracing for a reaction, and they know what you are good at and where you want help. Co-founders and early hires tend to trust leaders like this: they can predict how you will respond, and they see you working on yourself.',
      mid: 'Others probably see you as fairly self-aware and open to input, especially when things are calm. Under pressure they may notice you getting defensive or going quiet before you notice it yourself. Naming your state out loud and asking for input before big calls makes your openness visible when it matters most.',
      low: "Others may see more of your patterns than you do right now, and they may hesitate to tell you. That is not a verdict on you; it is a sign that feedback is not flowing easily yet. Asking one specific question ('What should I stop doing?') and reacting calmly to the answer is the fastest way to change how people experience you.",
    },
    energyDrains: {
      normal:
        'Your energy may be leaking through blind spots you have not named yet: work you keep doing that does not suit you, reactions that cost goodwill, feedback that reaches you too late to be useful. None of it is dramatic, but it adds friction every week. The fix starts with seeing it: map your energy for one week and ask two people what you could do differently.',
      strong:
        'You may be running the company partly blind: to your own stress, to how your behaviour lands on others and to the work that quietly drains you. Left alone, that tends to surface as team friction, co-founder tension or burnout. Treat it as a priority, not a nice-to-have, and get candid outside input now from a coach, a mentor or a founder you trust.',
    },
    improvementPath: [
      "This week, ask three close colleagues: 'What is one thing I should stop doing?' Listen, thank them, don't defend.",
      'Colour one week of your calendar green, yellow and red by energy, then hand off or drop the biggest red block.',
      'End each day with a two-minute note: your energy from 1 to 10 and the decision your mood affected most.',
      'Write down your two biggest blind spots as concrete behaviours and pair each with a person or process that covers it.',
      'Meet a coach, mentor or founder peer once a month whose job is to tell you what others will not.',
    ],
  },
};

const resilience: SeedChapter = {
  key: 'resilience',
  area: 'inner',
  position: 2,
  title: 'Resilience',
  description:
    'How you absorb setbacks, rejection and pressure, and how quickly you get your footing and judgement back.',
  introTitle: 'Bend, recover, go again',
  introSubtitle: 'Chapter 02',
  introDescription:
    "Founders hear no far more often than yes: from investors, customers, candidates, sometimes from their own data. Resilience is not pretending it doesn't hurt. It is how quickly you recover, what you learn and whether you have people and habits that hold you up. Rate how you actually respond, not how you wish you did.",
  introQuote:
    '“The impediment to action advances action. What stands in the way becomes the way.” — Marcus Aurelius',
  iconUrl: '/icons/chapter-02.svg',
  outroEnabled: true,
  outroTitle: 'Recovery is part of the work',
  outroDescription:
    'Before the next chapter, think of one thing that reliably helps you bounce back, and keep it close this week.',
  questions: [
    {
      position: 1,
      text: 'After a major setback (a lost deal, a failed launch, a key person leaving) I regain my focus within days, not weeks.',
      leftLabel: 'It knocks me out for weeks',
      rightLabel: "I'm back on track within days",
      insightLow:
        'Long recoveries are common, and expensive for a startup. Give setbacks a ritual: within 48 hours, write down what happened, what you control and the single next action. Then tell one person you trust, so the weight is not yours alone.',
      insightMedium:
        'You recover, just more slowly than you would like. Look at your last setback: what helped you move on, and what kept you stuck (going over it again and again, avoiding the topic, overwork)? Next time, do more of the first on purpose and set yourself a date to close the chapter.',
      insightHigh:
        'You bounce back quickly, which keeps the company moving when others would stall. Make sure speed does not skip the learning: after each setback, hold a short blame-free review and write down one change. Your team watches how you recover, so talk about it and they will learn it too.',
    },
    {
      position: 2,
      text: "I can hear 'no' from investors or customers without it shaking my belief in myself or the company.",
      leftLabel: 'Rejection hits me personally',
      rightLabel: 'I separate a no from my worth',
      insightLow:
        'When every rejection feels personal, fundraising and sales become exhausting. Treat each no as data: write down the reason you were given and your best guess at the real one. After ten, you will see patterns you can fix, and a no stings less once it is useful.',
      insightMedium:
        'Most rejections roll off you, but some still land hard. Notice which ones: from people whose opinion you value, or about the part of the business you are least sure of? That shows where your confidence is thin, and where to gather evidence rather than reassurance.',
      insightHigh:
        'You keep your conviction and still hear the message in a no. Check that resilience has not turned into deafness: if the same objection keeps coming back, it is probably true. Once a quarter, ask a trusted sceptic to make the strongest case against your plan.',
    },
    {
      position: 3,
      text: 'I have people outside the company (founders, friends, a coach) I can talk to honestly when things are hard.',
      leftLabel: 'I carry it mostly alone',
      rightLabel: 'I have people I can be honest with',
      insightLow:
        'Founders who carry everything alone burn out sooner and decide worse. This week, ask a founder one stage ahead of you for a 30-minute call, not about the business but about how they got through its hardest parts. A small founder peer group that meets monthly is worth looking for too.',
      insightMedium:
        'You have some support, but maybe not for everything, or not often enough. Look for the gaps: who can you talk to about money worries, co-founder tension or doubt? A topic you cannot bring to anyone is where you need one more person.',
      insightHigh:
        'You have a real support network, one of the best protections a founder can have. Tend it when things go well, not only in a crisis. Offer the same to a founder a stage behind you; it sharpens your own perspective as much as theirs.',
    },
    {
      position: 4,
      text: 'I protect basic recovery (sleep, exercise, time off) even during intense periods.',
      leftLabel: 'Recovery goes first under pressure',
      rightLabel: 'I protect recovery even in a crunch',
      insightLow:
        'When recovery goes first, your judgement goes next, usually without you noticing. Pick one non-negotiable for the next two weeks (seven hours of sleep, a daily walk, one evening fully off) and put it in your calendar like a board meeting. At the end, notice how your decisions feel.',
      insightMedium:
        'You look after yourself when things are calm, but crunch time wears it away. Decide now on your minimum for a crisis: the one habit you keep whatever happens. Defining it before the storm makes it far easier to keep during it.',
      insightHigh:
        'You treat recovery as part of performance, and it shows in steadier judgement. Make it visible: take your time off openly and do not send messages at midnight. Founders set the norms their teams follow, often without meaning to.',
    },
    {
      position: 5,
      text: 'When something goes wrong, I look for what I can learn and change rather than for someone to blame, including myself.',
      leftLabel: 'I blame, or beat myself up',
      rightLabel: 'I look for the lesson and the fix',
      insightLow:
        'Blame, whether aimed at others or at yourself, feels like processing but mostly delays learning. After the next miss, answer three questions in writing: What happened? What did we control? What will we do differently? Share the answers with everyone involved.',
      insightMedium:
        'You often look for the lesson, but frustration or self-criticism sometimes wins. Listen to your inner voice after a mistake: would you speak to a co-founder that way? Swap one harsh thought for a concrete question about what to change, and notice how much faster you move on.',
      insightHigh:
        "You turn mistakes into learning, which makes problems surface early. Make it a shared habit: hold short, blame-free reviews after misses and thank the people who bring bad news. That is how your resilience becomes the company's resilience.",
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: 'Your zone of genius is resilience. You take hits, recover quickly and keep your judgement when others lose theirs. You have people to lean on and habits that protect your energy, so you can stay in the game long enough to win, which in startups is much of the battle. Your steadiness is a gift to your team too: it tells them the company can survive a bad month.',
      mid: 'Resilience is your strongest area right now. You recover from most setbacks and a rejection does not define you, even if some hits still linger. Make it sturdier where it wears first under pressure: a recovery habit you keep in every crunch, and honest conversations with people outside the company.',
      low: 'Resilience is your highest-scoring chapter, but it is still fragile. You keep going, which matters, yet setbacks probably cost you more time and energy than they need to. Start with two basics that compound: one protected recovery habit, and one person outside the company you can be fully honest with.',
    },
    howOthersSeeYou: {
      high: 'Others probably see you as steady under pressure: the person who stays calm when a deal falls through or a launch misses. Your team likely takes its emotional cue from you, and investors read it as staying power. Keep showing how you recover, not only that you do.',
      mid: "People likely see you as generally composed, though they may notice when a setback hits hard, in your tone, your availability or your mood. Saying openly how you are handling it ('this one stung; here is our plan') often builds more trust than looking unshakeable.",
      low: "Others may see the strain more clearly than you think: shorter replies, visible frustration, long silences after bad news. That is human, and people respond well when a founder acknowledges it. A simple 'this week was hard; here is what we do next' goes a long way.",
    },
    energyDrains: {
      normal:
        'Setbacks may be costing you more than they should: days of lost focus after a rejection, recovery habits that slip in busy weeks, worries you carry alone. Each is manageable, but together they wear down your judgement. Build a small recovery routine now, while things are calm, rather than in the middle of a crisis.',
      strong:
        'Your reserves look low. Repeated setbacks, little recovery and carrying it all alone are the classic road to founder burnout, and it often arrives sooner than expected. Treat this as urgent: talk to someone you trust this week, make sleep non-negotiable and consider professional support. The company needs you well more than it needs you tireless.',
    },
    improvementPath: [
      'Choose one recovery habit (sleep, exercise or one evening off) and keep it for two weeks, crunch or not.',
      'Within 48 hours of the next setback, write down what happened, what you control and the single next action.',
      'Ask a founder one stage ahead of you how they got through their hardest month.',
      'Log every investor or customer no with the stated and the likely real reason; look for patterns after ten.',
      'After every miss, replace blame with three questions: what happened, what we controlled, what changes.',
    ],
  },
};

const focusAndEnergy: SeedChapter = {
  key: 'focus-and-energy',
  area: 'inner',
  position: 3,
  title: 'Focus & Energy',
  description:
    'How well you direct your limited attention and energy to the few things that move the company forward.',
  introTitle: 'Where your attention goes, the company follows',
  introSubtitle: 'Chapter 03',
  introDescription:
    "You will always have more good ideas, urgent requests and open loops than hours. What gets your best attention becomes the company's real strategy, whatever the slide says. This chapter looks at your priorities, your deep work, your boundaries and your pace. Rate the last month, not your ideal week.",
  introQuote: '“How we spend our days is, of course, how we spend our lives.” — Annie Dillard',
  iconUrl: '/icons/chapter-03.svg',
  outroEnabled: true,
  outroTitle: 'Attention is your scarcest resource',
  outroDescription:
    'Notice which statement made you pause the longest: it often points to where your attention should go next. One more inner-game chapter to go.',
  questions: [
    {
      position: 1,
      text: 'My calendar reflects the one to three priorities that matter most this quarter.',
      leftLabel: 'My calendar runs me',
      rightLabel: 'My time matches my priorities',
      insightLow:
        "When requests drive your calendar, whoever asks loudest sets your priorities. Write down this quarter's top three, then tally last week's hours against each. The gap is your starting point: block two sessions next week for the most important one.",
      insightMedium:
        'You know your priorities, but they do not always beat the noise of the day. Every Friday, take 15 minutes to check what share of your time went to the top three. Set a target (say half) and keep the first block of each day for priority work.',
      insightHigh:
        "Your time follows your priorities, a discipline many founders never reach. Revisit them every quarter: the risk now is being perfectly focused on last quarter's goals. Share them with your team so they can help protect your time.",
    },
    {
      position: 2,
      text: 'I regularly get long stretches of uninterrupted time for deep work.',
      leftLabel: "I'm interrupted constantly",
      rightLabel: 'I have protected deep-work time',
      insightLow:
        'Constant interruption makes hard problems feel impossible and leaves you busy but behind. Block two 90-minute sessions this week with notifications off. Tell your team when you are unreachable and when you will be back, so they can plan around it.',
      insightMedium:
        'You get some deep work, but it is fragile. Make it a recurring, visible block at the time of day your mind is sharpest, and treat moving it like cancelling a customer meeting. Batch messages and e-mail into two or three set windows a day.',
      insightHigh:
        'You protect deep work well. Spend it on what only you can do: the strategy memo, the pitch to a key hire, the hard product call. As the team grows, help them get the same protection, for example with meeting-free mornings.',
    },
    {
      position: 3,
      text: "I say no to good opportunities that don't fit our current focus.",
      leftLabel: 'I say yes to too much',
      rightLabel: "I decline when it doesn't fit",
      insightLow:
        "Saying yes to every good opportunity spreads a small team too thin. Before your next yes, ask: what will we stop or delay to make room for this? Keep a written 'not now' list and read it when a new idea arrives; declining is easier when the trade-off is on paper.",
      insightMedium:
        "You decline some things, but the occasional yes costs more than it should. Turn your priorities into a simple filter ('Does this help us reach X by the end of the quarter?') and use it out loud in meetings. It makes a no less personal, for you and for the other person.",
      insightHigh:
        "You say no with clarity, which keeps your team focused. Explain your reasoning so people learn the filter, and keep a list of parked ideas to revisit each quarter. Some of today's no's will be next year's best opportunities.",
    },
    {
      position: 4,
      text: 'My pace is sustainable: I could keep up how I work now for another two years.',
      leftLabel: "My pace isn't sustainable",
      rightLabel: 'I could keep this up for years',
      insightLow:
        'A pace you cannot sustain will end on its own terms, usually at a bad moment. Find the one thing that drains you most each week and change it this month, even partly: a meeting to drop, a task to hand off, an evening kept free. Talk openly with your co-founder about pace; they may feel the same.',
      insightMedium:
        'Your pace works for now, but there are signs of strain. Plan recovery into the calendar: a proper week off each quarter, and a lighter day after every intense push. Sprints are fine when recovery follows by design, not by collapse.',
      insightHigh:
        'You have found a pace you can sustain, an advantage in a long game. Guard it during the next fundraise or launch, when it is most at risk. Make your rhythm visible so your team knows that sustainability is expected, not a weakness.',
    },
    {
      position: 5,
      text: 'I finish what I start and keep few loops open, rather than juggling many half-done projects.',
      leftLabel: 'Many things half-done',
      rightLabel: 'Few open loops; things get finished',
      insightLow:
        'Open loops drain attention even when you are not working on them. This week, list everything you have started and not finished, decide for each one (finish, delegate or kill) and clear at least three. Then set a limit on how many initiatives you carry at once.',
      insightMedium:
        "You finish most things, but some loops stay open too long. Spend ten minutes each week sweeping your open commitments, and close or hand off one. Define 'done' before you start something new, so it is clear when to stop.",
      insightHigh:
        "You close loops reliably, so people know that what you start gets done. Watch for the opposite risk: finishing things that should have been dropped. Halfway through a larger initiative, ask: 'Is this still worth finishing?'",
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: 'Your zone of genius is focus. You know what matters, protect time for it and say no to the rest, at a pace you can sustain. In a startup, where good ideas always outnumber hours, this is a quiet superpower: your best attention goes to the few things that actually move the company. Help your team build the same discipline.',
      mid: 'Focus is your strongest area right now. You generally know your priorities and protect some time for them, even if interruptions and tempting opportunities still pull you off course. Tighten it with a weekly look at where your hours really went and one protected deep-work block every day.',
      low: 'Focus is your highest-scoring chapter, but not yet a dependable strength. Your attention is probably spread across many demands, which is normal in an early company and costly all the same. Start small: write down three priorities, block one deep-work session a day and close three open loops this week.',
    },
    howOthersSeeYou: {
      high: 'Others likely see you as clear and disciplined: they know what you are focused on, what you will turn down, and that what you start gets done. That predictability makes you easy to work with and helps your team set their own priorities.',
      mid: 'People probably see you as focused most of the time, though they may notice when your priorities shift or when you are stretched across too many things. Sharing your top three priorities openly helps them understand your choices and protect your time.',
      low: 'Others may experience you as busy and hard to pin down: quick to start, slower to finish, pulled in many directions. They may be unsure what matters most to you right now. Stating your priorities plainly, and sticking to them, will change that faster than working longer hours.',
    },
    energyDrains: {
      normal:
        "Your energy may be leaking into reactive work: interruptions, meetings without a clear purpose, yeses that should have been no's and half-finished projects that keep tugging at you. Each costs little on its own; together they crowd out the work only you can do. Audit one week of your calendar and cut the biggest drain.",
      strong:
        'Your attention and energy are likely overstretched. Constant interruptions, too many open loops and an unsustainable pace make good decisions harder every week, and they compound until something breaks. Reset on purpose: cut or delegate a third of your commitments, block protected focus time and agree a sustainable pace with your co-founder.',
    },
    improvementPath: [
      "Write down this quarter's top three priorities and tally last week's hours against them.",
      'Block two 90-minute deep-work sessions a week with notifications off, and tell your team.',
      'List every open loop and decide for each: finish, delegate or kill. Clear three this week.',
      "Keep a 'not now' list and check every new yes against it: what will we stop to make room?",
      'Put a full week off in the calendar for this quarter before anything else fills it.',
    ],
  },
};

const decisionMaking: SeedChapter = {
  key: 'decision-making',
  area: 'inner',
  position: 4,
  title: 'Decisions Under Uncertainty',
  description:
    'How you decide with incomplete information: speed, conviction, openness to being wrong and learning from outcomes.',
  introTitle: 'Deciding without all the facts',
  introSubtitle: 'Chapter 04',
  introDescription:
    "Founders rarely get to decide with complete information. The skill is matching speed to stakes: moving fast on calls you can undo, slowing down for the ones you can't, and changing your mind when the evidence changes. This chapter looks at how you decide, whom you involve and whether you learn from the results.",
  introQuote:
    "“Most decisions should probably be made with somewhere around 70% of the information you wish you had. If you wait for 90%, in most cases, you're probably being slow.” — Jeff Bezos",
  iconUrl: '/icons/chapter-04.svg',
  outroEnabled: true,
  outroTitle: 'That completes the inner game',
  outroDescription:
    'You have looked at the founder behind the company. Next comes the outer game: strategy, customers, team and execution.',
  questions: [
    {
      position: 1,
      text: "I move faster on decisions we can undo than on those we can't.",
      leftLabel: 'I treat every decision the same',
      rightLabel: 'I match speed to reversibility',
      insightLow:
        'Treating every decision as permanent slows everything down; treating every decision as reversible leads to costly mistakes. Label each open decision this week as a two-way door (easy to undo) or a one-way door. Decide the two-way doors within 48 hours, and give each one-way door a deadline and a proper look.',
      insightMedium:
        "You sometimes match speed to stakes, but not consistently. When a decision stalls, ask: what would it cost to undo this in a month? If the answer is 'not much', decide today and set a date to review it.",
      insightHigh:
        'You calibrate speed to reversibility well, which keeps the company moving without reckless bets. Teach the distinction to your team so they can take two-way-door decisions without you. It is one of the fastest ways to stop being the bottleneck.',
    },
    {
      position: 2,
      text: 'I make important decisions on time rather than postponing them while I wait for more certainty.',
      leftLabel: 'I postpone, hoping for clarity',
      rightLabel: 'I decide on time with what I know',
      insightLow:
        "Waiting for certainty is itself a decision, usually the most expensive one. Take the decision you have postponed longest and give it a deadline this week. Write down what you know, what you don't, and which information would actually change your mind; if you can't name any, you are ready to decide.",
      insightMedium:
        "You decide on time for most things, but a few big ones linger. For those, set a decision date and agree in advance what 'enough information' means. When the date comes, decide with what you have, and plan how you will find out early if you were wrong.",
      insightHigh:
        "You decide in time, which gives your team momentum and clarity. Stay alert to the rare one-way-door decisions where slowing down is worth it. And share the decision and your reasoning quickly: a decision nobody knows about hasn't been made yet.",
    },
    {
      position: 3,
      text: 'Before a big call, I actively seek out people who will disagree with me.',
      leftLabel: 'I decide alone or with yes-people',
      rightLabel: 'I invite disagreement first',
      insightLow:
        'Founders often surround themselves with agreement without meaning to. Before your next big decision, ask one person to argue the opposite position as strongly as they can. Listen for the argument you find hardest to answer: that is where your plan is weakest.',
      insightMedium:
        'You invite disagreement sometimes, mostly when you feel unsure. Make it routine for big decisions: share a short written proposal and ask each person for their strongest objection before the meeting. Written input weakens the pull to agree with the founder.',
      insightHigh:
        'You seek out dissent, which makes your decisions sturdier and your team braver. Keep closing the loop: show people how their objections shaped the outcome, even when you decided against them. That is what keeps the disagreement coming.',
    },
    {
      position: 4,
      text: 'I change my mind when new evidence shows I was wrong, even after arguing hard for the original plan.',
      leftLabel: 'I defend my past calls',
      rightLabel: 'I update quickly on new evidence',
      insightLow:
        'Sticking with a plan because you argued for it is one of the costliest founder habits. Before your next big bet, write down which result would prove you wrong, and by when. On that date, check it and act on what you find, even if it is uncomfortable.',
      insightMedium:
        "You can change course, but it may take more evidence than it should. Notice when you start explaining away data that contradicts your plan, and ask: 'If I were starting fresh today, would I choose this?' If not, it is time for that conversation.",
      insightHigh:
        "You update your views when the facts change, a hallmark of strong founders. Do it visibly: 'I was wrong about X; here is what we're changing.' It shows the team that changing course is strength, not failure, and it keeps bad news flowing to you.",
    },
    {
      position: 5,
      text: 'I look back at past decisions to judge whether my reasoning was sound, not just whether the outcome was good.',
      leftLabel: 'I rarely review past decisions',
      rightLabel: 'I review my reasoning regularly',
      insightLow:
        'Without reviewing decisions, you learn mostly from luck. Start a simple decision journal: for each significant call, note the date, what you decided, why, and what you expect to happen. In a month, reread three entries and ask whether the reasoning held up, whatever the outcome.',
      insightMedium:
        'You reflect on some decisions, usually the ones that went badly. Review a few that went well too: a good outcome from weak reasoning is the most dangerous lesson. A quarterly half-hour review with your co-founder can make this a habit.',
      insightHigh:
        'You learn from your decisions systematically, so your judgement keeps improving. Share the practice: invite your leadership team to keep decision logs and review them together. Over time it builds a shared sense of how your company decides well.',
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: "Your zone of genius is judgement under uncertainty. You move fast on reversible calls, slow down for irreversible ones, invite disagreement and change your mind when the evidence says so. That combination is rare, and it is what lets a startup out-learn better-funded competitors. Now build other people's judgement, so that good decisions don't all have to pass through you.",
      mid: 'Decision-making is your strongest area right now. You generally decide in reasonable time and listen to other views, though some big calls linger and past decisions rarely get reviewed. A decision journal and a clear date for every important decision will turn this into a real edge.',
      low: 'Decisions under uncertainty is your highest-scoring chapter, but not yet a dependable strength. Uncertainty may lead you to postpone, to decide alone or to stay with a plan too long. Begin with one practice: label every open decision as reversible or not, and decide the reversible ones within 48 hours.',
    },
    howOthersSeeYou: {
      high: 'Others probably see you as decisive but open: you make calls when they are needed, you listen first and you can admit when you were wrong. Teams trust this kind of leader because decisions feel both fast and fair.',
      mid: 'People likely see you as generally decisive, though they may notice that some important decisions take a while, or that you favour your first instinct. Sharing your reasoning and your timeline makes your decisions easier to trust.',
      low: 'Others may experience your decisions as slow, unpredictable or hard to influence, and they may wait for you on things they could decide themselves. Saying which decisions you will make, by when and how people can give input will reduce that friction quickly.',
    },
    energyDrains: {
      normal:
        "Decisions may be draining you more than they need to: open questions that linger, calls you keep replaying in your head, and decisions that come back to you because the team isn't sure it may make them. Every unresolved decision takes a little attention every day. Clearing the backlog, even imperfectly, frees more energy than you would expect.",
      strong:
        'Indecision, or deciding alone, is likely a heavy drain on you and the company. A growing pile of open decisions creates stress for you and uncertainty for everyone waiting, and deciding without challenge raises the cost of mistakes. Make it a priority: list every open decision, give each a deadline and bring in one trusted sparring partner for the big ones.',
    },
    improvementPath: [
      'List every open decision and label it a two-way door (reversible) or a one-way door.',
      'Decide every two-way door within 48 hours; give each one-way door a dated deadline.',
      'Before your next big call, ask one person to argue the opposite as strongly as they can.',
      'Keep a decision journal (what you decided, why, what you expect) and review it monthly.',
      'Tell your team which decisions they can make without you, and back them when they do.',
    ],
  },
};

const visionAndStrategy: SeedChapter = {
  key: 'vision-and-strategy',
  area: 'outer',
  position: 5,
  title: 'Vision & Strategy',
  description:
    "How clearly you define where the company is going, the bets that get it there and what it deliberately won't do.",
  introTitle: 'Choose where to win',
  introSubtitle: 'Chapter 05',
  introDescription:
    'Ambition is common; a clear strategy is not. Strategy means choosing: which customers, which problem, which advantage, and just as importantly what you will not do. This chapter asks how clearly you can state where you are going, whether your team could repeat it and whether your daily work actually follows it.',
  introQuote: '“The essence of strategy is choosing what not to do.” — Michael Porter',
  iconUrl: '/icons/chapter-05.svg',
  outroEnabled: true,
  outroTitle: 'Direction set',
  outroDescription:
    'A clear direction makes every other decision easier. Next: the people you are building for.',
  questions: [
    {
      position: 1,
      text: 'I can explain in two sentences where the company will be in three years.',
      leftLabel: "It's hard to put into words",
      rightLabel: 'I can say it crisply',
      insightLow:
        "If you can't say it briefly, your team probably can't either, and each person fills the gap with their own version. Spend an hour this week drafting two sentences: where you will be in three years, and why it matters to your customers. Try it on three people and refine it until they can repeat it back.",
      insightMedium:
        'You have a vision, but it may be long, abstract or different each time you tell it. Write one version down and use the same words in your next all-hands, investor update and recruiting pitch. Consistency is what turns a vision into a shared one.',
      insightHigh:
        "You state your vision clearly, which helps you recruit, raise and align. Check that it is shared, not just stated: ask three team members to describe it in their own words. If their versions match yours in substance, you've done the hard part.",
    },
    {
      position: 2,
      text: 'Our strategy names clear trade-offs: the customers, markets and features we deliberately do not pursue.',
      leftLabel: 'We try to serve everyone',
      rightLabel: "Our no's are explicit",
      insightLow:
        'A strategy without trade-offs is a wish list. Write down three things you are deliberately not doing this year (a customer segment, a market, a kind of feature) and share the list with your team. You will probably find current work that contradicts it, which is exactly the point.',
      insightMedium:
        "You have made some trade-offs, but a few may be implicit or still open for debate. Make them explicit and visible, for example as a 'What we're not doing' section in your plan. Revisit them quarterly instead of reopening them whenever a tempting deal appears.",
      insightHigh:
        'Your trade-offs are explicit, which protects focus across the company. Explain why each one exists, so the team can apply the reasoning to new situations. And review them when the evidence changes: a trade-off that was right at seed can be wrong at Series A.',
    },
    {
      position: 3,
      text: 'We keep investing in what makes us hard to copy or beat.',
      leftLabel: 'Not sure what sets us apart',
      rightLabel: 'We invest in our edge on purpose',
      insightLow:
        "If you can't name your edge, you are probably competing on effort alone, which is hard to sustain. Ask your five best customers why they chose you over the alternatives, and listen for the answer that repeats. That is the seed of your advantage; pick one way to strengthen it this quarter.",
      insightMedium:
        'You have a sense of your edge, but it may be fragile, or not yet where you invest. Write down what a competitor would need to do to replicate you and how long it would take. Then check whether your roadmap and hiring deepen that advantage or merely keep up.',
      insightHigh:
        'You invest in your advantage on purpose. Stay alert: edges wear away as markets mature and competitors learn. Revisit yours every six months with fresh customer and competitor input, and ask what your next advantage will be.',
    },
    {
      position: 4,
      text: 'My team could explain our strategy and priorities in roughly the same words I would use.',
      leftLabel: 'Everyone has their own version',
      rightLabel: 'We tell the same story',
      insightLow:
        "If everyone has their own version, effort pulls in different directions. This week, ask each team member to write down the company's top three priorities, one sentence each, without discussing them first. Compare the answers together: the differences show exactly what to clarify.",
      insightMedium:
        'Your team roughly shares the picture, but the details drift. Repeat the strategy more often than feels necessary, in the same words, and link each project to it explicitly. A one-page strategy everyone can find beats a polished deck nobody opens.',
      insightHigh:
        'Your team shares your strategy, which lets people decide well without you. Keep it that way as you grow: make the strategy part of onboarding, and ask new hires after a month what they think it is. Their answers are a good test.',
    },
    {
      position: 5,
      text: 'I regularly test our strategy against reality (data, customer feedback, competitors).',
      leftLabel: 'We set it once and drift',
      rightLabel: 'We test it against reality regularly',
      insightLow:
        'A strategy that is never tested either drifts or hardens. Set up a quarterly strategy review: one hour on what you believed, what the data shows and what you will change. Put the first one in the calendar this week.',
      insightMedium:
        'You test your strategy, but perhaps only when something goes wrong. Write down the two or three assumptions it depends on most, and the signal that would tell you each one is wrong. Review them at a fixed rhythm, not only in a crisis.',
      insightHigh:
        'You treat strategy as a living set of bets, tested against reality. Keep the bar for change clear: adjust on evidence, not on the latest anecdote or investor opinion. Write down why you changed course, so the team understands the reasoning.',
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: 'Your zone of genius is strategy. You can say where the company is going, what it will and will not do, and what makes it hard to beat, and your team can repeat it. That clarity compounds: it speeds up decisions, sharpens hiring and makes investor conversations easier. Keep testing your bets against reality so that clarity never hardens into rigidity.',
      mid: "Vision and strategy are your strongest area right now. You have a direction and some clear choices, though your trade-offs and your edge may not be fully explicit or shared. A one-page strategy with a 'not doing' list, and a check that your team can repeat it, will turn this into a real edge.",
      low: 'Vision and strategy is your highest-scoring chapter, but not yet a dependable strength. You likely have ambition and a sense of direction without the explicit choices that make a strategy useful. Start by writing two sentences on where you are going and three things you will not do.',
    },
    howOthersSeeYou: {
      high: 'Others likely see you as a clear-sighted leader with a compelling direction. Team members know how their work fits in, and investors and candidates leave able to retell your story. That makes you persuasive without overselling.',
      mid: "People probably see you as having a good sense of direction, though they may be less sure about priorities and trade-offs, especially when a new opportunity appears. Repeating the strategy in the same words and explaining your no's makes it easier to follow you.",
      low: 'Others may find it hard to say where the company is heading, or may see the direction shift with each new opportunity. To you that can feel like agility; to them it feels like uncertainty. A short written strategy that you repeat often is the quickest way to change that.',
    },
    energyDrains: {
      normal:
        'An unclear strategy drains energy quietly: debates that reopen, projects that start and stop, opportunities pursued because nothing says no. Your team may be working hard in slightly different directions. Naming your trade-offs explicitly is one of the cheapest ways to win back that lost effort.',
      strong:
        'The lack of a clear, shared strategy is probably costing you a lot: scattered effort, recurring debates, and trouble explaining the company to investors and candidates. Without clear choices everything feels equally important, and that is exhausting. Make it your priority: take a day to write a one-page strategy with explicit trade-offs, then test it with your team and a trusted advisor.',
    },
    improvementPath: [
      'Write two sentences: where the company will be in three years, and why that matters to customers.',
      "Add a 'not doing' list with three explicit trade-offs and share it with the team.",
      'Ask your five best customers why they chose you, and name your edge from their answers.',
      'Have each team member write down the top three priorities on their own, then compare and clarify.',
      'Hold a one-hour strategy review every quarter to test your key assumptions against data.',
    ],
  },
};

const customerAndMarket: SeedChapter = {
  key: 'customer-and-market',
  area: 'outer',
  position: 6,
  title: 'Customer & Market',
  description:
    'How closely you know your customers and market: the problem, the buyer, what they value and what they pay for.',
  introTitle: 'Build what people want',
  introSubtitle: 'Chapter 06',
  introDescription:
    'Most startups that fail could have built the product. They fail because not enough people wanted it badly enough, or because the founders learned that too late. This chapter looks at how close you are to your customers, how sharply you define who they are and how honestly you read the signals of demand.',
  introQuote: '“Make something people want.” — Paul Graham',
  iconUrl: '/icons/chapter-06.svg',
  outroEnabled: true,
  outroTitle: 'Closer to your customers',
  outroDescription:
    'Each answer here is a hypothesis worth testing in your next customer conversation. Next: the team that builds with you.',
  questions: [
    {
      position: 1,
      text: 'I personally talk to customers or prospects every week.',
      leftLabel: 'Rarely, or only in sales calls',
      rightLabel: 'Every week, by habit',
      insightLow:
        "Founders who drift away from customers start building for the company's opinions instead of the customer's problems. Book three conversations for the next seven days, not to sell but to ask about the last time they ran into the problem. Write down the exact words they use.",
      insightMedium:
        'You talk to customers, but not consistently, or mostly in sales and support. Make it a standing habit: one weekly slot reserved for a customer or a lost prospect. Share one insight from each conversation with your team.',
      insightHigh:
        "You stay close to customers, which keeps your product and your pitch grounded. Make sure it doesn't live only in your head: share raw notes and recordings, and bring engineers and designers into calls. The goal is a company that hears customers, not only a founder who does.",
    },
    {
      position: 2,
      text: 'I can describe our ideal customer precisely enough that my team would recognise one immediately.',
      leftLabel: "Our customer is 'everyone'",
      rightLabel: 'We know exactly who they are',
      insightLow:
        'A vague customer definition makes marketing, sales and product harder at once. Look at your five happiest customers and write down what they share: role, company type, trigger, budget, urgency. That is your first ideal customer profile; share it and use it to say no to poor-fit leads.',
      insightMedium:
        'You have a working picture of your ideal customer, but it may be broad, or differ across the team. Sharpen it with data: which customers activate fastest, stay longest and pay most? Update the profile with what you find and test it on the next ten leads.',
      insightHigh:
        'You know precisely whom you serve, which focuses everything from product to pricing. Keep refining the picture. Watch for signs that your best-fit customer is shifting as the product matures, and be ready to follow the evidence.',
    },
    {
      position: 3,
      text: "I understand the problem we solve from the customer's side, including what they do today without us.",
      leftLabel: 'I mostly know our solution',
      rightLabel: 'I know their problem and workarounds',
      insightLow:
        "Knowing your product well is not the same as knowing the customer's problem. In your next conversations, don't mention your solution at all. Ask: How do you handle this today? What does it cost you? What have you tried? Their current workaround is your real competitor.",
      insightMedium:
        "You understand the problem, but perhaps more in your words than in theirs. Collect customers' exact phrases about the problem and its cost, and use them on your website and in your pitch. If you can't find any that sound urgent, that is important information too.",
      insightHigh:
        "You understand the customer's problem deeply, including the workarounds you compete with. Use that insight in product decisions and messaging, and keep checking that the problem stays urgent as the market moves. Share what you know so the team builds from the same insight.",
    },
    {
      position: 4,
      text: 'We have clear evidence that customers value what we build: they pay, use it regularly or would be upset to lose it.',
      leftLabel: 'Mostly hope and polite interest',
      rightLabel: 'Clear evidence of real demand',
      insightLow:
        'Polite interest is not demand: compliments are cheap, commitments are not. This week, define the one signal that would prove real demand at your stage (paid pilots, weekly active use, pre-orders) and measure honestly where you stand. If the number is low, treat it as the most important problem in the company.',
      insightMedium:
        "You have some evidence of demand, but it is mixed or concentrated in a few customers. Ask active users how they would feel if they could no longer use your product; if fewer than about 40% say 'very disappointed', keep working on the core value before you scale. Study what your most enthusiastic users have in common.",
      insightHigh:
        'You have real evidence that customers value what you build. Now find out precisely why, so you can find more customers like them and keep the product focused on that value. Keep watching retention: strong demand can fade quietly when a product drifts.',
    },
    {
      position: 5,
      text: 'I know where our market, competitors and alternatives are heading.',
      leftLabel: "I'm mostly heads-down",
      rightLabel: 'I track the market deliberately',
      insightLow:
        'Being heads-down is good for execution and risky for strategy. This month, take one hour to map your top five alternatives (including spreadsheets, agencies and doing nothing) and note what each does better than you. Ask two customers what else they considered.',
      insightMedium:
        'You follow the market, but in bursts or mainly when investors ask. Set up a light routine: a short monthly note on competitor moves, customer comments and market shifts. Share it with your team so nobody is surprised.',
      insightHigh:
        "You track the market closely, which helps you anticipate instead of react. Don't let competitors set your agenda: use what you learn to sharpen your strategy, not to copy features. Pass it on in a form that helps the team decide.",
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: 'Your zone of genius is customer insight. You talk to customers constantly, you know precisely whom you serve and what problem they feel, and you read demand honestly rather than hopefully. In an early-stage company this may be the most important capability of all, because it keeps everything else pointed at something people actually want. Spread it across the team so it outlasts your calendar.',
      mid: 'Customer and market understanding is your strongest area right now. You know your customers reasonably well and have some evidence of demand, though contact may be irregular and your ideal customer still broad. A weekly customer conversation and a sharper ideal customer profile will turn this into a real edge.',
      low: 'Customer and market is your highest-scoring chapter, but not yet a dependable strength. You may be building more from assumptions than from evidence. Start this week with three customer conversations about their problem, not your product, and write down their exact words.',
    },
    howOthersSeeYou: {
      high: 'Others probably see you as the voice of the customer: you bring real stories into every discussion and back your opinions with evidence. Investors read this as strong founder-market fit, and your team trusts your product instincts because they are grounded.',
      mid: 'People likely see you as customer-oriented, though they may notice that your arguments rest on a few memorable customers or on your own intuition. Sharing raw customer feedback and clear demand numbers will make your insight more convincing to others.',
      low: "Others may see you as more passionate about the product than close to the customer. With investors, it can show as questions you can't answer with evidence. More direct customer contact, shared openly with your team, is the quickest way to change that impression.",
    },
    energyDrains: {
      normal:
        'Distance from customers drains energy in subtle ways: features that do not land, sales conversations that stall, internal debates a single customer call could settle. Without clear demand signals, every decision takes more effort to justify. Regular customer conversations are the cheapest way to get that energy back.',
      strong:
        'There is a real risk that the company is building on assumptions rather than on evidence of demand. It is the most common reason startups fail, and it hides well behind busyness and polite feedback. Treat it as urgent: talk to at least ten customers or prospects in the next two weeks, define your demand signal and be ready to hear what it says.',
    },
    improvementPath: [
      'Reserve a weekly slot for a customer or lost-prospect conversation, and share one insight with the team each time.',
      'Write an ideal customer profile from your five happiest customers and use it to qualify the next ten leads.',
      'Ask customers how they solve the problem today and what it costs them, without mentioning your product.',
      'Define the one demand signal that matters at your stage and measure it honestly every month.',
      'Map your top five alternatives, including doing nothing, and what each does better than you.',
    ],
  },
};

const teamAndLeadership: SeedChapter = {
  key: 'team-and-leadership',
  area: 'outer',
  position: 7,
  title: 'Team & Leadership',
  description:
    'How you hire, align and lead: co-founder trust, clear ownership, honest feedback and a team that moves without you.',
  introTitle: 'Build the team that builds the company',
  introSubtitle: 'Chapter 07',
  introDescription:
    'Sooner or later the company outgrows what you can do yourself, and your job becomes building the team that does it. That means hiring well, being clear about who owns what, giving honest feedback and keeping a strong relationship with your co-founders. This chapter asks how you lead today, not how you plan to lead later.',
  introQuote:
    '“Not finance. Not strategy. Not technology. It is teamwork that remains the ultimate competitive advantage, both because it is so powerful and so rare.” — Patrick Lencioni',
  iconUrl: '/icons/chapter-07.svg',
  outroEnabled: true,
  outroTitle: 'Leadership is a practice',
  outroDescription:
    'Founders become leaders one conversation at a time. One chapter to go: turning plans and capital into results.',
  questions: [
    {
      position: 1,
      text: 'My co-founders (or closest partners) and I discuss hard topics openly, including roles, equity and disagreements.',
      leftLabel: 'We avoid the hard topics',
      rightLabel: 'We can talk openly about anything',
      insightLow:
        "Avoided conversations between co-founders rarely disappear; they grow until they are harder to have. Within two weeks, hold a two-hour session with one rule: each person names one thing that has been on their mind and hasn't been said. If it feels too charged, bring in a neutral facilitator.",
      insightMedium:
        "You can talk about most things, but a topic or two still feels tricky. Add a monthly co-founder check-in that isn't about operations: how are our relationship, our roles and our energy? Raising small issues regularly prevents the big ruptures that end many startups.",
      insightHigh:
        'You have an open, trusting relationship with your co-founders, one of the strongest predictors of a startup surviving. Protect it as roles change: revisit responsibilities and decision rights at every stage of growth. Let the team see how you disagree well; they will copy it.',
    },
    {
      position: 2,
      text: 'Everyone on the team knows what they own.',
      leftLabel: 'Ownership is blurry',
      rightLabel: 'Every area has a clear owner',
      insightLow:
        'Blurry ownership leads to dropped balls and duplicated work, and usually to the founder catching both. This week, list your ten most important areas or projects and write one owner next to each. Then agree with each owner what success looks like, as a number or a clear outcome.',
      insightMedium:
        'Ownership is mostly clear, but some areas are shared or undefined. Find the places where things keep falling through the cracks and give each a single owner. Check in on outcomes rather than tasks, so people own results and not just activity.',
      insightHigh:
        'Your team knows who owns what, which makes the company faster and you less of a bottleneck. As you grow, keep ownership written down and revisit it when people join or roles change. Clear ownership is what lets you step back without things slipping.',
    },
    {
      position: 3,
      text: 'I hold the hiring bar, even when it means a role stays open longer.',
      leftLabel: 'I hire fast to fill gaps',
      rightLabel: 'I hire to a high bar',
      insightLow:
        'Hiring under pressure often brings hires you later spend a lot of energy managing. For your next role, write down what excellent looks like in the first six months before you interview anyone. Add one structured work exercise to the process, and ask a strong outsider to join one interview.',
      insightMedium:
        'You hire decent people, but pressure sometimes lowers the bar. Look honestly at your last three hires: would you hire each again today, and what did the process miss? Use the answers to tighten one step of your hiring.',
      insightHigh:
        'You hold a high hiring bar even under pressure, which is how great teams are built. Now make the bar transferable: write down what you look for, so others can hire to the same standard as the company grows.',
    },
    {
      position: 4,
      text: 'I give clear, timely feedback, including difficult feedback, rather than letting issues linger.',
      leftLabel: 'I avoid or delay hard feedback',
      rightLabel: 'I give it clearly and promptly',
      insightLow:
        "Delayed feedback feels kind but rarely is: the person keeps missing the mark and the problem grows. Pick one issue you have been avoiding and raise it within a week, using a simple structure: what you observed, its impact, what you'd like instead. Then ask for their view.",
      insightMedium:
        "You give feedback, but difficult conversations sometimes wait too long. Make feedback a routine part of every one-on-one so it doesn't always feel like an event. Aim to raise any issue within a week of noticing it.",
      insightHigh:
        "You give clear, timely feedback, which helps people grow and keeps standards high. Check that it flows both ways by asking for feedback as often as you give it. Train your managers to do the same, so the culture doesn't depend on you.",
    },
    {
      position: 5,
      text: 'The team makes good decisions without me in the room.',
      leftLabel: 'Things stall without me',
      rightLabel: 'The team runs well without me',
      insightLow:
        "If everything waits for you, you have become the company's bottleneck, and that caps its growth. This week, hand one recurring decision fully to someone, with clear boundaries and a check-in date. Resist taking it back when they do it differently from you.",
      insightMedium:
        'Your team moves without you in some areas but not all. Notice which decisions come back to you most often and ask why: missing information, unclear authority or a lack of trust? Fix the cause, not just the case.',
      insightHigh:
        'Your team runs well without you, a sign of real leadership. Use the freedom for the work only you can do: strategy, key relationships, fundraising. Keep investing in your leaders so this holds as you grow.',
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: 'Your zone of genius is leadership. You have a strong co-founder relationship, a team that knows what it owns, a high hiring bar and the courage to give honest feedback. Above all, the company moves when you are not in the room, which is what lets a startup grow beyond its founders. Use this strength to develop your next layer of leaders.',
      mid: 'Team and leadership is your strongest area right now. Your relationships with your team and co-founders are good, even if ownership, hiring or feedback could be sharper. Clarifying who owns what and making feedback a routine will turn this into a real edge.',
      low: 'Team and leadership is your highest-scoring chapter, but not yet a dependable strength. You may still be doing much of the work yourself, or putting off difficult conversations. Start with one thing this week: give each of your ten most important areas a single owner.',
    },
    howOthersSeeYou: {
      high: 'Others likely see you as a leader people want to work for: clear about expectations, honest in feedback and generous with trust. Candidates hear about you from your team, and your co-founders feel like real partners.',
      mid: 'People probably see you as a supportive leader, though they may sometimes be unsure who owns what, or wish for clearer feedback. Being explicit about ownership and expectations will make your leadership feel as strong as your intentions.',
      low: 'Others may experience you as so hands-on that you become a bottleneck, or as someone who avoids difficult conversations. That is common while founders grow into leaders. Handing over one real decision, and sticking with it, sends a strong signal of trust.',
    },
    energyDrains: {
      normal:
        "Team issues may be draining you quietly: decisions that come back to you, feedback you haven't given, unclear ownership that leaves you filling gaps, co-founder topics waiting for a better moment. Each costs attention every week. Clarifying ownership and having the conversation you have been postponing will free surprising energy.",
      strong:
        'Team and leadership friction is probably one of your biggest drains right now. Co-founder tension, unclear roles, weak hires or avoided feedback can consume a founder completely, and they are among the most common reasons startups fall apart. Face it head on: have the hardest conversation you have been avoiding this week, and consider a coach or facilitator.',
    },
    improvementPath: [
      "Hold a two-hour co-founder session in which each person names one thing that hasn't been said.",
      'List your ten most important areas and give each a single owner and a measure of success.',
      'Before interviewing for your next role, write a scorecard of what excellent looks like.',
      'Within a week, give one piece of feedback you have been avoiding: observation, impact, request.',
      'Hand one recurring decision fully to a team member, with clear boundaries and a check-in date.',
    ],
  },
};

const executionAndCapital: SeedChapter = {
  key: 'execution-and-capital',
  area: 'outer',
  position: 8,
  title: 'Execution & Capital',
  description:
    'How reliably you turn plans into shipped results: operating rhythm, metrics, runway and raising money when needed.',
  introTitle: 'From plan to progress',
  introSubtitle: 'Chapter 08',
  introDescription:
    'Strategy only counts once it shows up as shipped product, signed customers and money in the bank. This last chapter looks at your operating rhythm, how you measure progress, how fast you ship and learn, and how well you manage runway and fundraising. Rate the company as it runs today.',
  introQuote:
    "“If you are not embarrassed by the first version of your product, you've launched too late.” — Reid Hoffman",
  iconUrl: '/icons/chapter-08.svg',
  outroEnabled: true,
  outroTitle: 'You have completed the audit',
  outroDescription:
    'Thank you for answering honestly. Next, we bring your answers together into your Uplift Founder results.',
  questions: [
    {
      position: 1,
      text: 'We have a steady operating rhythm (weekly priorities and reviews) that keeps everyone moving in the same direction.',
      leftLabel: 'We work ad hoc',
      rightLabel: 'We run on a steady rhythm',
      insightLow:
        "Without a rhythm, priorities are set by whoever is loudest that week. Start with one simple ritual: a 30-minute weekly meeting in which each owner shares last week's result, this week's priority and one blocker. Keep it short and unchanged for four weeks before adjusting anything.",
      insightMedium:
        "You have some rhythm, but it is uneven, or meetings don't always end in decisions. Give each recurring meeting a clear purpose and a written output: decisions, owners, dates. Cut any meeting that doesn't have one.",
      insightHigh:
        'Your operating rhythm keeps the team aligned and moving. Review it every six months to check it still fits your size: what works for ten people often creaks at thirty. Watch for meetings that have turned into rituals without outcomes.',
    },
    {
      position: 2,
      text: 'Every week I review a small set of metrics that show whether the business is really progressing.',
      leftLabel: 'I go by gut feel',
      rightLabel: 'A few key metrics, every week',
      insightLow:
        "Without a few clear numbers, it's hard to tell progress from activity. Choose three to five metrics that matter at your stage (for example weekly active customers, revenue, net burn) and set up a simple weekly dashboard, even a spreadsheet. Review it with your team every Monday.",
      insightMedium:
        'You track metrics, but perhaps too many, too irregularly or without acting on them. Cut the dashboard down to the three to five numbers that best predict success and review them at a fixed time each week. For each, ask: what will we do differently because of this number?',
      insightHigh:
        'You run the business on a focused set of metrics, which keeps it honest. Check now and then that they still measure what matters; a good metric can turn into a target people game. Share them openly so the whole team knows the score.',
    },
    {
      position: 3,
      text: 'We get small releases to our customers within days or weeks, not months.',
      leftLabel: 'Releases take months',
      rightLabel: 'We ship small and often',
      insightLow:
        "Slow shipping means slow learning, and speed of learning is a startup's edge. Take the next item on your roadmap and cut it to the smallest version a customer can use within two weeks. Ship it, talk to the people who use it, and decide what comes next from what you hear.",
      insightMedium:
        'You ship fairly often, but some releases grow too large or wait for perfection. Set a target cycle (for example something customer-facing every two weeks) and slice the work to fit it. After each release, ask: what did we learn, and what will we change?',
      insightHigh:
        'You ship small and often, one of the strongest advantages a startup has. Pair the speed with learning by reviewing what each release taught you. As you grow, protect the pace from creeping process and approvals.',
    },
    {
      position: 4,
      text: 'I know our runway to the month.',
      leftLabel: "I'm unsure of our runway",
      rightLabel: 'I know it to the month',
      insightLow:
        'Not knowing your runway is one of the most dangerous blind spots a founder can have. This week, build a simple cash forecast: cash today, monthly net burn and the month the money runs out. Then write down three things you would do if the next round or revenue milestone came six months late.',
      insightMedium:
        'You know your runway roughly, but not yet to the month. Update the forecast monthly and set a trigger (for example nine months of runway left) at which you will cut costs or start raising. Deciding in advance takes the panic out of it.',
      insightHigh:
        'You manage cash with discipline, which gives you options when others run out. Keep the forecast current and share the key numbers with your co-founders and board. Use that clarity to raise from strength, not urgency.',
    },
    {
      position: 5,
      text: 'We are building toward clear milestones for our next funding round (or our path to profitability).',
      leftLabel: 'Our funding path is unclear',
      rightLabel: 'Clear milestones toward it',
      insightLow:
        'Fundraising without clear milestones often means raising from weakness. Ask two founders who recently raised at the stage you are aiming for, or an investor you trust, which metrics and proof points mattered most. Turn the answers into three milestones and check your roadmap against them.',
      insightMedium:
        'You have a sense of your next milestones, but their link to your plan may be loose. Write down the two or three proof points you need for the next round or for profitability, and give each an owner and a date. Start building investor relationships well before you need the money.',
      insightHigh:
        'You know what your next stage requires and are building toward it. Start investor conversations early, with short regular updates rather than one big pitch. And keep an alternative in view, such as a path to profitability, so you never have to take a bad deal.',
    },
  ],
  resultTexts: {
    zoneOfGenius: {
      high: 'Your zone of genius is execution. You run the company on a clear rhythm, know your numbers, ship and learn quickly, and manage cash and fundraising with discipline. That reliability is what turns good strategy into results, and it is what investors most want to see. Keep the pace sustainable and the metrics honest as you grow.',
      mid: 'Execution and capital is your strongest area right now. The company generally delivers and you have a reasonable picture of your numbers, even if your rhythm, shipping speed or runway planning could be sharper. A weekly metrics review and a monthly cash forecast will turn this into a real edge.',
      low: 'Execution and capital is your highest-scoring chapter, but not yet a dependable strength. Work may run ad hoc, and your numbers may be less clear than they should be. Start this week with two basics: a 30-minute weekly priorities meeting and a simple cash forecast.',
    },
    howOthersSeeYou: {
      high: 'Others likely see you as someone who gets things done: reliable, at home with numbers and calm about money. Your team knows the score, and investors see a founder who hits milestones and knows the runway, which makes every conversation with them easier.',
      mid: 'People probably see you as able to deliver, though they may notice uneven execution, metrics reviewed now and then, or a looser grip on cash. Regular, visible reporting of a few key numbers will strengthen how others see your execution.',
      low: "Others may experience the company as busy but unpredictable, and be unsure about progress or runway. Investors especially notice when a founder can't answer questions about the numbers quickly. A simple weekly dashboard and a cash forecast will change that impression fast.",
    },
    energyDrains: {
      normal:
        'Execution gaps drain energy through firefighting: missed handoffs, unclear progress, releases that grow too big, money questions that surface at bad moments. Each creates stress that a little structure would prevent. A simple weekly rhythm and a monthly look at cash will give you back a surprising amount of calm.',
      strong:
        'Execution and capital are likely a serious source of stress right now. Without a steady rhythm, clear metrics and a firm grip on runway, problems surface late and money can turn into an emergency. Make this your top priority: build a cash forecast this week, pick your three key metrics, start a weekly team meeting and ask an experienced founder or advisor to review your numbers.',
    },
    improvementPath: [
      'This week, build a simple cash forecast: cash today, monthly net burn and the month the money runs out.',
      'Pick three to five metrics for your stage and review them with your team every Monday.',
      "Start a 30-minute weekly meeting: each owner shares last week's result, this week's priority and one blocker.",
      'Cut the next roadmap item to the smallest version customers can use within two weeks.',
      'Write down the proof points for your next round or for profitability, each with an owner and a date.',
    ],
  },
};

/** Fallback texts for inner-game chapters without texts of their own (e.g. created by an admin). */
const innerAreaTexts: ResultTexts = {
  zoneOfGenius: {
    high: 'Your strongest chapter belongs to your inner game: how you lead yourself. Strong self-leadership is the base everything else rests on. It keeps your judgement clear when pressure rises and makes you someone people trust to lead. Use it deliberately: share what works for you with your team, and keep the habits that got you here.',
    mid: 'Your strongest chapter belongs to your inner game: how you manage yourself, your energy and your judgement. It is a solid foundation, though not yet consistent under pressure. One small daily practice in this area, such as a short reflection at the end of each day, will turn it into a real edge.',
    low: 'Your strongest chapter belongs to the inner game, but it is not yet a dependable strength. That is common when a company takes all your attention. Small, steady habits (a weekly reflection, protected recovery, honest feedback) build inner strength faster than you might expect.',
  },
  howOthersSeeYou: {
    high: 'Others likely experience you as grounded and steady: someone who stays clear-headed under pressure and is honest about themselves. That inner stability makes people comfortable following you.',
    mid: 'People probably see you as generally composed and self-aware, though they may notice the strain in tougher weeks. Being open about how you are doing makes your steadiness visible and puts your team at ease.',
    low: 'Others may notice the pressure you are under more than you realise. Acknowledging it openly, and showing how you are dealing with it, builds more trust than trying to look unshakeable.',
  },
  energyDrains: {
    normal:
      'Your energy may be leaking on the inside: stress you carry alone, recovery that slips, decisions that linger, patterns you have not named yet. None of it is dramatic, but it wears down your judgement over time. Start with one protected recovery habit and one honest conversation.',
    strong:
      'Your inner game needs attention now. Scores this low often mean a founder is running on reserves: stressed, stretched and deciding under strain. Take it seriously: protect your sleep, talk openly with someone you trust this week and consider a coach or professional support.',
  },
  improvementPath: [
    'End each day with a two-minute note on your energy and the decision your mood affected most.',
    'Choose one recovery habit and keep it for two weeks, however busy things get.',
    'Ask three colleagues for one thing you should stop doing, and act on one answer.',
    'Find one founder peer or coach you can be fully honest with, and meet monthly.',
  ],
};

/** Fallback texts for outer-game chapters without texts of their own (e.g. created by an admin). */
const outerAreaTexts: ResultTexts = {
  zoneOfGenius: {
    high: 'Your strongest chapter belongs to your outer game: how you build the company. You turn ambition into concrete choices and results, which is what customers, your team and investors ultimately see. Use it deliberately, and build it into the company so it does not depend on you alone.',
    mid: 'Your strongest chapter belongs to the outer game, the strategy and execution side of building a company. The base is solid, though not yet consistent. A clear weekly rhythm and a few well-chosen metrics in this area will turn it into a real edge.',
    low: 'Your strongest chapter belongs to the outer game, but it is not yet a dependable strength. That is normal early on, when so much is still being figured out. Pick one concrete practice in this area (a weekly customer call, a weekly metrics review or a written strategy) and keep it for a month.',
  },
  howOthersSeeYou: {
    high: 'Others likely see you as a builder who delivers: clear about direction, close to the market and reliable in execution. That credibility makes it easier to hire, sell and raise.',
    mid: 'People probably see you as capable and committed, though they may notice some inconsistency in direction or delivery. Making plans, priorities and progress more visible will strengthen that impression.',
    low: 'Others may see plenty of energy but find it hard to tell where the company is heading or how it is progressing. Making your plans and numbers visible, even in a simple form, builds confidence quickly.',
  },
  energyDrains: {
    normal:
      'Your energy may be leaking through the way the company runs: unclear priorities, distance from customers, fuzzy ownership, or firefighting that a little structure would prevent. Each costs effort every week. Clarity on a few points will free more energy than working longer hours.',
    strong:
      'Your outer game is likely under real strain: direction, customers, team or execution may be unclear enough to put the company at risk. Get an honest outside view this week from an experienced founder or advisor, and focus first on the area that would hurt most if it failed.',
  },
  improvementPath: [
    "Write a one-page strategy with three explicit things you won't do.",
    'Talk to at least one customer every week and share what you learn.',
    'Give each of your ten most important areas a single owner and a measure of success.',
    'Review three to five key metrics and your runway every week.',
  ],
};

/** Version 1 of the default questionnaire: what installations started on until version 2 (default-questionnaire.ts). */
export const questionnaireV1: SeedQuestionnaire = {
  assessment: { key: 'uplift-founder-audit', title: 'Uplift Founder Audit' },
  chapters: [
    selfAwareness,
    resilience,
    focusAndEnergy,
    decisionMaking,
    visionAndStrategy,
    customerAndMarket,
    teamAndLeadership,
    executionAndCapital,
  ],
  areaResultTexts: { inner: innerAreaTexts, outer: outerAreaTexts },
};
