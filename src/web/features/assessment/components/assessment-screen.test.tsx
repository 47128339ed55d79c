// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assessmentCopy } from '../../../../content/flow-copy';
import type { Questionnaire } from '../../../../contract/assessment';
import { AssessmentScreen } from './assessment-screen';

// rendering with React's act() outside Testing Library
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const chapterId = '00000000-0000-4000-8000-00000000000c';
const questionnaire: Questionnaire = {
  assessment: { id: '00000000-0000-4000-8000-00000000000a', title: 'Audit' },
  version: 1,
  chapters: [
    {
      id: chapterId,
      area: 'inner',
      position: 1,
      title: 'Self-awareness',
      description: null,
      introTitle: null,
      introSubtitle: null,
      introQuote: null,
      introDescription: null,
      outroEnabled: false,
      outroTitle: null,
      outroDescription: null,
      iconUrl: null,
    },
  ],
  questions: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      chapterId,
      position: 1,
      text: 'I know my limits.',
      notApplicableAllowed: false,
      leftLabel: null,
      rightLabel: null,
    },
  ],
};

const screen = (
  <MemoryRouter initialEntries={['/assessment']}>
    <AssessmentScreen questionnaire={questionnaire} />
  </MemoryRouter>
);

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
});

describe('AssessmentScreen', () => {
  it("shows 'Initializing assessment...' until the saved position is restored", () => {
    const html = renderToString(screen);
    expect(html).toContain(assessmentCopy.initializing);
    expect(html).not.toContain('I know my limits.');
  });

  it('then shows the question at the restored position', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    // the full screen prefetches the outro's code, which needs the framework's router
    const Stub = createRoutesStub([
      { path: '/assessment', Component: () => <AssessmentScreen questionnaire={questionnaire} /> },
    ]);
    await act(async () => root.render(<Stub initialEntries={['/assessment']} />));
    expect(container.textContent).not.toContain(assessmentCopy.initializing);
    expect(container.querySelector('h1, h2')?.textContent).toContain('I know my limits.');
    await act(async () => root.unmount());
  });
});

describe("'Doesn't apply to me yet'", () => {
  const withTeamStatement: Questionnaire = {
    ...questionnaire,
    questions: [
      {
        id: '00000000-0000-4000-8000-0000000000a2',
        chapterId,
        position: 1,
        text: 'I review my team’s work every week.',
        notApplicableAllowed: true,
        leftLabel: null,
        rightLabel: null,
      },
    ],
  };

  // the answer is kept on this device first; the network is left waiting (this test is not about sending)
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => undefined)));
  afterEach(() => vi.unstubAllGlobals());

  async function renderScreen(q: Questionnaire) {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const Stub = createRoutesStub([
      { path: '/assessment', Component: () => <AssessmentScreen questionnaire={q} /> },
    ]);
    await act(async () => root.render(<Stub initialEntries={['/assessment']} />));
    return { container, root };
  }

  const optionIn = (container: HTMLElement) =>
    [...container.querySelectorAll('button')].find(
      (button) => button.textContent === assessmentCopy.notApplicable,
    );

  it('is offered beside the scale where the statement allows it, and answers it (kept on this device)', async () => {
    const { container, root } = await renderScreen(withTeamStatement);
    const option = optionIn(container);
    expect(option?.getAttribute('aria-pressed')).toBe('false');
    expect(container.textContent).toContain(assessmentCopy.keyboardHintNotApplicable);
    await act(async () => option?.click());
    expect(optionIn(container)?.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('assessmentAnswers') ?? '{}')).toEqual({
      '00000000-0000-4000-8000-0000000000a2': 'not-applicable',
    });
    await act(async () => root.unmount());
  });

  it('is chosen with the key 0', async () => {
    const { container, root } = await renderScreen(withTeamStatement);
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: '0' }));
    });
    expect(optionIn(container)?.getAttribute('aria-pressed')).toBe('true');
    await act(async () => root.unmount());
  });

  it('is not offered where the statement applies to every founder, and the key 0 does nothing', async () => {
    const { container, root } = await renderScreen(questionnaire);
    expect(optionIn(container)).toBeUndefined();
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: '0' }));
    });
    expect(localStorage.getItem('assessmentAnswers')).toBeNull();
    await act(async () => root.unmount());
  });
});
