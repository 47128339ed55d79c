import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INVITE_TTL_DAYS, MIN_RATERS_FOR_OTHERS, MIN_RATERS_PER_GROUP } from '../domain/feedback-rules';
import { seedQuestionnaireSchema, TEXT_LIMITS } from '../domain/questionnaire';
import { consentCopy } from './consent-copy';
import { chapterPageCopy, introductionCopy, landingCopy, loadingResultsCopy, overviewCopy } from './copy';
import { raterFlowCopy } from './feedback-copy';
import { LEGAL_TEMPLATE_MARKER, legalPages } from './legal';
import { questionnaireV1 } from './questionnaire';

const publicDir = join(process.cwd(), 'public');
const { chapters, areaResultTexts } = questionnaireV1;
const questions = chapters.flatMap((chapter) => chapter.questions.map((question) => ({ chapter, question })));
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

describe('default questionnaire', () => {
  it('parses with the domain schema', () => {
    expect(() => seedQuestionnaireSchema.parse(questionnaireV1)).not.toThrow();
    expect(questionnaireV1.assessment).toEqual({
      key: 'uplift-founder-audit',
      title: 'Uplift Founder Audit',
    });
  });

  it('has 8 chapters at positions 1–8, 4 inner then 4 outer, with unique keys', () => {
    expect(chapters).toHaveLength(8);
    expect(chapters.map((c) => c.position).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(chapters.filter((c) => c.area === 'inner')).toHaveLength(4);
    expect(chapters.filter((c) => c.area === 'outer')).toHaveLength(4);
    expect(new Set(chapters.map((c) => c.key)).size).toBe(8);
    expect(new Set(chapters.map((c) => c.title)).size).toBe(8);
  });

  it('fills every chapter field within its limit', () => {
    for (const c of chapters) {
      const fields = [
        [c.title, TEXT_LIMITS.title],
        [c.description, TEXT_LIMITS.description],
        [c.introTitle, TEXT_LIMITS.title],
        [c.introSubtitle, TEXT_LIMITS.introSubtitle],
        [c.introDescription, TEXT_LIMITS.introText],
        [c.iconUrl, 500],
      ] as const;
      for (const [value, max] of fields) {
        expect(value, c.key).toBeTruthy();
        expect(value?.trim().length, `${c.key}: ${value}`).toBeLessThanOrEqual(max);
      }
      expect(c.introSubtitle).toBe(chapterPageCopy.subtitleFallback(c.position));
    }
  });

  it('gives most chapters an outro, and every enabled outro a title and text', () => {
    expect(chapters.filter((c) => c.outroEnabled).length).toBeGreaterThanOrEqual(6);
    for (const c of chapters.filter((chapter) => chapter.outroEnabled)) {
      expect(c.outroTitle?.trim(), c.key).toBeTruthy();
      expect(c.outroTitle?.length ?? 0).toBeLessThanOrEqual(TEXT_LIMITS.title);
      expect(c.outroDescription?.trim(), c.key).toBeTruthy();
      expect(c.outroDescription?.length ?? 0).toBeLessThanOrEqual(TEXT_LIMITS.introText);
    }
  });

  it('uses a well-formed, attributed quote where there is one', () => {
    for (const c of chapters) {
      if (c.introQuote === null) continue;
      expect(c.introQuote, c.key).toMatch(/^“[^“”]+” — [A-Z][\p{L}.' -]+$/u);
      expect(c.introQuote.length).toBeLessThanOrEqual(TEXT_LIMITS.quote);
    }
  });

  it('points every chapter at its own small SVG icon in public/icons', () => {
    for (const c of chapters) {
      expect(c.iconUrl).toBe(`/icons/chapter-${String(c.position).padStart(2, '0')}.svg`);
    }
    for (const name of [...chapters.map((c) => c.iconUrl ?? ''), '/icons/chapter-default.svg']) {
      const file = join(publicDir, name);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(2048);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 48 48"/);
      expect(svg).not.toMatch(/<text|href=|url\(|<script|<image/i);
    }
  });

  it('has 40 questions, 5 per chapter at positions 1–5', () => {
    expect(questions).toHaveLength(40);
    for (const c of chapters) {
      expect(
        c.questions.map((q) => q.position),
        c.key,
      ).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it('fills every question field within its limit', () => {
    for (const { chapter, question: q } of questions) {
      const where = `${chapter.key} Q${q.position}`;
      expect(q.text.length, where).toBeLessThanOrEqual(TEXT_LIMITS.questionText);
      expect(q.text, where).toMatch(/^(I|I'm|My|We|Our|Everyone|Every week I|The team|Before|After|When) /);
      for (const label of [q.leftLabel, q.rightLabel]) {
        expect(label?.trim(), where).toBeTruthy();
        expect(label?.length ?? 0, where).toBeLessThanOrEqual(TEXT_LIMITS.label);
      }
      for (const insight of [q.insightLow, q.insightMedium, q.insightHigh]) {
        expect(insight?.trim(), where).toBeTruthy();
        expect(insight?.length ?? 0, where).toBeLessThanOrEqual(TEXT_LIMITS.insight);
        // 2–4 sentences; a question asked inside a sentence ('Ask: Why me? What …?') is part of it
        const sentences = (insight ?? '').split(/[.!]['"”)]*(?:\s|$)/).filter((s) => s.trim());
        expect(sentences.length, `${where}: ${insight}`).toBeGreaterThanOrEqual(2);
        expect(sentences.length, `${where}: ${insight}`).toBeLessThanOrEqual(4);
      }
      expect(new Set([q.insightLow, q.insightMedium, q.insightHigh]).size, where).toBe(3);
    }
  });

  it('has no two questions alike', () => {
    const texts = questions.map(({ question }) => normalise(question.text));
    expect(new Set(texts).size).toBe(texts.length);
    // also no two statements that share most of their words
    const words = texts.map((t) => new Set(t.split(' ').filter((w) => w.length > 3)));
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 1; j < words.length; j++) {
        const a = words[i] ?? new Set<string>();
        const b = words[j] ?? new Set<string>();
        const shared = [...a].filter((w) => b.has(w)).length;
        expect(shared / Math.min(a.size, b.size), `${texts[i]} | ${texts[j]}`).toBeLessThan(0.6);
      }
    }
  });

  it('has every result text of every chapter and area, for every tier', () => {
    const all = [
      ...chapters.map((c) => [c.key, c.resultTexts] as const),
      ['area inner', areaResultTexts.inner] as const,
      ['area outer', areaResultTexts.outer] as const,
    ];
    for (const [where, texts] of all) {
      for (const tier of tiers) {
        expect(texts.zoneOfGenius[tier].trim(), `${where} zoneOfGenius.${tier}`).toBeTruthy();
        expect(texts.howOthersSeeYou[tier].trim(), `${where} howOthersSeeYou.${tier}`).toBeTruthy();
      }
      expect(texts.energyDrains.normal.trim(), where).toBeTruthy();
      expect(texts.energyDrains.strong.trim(), where).toBeTruthy();
      expect(texts.improvementPath.length, where).toBeGreaterThanOrEqual(3);
      expect(texts.improvementPath.length, where).toBeLessThanOrEqual(5);
      for (const [path, text] of strings(texts)) {
        expect(text.trim(), `${where} ${path}`).toBeTruthy();
        expect(text.length, `${where} ${path}`).toBeLessThanOrEqual(TEXT_LIMITS.insight);
      }
      expect(new Set(texts.improvementPath).size, where).toBe(texts.improvementPath.length);
    }
  });

  it('contains no placeholder or filler text', () => {
    for (const [path, text] of strings(questionnaireV1)) {
      expect(text, path).not.toMatch(/lorem|ipsum|TODO|TBD|\[|\]|\s{2,}|^\s|\s$/i);
    }
  });
});

describe('legal pages', () => {
  const pages = Object.entries(legalPages);

  it('has terms, privacy policy and cookie policy, each marked as a template', () => {
    expect(Object.keys(legalPages).sort()).toEqual(['cookies', 'privacy_policy', 'terms']);
    for (const [name, text] of pages) {
      expect(text.trim().length, name).toBeGreaterThan(1000);
      expect(text.startsWith(LEGAL_TEMPLATE_MARKER), name).toBe(true);
      expect(text, name).toMatch(/\[Operator name\]|\[contact e-mail\]/);
      expect(text, name).not.toMatch(/<[a-z/!]/i);
    }
  });

  it('describes what is stored, for how long, and the rights to export, delete and withdraw', () => {
    const privacy = legalPages.privacy_policy;
    for (const needle of [
      'visitor ID',
      'argon2id',
      'LinkedIn',
      'fundraising stage',
      'Consent log',
      'correlation ID',
      'IP address',
      'fingerprint',
      '24 hours',
      'password reset',
      'JSON',
      'Your Data & Privacy',
      'Cookie Settings',
      'delete',
      'supervisory authority',
    ]) {
      expect(privacy, needle).toContain(needle);
    }
    expect(privacy).toMatch(/How long we keep data/);
    expect(legalPages.terms).toContain('Your Data & Privacy');
  });

  it('tells raters what is collected, who sees it, for how long and how to delete it', () => {
    const privacy = legalPages.privacy_policy;
    for (const needle of [
      'Feedback from people a founder invites (raters)',
      'how you know the founder',
      'a rating from 1 to 5',
      raterFlowCopy.scale.cantJudge,
      'your comment, if you write one',
      'only while the feedback round is open',
      'keyed hash',
      'your personal link only as a hash',
      `only once at least ${MIN_RATERS_FOR_OTHERS} people have`,
      `at least ${MIN_RATERS_PER_GROUP} people in it`,
      'never sees your individual answers',
      `Links work for ${INVITE_TTL_DAYS} days`,
      'delete your answers and comment',
      'If the founder deletes their account, every invite, answer and comment',
      "A rater's e-mail address: until the round ends: the founder closes it, it closes by itself once every invite and link in it has expired",
      'or it closes by itself once every invite and link in it has expired',
    ]) {
      expect(privacy, needle).toContain(needle);
    }
    // the terms no longer say the results come from the founder's own answers alone
    expect(legalPages.terms).toContain('Feedback from people you invite');
    expect(legalPages.terms).not.toContain('from your own answers only');
    expect(consentCopy.legal.dataRights.body).toMatch(/invited you to rate them, you can delete/);
  });

  it('lists the browser storage keys in the cookie policy', () => {
    for (const key of [
      'assessmentAnswers',
      'visitorId',
      'cookie_consent',
      'correlationId',
      'persistOnLogin',
      'resultsPersisted',
      'disableAutoProgress',
      'debugTools',
      'debugMode',
      'assessmentStartChapterId',
      'assessmentQuestionIndex',
      'nextChapterIdAfterOutro',
      'goToResultsAfterOutro',
      'currentChapterArea',
      'csrfToken',
    ]) {
      expect(legalPages.cookies, key).toContain(key);
    }
    expect(legalPages.cookies).toMatch(/no analytics, advertising or social media cookies/);
  });
});

describe('copy', () => {
  it('keeps the strings the spec fixes exactly', () => {
    expect(landingCopy.cta).toBe('Start your Audit');
    expect(introductionCopy.cta).toBe('Continue');
    expect(overviewCopy.inner.heading).toBe('How can we unlock your full potential?');
    expect(overviewCopy.outer.heading).toBe('How can you turn ambition into growth?');
    expect(overviewCopy.noDescription).toBe('No description available');
    expect(overviewCopy.loading).toBe('Loading...');
    expect(overviewCopy.cta).toBe('Continue');
    expect(chapterPageCopy.notFound).toBe('Chapter not found');
    expect(chapterPageCopy.subtitleFallback(1)).toBe('Chapter 01');
    expect(chapterPageCopy.subtitleFallback(12)).toBe('Chapter 12');
    expect(loadingResultsCopy.title).toBe('Preparing Your Uplift Founder Results');
  });

  it('has 10 distinct loading messages and no empty copy', () => {
    expect(loadingResultsCopy.messages).toHaveLength(10);
    expect(new Set(loadingResultsCopy.messages).size).toBe(10);
    for (const [path, text] of strings({ landingCopy, introductionCopy, overviewCopy, loadingResultsCopy })) {
      expect(text.trim(), path).toBeTruthy();
    }
    expect(overviewCopy.infoButtonLabel('Resilience')).toContain('Resilience');
  });
});
