import { flowStorage, LOCAL_KEYS, localStore } from '../../../lib/storage';

/**
 * Which questionnaire version the flow's screens show, read from what the answer sync keeps in local
 * storage, without loading the sync itself (the overview's first load stays small). The sync fires
 * FLOW_VERSION_EVENT on this tab whenever the pinned version or "in progress" changes; other tabs hear
 * the browser's `storage` event.
 */
export const FLOW_VERSION_EVENT = 'assessmentFlowVersion';

export interface FlowState {
  /** the version the stored answers belong to (pinned by the first answer); null before */
  version: number | null;
  /** answers given and not completed, or a session not completed */
  inProgress: boolean;
}

export function parseVersion(raw: string | null): number | null {
  const value = raw === null || raw === '' ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : null;
}

/** The questionnaire version the stored answers belong to, or null. */
export function readStoredVersion(): number | null {
  return parseVersion(localStore.get(LOCAL_KEYS.assessmentVersion));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "answers given or a session not completed", as the sync decides it (see AnswerSync). */
function readInProgress(): boolean {
  const session = localStore.getJson(LOCAL_KEYS.assessmentSession);
  if (isRecord(session) && typeof session.id === 'string' && typeof session.secret === 'string')
    return session.completedAt === null || session.completedAt === undefined;
  const answers = localStore.getJson(LOCAL_KEYS.assessmentAnswers);
  return isRecord(answers) && Object.keys(answers).length > 0;
}

/**
 * The version the flow's screens show: the pinned one while an assessment is in progress, and on the
 * way to the results (the last outro comes after completion); else null, the published one.
 */
export function flowVersionOf(state: FlowState, finishing: boolean): number | null {
  if (state.version === null) return null;
  return state.inProgress || finishing ? state.version : null;
}

/** The version the flow shows now (null: the published one). */
export function readFlowVersion(): number | null {
  return flowVersionOf(
    { version: readStoredVersion(), inProgress: readInProgress() },
    flowStorage.goToResultsAfterOutro.get(),
  );
}

/** Calls `onChange` when the flow's version may have changed (this tab's sync, or another tab). */
export function subscribeFlowVersion(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    const keys: Array<string | null> = [
      null,
      LOCAL_KEYS.assessmentVersion,
      LOCAL_KEYS.assessmentSession,
      LOCAL_KEYS.assessmentAnswers,
    ];
    if (keys.includes(event.key)) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(FLOW_VERSION_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(FLOW_VERSION_EVENT, onChange);
  };
}
