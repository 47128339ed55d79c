// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Questionnaire } from '../../../../contract/assessment';
import { queryClient } from '../../../lib/query-client';
import { json, stubFetch } from '../../auth/test/harness';
import {
  fetchQuestionnaire,
  publishedQuestionnaireQueryOptions,
  questionnaireVersionQueryKey,
  questionnaireVersionQueryOptions,
} from './questionnaire-queries';

const questionnaire = (version: number): Questionnaire => ({
  assessment: { id: '00000000-0000-4000-8000-00000000000a', title: 'Audit' },
  version,
  chapters: [],
  questions: [],
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('questionnaire queries', () => {
  it('keeps the published questionnaire under its version too, so pinning it loads nothing again', async () => {
    const fetch = stubFetch({ 'GET /api/questionnaire': () => json(200, questionnaire(4)) });
    const published = await queryClient.fetchQuery(publishedQuestionnaireQueryOptions());
    expect(published.version).toBe(4);
    expect(queryClient.getQueryData(questionnaireVersionQueryKey(4))).toBe(published);
    await queryClient.ensureQueryData(questionnaireVersionQueryOptions(4));
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/questionnaire']);
  });

  it('loads one version from its own path and keeps it for good', async () => {
    const fetch = stubFetch({ 'GET /api/questionnaire/versions/2': () => json(200, questionnaire(2)) });
    expect((await fetchQuestionnaire(2)).version).toBe(2);
    expect((await fetchQuestionnaire(2)).version).toBe(2);
    expect(fetch).toHaveBeenCalledTimes(1);
    const state = queryClient.getQueryCache().find({ queryKey: questionnaireVersionQueryKey(2) });
    expect(state?.isStale()).toBe(false);
  });

  it('asks the server for the published version every time the sync needs it', async () => {
    const fetch = stubFetch({ 'GET /api/questionnaire': () => json(200, questionnaire(5)) });
    await fetchQuestionnaire(null);
    await fetchQuestionnaire(null);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('an unknown version is a 404 error', async () => {
    stubFetch({});
    await expect(fetchQuestionnaire(9)).rejects.toMatchObject({ status: 404 });
  });
});
