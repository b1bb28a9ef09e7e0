import { describe, expect, it } from 'vitest';
import { pendingFile, separateChosenFiles, withProvisionalFiles } from './upload-entries';

const stored = {
  name: 'old.pdf',
  path: 'events/e/submissions/s/logo/old.pdf',
  url: 'https://files/old.pdf',
  size: 10,
  contentType: 'application/pdf',
};

describe('chosen files', () => {
  it('are checked as stored files would be, and sent by field key while stored ones stay in the answers', () => {
    const logo = pendingFile(new File(['png'], 'logo.png', { type: 'image/png' }));
    const badge = pendingFile(new File(['jpg'], 'badge.jpg', { type: 'image/jpeg' }));
    const hiddenFile = pendingFile(new File(['x'], 'hidden.pdf', { type: 'application/pdf' }));
    const filled = {
      logo: [stored, logo],
      staff: { loopCount: 2, templateValues: [{}, { photo: [badge] }] },
      hidden: [hiddenFile],
    };
    const provisional = withProvisionalFiles(filled);
    expect(provisional.logo[1]).toEqual({
      name: 'logo.png',
      path: logo.pendingId,
      url: logo.pendingId,
      size: 3,
      contentType: 'image/png',
    });

    // The checks dropped the hidden field: its file is not sent.
    const checked = { logo: provisional.logo, staff: provisional.staff };
    const { values, files, chosen } = separateChosenFiles(checked, filled);
    expect(values).toEqual({ logo: [stored], staff: { loopCount: 2, templateValues: [{}, { photo: [] }] } });
    expect(
      Object.fromEntries(Object.entries(files).map(([key, list]) => [key, list.map((file) => file.name)])),
    ).toEqual({ logo: ['logo.png'], 'staff.1.photo': ['badge.jpg'] });
    expect(chosen.map((pending) => pending.pendingId)).toEqual([logo.pendingId, badge.pendingId]);
  });
});
