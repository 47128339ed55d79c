import type { ObserverWording } from './observer-statements';

/**
 * Default statements as they were seeded before each was reworded to rate one behaviour
 * (docs/statement-rewrites.md), with the observer wording written for them. Databases seeded before
 * the rewording keep these statements (published versions never change), so a rater of such a version
 * still reads the wording and scale labels that fit the statement the founder answered.
 */
export interface EarlierStatement {
  /** the self statement exactly as it was seeded */
  text: string;
  observer: ObserverWording;
}

const earlier = (
  text: string,
  observerText: string,
  leftLabel: string,
  rightLabel: string,
): EarlierStatement => ({
  text,
  observer: { text: observerText, leftLabel, rightLabel },
});

/** Keyed like OBSERVER_STATEMENTS: chapter key / position. */
export const EARLIER_STATEMENTS: Readonly<Record<string, EarlierStatement>> = {
  'self-awareness/1': earlier(
    'I can name my two or three biggest blind spots as a founder, and how they have cost the company.',
    '{name} can name their two or three biggest blind spots as a founder, and how they have cost the company.',
    "They don't seem to know them",
    'They can name them and their cost',
  ),
  'self-awareness/2': earlier(
    'I regularly ask for candid feedback on how I lead, and people actually give it to me.',
    '{name} regularly asks for candid feedback on how they lead, and people actually give it to them.',
    'Feedback rarely reaches them',
    'They get candid feedback often',
  ),
  'self-awareness/4': earlier(
    'I know which kinds of work give me energy and which drain me, and I shape my role around that.',
    '{name} knows which kinds of work give them energy and which drain them, and has shaped their role around that.',
    'Their role just happens to them',
    'They design their role deliberately',
  ),
  'self-awareness/5': earlier(
    'I can say clearly why I am building this company, and that reason holds up on hard days.',
    '{name} can say clearly why they are building this company, and that reason holds up on hard days.',
    'Their why seems fuzzy',
    'Their why is clear and durable',
  ),
  'focus-and-energy/1': earlier(
    'I know the one to three priorities that matter most this quarter, and my calendar reflects them.',
    '{name} knows the one to three priorities that matter most this quarter, and spends their time on them.',
    'Their calendar runs them',
    'Their time matches their priorities',
  ),
  'focus-and-energy/3': earlier(
    "I say no to good opportunities that don't fit our current focus, without agonising over it.",
    "{name} says no to good opportunities that don't fit the company's current focus, without agonising over it.",
    'They say yes to too much',
    "They decline easily when it doesn't fit",
  ),
  'decision-making/1': earlier(
    'I tell reversible decisions from irreversible ones, and I move faster on the ones we can undo.',
    '{name} tells reversible decisions from irreversible ones, and moves faster on the ones that can be undone.',
    'They treat every decision the same',
    'They match speed to reversibility',
  ),
  'vision-and-strategy/1': earlier(
    'I can explain in two sentences where the company will be in three years and why that matters.',
    '{name} can explain in two sentences where the company will be in three years and why that matters.',
    "It's hard for them to put into words",
    'They can say it crisply',
  ),
  'vision-and-strategy/3': earlier(
    'I can name what makes us hard to copy or beat, and we keep investing in it.',
    '{name} can name what makes the company hard to copy or beat, and keeps investing in it.',
    'Unclear what sets them apart',
    'They know their edge and invest in it',
  ),
  'vision-and-strategy/5': earlier(
    'I regularly test our strategy against reality (data, customer feedback, competitors) and adjust it deliberately.',
    "{name} regularly tests the company's strategy against reality (data, customer feedback, competitors) and adjusts it deliberately.",
    'They set it once and drift',
    'They review and adjust on purpose',
  ),
  'customer-and-market/5': earlier(
    'I know how our market is changing and where competitors and alternatives are heading.',
    '{name} knows how the market is changing and where competitors and alternatives are heading.',
    "They're mostly heads-down",
    'They track the market deliberately',
  ),
  'team-and-leadership/2': earlier(
    'Everyone on the team knows what they own and how their success is measured.',
    "Everyone on {name}'s team knows what they own and how their success is measured.",
    'Ownership is blurry',
    'Clear owners, clear measures',
  ),
  'team-and-leadership/3': earlier(
    'I hire people who are better than me in their field, and I hold the bar rather than hiring fast to fill gaps.',
    '{name} hires people who are better than them in their field, and holds the bar rather than hiring fast to fill gaps.',
    'They hire fast to fill gaps',
    'They hire to a high bar',
  ),
  'team-and-leadership/5': earlier(
    'The team makes good decisions and moves forward when I am not in the room.',
    "{name}'s team makes good decisions and moves forward when {name} is not in the room.",
    'Things stall without them',
    'The team runs well without them',
  ),
  'execution-and-capital/2': earlier(
    'I track a small set of metrics that show whether the business is really progressing, and I review them every week.',
    '{name} tracks a small set of metrics that show whether the business is really progressing, and reviews them every week.',
    'They go by gut feel',
    'A few key metrics, every week',
  ),
  'execution-and-capital/3': earlier(
    'We ship, learn and iterate quickly: small releases reach customers within days or weeks, not months.',
    "{name}'s company ships, learns and iterates quickly: small releases reach customers within days or weeks, not months.",
    'Releases take months',
    'They ship small and often',
  ),
  'execution-and-capital/4': earlier(
    'I know our runway to the month, and I have a plan for when revenue or funding takes longer than expected.',
    '{name} knows the runway to the month, and has a plan for when revenue or funding takes longer than expected.',
    'They seem unsure of the runway',
    'They know it and have a plan B',
  ),
  'execution-and-capital/5': earlier(
    'I know what our next funding round (or our path to profitability) requires, and we are building toward those milestones.',
    "{name} knows what the company's next funding round (or path to profitability) requires, and is building toward those milestones.",
    'The funding path seems unclear',
    'Clear milestones toward it',
  ),
};
