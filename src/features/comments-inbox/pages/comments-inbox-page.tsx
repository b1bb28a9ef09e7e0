import { useSearchParams } from 'react-router';
import { AdminPage } from '../../../components/admin-page';
import { ListEmptyState, ListPager, usePageParam } from '../../../components/list-table';
import { LoadingOrError } from '../../../components/loading-or-error';
import { FILTER_NAVIGATION, queryWithFilter } from '../../../components/query-params';
import { useInboxPostsQuery } from '../../../data/comments-inbox/comments-inbox-api';
import { useTasksQuery } from '../../../data/tasks/tasks-api';
import { useTeamsQuery } from '../../../data/teams/teams-api';
import { THREAD_STATES, filterThreads, inboxThreads, type InboxFilters } from '../../../domain/comments-inbox';
import { byText } from '../../../domain/text-order';
import { InboxThreadCard } from '../components/inbox-thread-card';
import { NamePicker } from '../components/name-picker';
import '../comments-inbox.css';

/** Threads are cards with an answer box each: fewer to a page than a table's rows. */
const THREADS_PER_PAGE = 25;

const STATE_LABELS: Record<InboxFilters['state'], string> = { open: 'Open', handled: 'Handled', all: 'All' };
const STATE_CHOICES = [...THREAD_STATES, 'all'] as const;
const isStateChoice = (value: string | null): value is InboxFilters['state'] =>
  STATE_CHOICES.some((choice) => choice === value);

/** The filters in the address (?task=, ?team=, ?state=), so a reload or a shared link keeps them; open threads unless chosen. */
function useInboxFilters(): [InboxFilters, (name: 'task' | 'team' | 'state', value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = searchParams.get('state');
  const filters: InboxFilters = {
    taskId: searchParams.get('task') ?? '',
    teamId: searchParams.get('team') ?? '',
    state: isStateChoice(state) ? state : 'open',
  };
  return [filters, (name, value) => setSearchParams(queryWithFilter(name, value), FILTER_NAVIGATION)];
}

const EMPTY_TITLES: Record<InboxFilters['state'], string> = {
  open: 'No open threads: every comment has been handled',
  handled: 'No handled threads',
  all: 'No comments yet',
};

/**
 * /admin/comments: every team's comment threads on tasks, those whose last word is the team's
 * first, then the most recently active; filtered by task, team and open or handled, answered and
 * marked handled in place. Live: a team's new comment or reply arrives as it is stored.
 */
export default function CommentsInboxPage() {
  const posts = useInboxPostsQuery();
  const tasks = useTasksQuery();
  const teams = useTeamsQuery();
  const [filters, setFilter] = useInboxFilters();
  const titleOf = new Map((tasks.data ?? []).map((task) => [task.id, task.title]));
  const nameOf = new Map((teams.data ?? []).map((team) => [team.id, team.name]));
  // A thread whose task is gone is not listed (deleting a task deletes its comments, which may still be arriving).
  const threads = posts.data
    ? inboxThreads(posts.data.comments, posts.data.replies).filter((thread) => titleOf.has(thread.comment.taskId))
    : [];
  const shown = filterThreads(threads, filters);
  const { page, goToPage } = usePageParam(shown.length, THREADS_PER_PAGE);
  const pageThreads = shown.slice((page - 1) * THREADS_PER_PAGE, page * THREADS_PER_PAGE);
  const waiting = threads.filter((thread) => thread.awaitsAnswer && thread.state === 'open').length;
  const isLoading = posts.isLoading || tasks.isLoading || teams.isLoading;
  const error = posts.error ?? tasks.error ?? teams.error;
  const isReady = posts.data && tasks.data && teams.data;
  const filtersChosen = filters.taskId !== '' || filters.teamId !== '';

  return (
    <AdminPage
      title="Comments"
      description="Every team's comments on tasks, those waiting for an answer first. Answer in place: the team is emailed as from the task."
    >
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3" role="group" aria-label="Filters">
        <NamePicker
          label="Task"
          options={(tasks.data ?? []).map(({ id, title }) => ({ id, name: title })).sort(byText('name'))}
          chosenId={filters.taskId}
          onChoose={(id) => setFilter('task', id)}
        />
        <NamePicker
          label="Team"
          options={(teams.data ?? []).map(({ id, name }) => ({ id, name })).sort(byText('name'))}
          chosenId={filters.teamId}
          onChoose={(id) => setFilter('team', id)}
        />
        <div className="btn-group btn-group-sm" role="group" aria-label="State">
          {STATE_CHOICES.map((choice) => (
            <button
              key={choice}
              type="button"
              className={`btn ${filters.state === choice ? 'btn-primary' : 'btn-outline-secondary'}`}
              aria-pressed={filters.state === choice}
              onClick={() => setFilter('state', choice === 'open' ? '' : choice)}
            >
              {STATE_LABELS[choice]}
            </button>
          ))}
        </div>
        {isReady && (
          <span className="small text-body-secondary ms-md-auto" role="status">
            {waiting === 0 ? 'Nothing waits for an answer' : `${waiting} waiting for an answer`}
          </span>
        )}
      </div>
      <LoadingOrError isLoading={isLoading} error={error} />
      {isReady && shown.length === 0 && (
        <ListEmptyState
          icon="chat-left-text"
          title={filtersChosen ? 'No threads match these filters' : EMPTY_TITLES[filters.state]}
        />
      )}
      {pageThreads.length > 0 && (
        <>
          <ol className="list-unstyled d-flex flex-column gap-3" aria-label="Comment threads">
            {pageThreads.map((thread) => (
              <InboxThreadCard
                key={thread.comment.id}
                thread={thread}
                taskTitle={titleOf.get(thread.comment.taskId) ?? ''}
                teamName={nameOf.get(thread.comment.teamId) ?? 'Unknown team'}
              />
            ))}
          </ol>
          <ListPager page={page} total={shown.length} pageSize={THREADS_PER_PAGE} onPage={goToPage} />
        </>
      )}
    </AdminPage>
  );
}
