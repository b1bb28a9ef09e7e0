import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import type { FileFilterGroup } from './constants';
import { FILE_FILTER_GROUPS } from './constants';
import { fileFilterGroupOf, recognisedFileType } from './file-types';
import type { Role } from './roles';
import { canAccess, routeById } from './routes';
import { flag, idListSchema, idSchema, requiredText, trimmedText } from './schema-fields';
import type { StandShareRole } from './team';
import { byText } from './text-order';

/** Which team types may see an item (a download, a supplier): its shown-to and hidden-from lists. */
export const teamTypeAudienceSchema = z.object({
  /** Empty: every team type may see it (unless hidden from theirs). */
  showToTeamTypeIds: idListSchema,
  hideFromTeamTypeIds: idListSchema,
});
export type TeamTypeAudience = z.output<typeof teamTypeAudienceSchema>;

/** What an organiser fills in for a download (the file itself is uploaded separately). */
export const downloadValuesSchema = z.object({
  name: requiredText('Enter a name'),
  description: trimmedText(),
  /** A new download is shown as soon as it is saved, unless the organiser turns it off. */
  showDownload: flag(true),
  showToChildTeams: flag(false),
  ...teamTypeAudienceSchema.shape,
});
export type DownloadValues = z.output<typeof downloadValuesSchema>;

/** A stored download (events/{eventId}/downloads/{id}); `data` is the file's URL. */
export const downloadSchema = z.extend(downloadValuesSchema, {
  id: idSchema,
  data: requiredText(),
  /** Size in bytes, shown with formatFileSize. */
  fileSize: z.number().check(z.int(), z.nonnegative()),
  /** The recognised type ('pdf', 'jpeg', …) or the file's extension; decides its filter group. */
  fileType: trimmedText(),
  fileName: trimmedText(),
  /** The Storage path of the file, removed with the download. */
  storagePath: requiredText(),
  /** Who may read it, as the security rules check it: see downloadViewerTeamTypeIds. */
  viewerTeamTypeIds: idListSchema,
  ...auditFieldsSchema.shape,
});
export type Download = z.output<typeof downloadSchema>;

/** The stored file type of an uploaded file name: its recognised type ('jpg' reads as 'jpeg'), else its extension. */
export function downloadFileType(fileName: string): string {
  const recognised = recognisedFileType(fileName);
  if (recognised) return recognised;
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** What decides which downloads a signed-in person sees. */
export interface DownloadViewer {
  role: Role;
  /** The team type of the person's team; '' without a team or type. */
  teamTypeId: string;
  standShareRole: StandShareRole;
}

/** Whoever may manage downloads (the organisers) sees every download, shown or not. */
export function seesEveryDownload(role: Role): boolean {
  return canAccess(routeById('manageDownloads'), role);
}

/**
 * Whether a person sees a download on /downloads. Organisers (moderator and above) see everything.
 * Others: the download is shown; a stand share (child team) only when shown to child teams; never
 * when their team type is hidden; and, when it is shown to chosen team types, only to those.
 */
export function canViewDownload(
  download: Pick<Download, 'showDownload' | 'showToChildTeams' | 'showToTeamTypeIds' | 'hideFromTeamTypeIds'>,
  viewer: DownloadViewer,
): boolean {
  if (seesEveryDownload(viewer.role)) return true;
  if (!download.showDownload) return false;
  if (viewer.standShareRole === 'child' && !download.showToChildTeams) return false;
  if (viewer.teamTypeId !== '' && download.hideFromTeamTypeIds.includes(viewer.teamTypeId)) return false;
  if (download.showToTeamTypeIds.length === 0) return true;
  return viewer.teamTypeId !== '' && download.showToTeamTypeIds.includes(viewer.teamTypeId);
}

/** In viewerTeamTypeIds: every reader, whatever their team type. */
export const ANY_TEAM_TYPE = '(any)';
/** In viewerTeamTypeIds: readers whose team has no type, or who have no team. */
export const NO_TEAM_TYPE = '(none)';

/**
 * The team types that may read a download, spelled so the security rules can check a reader with
 * one lookup and a member's query can ask for exactly what they may read (rules are not filters):
 * the shown-to types when there are any; else everyone when nothing is hidden; else every
 * existing type not hidden, and people without a type. A type made later is added by the team
 * types screen (addTeamTypeToDownloads).
 */
export function downloadViewerTeamTypeIds(values: TeamTypeAudience, teamTypeIds: readonly string[]): string[] {
  if (values.showToTeamTypeIds.length > 0) return [...values.showToTeamTypeIds];
  if (values.hideFromTeamTypeIds.length === 0) return [ANY_TEAM_TYPE];
  return [...teamTypeIds.filter((id) => !values.hideFromTeamTypeIds.includes(id)), NO_TEAM_TYPE];
}

/** The viewerTeamTypeIds entries that let this reader in. */
export function viewerKeys(teamTypeId: string): string[] {
  return [teamTypeId || NO_TEAM_TYPE, ANY_TEAM_TYPE];
}

export interface DownloadGroup<T> {
  group: FileFilterGroup;
  downloads: T[];
}

/** Downloads in the file filter groups' order (Images, Videos, Documents, Files, Other), empty groups left out, by name within a group. */
export function groupDownloads<T extends Pick<Download, 'fileType' | 'name'>>(
  downloads: readonly T[],
): DownloadGroup<T>[] {
  return FILE_FILTER_GROUPS.map((group) => ({
    group,
    downloads: downloads.filter((download) => fileFilterGroupOf(download.fileType) === group).sort(byText('name')),
  })).filter((entry) => entry.downloads.length > 0);
}

/** A team type may not be both shown to and hidden from; hiding wins, so it is dropped from the shown list. */
export function normaliseTeamTypeLists<T extends TeamTypeAudience>(values: T): T {
  const hidden = new Set(values.hideFromTeamTypeIds);
  return { ...values, showToTeamTypeIds: values.showToTeamTypeIds.filter((id) => !hidden.has(id)) };
}
