import { afterEach, describe, expect, it, vi } from 'vitest';
import { newContentValues } from '../../domain/content';
import { settingsDefaults } from '../../domain/settings/settings-documents';
import { createReduxStore } from '../redux-store';
import { settingsApi } from '../settings/settings-api';
import { getSettings } from '../settings/settings-store';
import { contentApi } from './content-api';
import { createContent } from './content-store';

// The stores are replaced by in-memory answers: what is checked here is which reads a call refreshes.
vi.mock('./content-store', () => ({ createContent: vi.fn() }));
vi.mock('../settings/settings-store', () => ({ getSettings: vi.fn() }));

afterEach(() => vi.clearAllMocks());

describe('adding a content page', () => {
  it('updates the featured list: whoever shows it reads it again', async () => {
    const featured = { ...settingsDefaults('featured'), contentIds: ['a', 'b', 'c', 'd'] };
    vi.mocked(getSettings).mockResolvedValue(featured);
    vi.mocked(createContent).mockImplementation(async (settings) => ({
      ...newContentValues(),
      ...settings,
      id: 'new-page',
      path: 'welcome',
      sectionIds: [],
      isArchived: false,
      isFeatured: false,
      publishAt: '',
      unpublishAt: '',
      createdAt: '',
      createdBy: '',
      updatedAt: '',
      updatedBy: '',
    }));
    const store = createReduxStore();
    const watching = store.dispatch(settingsApi.endpoints.settings.initiate('featured'));
    expect((await watching).data).toEqual(featured);
    expect(getSettings).toHaveBeenCalledTimes(1);

    await store
      .dispatch(contentApi.endpoints.createContent.initiate({ ...newContentValues(), title: 'Welcome' }))
      .unwrap();

    await expect.poll(() => vi.mocked(getSettings).mock.calls.length).toBe(2);
    expect(getSettings).toHaveBeenLastCalledWith('featured');
    watching.unsubscribe();
  });
});
