import { defaultQuestionnaire, shippedQuestionnaires } from '../../content/default-questionnaire';
import { legalPages } from '../../content/legal';
import type { DatabaseHandle } from './client';
import { runMigrations } from './migrate';
import { offerDefaultQuestionnaire, seedDefaultContent } from './seed';

/**
 * Brings any database, new or old, to the current schema with the default content in place: a new
 * installation starts on the current default questionnaire; one on an earlier default is offered it
 * as a draft.
 */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  await seedDefaultContent(handle, defaultQuestionnaire, legalPages);
  const newest = shippedQuestionnaires.at(-1);
  if (newest) await offerDefaultQuestionnaire(handle, newest);
}
