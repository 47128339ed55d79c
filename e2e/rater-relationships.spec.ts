import { raterFlowCopy } from '../src/content/feedback-copy';
import { feedbackPaths, type RaterView } from '../src/contract/feedback';
import { questionnairePaths } from '../src/contract/questionnaire';
import type { RaterRelationship } from '../src/domain/feedback-rules';
import { adminQuestionnaire } from './authoring-helpers';
import { axeViolations, CSRF_HEADERS, csrfRequestContext, expect, newVisitorContext } from './fixtures';
import { completeAssessmentViaApi, signUp, signUpAdmin } from './journey-helpers';
import { resetAuthRateLimits, privateTest as test } from './own-server';

// An admin says three statements can be judged by co-founders only and publishes; a founder's
// team member then gets three statements fewer than a co-founder, in the link's own page.
test('a rater is asked only the statements their relationship can judge', async ({
  page,
  privateServer,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const url = privateServer.url;
  const asAdmin = { origin: url, ...CSRF_HEADERS };
  await signUpAdmin(privateServer, page.request, `admin-raters-${testInfo.project.name}@example.com`);
  expect((await page.request.post(questionnairePaths.draft, { headers: asAdmin })).status()).toBe(200);
  const draft = await adminQuestionnaire(page.request);
  // three statements every rater is asked so far
  const coFounderOnly = draft.questions
    .filter((q) => q.observerText !== null && q.raterRelationships === null)
    .slice(0, 3);
  expect(coFounderOnly).toHaveLength(3);
  // what the default questionnaire already asks of co-founders but not of team members
  const alreadyNotTeam = draft.questions
    .filter(
      (q) => q.raterRelationships?.includes('co-founder') && !q.raterRelationships.includes('team-member'),
    )
    .map((q) => q.id);
  for (const question of coFounderOnly) {
    const edited = await page.request.patch(`/api/admin/questions/${question.id}`, {
      headers: asAdmin,
      data: { raterRelationships: ['co-founder'] },
    });
    expect(edited.status(), await edited.text()).toBe(200);
  }
  const { version } = await adminQuestionnaire(page.request);
  const published = await page.request.post(questionnairePaths.publish, {
    headers: asAdmin,
    data: { draftId: version.id, revision: version.revision },
  });
  expect(published.status(), await published.text()).toBe(200);

  // a founder on the new version, with a round and a personal link per relationship
  const founder = await csrfRequestContext(url);
  await resetAuthRateLimits(privateServer.db);
  await signUp(founder, url, 'Grace Founder', `grace.raters.${testInfo.project.name}@example.com`);
  const { session } = await completeAssessmentViaApi(founder, `e2e_raters_${testInfo.project.name}`);
  expect((await founder.post('/api/me/sessions/claim', { data: session })).status()).toBe(200);
  const opened = await founder.post(feedbackPaths.rounds, { data: { resultId: session.id } });
  const { round } = (await opened.json()) as { round: { id: string } };
  const linkFor = async (relationship: RaterRelationship) => {
    const created = await founder.post(feedbackPaths.links.replace(':roundId', round.id), {
      data: { relationship },
    });
    expect(created.status(), await created.text()).toBe(201);
    return new URL(((await created.json()) as { url: string }).url).pathname;
  };
  const statementsOn = async (path: string) => {
    const token = path.split('/').pop() as string;
    const view = (await (
      await founder.get(feedbackPaths.rater.replace(':token', token))
    ).json()) as RaterView;
    return view.statements.map((statement) => statement.questionId);
  };
  const coFounderPath = await linkFor('co-founder');
  const teamPath = await linkFor('team-member');
  const asCoFounder = await statementsOn(coFounderPath);
  const asTeam = await statementsOn(teamPath);
  const restricted = coFounderOnly.map((q) => q.id);
  expect(asCoFounder).toEqual(expect.arrayContaining(restricted));
  expect(asTeam).toEqual(
    asCoFounder.filter((id) => !restricted.includes(id) && !alreadyNotTeam.includes(id)),
  );
  await founder.dispose();

  // the team member's page says so before they start
  const context = await newVisitorContext(browser, url, page.viewportSize(), 'e2e_team_rater');
  const rater = await context.newPage();
  await rater.goto(teamPath);
  await expect(rater.getByText(raterFlowCopy.intro.statementCount(asTeam.length))).toBeVisible();
  expect(await axeViolations(rater)).toEqual([]);
  await context.close();
});
