import { list, NOBODY, ORGANISERS, read, remove, upload, type StorageCase } from './storage-reach-cases';

const REPORTING = ['reports', ...ORGANISERS] as const;

/** Task attachments (whoever may read the task), a team's hand-ins (that team and the moderators), and the folder
 * listings a task's delete makes (moderators only). */
export const TASKS_STORAGE_REACH: readonly StorageCase[] = [
  read('tasks/open/attachments/brief.pdf', ['member', 'owner', 'rival', ...REPORTING]),
  read('tasks/forY/attachments/brief.pdf', ['rival', ...REPORTING]),
  upload('tasks/new/attachments/brief.pdf', 'application/pdf', ORGANISERS),
  upload('tasks/new/attachments/raw.svg', 'image/svg+xml', NOBODY),
  remove('tasks/open/attachments/brief.pdf', ORGANISERS),
  read('tasks/open/teams/teamA/insurance.pdf', ['member', 'owner', ...ORGANISERS]),
  // A team hands in only for an upload (or PDF form) task it can see, and keeps it once approved.
  upload('tasks/handIn/teams/teamA/new.pdf', 'application/pdf', ['member', 'owner', ...ORGANISERS]),
  upload('tasks/handIn/teams/teamB/new.pdf', 'application/pdf', ['rival', ...ORGANISERS]),
  upload('tasks/handIn/teams/teamA/page.html', 'text/html', NOBODY),
  upload('tasks/open/teams/teamA/new.pdf', 'application/pdf', ORGANISERS),
  upload('tasks/handInForY/teams/teamA/new.pdf', 'application/pdf', ORGANISERS),
  upload('tasks/ghost/teams/teamA/new.pdf', 'application/pdf', ORGANISERS),
  upload('tasks/handInApproved/teams/teamA/new.pdf', 'application/pdf', ORGANISERS),
  remove('tasks/handIn/teams/teamA/plan.pdf', ['member', 'owner', ...ORGANISERS]),
  remove('tasks/handInApproved/teams/teamA/approved.pdf', ORGANISERS),
  remove('tasks/open/teams/teamA/insurance.pdf', ORGANISERS),
  // Deleting a task lists its folders; nobody else may see which teams handed something in.
  list('tasks/open/attachments', ORGANISERS),
  list('tasks/open/teams', ORGANISERS),
  list('tasks/open/teams/teamA', ORGANISERS),
  list('tasks/open/teams/teamB', ORGANISERS),
];
