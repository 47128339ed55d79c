import { legalPages } from '../../content/legal';
import { defaultQuestionnaire } from '../../content/questionnaire';
import type { DatabaseHandle } from './client';
import { runMigrations } from './migrate';
import { seedDefaultContent } from './seed';

/** Brings any database, new or old, to the current schema with the default content in place. */
export async function prepareDatabase(handle: DatabaseHandle): Promise<void> {
  await runMigrations(handle);
  await seedDefaultContent(handle, defaultQuestionnaire, legalPages);
}
