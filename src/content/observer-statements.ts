import { EARLIER_STATEMENTS } from './earlier-statements';
import { questionnaireV1 } from './questionnaire';

/**
 * The default statements as a rater reads them: in the third person, `{name}` standing for the
 * founder's first name (observerStatement in src/domain/feedback-observer.ts fills it in, or writes
 * 'this founder'). Keyed by the seeded chapter's key and the question's position, as in
 * src/content/questionnaire.ts; the scale labels are the observer's too.
 *
 * Where a self statement is about the founder's inner life, the observer wording asks for what shows
 * from outside (an observer can say whether stress spills over, not whether it is noticed early).
 */

export interface ObserverWording {
  text: string;
  leftLabel: string;
  rightLabel: string;
}

/** The key of a seeded question: 'self-awareness/2'. */
export function defaultQuestionKey(chapterKey: string, position: number): string {
  return `${chapterKey}/${position}`;
}

const wording = (text: string, leftLabel: string, rightLabel: string): ObserverWording => ({
  text,
  leftLabel,
  rightLabel,
});

export const OBSERVER_STATEMENTS: Readonly<Record<string, ObserverWording>> = {
  // Self-Awareness
  'self-awareness/1': wording(
    '{name} can name their two or three biggest blind spots as a founder.',
    "They don't seem to know them",
    'They can name them',
  ),
  'self-awareness/2': wording(
    '{name} regularly asks the people they work with for candid feedback on how they lead.',
    'They rarely ask',
    'They ask regularly',
  ),
  'self-awareness/3': wording(
    'When {name} is under stress, they catch it before it shows in how they treat people.',
    'It shows before they notice',
    'They catch it before it shows',
  ),
  'self-awareness/4': wording(
    '{name} has shaped their role around the kinds of work they are at their best in.',
    'Their role just happens to them',
    'They design their role deliberately',
  ),
  'self-awareness/5': wording(
    "{name}'s reason for building the company keeps them going on hard days.",
    'It seems to wobble when things get hard',
    'It carries them through hard days',
  ),
  // Resilience
  'resilience/1': wording(
    'After a major setback (a lost deal, a failed launch, a key person leaving) {name} regains their focus within days, not weeks.',
    'It knocks them out for weeks',
    "They're back on track within days",
  ),
  'resilience/2': wording(
    "{name} can hear 'no' from investors or customers without it shaking their belief in themselves or the company.",
    'Rejection hits them personally',
    'A no does not shake them',
  ),
  'resilience/3': wording(
    '{name} has people outside the company (founders, friends, a coach) they can talk to honestly when things are hard.',
    'They seem to carry it alone',
    'They have people to lean on',
  ),
  'resilience/4': wording(
    '{name} protects basic recovery (sleep, exercise, time off) even during intense periods.',
    'Recovery goes first under pressure',
    'They protect recovery even in a crunch',
  ),
  'resilience/5': wording(
    'When something goes wrong, {name} looks for what can be learned and changed rather than for someone to blame, themselves included.',
    'They blame, or beat themselves up',
    'They look for the lesson and the fix',
  ),
  // Focus & Energy
  'focus-and-energy/1': wording(
    '{name} spends most of their time on the one to three priorities that matter most this quarter.',
    'Their calendar runs them',
    'Their time matches their priorities',
  ),
  'focus-and-energy/2': wording(
    '{name} regularly gets long stretches of uninterrupted time for deep work.',
    "They're interrupted constantly",
    'They have protected deep-work time',
  ),
  'focus-and-energy/3': wording(
    "{name} says no to good opportunities that don't fit the company's current focus.",
    'They say yes to too much',
    "They decline when it doesn't fit",
  ),
  'focus-and-energy/4': wording(
    "{name}'s pace looks sustainable: they could keep up how they work now for another two years.",
    "Their pace isn't sustainable",
    'They could keep this up for years',
  ),
  'focus-and-energy/5': wording(
    '{name} finishes what they start and keeps few loops open, rather than juggling many half-done projects.',
    'Many things half-done',
    'Few open loops; things get finished',
  ),
  // Decisions Under Uncertainty
  'decision-making/1': wording(
    "{name} moves faster on decisions that can be undone than on those that can't.",
    'They treat every decision the same',
    'They match speed to reversibility',
  ),
  'decision-making/2': wording(
    '{name} makes important decisions on time rather than postponing them while waiting for more certainty.',
    'They postpone, hoping for clarity',
    'They decide on time with what they know',
  ),
  'decision-making/3': wording(
    'Before a big call, {name} actively seeks out people who will disagree with them.',
    'They decide alone or with yes-people',
    'They invite disagreement first',
  ),
  'decision-making/4': wording(
    '{name} changes their mind when new evidence shows they were wrong, even after arguing hard for the original plan.',
    'They defend their past calls',
    'They update quickly on new evidence',
  ),
  'decision-making/5': wording(
    '{name} looks back at past decisions to judge whether the reasoning was sound, not just whether the outcome was good.',
    'They rarely review past decisions',
    'They review their reasoning regularly',
  ),
  // Vision & Strategy
  'vision-and-strategy/1': wording(
    '{name} can explain in two sentences where the company will be in three years.',
    "It's hard for them to put into words",
    'They can say it crisply',
  ),
  'vision-and-strategy/2': wording(
    "{name}'s strategy names clear trade-offs: the customers, markets and features the company deliberately does not pursue.",
    'They try to serve everyone',
    "Their no's are explicit",
  ),
  'vision-and-strategy/3': wording(
    '{name} keeps investing in what makes the company hard to copy or beat.',
    'Unclear what sets them apart',
    'They invest in their edge on purpose',
  ),
  'vision-and-strategy/4': wording(
    "{name}'s team could explain the company's strategy and priorities in roughly the same words {name} would use.",
    'Everyone has their own version',
    'The team tells the same story',
  ),
  'vision-and-strategy/5': wording(
    "{name} regularly tests the company's strategy against reality (data, customer feedback, competitors).",
    'They set it once and drift',
    'They test it against reality regularly',
  ),
  // Customer & Market
  'customer-and-market/1': wording(
    '{name} personally talks to customers or prospects every week.',
    'Rarely, or only in sales calls',
    'Every week, by habit',
  ),
  'customer-and-market/2': wording(
    "{name} can describe the company's ideal customer precisely enough that the team would recognise one immediately.",
    "Their customer is 'everyone'",
    'They know exactly who it is',
  ),
  'customer-and-market/3': wording(
    '{name} understands the problem the company solves from the customer’s side, including what customers do today without it.',
    'They mostly know the solution',
    'They know the problem and workarounds',
  ),
  'customer-and-market/4': wording(
    "{name}'s company has clear evidence that customers value what it builds: they pay, use it regularly or would be upset to lose it.",
    'Mostly hope and polite interest',
    'Clear evidence of real demand',
  ),
  'customer-and-market/5': wording(
    '{name} knows where the market, competitors and alternatives are heading.',
    "They're mostly heads-down",
    'They track the market deliberately',
  ),
  // Team & Leadership
  'team-and-leadership/1': wording(
    '{name} and their co-founders (or closest partners) discuss hard topics openly, including roles, equity and disagreements.',
    'They avoid the hard topics',
    'They can talk openly about anything',
  ),
  'team-and-leadership/2': wording(
    "Everyone on {name}'s team knows what they own.",
    'Ownership is blurry',
    'Every area has a clear owner',
  ),
  'team-and-leadership/3': wording(
    '{name} holds the hiring bar, even when it means a role stays open longer.',
    'They hire fast to fill gaps',
    'They hire to a high bar',
  ),
  'team-and-leadership/4': wording(
    '{name} gives clear, timely feedback, including difficult feedback, rather than letting issues linger.',
    'They avoid or delay hard feedback',
    'They give it clearly and promptly',
  ),
  'team-and-leadership/5': wording(
    "{name}'s team makes good decisions without {name} in the room.",
    'Things stall without them',
    'The team runs well without them',
  ),
  // Execution & Capital
  'execution-and-capital/1': wording(
    "{name}'s company has a steady operating rhythm (weekly priorities and reviews) that keeps everyone moving in the same direction.",
    'Work happens ad hoc',
    'It runs on a steady rhythm',
  ),
  'execution-and-capital/2': wording(
    'Every week {name} reviews a small set of metrics that show whether the business is really progressing.',
    'They go by gut feel',
    'A few key metrics, every week',
  ),
  'execution-and-capital/3': wording(
    "{name}'s company gets small releases to customers within days or weeks, not months.",
    'Releases take months',
    'They ship small and often',
  ),
  'execution-and-capital/4': wording(
    "{name} knows the company's runway to the month.",
    'They seem unsure of the runway',
    'They know it to the month',
  ),
  'execution-and-capital/5': wording(
    "{name}'s company is building toward clear milestones for its next funding round (or its path to profitability).",
    'The funding path seems unclear',
    'Clear milestones toward it',
  ),
};

/** The observer wording of a seeded question, or undefined for one an admin added. */
export function defaultObserverWording(chapterKey: string, position: number): ObserverWording | undefined {
  return OBSERVER_STATEMENTS[defaultQuestionKey(chapterKey, position)];
}

const defaultSelfTexts: ReadonlyMap<string, string> = new Map(
  questionnaireV1.chapters.flatMap((chapter) =>
    chapter.questions.map((question) => [defaultQuestionKey(chapter.key, question.position), question.text]),
  ),
);

/**
 * The observer wording written for a seeded statement, found by its exact self text: today's default, or
 * the earlier default a database seeded before the rewording still holds. Undefined when the text was
 * edited (the wording was written for the seeded text and may no longer fit) or the question is an
 * admin's own.
 */
export function observerWordingForSeededText(
  chapterKey: string,
  position: number,
  selfText: string,
): ObserverWording | undefined {
  const key = defaultQuestionKey(chapterKey, position);
  if (defaultSelfTexts.get(key) === selfText) return OBSERVER_STATEMENTS[key];
  const earlier = EARLIER_STATEMENTS[key];
  return earlier?.text === selfText ? earlier.observer : undefined;
}
