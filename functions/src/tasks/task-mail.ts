import { z } from 'zod';
import type { TASK_REMINDER_RECIPIENTS } from '../../../src/domain/constants';
import { eventPaths } from '../../../src/domain/paths';
import { hasRole } from '../../../src/domain/roles';
import { roleSchema } from '../../../src/domain/role-schema';
import { idOrEmptySchema, trimmedText } from '../../../src/domain/schema-fields';
import { teamSchema, type Team } from '../../../src/domain/team';
import { taskSchema, taskStatusSchema, type Task, type TaskStatus } from '../../../src/domain/tasks';
import { adminFirestore } from '../lib/admin';
import { DomainError } from '../lib/domain-error';
import { validDocuments } from '../lib/valid-documents';

/** What mailing needs of a person of the event. */
const personSchema = z.object({
  id: z.string(),
  firstName: trimmedText(),
  surname: trimmedText(),
  email: trimmedText(),
  teamId: idOrEmptySchema,
  teamRole: trimmedText('user'),
  permissions: roleSchema,
});
export type Person = z.output<typeof personSchema>;
type TaskReminderRecipients = (typeof TASK_REMINDER_RECIPIENTS)[number];

export function fullName(person: Pick<Person, 'firstName' | 'surname'>): string {
  return `${person.firstName} ${person.surname}`.trim();
}

export async function readPeople(eventId: string): Promise<Person[]> {
  const snapshot = await adminFirestore().collection(eventPaths(eventId).collection('users')).get();
  return validDocuments(personSchema, snapshot.docs).filter((person) => person.email);
}

export async function readPerson(eventId: string, uid: string): Promise<Person | undefined> {
  const snapshot = await adminFirestore().doc(eventPaths(eventId).user(uid)).get();
  const parsed = personSchema.safeParse({ ...snapshot.data(), id: uid });
  return parsed.success ? parsed.data : undefined;
}

export async function readTask(eventId: string, taskId: string): Promise<Task> {
  const snapshot = await adminFirestore().doc(eventPaths(eventId).doc('tasks', taskId)).get();
  if (!snapshot.exists) throw new DomainError(`No task with id ${taskId} was found.`, 'not-found');
  const parsed = taskSchema.safeParse({ ...snapshot.data(), id: taskId });
  if (!parsed.success) throw new DomainError('Invalid task values');
  return parsed.data;
}

export async function readTeam(eventId: string, teamId: string): Promise<Team> {
  const snapshot = await adminFirestore().doc(eventPaths(eventId).doc('teams', teamId)).get();
  const parsed = teamSchema.safeParse({ ...snapshot.data(), id: teamId });
  if (!parsed.success) throw new DomainError(`No team with id ${teamId} was found.`, 'not-found');
  return parsed.data;
}

export async function readStatus(eventId: string, taskId: string, teamId: string): Promise<TaskStatus | undefined> {
  const path = eventPaths(eventId).taskStatus(taskId, teamId);
  const snapshot = await adminFirestore().doc(path).get();
  if (!snapshot.exists) return undefined;
  const parsed = taskStatusSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
  return parsed.success ? parsed.data : undefined;
}

/** Everyone of a team (its userIds; the people records say where to mail them). */
export function teamPeople(team: Pick<Team, 'id' | 'userIds'>, people: readonly Person[]): Person[] {
  return people.filter((person) => team.userIds.includes(person.id) || person.teamId === team.id);
}

/**
 * Who of a team gets task reminders (emails settings' sendTaskRemindersTo): all-users everyone;
 * team-leader the owner; admin the owner and the people the team marked Admin.
 */
export function reminderRecipients(
  team: Pick<Team, 'id' | 'userIds' | 'ownerId'>,
  people: readonly Person[],
  sendTo: TaskReminderRecipients,
): Person[] {
  const members = teamPeople(team, people);
  if (sendTo === 'all-users') return members;
  if (sendTo === 'team-leader') return members.filter((person) => person.id === team.ownerId);
  return members.filter((person) => person.id === team.ownerId || person.teamRole === 'admin');
}

/** The organisers' side of a thread: the event's moderators and admins. */
export function organisers(people: readonly Person[]): Person[] {
  return people.filter((person) => hasRole(person.permissions, 'moderator'));
}
