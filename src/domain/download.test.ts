import { describe, expect, it } from 'vitest';
import {
  ANY_TEAM_TYPE,
  canViewDownload,
  downloadFileType,
  downloadSchema,
  downloadValuesSchema,
  downloadViewerTeamTypeIds,
  groupDownloads,
  NO_TEAM_TYPE,
  normaliseTeamTypeLists,
  viewerKeys,
  type DownloadViewer,
} from './download';
import { formatFileSize } from './file-size';

const visibility = {
  showDownload: true,
  showToChildTeams: false,
  showToTeamTypeIds: [] as string[],
  hideFromTeamTypeIds: [] as string[],
};
const member = (teamTypeId: string, standShareRole: DownloadViewer['standShareRole'] = 'none'): DownloadViewer => ({
  role: 'user',
  teamTypeId,
  standShareRole,
});

describe('canViewDownload', () => {
  it('shows an unrestricted, shown download to every team member', () => {
    expect(canViewDownload(visibility, member('exhibitors'))).toBe(true);
    expect(canViewDownload(visibility, member(''))).toBe(true);
  });

  it('hides a download that is switched off, except from organisers', () => {
    const hidden = { ...visibility, showDownload: false };
    expect(canViewDownload(hidden, member('exhibitors'))).toBe(false);
    expect(canViewDownload(hidden, { role: 'moderator', teamTypeId: '', standShareRole: 'none' })).toBe(true);
  });

  it('shows a download targeted at team types only to those types', () => {
    const targeted = { ...visibility, showToTeamTypeIds: ['exhibitors'] };
    expect(canViewDownload(targeted, member('exhibitors'))).toBe(true);
    expect(canViewDownload(targeted, member('sponsors'))).toBe(false);
    expect(canViewDownload(targeted, member(''))).toBe(false);
  });

  it('never shows a download to a hidden team type, even when also shown to it', () => {
    expect(canViewDownload({ ...visibility, hideFromTeamTypeIds: ['sponsors'] }, member('sponsors'))).toBe(false);
    expect(
      canViewDownload(
        { ...visibility, showToTeamTypeIds: ['sponsors'], hideFromTeamTypeIds: ['sponsors'] },
        member('sponsors'),
      ),
    ).toBe(false);
    expect(canViewDownload({ ...visibility, hideFromTeamTypeIds: ['sponsors'] }, member('exhibitors'))).toBe(true);
  });

  it('shows a download to stand shares (child teams) only when shown to child teams', () => {
    expect(canViewDownload(visibility, member('exhibitors', 'child'))).toBe(false);
    expect(canViewDownload({ ...visibility, showToChildTeams: true }, member('exhibitors', 'child'))).toBe(true);
    expect(canViewDownload(visibility, member('exhibitors', 'parent'))).toBe(true);
  });

  it('lets a report viewer see only what their team may see (reports are not organising)', () => {
    expect(
      canViewDownload(
        { ...visibility, showDownload: false },
        { role: 'reportViewer', teamTypeId: '', standShareRole: 'none' },
      ),
    ).toBe(false);
  });
});

describe('downloadViewerTeamTypeIds', () => {
  const teamTypeIds = ['exhibitors', 'sponsors', 'press'];
  it('names the shown-to types only, when there are any', () => {
    expect(
      downloadViewerTeamTypeIds({ showToTeamTypeIds: ['sponsors'], hideFromTeamTypeIds: [] }, teamTypeIds),
    ).toEqual(['sponsors']);
  });
  it('lets everyone in when nothing is shown to or hidden from', () => {
    expect(downloadViewerTeamTypeIds({ showToTeamTypeIds: [], hideFromTeamTypeIds: [] }, teamTypeIds)).toEqual([
      ANY_TEAM_TYPE,
    ]);
  });
  it('names every other type and people without one when some are hidden', () => {
    expect(downloadViewerTeamTypeIds({ showToTeamTypeIds: [], hideFromTeamTypeIds: ['press'] }, teamTypeIds)).toEqual([
      'exhibitors',
      'sponsors',
      NO_TEAM_TYPE,
    ]);
  });
  it('agrees with canViewDownload for every reader of every kind of download', () => {
    const cases = [
      { showToTeamTypeIds: ['sponsors'], hideFromTeamTypeIds: [] },
      { showToTeamTypeIds: [], hideFromTeamTypeIds: [] },
      { showToTeamTypeIds: [], hideFromTeamTypeIds: ['press'] },
    ];
    for (const lists of cases) {
      const viewers = downloadViewerTeamTypeIds(lists, teamTypeIds);
      for (const teamTypeId of [...teamTypeIds, '']) {
        const byRules = viewerKeys(teamTypeId).some((key) => viewers.includes(key));
        const byScreen = canViewDownload(
          { ...lists, showDownload: true, showToChildTeams: false },
          { role: 'user', teamTypeId, standShareRole: 'none' },
        );
        expect(byRules, `${teamTypeId || 'no type'} on ${JSON.stringify(lists)}`).toBe(byScreen);
      }
    }
  });
});

describe('groupDownloads', () => {
  it('groups by file filter group in the fixed order, leaving empty groups out, by name within a group', () => {
    const groups = groupDownloads([
      { name: 'Zebra.pdf', fileType: 'pdf' },
      { name: 'Promo', fileType: 'mp4' },
      { name: 'Apple', fileType: 'docx' },
      { name: 'Logo', fileType: 'png' },
      { name: 'Mystery', fileType: 'psd' },
    ]);
    expect(groups.map((group) => group.group)).toEqual(['Images', 'Videos', 'Documents', 'Other']);
    expect(groups[2]?.downloads.map((download) => download.name)).toEqual(['Apple', 'Zebra.pdf']);
  });
});

describe('download values and records', () => {
  it('defaults a new download to shown, not to stand shares, to every team type', () => {
    expect(downloadValuesSchema.parse({ name: ' Guide ' })).toEqual({
      name: 'Guide',
      description: '',
      showDownload: true,
      showToChildTeams: false,
      showToTeamTypeIds: [],
      hideFromTeamTypeIds: [],
    });
  });

  it('refuses a download without a name or file URL', () => {
    expect(downloadValuesSchema.safeParse({ name: '' }).success).toBe(false);
    expect(downloadSchema.safeParse({ id: 'd', name: 'Guide', data: '', fileSize: 1, storagePath: 'p' }).success).toBe(
      false,
    );
  });

  it('drops a hidden team type from the shown list', () => {
    const values = downloadValuesSchema.parse({ name: 'x', showToTeamTypeIds: ['a', 'b'], hideFromTeamTypeIds: ['b'] });
    expect(normaliseTeamTypeLists(values).showToTeamTypeIds).toEqual(['a']);
  });

  it('records the recognised file type, jpg reading as jpeg, else the extension', () => {
    expect(downloadFileType('Photo.JPG')).toBe('jpeg');
    expect(downloadFileType('guide.pdf')).toBe('pdf');
    expect(downloadFileType('design.psd')).toBe('psd');
    expect(downloadFileType('README')).toBe('');
  });

  it('shows sizes as the spec says: MB over 1e6 bytes, KB over 1e3, two decimals', () => {
    expect(formatFileSize(2_500_000)).toBe('2.50 MB');
    expect(formatFileSize(1_000_000)).toBe('1000.00 KB');
    expect(formatFileSize(1_500)).toBe('1.50 KB');
    expect(formatFileSize(999)).toBe('999 bytes');
  });
});
