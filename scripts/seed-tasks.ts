import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import type { AuditFields } from '../src/domain/audit';
import { taskStatusId, type EventPaths } from '../src/domain/paths';
import { demoAccount } from './demo-accounts';
import {
  commentSchema,
  completeTaskStatus,
  emptyTaskStatus,
  replySchema,
  taskGroupSchema,
  taskSchema,
  taskViewerTeamTypeIds,
  type TaskValues,
} from '../src/domain/tasks';

const DAY = 86_400_000;

/** Demo tasks: due at 5pm a number of days from now (negative: already overdue). */
function dueIn(days: number, now: Date): string {
  const due = new Date(now.getTime() + days * DAY);
  due.setUTCHours(17, 0, 0, 0);
  return due.toISOString();
}

type DemoTask = Partial<TaskValues> & { id: string; title: string; days: number; exhibitorsOnly?: boolean };

const DEMO_TASKS: DemoTask[] = [
  {
    id: 'demo-task-stand-plan',
    title: 'Upload your stand plan',
    days: 6,
    type: 'upload',
    exhibitorsOnly: true,
    isApprovalNeeded: true,
    description: '<p>Send a scaled plan of your stand with its height, rigging points and power positions.</p>',
  },
  {
    id: 'demo-task-insurance',
    title: 'Confirm public liability insurance',
    days: -2,
    type: 'task',
    isTimeSensitive: true,
    description: '<p>Every exhibitor needs cover of at least <strong>£5 million</strong>.</p>',
  },
  {
    id: 'demo-task-health-safety',
    title: 'Accept the health and safety rules',
    days: 12,
    type: 'disclaimer',
    disclaimer: 'We have read the venue health and safety rules and will brief everyone working on our stand.',
  },
  {
    id: 'demo-task-badges',
    title: 'Register staff badges',
    days: 20,
    type: 'externalForm',
    externalLink: 'https://badges.example/register',
  },
  {
    id: 'demo-task-catalogue',
    title: 'Write your catalogue entry',
    days: 45,
    type: 'task',
    description: '<p>Up to 80 words about your company for the printed show guide.</p>',
  },
  { id: 'demo-task-power', title: 'Order stand power', days: 60, type: 'tbc' },
];

const DEMO_GROUPS = [
  { id: 'demo-task-group-build', title: 'Stand build', taskIds: ['demo-task-stand-plan', 'demo-task-power'] },
  { id: 'demo-task-group-paperwork', title: 'Paperwork', taskIds: ['demo-task-insurance', 'demo-task-health-safety'] },
];

/**
 * Adds the demo tasks to the seed's batch: two groups and a few loose tasks across the urgencies,
 * the demo team's progress on two of them, and a short thread with the organisers.
 */
export function seedTasks(
  batch: WriteBatch,
  db: Firestore,
  paths: EventPaths,
  created: AuditFields,
  now: Date,
  demo: { teamId: string; exhibitorTypeId: string },
): void {
  const owner = demoAccount('teamOwner');
  const moderator = demoAccount('moderator');
  for (const { days, exhibitorsOnly = false, ...values } of DEMO_TASKS) {
    const teamTypeIds = exhibitorsOnly ? [demo.exhibitorTypeId] : [];
    batch.set(
      db.doc(paths.doc('tasks', values.id)),
      taskSchema.parse({
        ...values,
        dueDate: dueIn(days, now),
        teamTypeIds,
        viewerTeamTypeIds: taskViewerTeamTypeIds(teamTypeIds),
        ...created,
      }),
    );
  }
  for (const group of DEMO_GROUPS)
    batch.set(db.doc(paths.doc('taskGroups', group.id)), taskGroupSchema.parse({ ...group, ...created }));

  const statusOf = (taskId: string) => emptyTaskStatus(taskId, demo.teamId, taskStatusId(taskId, demo.teamId));
  const health = completeTaskStatus(
    { ...statusOf('demo-task-health-safety'), acceptedBy: owner.uid, acceptedAt: created.createdAt },
    { isApprovalNeeded: false },
  );
  const insurance = {
    ...statusOf('demo-task-insurance'),
    assignedTo: [owner.uid],
    commentIds: ['demo-comment-insurance'],
  };
  for (const status of [health, insurance])
    batch.set(db.doc(paths.taskStatus(status.taskId, status.teamId)), { ...status, ...created });

  // Other teams' progress, so the tasks reports show every status (teams of scripts/seed-demo-teams.ts).
  const otherProgress: [taskId: string, teamId: string, state: 'complete' | 'n/a'][] = [
    ['demo-task-insurance', 'demo-team-brightside', 'complete'],
    ['demo-task-insurance', 'demo-team-green-leaf', 'complete'],
    ['demo-task-insurance', 'demo-team-meridian', 'n/a'],
    ['demo-task-health-safety', 'demo-team-brightside', 'complete'],
    ['demo-task-health-safety', 'demo-team-atlas', 'n/a'],
    ['demo-task-stand-plan', 'demo-team-green-leaf', 'complete'],
    ['demo-task-badges', 'demo-team-cobalt', 'complete'],
  ];
  for (const [taskId, teamId, state] of otherProgress) {
    const empty = emptyTaskStatus(taskId, teamId, taskStatusId(taskId, teamId));
    const status =
      state === 'complete'
        ? completeTaskStatus(empty, { isApprovalNeeded: false })
        : { ...empty, isNotApplicable: true };
    batch.set(db.doc(paths.taskStatus(taskId, teamId)), { ...status, ...created });
  }

  const thread = { taskId: 'demo-task-insurance', teamId: demo.teamId };
  batch.set(
    db.doc(paths.doc('comments', 'demo-comment-insurance')),
    commentSchema.parse({
      id: 'demo-comment-insurance',
      ...thread,
      text: 'Our broker is renewing the policy this week. Can we send the certificate on Monday?',
      authorName: `${owner.firstName} ${owner.surname}`,
      likes: [],
      replyIds: ['demo-reply-insurance'],
      isPinned: true,
      ...created,
      createdBy: owner.uid,
    }),
  );
  batch.set(
    db.doc(paths.doc('replies', 'demo-reply-insurance')),
    replySchema.parse({
      id: 'demo-reply-insurance',
      commentId: 'demo-comment-insurance',
      ...thread,
      text: 'Monday is fine, thanks for letting us know.',
      authorName: `${moderator.firstName} ${moderator.surname}`,
      likes: [owner.uid],
      isFromOrganiser: true,
      ...created,
      createdBy: moderator.uid,
    }),
  );
}
