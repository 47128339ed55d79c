import { describe, expect, it } from 'vitest';
import { howOthersSeeYouSection } from '../domain/feedback-insight';
import { computeFeedbackReport, type FeedbackRater } from '../domain/feedback-report';
import { RATER_RELATIONSHIPS } from '../domain/feedback-rules';
import {
  feedbackEmailsCopy,
  feedbackInsightTemplates,
  founderFeedbackCopy,
  RATER_GROUP_LABELS,
  RATER_RELATIONSHIP_LABELS,
  RATER_RELATIONSHIP_OPTIONS,
  raterFlowCopy,
} from './feedback-copy';

const chapters = [
  { id: 'a', area: 'inner' as const, position: 1, title: 'Self-Awareness' },
  { id: 'b', area: 'outer' as const, position: 2, title: 'Execution' },
];
const questions = [
  { id: 'a1', chapterId: 'a', position: 1, text: 'I ask for candid feedback on how I lead.' },
  { id: 'a2', chapterId: 'a', position: 2, text: 'I notice stress early.' },
  { id: 'b1', chapterId: 'b', position: 1, text: 'I know our runway to the month.' },
  { id: 'b2', chapterId: 'b', position: 2, text: 'We ship small releases often.' },
];
const rater = (a1: number, a2: number, b1: number, b2: number): FeedbackRater => ({
  relationship: 'team-member',
  answers: { a1, a2, b1, b2 },
});

describe('feedback copy', () => {
  it('labels every relationship, in the domain’s order', () => {
    expect(RATER_RELATIONSHIP_OPTIONS.map((option) => option.value)).toEqual([...RATER_RELATIONSHIPS]);
    for (const relationship of RATER_RELATIONSHIPS) {
      expect(RATER_RELATIONSHIP_LABELS[relationship]).toBeTruthy();
      expect(RATER_GROUP_LABELS[relationship]).toBeTruthy();
    }
  });

  it('writes How Others See You from a report, in full sentences', () => {
    const report = computeFeedbackReport({
      chapters,
      questions,
      selfAnswers: { a1: 5, a2: 4, b1: 3, b2: 2 },
      invitations: Array.from({ length: 4 }, () => ({ relationship: 'team-member' as const })),
      raters: [rater(2, 4, 3, 4), rater(3, 4, 3, 4), rater(2, 5, 3, 4)],
      roundSeed: 'r',
    });
    const section = howOthersSeeYouSection(report, 'canned', feedbackInsightTemplates);
    expect(section.source).toBe('raters');
    expect(section.text).toBe(
      'The 3 people who answered see you much as you see yourself: you rate yourself 3.5 overall, they rate you 3.4. ' +
        'Your biggest blind spot is “I ask for candid feedback on how I lead”: you give yourself 5.0, others give you 2.3. ' +
        'Your biggest hidden strength is “We ship small releases often”: others give you 4.0, well above your own 2.0. ' +
        'They largely agree with one another, so this picture is a consistent one.',
    );
  });

  it('says the canned text is not from raters, with what is missing', () => {
    expect(founderFeedbackCopy.howOthersSeeYou.cannedNote(1, 2)).toContain('1 answer so far');
    expect(founderFeedbackCopy.howOthersSeeYou.cannedNote(2, 1)).toContain('after 1 more');
    expect(founderFeedbackCopy.counts.waiting(2)).toBe('Others’ view appears after 2 more answers.');
    expect(founderFeedbackCopy.counts.answeredOf(2, 5)).toBe('2 of 5 people invited have answered');
  });

  it('never offers the founder an "answered" status for an invite', () => {
    expect(Object.values(founderFeedbackCopy.invites.states).join(' ')).not.toMatch(/answer|complet|done/i);
  });

  it('fills the e-mails with the founder’s name only through {founder}', () => {
    for (const email of Object.values(feedbackEmailsCopy)) {
      const text = [
        email.subject,
        email.preheader,
        email.heading,
        ...email.paragraphs,
        ...email.afterAction,
      ].join(' ');
      expect(text).toContain('{founder}');
      expect(text.replace(/\{founder\}/g, '')).not.toMatch(/[{}]/);
    }
    expect(raterFlowCopy.intro.title('Sam')).toBe('Sam would like your view');
  });
});
