import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AdminUserRow } from '../../../../contract/admin';
import { isDeleteConfirmed, isUserSearchQuery } from '../../../../domain/admin-rules';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { LoadingState } from '../../../components/ui/loading-state';
import { toast } from '../../../components/ui/toaster';
import { useSetBenchmarkExclusion } from '../api/benchmarks';
import { useDeleteUser, useUserResult, useUsers } from '../api/users';
import { benchmarksCopy } from '../benchmarks-copy';
import { adminCopy } from '../copy';
import { useDebounced } from '../hooks/use-debounced';
import { formatDateTime, formatNumber } from '../lib/format';
import { Empty, ErrorNotice, PageHeader, QueryState, rowAction, TableWrap, table } from './admin-ui';
import { ResultPreview } from './result-preview';

const copy = adminCopy.users;
const PAGE = 50;

const who = (user: AdminUserRow) => user.full_name || user.email || user.id;

export function UsersScreen() {
  const [input, setInput] = useState('');
  const [offset, setOffset] = useState(0);
  const typed = useDebounced(input.trim());
  const tooShort = typed !== '' && !isUserSearchQuery(typed);
  const search = tooShort ? '' : typed;
  const users = useUsers(search, offset);
  const [resultsOf, setResultsOf] = useState<AdminUserRow | null>(null);
  const [deleting, setDeleting] = useState<AdminUserRow | null>(null);

  return (
    <>
      <PageHeader title={copy.title} description={copy.lead} />
      <div className="max-w-xl">
        <TextField
          label={copy.search}
          type="search"
          hint={copy.searchHint}
          value={input}
          onChange={(e) => {
            setInput(e.target.value);
            setOffset(0);
          }}
          error={tooShort ? copy.tooShort : undefined}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <QueryState query={users} loadingText={copy.loading}>
        {(data) =>
          data.users.length === 0 ? (
            <Empty>{search ? copy.empty : copy.noUsers}</Empty>
          ) : (
            <div className="flex flex-col gap-3">
              <p className="flex items-center gap-2 text-muted text-sm" aria-live="polite">
                <Search aria-hidden="true" className="size-4" />
                {copy.count(data.users.length, data.total)}
              </p>
              <TableWrap label={copy.title}>
                <table className={table.table}>
                  <caption className={table.caption}>{copy.title}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={table.th}>
                        {copy.email}
                      </th>
                      <th scope="col" className={table.th}>
                        {copy.name}
                      </th>
                      <th scope="col" className={table.th}>
                        {copy.joined}
                      </th>
                      <th scope="col" className={table.thNum}>
                        {copy.sessions}
                      </th>
                      <th scope="col" className={table.thNum}>
                        {copy.completed}
                      </th>
                      <th scope="col" className={table.th}>
                        {copy.lastCompleted}
                      </th>
                      <th scope="col" className={table.th}>
                        {benchmarksCopy.testAccountColumn}
                      </th>
                      <th scope="col" className={table.th}>
                        <span className="sr-only">{copy.actions}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.users.map((user) => (
                      <tr key={user.id}>
                        <th scope="row" className={`${table.td} min-w-52 font-normal`}>
                          <span className="block break-all">{user.email ?? adminCopy.common.none}</span>
                          {!user.email_verified && (
                            <span className="text-muted text-xs">{copy.unconfirmed}</span>
                          )}
                          <span className="block font-mono text-muted text-xs">{user.id}</span>
                        </th>
                        <td className={table.td}>{user.full_name ?? adminCopy.common.none}</td>
                        <td className={table.tdMeta}>{formatDateTime(user.created_at)}</td>
                        <td className={table.tdNum}>{formatNumber(user.session_count)}</td>
                        <td className={table.tdNum}>{formatNumber(user.completed_sessions)}</td>
                        <td className={table.tdMeta}>{formatDateTime(user.last_completed_at)}</td>
                        <td className={table.td}>
                          <TestAccountToggle user={user} />
                        </td>
                        <td className={table.td}>
                          <div className="flex justify-end gap-1">
                            <button
                              type="button"
                              className={`${rowAction} px-3`}
                              aria-label={copy.viewResultsOf(who(user))}
                              onClick={() => setResultsOf(user)}
                            >
                              {copy.viewResults}
                            </button>
                            <button
                              type="button"
                              className={`${rowAction} px-3 text-score-low`}
                              aria-label={copy.deleteOf(who(user))}
                              onClick={() => setDeleting(user)}
                            >
                              {adminCopy.common.delete}
                            </button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              {data.total > PAGE && (
                <div className="flex gap-3">
                  <Button
                    variant="secondary"
                    disabled={offset === 0}
                    onClick={() => setOffset(Math.max(0, offset - PAGE))}
                  >
                    {copy.previous}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={offset + PAGE >= data.total}
                    onClick={() => setOffset(offset + PAGE)}
                  >
                    {copy.next}
                  </Button>
                </div>
              )}
            </div>
          )
        }
      </QueryState>
      <Dialog open={resultsOf !== null} onOpenChange={(open) => !open && setResultsOf(null)}>
        {resultsOf && (
          <DialogContent
            title={copy.resultsTitle(who(resultsOf))}
            description={copy.resultsLead}
            className="max-w-3xl"
          >
            <UserResults userId={resultsOf.id} />
          </DialogContent>
        )}
      </Dialog>
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

/** Marks a test account: its results stay out of the peer benchmarks (the admin can undo it). */
function TestAccountToggle({ user }: { user: AdminUserRow }) {
  const mark = useSetBenchmarkExclusion();
  // what the server last confirmed, until the list's own data agrees (a list fetched during the save
  // must not show the old state)
  const [saved, setSaved] = useState<boolean | null>(null);
  const listed = user.excluded_from_benchmarks;
  useEffect(() => {
    if (saved === listed) setSaved(null);
  }, [saved, listed]);
  const checked = mark.isPending ? Boolean(mark.variables?.excluded) : (saved ?? listed);
  return (
    <label className="inline-flex min-h-9 min-w-9 cursor-pointer items-center justify-center">
      <input
        type="checkbox"
        className="size-4 accent-inner-600"
        checked={checked}
        disabled={mark.isPending}
        aria-label={benchmarksCopy.testAccountOf(who(user))}
        onChange={(e) =>
          mark.mutate(
            { userId: user.id, excluded: e.target.checked },
            {
              onSuccess: (result) => {
                setSaved(result.excluded);
                toast.success(result.excluded ? benchmarksCopy.markedTest : benchmarksCopy.unmarkedTest);
              },
            },
          )
        }
      />
    </label>
  );
}

function UserResults({ userId }: { userId: string }) {
  const result = useUserResult(userId);
  if (result.isPending) return <LoadingState text={copy.resultsLoading} />;
  if (result.isError)
    return <ErrorNotice message={result.error.message} onRetry={() => void result.refetch()} />;
  if (result.data === null) return <Empty>{copy.noResults}</Empty>;
  return <ResultPreview view={result.data} />;
}

/** Typing DELETE deletes the user; focus starts in that field, away from the destructive button. */
function DeleteUserDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const field = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteUser();
  const close = () => {
    setTyped('');
    setError(undefined);
    onClose();
  };
  const confirm = () => {
    if (!user) return;
    if (!isDeleteConfirmed(typed)) {
      setError(copy.deleteMismatch);
      return;
    }
    remove.mutate(
      { userId: user.id, confirm: typed.trim() },
      {
        onSuccess: () => {
          toast.success(copy.deleted);
          close();
        },
      },
    );
  };
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && close()}>
      {user && (
        <DialogContent
          title={copy.deleteTitle}
          description={copy.deleteLead(who(user))}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            field.current?.focus();
          }}
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              confirm();
            }}
          >
            <TextField
              ref={field}
              label={copy.deleteConfirmLabel}
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                setError(undefined);
              }}
              error={error}
              autoComplete="off"
              spellCheck={false}
            />
            <DialogFooter>
              <Button variant="secondary" onClick={close}>
                {adminCopy.common.cancel}
              </Button>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {copy.deleteButton}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
