import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOUNDER_NAME_PLACEHOLDER, observerStatement } from '../domain/feedback-observer';
import { RATER_RELATIONSHIPS } from '../domain/feedback-rules';
import { observerWordingNotice, observerWordingProblem } from '../domain/observer-wording-rules';
import {
  type SeedChapter,
  type SeedQuestion,
  seedQuestionnaireSchema,
  TEXT_LIMITS,
} from '../domain/questionnaire';
import { chapterPageCopy } from './copy';
import { questionnaireV1 } from './questionnaire';
import { questionnaireV2 } from './questionnaire-v2';

/**
 * Version 2 of the default questionnaire, checked against the style guide in docs/content.md
 * ("Version 2"). The helpers below are copied from content.test.ts (which checks version 1 only).
 */

const root = process.cwd();
const publicDir = join(root, 'public');
const { chapters, areaResultTexts } = questionnaireV2;
const questions = chapters.flatMap((chapter) => chapter.questions.map((question) => ({ chapter, question })));
const where = (chapter: SeedChapter, question: SeedQuestion) => `${chapter.key}/${question.position}`;
const insightsOf = (q: SeedQuestion) => [q.insightLow, q.insightMedium, q.insightHigh];
const tiers = ['high', 'mid', 'low'] as const;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Every string in a value, with a path for failure messages. */
const strings = (value: unknown, path = ''): Array<[string, string]> => {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
};

/** Sentences as content.test.ts counts them: a question asked inside a sentence is part of it. */
const sentencesOf = (text: string) => text.split(/[.!]['"”)]*(?:\s|$)/).filter((s) => s.trim());

// ---------------------------------------------------------------------------------------------------
// Reading time (docs/content.md, "Reading time"): words a founder reads at 238 words per minute
// (Brysbaert 2019, silent reading of English non-fiction) plus 4 seconds per statement to decide.

const WORDS_PER_MINUTE = 238;
const SECONDS_PER_DECISION = 4;
const words = (text: string | null | undefined) => (text ?? '').trim().split(/\s+/).filter(Boolean).length;

/** What the brief counts: each chapter's intro and outro, each statement with its two labels. */
function readingWords(chapter: SeedChapter): number {
  const intro =
    words(chapter.introTitle) +
    words(chapter.introSubtitle) +
    words(chapter.introQuote) +
    words(chapter.introDescription);
  const outro = chapter.outroEnabled ? words(chapter.outroTitle) + words(chapter.outroDescription) : 0;
  const statements = chapter.questions.reduce(
    (sum, q) => sum + words(q.text) + words(q.leftLabel) + words(q.rightLabel),
    0,
  );
  return intro + outro + statements;
}

const flowWords = chapters.reduce((sum, c) => sum + readingWords(c), 0);

function minutes(extraWords = 0): number {
  return (flowWords + extraWords) / WORDS_PER_MINUTE + (questions.length * SECONDS_PER_DECISION) / 60;
}

/** The stricter figure: also the chapter titles and descriptions of the overview page. */
const overviewWords = chapters.reduce((sum, c) => sum + words(c.title) + words(c.description), 0);

// ---------------------------------------------------------------------------------------------------
// The style guide's word rules.

/** Words that lead the answer or judge quality instead of naming a behaviour. */
const LEADING =
  /\b(healthy|good|well|properly|proper|great|effective(ly)?|appropriate(ly)?|right|really|truly|always|never|clear(ly)?|successful(ly)?|enough|should|must|because|so that|in order to|rather than|instead of)\b/i;

/**
 * ' and ' / ' or ' in a statement usually joins two behaviours. These are the uses that join two
 * nouns inside one behaviour (an example list, one group of people), each checked by hand.
 */
const AND_OR_ALLOWED = [
  'customers or prospects', // one group: the people a founder sells to
  'a paid pilot or a pre-order', // two examples of one commitment
  'a new hire or contractor', // two kinds of one person brought in
  'roles or equity', // two examples of one hard topic
  'meetings and requests', // two kinds of one demand on the founder's time
];

/** Words about inner states, private life or motives: raters cannot see them. */
const INNER =
  /\b(feels?|thinks?|knows?|believes?|aware|notices?|sleep|exercise|motives?|motivation|wants?|private|at (their|his|her) best|energy|stress(ed)?)\b/i;

/** First person in a rater's wording would make the rater rate themselves (observer-statements.test.ts). */
const FIRST_PERSON = /\b(I|I'm|I've|me|my|mine|we|our|ours|us)\b/;

const CLICHES =
  /keep it up|keep up the|keep doing|carry on|well done|great job!|superpower|game[- ]changer|leverage|synergy|bandwidth|circle back|deep dive|move the needle|low-hanging|rock ?star|ninja|crush(ing)? it|hustle|10x|north star|(product|founder)-market fit|\b(KPIs?|OKRs?|ICP|GTM|MVP)\b/i;

const AMERICAN =
  /\b(behaviors?|organiz\w*|prioritiz\w*|recogniz\w*|judgment|colou?r(?=ful)|favorite|analyz\w*|realiz\w*|apologiz\w*|center|practiced|program\b)/i;

/** Something concrete to do, anchored in time: this week, next time, every Friday… */
const TIME_ANCHOR =
  /\b(this (week|month|quarter)|today|tomorrow|next (time|week|month|quarter)|(your|the) next\b|within (a|two|\d+) (week|weeks|days|hours|months)|for the next|every (week|month|quarter|friday|monday|morning)|each (week|month|quarter|morning)|once a (week|month|quarter|year)|from now on|from this week|from next week|at the (start|end) of|in (three|a) months?|after (each|every|the next|90 days))\b/i;

/** A team, co-founder, investors or customers an insight may only assume where its statement does. */
const ASSUMED = [
  {
    pattern: /\byour (team|staff|employees|hires|managers|direct reports)\b|\bthe team\b/i,
    root: /team|hire|candidates|check-in|someone's work|handed it/,
  },
  { pattern: /\byour co-?founders?\b/i, root: /co-founder/ },
  { pattern: /\byour (investors|board)\b/i, root: /investors/ },
  { pattern: /\byour (customers|users|clients)\b/i, root: /customers|prospects/ },
];
const CONDITIONAL = /\b(if|where|whether) (you|there)\b/i;

// ---------------------------------------------------------------------------------------------------
// Decisions recorded in docs/content.md ("Version 2"), so that a change to them is deliberate.

/** Quotes checked against their source; a chapter's quote is null or one of these. */
const CHECKED_QUOTES: Record<string, string> = {
  '“The first principle is that you must not fool yourself — and you are the easiest person to fool.” — Richard Feynman, Cargo Cult Science, 1974':
    'Caltech commencement address, 1974; printed in Engineering and Science 37:7 and in Surely You’re Joking, Mr. Feynman!',
  '“The impediment to action advances action. What stands in the way becomes the way.” — Marcus Aurelius, Meditations 5.20, tr. Gregory Hays':
    'Meditations, Book 5, §20, in Gregory Hays’s translation (Modern Library, 2002); the wording is Hays’s',
  '“How we spend our days is, of course, how we spend our lives.” — Annie Dillard, The Writing Life, 1989':
    'The Writing Life (Harper & Row, 1989)',
  '“Most decisions should probably be made with somewhere around 70% of the information you wish you had.” — Jeff Bezos, letter to shareholders, 2016':
    'Amazon 2016 Letter to Shareholders (April 2017), section on high-velocity decision making; the first word capitalised',
  '“The essence of strategy is choosing what not to do.” — Michael Porter, What Is Strategy?, 1996':
    'Harvard Business Review, November–December 1996',
  "“The most common unscalable thing founders have to do at the start is to recruit users manually.” — Paul Graham, Do Things that Don't Scale, 2013":
    'paulgraham.com/ds.html, July 2013, section "Recruit"',
  '“It is teamwork that remains the ultimate competitive advantage, both because it is so powerful and so rare.” — Patrick Lencioni, The Five Dysfunctions of a Team, 2002':
    'The Five Dysfunctions of a Team (Jossey-Bass, 2002), introduction: the sentence after “Not finance. Not strategy. Not technology.”',
  "“If you are not embarrassed by the first version of your product, you've launched too late.” — Reid Hoffman":
    'widely documented as Hoffman’s; his own essay “If There Aren’t Any Typos In This Essay, We Launched Too Late!” (2017) is built on it',
  '“The first time I meet you, you are a single data point. A dot.” — Mark Suster, Invest in Lines, Not Dots, 2010':
    'Both Sides of the Table blog, 2010 (reprinted by Business Insider, November 2010)',
  '“The standard you walk past is the standard you accept.” — Lieutenant General David Morrison, Chief of Army, Australia, 2013':
    'video message to the Australian Army, June 2013 (the line was written by his speechwriter and is also credited to General David Hurley, who used it earlier; Morrison made it known)',
};

/** The statements a founder may answer 'Doesn't apply to me yet' (they presuppose what many lack). */
const NOT_APPLICABLE_ALLOWED = [
  'strategy/4', // people to explain the strategy back: a solo founder has none
  'customers-and-selling/5', // prospects who said no: needs a sales pipeline
  'customers-and-selling/6', // a new way to find customers: needs something to sell
  'hiring-and-team/1', // bringing someone in
  'hiring-and-team/2', // hiring candidates
  'hiring-and-team/3', // decisions handed over
  'hiring-and-team/4', // someone's work to give feedback on
  'hiring-and-team/5', // a co-founder
  'execution/1', // people who report on commitments
  'fundraising/2', // a raise planned
  'fundraising/3', // investors
  'fundraising/4', // investors
  'culture/3', // people to thank
  'culture/4', // people whose behaviour to address
];

describe('questionnaire version 2', () => {
  it('parses with the domain schema, as the same assessment as version 1', () => {
    expect(() => seedQuestionnaireSchema.parse(questionnaireV2)).not.toThrow();
    expect(questionnaireV2.assessment).toEqual(questionnaireV1.assessment);
  });

  it('has 8–10 chapters at contiguous positions, the inner game first, with keys unlike version 1', () => {
    expect(chapters.length).toBeGreaterThanOrEqual(8);
    expect(chapters.length).toBeLessThanOrEqual(10);
    expect(chapters.map((c) => c.position)).toEqual(chapters.map((_, index) => index + 1));
    const areas = chapters.map((c) => c.area);
    const firstOuter = areas.indexOf('outer');
    expect(firstOuter).toBeGreaterThan(0);
    expect(areas.slice(0, firstOuter).every((a) => a === 'inner')).toBe(true);
    expect(areas.slice(firstOuter).every((a) => a === 'outer')).toBe(true);
    expect(new Set(chapters.map((c) => c.key)).size).toBe(chapters.length);
    expect(new Set(chapters.map((c) => c.title)).size).toBe(chapters.length);
    const v1Keys = new Set(questionnaireV1.chapters.map((c) => c.key));
    for (const c of chapters) expect(v1Keys.has(c.key), c.key).toBe(false);
  });

  it('has 40–50 statements, 4–6 per chapter at positions 1..n', () => {
    expect(questions.length).toBeGreaterThanOrEqual(40);
    expect(questions.length).toBeLessThanOrEqual(50);
    for (const c of chapters) {
      expect(c.questions.length, c.key).toBeGreaterThanOrEqual(4);
      expect(c.questions.length, c.key).toBeLessThanOrEqual(6);
      expect(
        c.questions.map((q) => q.position),
        c.key,
      ).toEqual(c.questions.map((_, index) => index + 1));
    }
  });

  it('fills every chapter field within its limit, with an outro for every chapter', () => {
    for (const c of chapters) {
      const fields = [
        [c.title, TEXT_LIMITS.title],
        [c.description, TEXT_LIMITS.description],
        [c.introTitle, TEXT_LIMITS.title],
        [c.introSubtitle, TEXT_LIMITS.introSubtitle],
        [c.introDescription, TEXT_LIMITS.introText],
        [c.outroTitle, TEXT_LIMITS.title],
        [c.outroDescription, TEXT_LIMITS.introText],
      ] as const;
      for (const [value, max] of fields) {
        expect(value?.trim(), c.key).toBeTruthy();
        expect(value?.length ?? 0, `${c.key}: ${value}`).toBeLessThanOrEqual(max);
      }
      expect(c.introSubtitle).toBe(chapterPageCopy.subtitleFallback(c.position));
      expect(c.outroEnabled, c.key).toBe(true);
      // short descriptions promise no more than the statements cover
      expect(words(c.description), c.key).toBeLessThanOrEqual(20);
      // short intros keep the audit under 12 minutes
      expect(words(c.introDescription), c.key).toBeGreaterThanOrEqual(35);
      expect(words(c.introDescription), c.key).toBeLessThanOrEqual(60);
    }
  });

  it('uses a quote only where its attribution was checked', () => {
    for (const c of chapters) {
      if (c.introQuote === null) continue;
      expect(Object.keys(CHECKED_QUOTES), c.key).toContain(c.introQuote);
      expect(c.introQuote, c.key).toMatch(/^“[^“”]+” — [A-Z][^“”]+$/u);
      expect(c.introQuote.length).toBeLessThanOrEqual(TEXT_LIMITS.quote);
    }
  });

  it('points every chapter at its own small SVG icon in public/icons', () => {
    for (const c of chapters) {
      expect(c.iconUrl).toBe(`/icons/chapter-${String(c.position).padStart(2, '0')}.svg`);
      const file = join(publicDir, c.iconUrl ?? '');
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(2048);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 48 48"/);
      expect(svg).toContain(c.area === 'inner' ? 'stroke="#2A1A66"' : 'stroke="#323B0E"');
      expect(svg).not.toMatch(/<text|href=|url\(|<script|<image/i);
    }
  });
});

describe('version 2 statements', () => {
  it('are first person, one sentence, within the limits, with labels for both ends', () => {
    for (const { chapter, question: q } of questions) {
      const key = where(chapter, q);
      expect(q.text, key).toMatch(/^I('m|'ve)? /);
      expect(q.text, key).toMatch(/^[^.!?]+\.$/);
      expect(q.text.length, key).toBeLessThanOrEqual(TEXT_LIMITS.questionText);
      for (const label of [q.leftLabel, q.rightLabel]) {
        expect(label?.trim(), key).toBeTruthy();
        expect(label?.length ?? 0, key).toBeLessThanOrEqual(TEXT_LIMITS.label);
        expect(label, key).not.toMatch(/\b(healthy|good|properly|great)\b/i);
      }
      expect(q.leftLabel, key).not.toBe(q.rightLabel);
    }
  });

  it('name one behaviour: no second verb joined by and / or, no leading words', () => {
    const allowedUses = new Map(AND_OR_ALLOWED.map((phrase) => [phrase, 0]));
    for (const { chapter, question: q } of questions) {
      const key = where(chapter, q);
      for (const text of [q.text, q.observer?.text ?? '']) {
        let rest = text;
        for (const phrase of AND_OR_ALLOWED) {
          if (rest.includes(phrase)) allowedUses.set(phrase, (allowedUses.get(phrase) ?? 0) + 1);
          rest = rest.replaceAll(phrase, '…');
        }
        expect(rest, key).not.toMatch(/\b(and|or)\b/i);
        expect(rest, key).not.toMatch(/,\s*(and|or|but)\s/);
        expect(text, key).not.toMatch(LEADING);
      }
    }
    // the allowlist holds no phrase that is not used
    for (const [phrase, uses] of allowedUses) expect(uses, phrase).toBeGreaterThan(0);
  });

  it('are about the founder, not the company: no statement opens with we, our or the team', () => {
    for (const { chapter, question: q } of questions) {
      expect(q.text, where(chapter, q)).not.toMatch(/^(We|Our|The team|Everyone|My team)\b/);
    }
  });

  it('has no two statements alike', () => {
    const texts = questions.map(({ question }) => normalise(question.text));
    expect(new Set(texts).size).toBe(texts.length);
    const wordSets = texts.map((t) => new Set(t.split(' ').filter((w) => w.length > 3)));
    for (let i = 0; i < wordSets.length; i++) {
      for (let j = i + 1; j < wordSets.length; j++) {
        const a = wordSets[i] ?? new Set<string>();
        const b = wordSets[j] ?? new Set<string>();
        const shared = [...a].filter((w) => b.has(w)).length;
        expect(shared / Math.min(a.size, b.size), `${texts[i]} | ${texts[j]}`).toBeLessThan(0.6);
      }
    }
  });

  it("allow 'Doesn't apply to me yet' exactly where they presuppose a team, a co-founder, investors or a pipeline", () => {
    const allowed = questions
      .filter(({ question }) => question.notApplicableAllowed === true)
      .map(({ chapter, question }) => where(chapter, question));
    expect(allowed).toEqual(NOT_APPLICABLE_ALLOWED);
    // false is the default: it is left out rather than written
    for (const { chapter, question: q } of questions) {
      expect(q.notApplicableAllowed, where(chapter, q)).not.toBe(false);
    }
  });
});

describe('version 2 observer wording', () => {
  it('exists for every statement and passes the admin editor’s rules', () => {
    for (const { chapter, question: q } of questions) {
      const key = where(chapter, q);
      const observer = q.observer;
      expect(observer, key).toBeDefined();
      if (!observer) continue;
      expect(observerWordingProblem(observer.text), key).toBeNull();
      expect(observerWordingNotice(observer.text), key).toBeNull();
      expect(observer.text, key).toContain(FOUNDER_NAME_PLACEHOLDER);
      expect(observer.text, key).not.toBe(q.text);
      for (const text of [observer.text, observer.leftLabel, observer.rightLabel]) {
        expect(text, key).not.toMatch(FIRST_PERSON);
        expect(text.trim(), key).toBe(text);
      }
      for (const name of ['Maximiliane-Konstantina', null]) {
        const shown = observerStatement(observer.text, name);
        expect(shown, key).not.toContain('{');
        expect(shown.length, key).toBeLessThanOrEqual(TEXT_LIMITS.questionText);
      }
      expect(observer.leftLabel.length, key).toBeLessThanOrEqual(TEXT_LIMITS.label);
      expect(observer.rightLabel.length, key).toBeLessThanOrEqual(TEXT_LIMITS.label);
    }
  });

  it('asks about what a rater can see, never inner states or private life', () => {
    for (const { chapter, question: q } of questions) {
      const observer = q.observer;
      for (const text of [
        q.text,
        observer?.text ?? '',
        observer?.leftLabel ?? '',
        observer?.rightLabel ?? '',
      ]) {
        expect(text, where(chapter, q)).not.toMatch(INNER);
      }
    }
  });

  it('names only known rater relationships, each once, and never all of them', () => {
    for (const { chapter, question: q } of questions) {
      const key = where(chapter, q);
      if (q.raterRelationships === undefined) continue;
      expect(q.raterRelationships.length, key).toBeGreaterThan(0);
      expect(new Set(q.raterRelationships).size, key).toBe(q.raterRelationships.length);
      for (const relationship of q.raterRelationships)
        expect(RATER_RELATIONSHIPS, key).toContain(relationship);
      // 'other' is never singled out, and listing every relationship is the same as listing none
      expect(q.raterRelationships, key).not.toContain('other');
      expect(q.raterRelationships.length, key).toBeLessThan(RATER_RELATIONSHIPS.length - 1);
    }
  });
});

describe('version 2 insights', () => {
  it('give 2–4 sentences per tier, within the limit, each different', () => {
    for (const { chapter, question: q } of questions) {
      const key = where(chapter, q);
      for (const insight of insightsOf(q)) {
        expect(insight?.trim(), key).toBeTruthy();
        expect(insight?.length ?? 0, key).toBeLessThanOrEqual(TEXT_LIMITS.insight);
        const sentences = sentencesOf(insight ?? '');
        expect(sentences.length, `${key}: ${insight}`).toBeGreaterThanOrEqual(2);
        expect(sentences.length, `${key}: ${insight}`).toBeLessThanOrEqual(4);
      }
      expect(new Set(insightsOf(q)).size, key).toBe(3);
    }
  });

  it('give something to do, anchored in time, in every tier', () => {
    for (const { chapter, question: q } of questions) {
      for (const insight of insightsOf(q)) expect(insight, where(chapter, q)).toMatch(TIME_ANCHOR);
    }
  });

  it('stretch a strength in the high tier instead of praising it', () => {
    for (const { chapter, question: q } of questions) {
      const key = where(chapter, q);
      expect(q.insightHigh, key).not.toMatch(
        /keep (it|this|that) up|keep doing|carry on|continue to|as you are/i,
      );
      // more than praise: at least one sentence after the first
      expect(sentencesOf(q.insightHigh ?? '').length, key).toBeGreaterThanOrEqual(2);
    }
  });

  it('assume a team, a co-founder, investors or customers only where the statement does, or say "if you…"', () => {
    for (const { chapter, question: q } of questions) {
      for (const insight of insightsOf(q)) {
        for (const sentence of sentencesOf(insight ?? '')) {
          for (const { pattern, root } of ASSUMED) {
            if (!pattern.test(sentence)) continue;
            const presupposed = root.test(q.text);
            expect(presupposed || CONDITIONAL.test(sentence), `${where(chapter, q)}: ${sentence}`).toBe(true);
          }
        }
      }
    }
  });
});

describe('version 2 result texts', () => {
  it('has every result text of every chapter and area, for every tier', () => {
    const all = [
      ...chapters.map((c) => [c.key, c.resultTexts] as const),
      ['area inner', areaResultTexts.inner] as const,
      ['area outer', areaResultTexts.outer] as const,
    ];
    for (const [key, texts] of all) {
      for (const tier of tiers) {
        expect(texts.zoneOfGenius[tier].trim(), `${key} zoneOfGenius.${tier}`).toBeTruthy();
        expect(texts.howOthersSeeYou[tier].trim(), `${key} howOthersSeeYou.${tier}`).toBeTruthy();
      }
      expect(texts.energyDrains.normal.trim(), key).toBeTruthy();
      expect(texts.energyDrains.strong.trim(), key).toBeTruthy();
      expect(texts.improvementPath.length, key).toBeGreaterThanOrEqual(3);
      expect(texts.improvementPath.length, key).toBeLessThanOrEqual(5);
      expect(new Set(texts.improvementPath).size, key).toBe(texts.improvementPath.length);
      for (const [path, text] of strings(texts)) {
        expect(text.length, `${key} ${path}`).toBeLessThanOrEqual(TEXT_LIMITS.insight);
        for (const sentence of sentencesOf(text)) {
          for (const { pattern } of ASSUMED) {
            if (pattern.test(sentence))
              expect(CONDITIONAL.test(sentence), `${key} ${path}: ${sentence}`).toBe(true);
          }
        }
      }
    }
  });
});

describe('version 2 tone', () => {
  it('has no placeholder, exclamation mark, cliché, jargon or American spelling', () => {
    for (const [path, text] of strings(questionnaireV2)) {
      expect(text, path).not.toMatch(/lorem|ipsum|TODO|TBD|\[|\]|\s{2,}|^\s|\s$/i);
      expect(text, path).not.toContain('!');
      expect(text, path).not.toMatch(CLICHES);
      expect(text, path).not.toMatch(AMERICAN);
      // straight apostrophes, as in version 1; curly quotes only around a chapter's quote
      expect(text, path).not.toMatch(/[‘’]/);
    }
  });
});

describe('version 2 reading time', () => {
  const figure = minutes();
  const strict = minutes(overviewWords);

  it('stays under 12 minutes, with the overview page’s titles and descriptions counted too', () => {
    expect(figure).toBeLessThan(12);
    expect(strict).toBeLessThan(12);
  });

  it('is the figure recorded in docs/content.md', () => {
    const doc = readFileSync(join(root, 'docs/content.md'), 'utf8');
    expect(doc).toContain(`${figure.toFixed(1)} minutes`);
    expect(doc).toContain(`${strict.toFixed(1)} minutes`);
    expect(doc).toContain(
      `${flowWords.toLocaleString('en-GB')} words at ${WORDS_PER_MINUTE} words per minute`,
    );
    expect(doc).toContain(`(${overviewWords} words)`);
    expect(doc).toContain(`${questions.length} statements`);
  });
});
