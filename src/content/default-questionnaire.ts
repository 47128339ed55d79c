import type { SeedQuestionnaire } from '../domain/questionnaire';
import { questionnaireV1 } from './questionnaire';
import { questionnaireV2 } from './questionnaire-v2';

/** What a new installation starts on; an installation on an earlier one is offered it as a draft. */
export const defaultQuestionnaire: SeedQuestionnaire = questionnaireV2;

/**
 * Every default questionnaire shipped so far, oldest first, with the number it is offered as: results
 * given on an earlier one keep finding its texts by their chapters' content keys.
 */
export const shippedQuestionnaires: ReadonlyArray<{ edition: number; questionnaire: SeedQuestionnaire }> = [
  { edition: 1, questionnaire: questionnaireV1 },
  { edition: 2, questionnaire: questionnaireV2 },
];
