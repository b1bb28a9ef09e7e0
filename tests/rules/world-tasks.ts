/** The tasks area's documents and files of the attack matrix's world (see world.ts). */
type Data = Record<string, unknown>;

function task(id: string, extra: Data = {}): Data {
  const teamTypeIds = (extra.teamTypeIds as string[] | undefined) ?? [];
  return {
    id,
    title: id,
    dueDate: '2030-01-01T12:00:00.000Z',
    description: '',
    type: 'task',
    attachments: [],
    formId: '',
    teamTypeIds,
    viewerTeamTypeIds: teamTypeIds.length > 0 ? teamTypeIds : ['(any)'],
    isTimeSensitive: false,
    externalLink: '',
    isApprovalNeeded: false,
    disclaimer: '',
    showToChildTeams: false,
    isArchived: false,
    ...extra,
  };
}

export function taskStatus(taskId: string, teamId: string, extra: Data = {}): Data {
  return {
    id: `${taskId}_${teamId}`,
    taskId,
    teamId,
    isComplete: false,
    isNotApplicable: false,
    assignedTo: [],
    commentIds: [],
    progressStatus: 'notStarted',
    approvalStatus: 'none',
    approvalReview: '',
    approvalHistory: [],
    files: [],
    acceptedBy: '',
    acceptedAt: '',
    remindersSent: [],
    ...extra,
  };
}

/** A comment or reply, signed with its author's name as the world's user records have it ("uid Tester"), written now. */
export function post(id: string, taskId: string, teamId: string, createdBy: string, extra: Data = {}): Data {
  return {
    id,
    taskId,
    teamId,
    text: `${id} text`,
    authorName: `${createdBy} Tester`,
    likes: [],
    createdBy,
    createdAt: new Date().toISOString(),
    ...extra,
  };
}

/** `inEvent` places a path in the world's event (world.ts passes it; importing it here would be circular). */
export function tasksWorld(e: (path: string) => string): Record<string, Data> {
  return {
    [e('tasks/open')]: task('open'),
    [e('tasks/forChildren')]: task('forChildren', { showToChildTeams: true }),
    [e('tasks/forX')]: task('forX', { teamTypeIds: ['typeX'] }),
    [e('tasks/forY')]: task('forY', { teamTypeIds: ['typeY'] }),
    [e('tasks/archived')]: task('archived', { isArchived: true }),
    [e('tasks/approval')]: task('approval', { isApprovalNeeded: true }),
    // Upload tasks: the teams hand files in under tasks/{taskId}/teams/{teamId}/.
    [e('tasks/handIn')]: task('handIn', { type: 'upload' }),
    [e('tasks/handInForY')]: task('handInForY', { type: 'upload', teamTypeIds: ['typeY'] }),
    [e('tasks/handInApproved')]: task('handInApproved', { type: 'upload', isApprovalNeeded: true }),
    [e('taskStatuses/handInApproved_teamA')]: taskStatus('handInApproved', 'teamA', {
      isComplete: true,
      progressStatus: 'complete',
      approvalStatus: 'approved',
    }),
    [e('taskGroups/stand')]: { id: 'stand', title: 'Stand', taskIds: ['open', 'forX'], isArchived: false },
    [e('taskStatuses/open_teamA')]: taskStatus('open', 'teamA'),
    [e('taskStatuses/handIn_teamA')]: taskStatus('handIn', 'teamA', { isNotApplicable: true }),
    // Team B has its own deadline on the open task (an organiser's extension).
    [e('taskStatuses/open_teamB')]: taskStatus('open', 'teamB', { dueAt: '2030-06-01T16:00:00.000Z' }),
    [e('taskStatuses/approval_teamA')]: taskStatus('approval', 'teamA', {
      progressStatus: 'submitted',
      approvalStatus: 'pending',
    }),
    [e('comments/commentA')]: post('commentA', 'open', 'teamA', 'member', { replyIds: ['replyA'], isPinned: false }),
    [e('comments/commentB')]: post('commentB', 'open', 'teamB', 'rival', { replyIds: ['replyB'], isPinned: false }),
    [e('replies/replyA')]: post('replyA', 'open', 'teamA', 'moderator', { commentId: 'commentA' }),
    [e('replies/replyB')]: post('replyB', 'open', 'teamB', 'rival', { commentId: 'commentB' }),
  };
}

export function tasksFiles(e: (path: string) => string): Record<string, string> {
  return {
    [e('tasks/forY/attachments/brief.pdf')]: 'application/pdf',
    [e('tasks/open/attachments/brief.pdf')]: 'application/pdf',
    [e('tasks/open/teams/teamA/insurance.pdf')]: 'application/pdf',
    [e('tasks/handIn/teams/teamA/plan.pdf')]: 'application/pdf',
    [e('tasks/handInApproved/teams/teamA/approved.pdf')]: 'application/pdf',
  };
}
