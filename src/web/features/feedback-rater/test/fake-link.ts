import { raterFlowCopy } from '../../../../content/feedback-copy';
import type { RaterView } from '../../../../contract/feedback';
import type { AnswerValue } from '../../../../domain/answers';
import { json, type Route, stubFetch } from '../../auth/test/harness';

/** A link token as the server makes them: 43 base64url characters. */
export const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABC';
export const LINK = `/api/feedback/${TOKEN}`;

const chapterId = '00000000-0000-4000-8000-00000000000c';
export const STATEMENTS = [
  { questionId: '00000000-0000-4000-8000-0000000000a1', text: 'Sam names their blind spots.' },
  { questionId: '00000000-0000-4000-8000-0000000000a2', text: 'Sam notices their stress early.' },
  { questionId: '00000000-0000-4000-8000-0000000000a3', text: 'Sam knows the runway to the month.' },
].map((statement) => ({
  ...statement,
  chapterId,
  chapterTitle: 'Self-Awareness',
  leftLabel: null,
  rightLabel: null,
}));

export const answerPath = (questionId: string) => `${LINK}/answers/${questionId}`;

export function openView(overrides: Partial<RaterView> = {}): RaterView {
  return {
    state: 'open',
    founderName: 'Sam',
    relationship: 'team-member',
    expiresAt: '2030-03-01T10:00:00.000Z',
    statements: STATEMENTS,
    answers: {},
    comment: null,
    hasAnswers: false,
    startedElsewhere: false,
    ...overrides,
  };
}

/**
 * The rater's routes as the server answers them, over one stored link: answers are kept, sending
 * marks the link submitted, deleting withdraws it, starting again takes over answers saved elsewhere. `overrides` replaces single routes (failures).
 */
export function fakeRaterServer(initial: RaterView = openView(), overrides: Record<string, Route> = {}) {
  const stored = structuredClone(initial);
  const routes: Record<string, Route> = {
    [`GET ${LINK}`]: () =>
      json(200, stored.state === 'open' ? stored : { ...stored, statements: [], answers: {} }),
    [`POST ${LINK}/submit`]: ({ body }) => {
      stored.state = 'submitted';
      stored.hasAnswers = true;
      stored.comment = (body as unknown as { comment: string | null }).comment;
      return json(200, { state: 'submitted' });
    },
    [`POST ${LINK}/restart`]: () => {
      stored.answers = {};
      stored.startedElsewhere = false;
      return json(200, { restarted: true });
    },
    [`DELETE ${LINK}`]: () => {
      stored.state = 'withdrawn';
      stored.answers = {};
      stored.comment = null;
      stored.hasAnswers = false;
      return json(200, { deleted: true });
    },
  };
  for (const { questionId } of STATEMENTS) {
    routes[`PUT ${answerPath(questionId)}`] = ({ body }) => {
      if (stored.startedElsewhere)
        return json(409, {
          error: { code: 'started_elsewhere', message: raterFlowCopy.startedElsewhere.refused },
        });
      stored.answers[questionId] = (body as unknown as { value: AnswerValue | null }).value;
      stored.hasAnswers = true;
      return json(200, { saved: true });
    };
  }
  const fetch = stubFetch({ ...routes, ...overrides });
  return { stored, fetch };
}
