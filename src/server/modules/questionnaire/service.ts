import { contentService } from './content-service';
import { type AuthoringDependencies, draftAccess } from './draft-access';
import { editingService } from './editing-service';
import { versionsService } from './versions-service';

export type { AuthoringAssessment, AuthoringDependencies } from './draft-access';

/**
 * Questionnaire authoring: every edit goes to the draft of the next version (the first one opens it);
 * the published version, and every answer and result given on it, never change. Publishing makes the
 * draft the version respondents get.
 */
export function authoringService(deps: AuthoringDependencies) {
  const access = draftAccess(deps);
  return {
    ...versionsService(deps, access),
    ...editingService(deps, access),
    ...contentService(deps, access),
  };
}

export type AuthoringService = ReturnType<typeof authoringService>;
