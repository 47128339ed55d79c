import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PublicChapter, PublicQuestion } from '../../../contract/assessment';
import { DEV_TOOL_MESSAGES, type DevUser, type DevViewAs } from '../../../contract/dev-tools';
import type { AnswerValue } from '../../../domain/answers';
import { orderQuestions, sortChapters } from '../../../domain/chapters';
import { USER_SEARCH_MIN_LENGTH } from '../../../domain/constants';
import { formatScore } from '../../../domain/scoring';
import { toast } from '../../components/ui/toaster';
import { ApiError } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { flowStorage, isFlagSet, LOCAL_KEYS, type LocalKey, localStore } from '../../lib/storage';
import { questionnaireQueryOptions } from '../assessment/api/get-questionnaire';
import type { DevPanelProps } from '../assessment/components/dev-panel-slot';
import { useAnswerSync } from '../assessment/hooks/use-answer-sync';
import { getAnswerSync } from '../assessment/sync/instance';
import { dispatchChapterJump } from '../flow/events';
import { devToolsApi } from './api';

const FLAG_LABELS: Array<[keyof DevUser['flags'], string]> = [
  ['hasNullEmail', 'hasNullEmail'],
  ['hasResults', 'hasResults'],
  ['hasProfile', 'hasProfile'],
  ['emailMismatch', 'emailMismatch'],
];

function randomAnswers(questions: readonly PublicQuestion[]): Record<string, AnswerValue> {
  const values = new Uint8Array(questions.length);
  crypto.getRandomValues(values);
  return Object.fromEntries(questions.map((q, i) => [q.id, (((values[i] ?? 0) % 5) + 1) as AnswerValue]));
}

/** Outside /assessment the panel reads the questionnaire from the query cache (fetching it once). */
function useQuestionnaireData(given: Partial<DevPanelProps>) {
  const [loaded, setLoaded] = useState<{ chapters: PublicChapter[]; questions: PublicQuestion[] } | null>(
    null,
  );
  const hasGiven = given.chapters !== undefined && given.questions !== undefined;
  useEffect(() => {
    if (hasGiven) return;
    let alive = true;
    queryClient
      .fetchQuery(questionnaireQueryOptions())
      .then((q) => {
        if (alive)
          setLoaded({
            chapters: sortChapters(q.chapters),
            questions: orderQuestions(q.chapters, q.questions),
          });
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [hasGiven]);
  if (hasGiven) return { chapters: given.chapters ?? [], questions: given.questions ?? [] };
  return loaded ?? { chapters: [], questions: [] };
}

function messageOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.message : undefined;
}

/**
 * The hidden developer panel (spec 2): a floating 'DEV' button toggles it. It shows the path and the
 * counts, autofills answers, jumps to a chapter, resets the session, toggles auto-progression, and
 * searches users with the debugging view and its actions, which call the admin-only /api/admin/dev API.
 */
export default function DevPanel(props: Partial<DevPanelProps>) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="fixed right-3 bottom-3 z-[60] flex flex-col items-end gap-2 print:hidden">
      {open ? <PanelBody {...props} id={panelId} /> : null}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="min-h-11 min-w-11 rounded-full bg-ink px-4 font-bold font-mono text-sm text-white shadow-soft"
      >
        DEV
      </button>
    </div>
  );
}

/** A local-storage switch ('true' when on, absent when off) as React state with its toggle. */
function useLocalFlag(key: LocalKey) {
  const [on, setOn] = useState(() => isFlagSet(localStore.get(key)));
  const toggle = () => {
    if (on) localStore.remove(key);
    else localStore.set(key, 'true');
    setOn(!on);
  };
  return [on, toggle] as const;
}

function PanelBody(props: Partial<DevPanelProps> & { id: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { chapters, questions } = useQuestionnaireData(props);
  const sync = useAnswerSync();
  const answers = props.answers ?? sync.answers;
  const answered = questions.filter((q) => answers[q.id] !== undefined).length;
  const [autoProgressOff, toggleAutoProgress] = useLocalFlag(LOCAL_KEYS.disableAutoProgress);
  const [debugMode, toggleDebugMode] = useLocalFlag(LOCAL_KEYS.debugMode);
  const [query, setQuery] = useState('');
  const [users, setUsers] = useState<DevUser[]>([]);
  const [searching, setSearching] = useState(false);
  const [viewing, setViewing] = useState<DevViewAs | null>(null);

  const autofill = () => {
    if (questions.length === 0) {
      toast.error(DEV_TOOL_MESSAGES.noQuestions, { id: 'dev-tools' });
      return;
    }
    void getAnswerSync().answerMany(randomAnswers(questions));
    toast.success(`Autofilled ${questions.length} answers`, { id: 'dev-tools' });
  };

  const jumpTo = (chapterId: string) => {
    flowStorage.startChapterId.set(chapterId);
    flowStorage.questionIndex.clear();
    if (location.pathname === '/assessment') dispatchChapterJump(chapterId);
    else navigate('/assessment');
  };

  const resetSession = () => {
    getAnswerSync().reset();
    flowStorage.questionIndex.clear();
    flowStorage.startChapterId.clear();
    flowStorage.nextChapterIdAfterOutro.clear();
    flowStorage.goToResultsAfterOutro.clear();
    toast.success(DEV_TOOL_MESSAGES.sessionCleared, { id: 'dev-tools' });
  };

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (text.length < USER_SEARCH_MIN_LENGTH) return;
    setSearching(true);
    try {
      const found = await devToolsApi.search(text);
      setUsers(found.users);
      if (found.users.length === 0) toast.error(DEV_TOOL_MESSAGES.userNotFound, { id: 'dev-tools' });
    } catch (error) {
      setUsers([]);
      toast.error(DEV_TOOL_MESSAGES.searchFailed, { id: 'dev-tools', description: messageOf(error) });
    } finally {
      setSearching(false);
    }
  };

  const fix = async (user: DevUser) => {
    try {
      const result = await devToolsApi.fix(user.id);
      setUsers((list) => list.map((u) => (u.id === user.id ? result.user : u)));
      toast.success(DEV_TOOL_MESSAGES.fixed, {
        id: 'dev-tools',
        description: DEV_TOOL_MESSAGES.appliedFixes(result.applied),
      });
    } catch (error) {
      toast.error(DEV_TOOL_MESSAGES.fixFailed, { id: 'dev-tools', description: messageOf(error) });
    }
  };

  const clearCache = async (user: DevUser) => {
    try {
      await devToolsApi.clearCache(user.id);
      queryClient.removeQueries({ predicate: (q) => JSON.stringify(q.queryKey).includes(user.id) });
      toast.success(DEV_TOOL_MESSAGES.cacheCleared, { id: 'dev-tools' });
    } catch (error) {
      toast.error(DEV_TOOL_MESSAGES.cacheClearFailed, { id: 'dev-tools', description: messageOf(error) });
    }
  };

  const viewAs = async (user: DevUser) => {
    try {
      setViewing(await devToolsApi.viewAs(user.id));
      toast.success(DEV_TOOL_MESSAGES.viewingAs, { id: 'dev-tools', description: user.email ?? user.id });
    } catch (error) {
      toast.error(DEV_TOOL_MESSAGES.viewAsFailed, { id: 'dev-tools', description: messageOf(error) });
    }
  };

  const button = 'rounded border border-line bg-white px-2 py-1 text-left text-xs hover:bg-paper';
  return (
    <section
      id={props.id}
      aria-label="Developer tools"
      className="max-h-[80dvh] w-[min(92vw,24rem)] overflow-y-auto rounded-lg border border-line bg-white p-3 font-mono text-ink text-xs shadow-soft"
    >
      <h2 className="mb-2 font-bold text-sm">Developer tools</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt>Path</dt>
        <dd data-testid="dev-path">{location.pathname}</dd>
        <dt>Questions</dt>
        <dd data-testid="dev-questions">{questions.length}</dd>
        <dt>Chapters</dt>
        <dd data-testid="dev-chapters">{chapters.length}</dd>
        <dt>Answered</dt>
        <dd data-testid="dev-answered">{answered}</dd>
      </dl>

      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={button} onClick={autofill}>
          Random autofill
        </button>
        <button type="button" className={button} onClick={resetSession}>
          Reset session
        </button>
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={autoProgressOff} onChange={toggleAutoProgress} />
          Disable auto-progression
        </label>
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={debugMode} onChange={toggleDebugMode} />
          Echo client logs to the console
        </label>
      </div>

      <h3 className="mt-3 font-bold">Jump to chapter</h3>
      {chapters.length === 0 ? (
        <p>No chapters loaded.</p>
      ) : (
        <ul className="mt-1 grid gap-1">
          {chapters.map((chapter) => (
            <li key={chapter.id}>
              <button type="button" className={`${button} w-full`} onClick={() => jumpTo(chapter.id)}>
                {String(chapter.position).padStart(2, '0')} {chapter.title}
              </button>
            </li>
          ))}
        </ul>
      )}

      <h3 className="mt-3 font-bold">Users</h3>
      <form onSubmit={search} className="mt-1 flex gap-1">
        <label className="sr-only" htmlFor={`${props.id}-search`}>
          E-mail, name or id
        </label>
        <input
          id={`${props.id}-search`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="E-mail, name or id"
          className="min-w-0 flex-1 rounded border border-line px-2 py-1"
        />
        <button
          type="submit"
          className={button}
          disabled={searching || query.trim().length < USER_SEARCH_MIN_LENGTH}
        >
          Search
        </button>
      </form>
      <ul className="mt-2 grid gap-2">
        {users.map((user) => (
          <li key={user.id} className="rounded border border-line p-2" data-testid="dev-user">
            <dl className="grid grid-cols-[auto_1fr] gap-x-2 break-all">
              <dt>id</dt>
              <dd>{user.id}</dd>
              <dt>email</dt>
              <dd>{user.email ?? '—'}</dd>
              <dt>full_name</dt>
              <dd>{user.full_name ?? '—'}</dd>
              <dt>session_count</dt>
              <dd>{user.session_count}</dd>
              <dt>completed_sessions</dt>
              <dd>{user.completed_sessions}</dd>
              {FLAG_LABELS.map(([key, label]) => (
                <div key={key} className="contents">
                  <dt>{label}</dt>
                  <dd>{String(user.flags[key])}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-2 flex flex-wrap gap-1">
              <button type="button" className={button} onClick={() => void fix(user)}>
                Fix data issues
              </button>
              <button type="button" className={button} onClick={() => void clearCache(user)}>
                Clear caches
              </button>
              <button type="button" className={button} onClick={() => void viewAs(user)}>
                View as user
              </button>
            </div>
          </li>
        ))}
      </ul>

      {viewing ? (
        <section aria-label="Viewing as user" className="mt-3 rounded border border-line p-2">
          <h3 className="font-bold">Viewing as {viewing.user.email ?? viewing.user.id} (read-only)</h3>
          {viewing.result ? (
            <>
              <p>
                Overall {formatScore(viewing.result.overall)} · Inner {formatScore(viewing.result.inner)} ·
                Outer {formatScore(viewing.result.outer)}
              </p>
              <ul>
                {viewing.result.chapters.map((chapter) => (
                  <li key={chapter.id}>
                    {chapter.title}: {formatScore(chapter.average)}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>No completed assessment.</p>
          )}
          <button type="button" className={`${button} mt-2`} onClick={() => setViewing(null)}>
            Close
          </button>
        </section>
      ) : null}
    </section>
  );
}
