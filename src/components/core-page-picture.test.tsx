import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assetsApi } from '../data/assets/assets-api';
import { navigationApi } from '../data/navigation/navigation-api';
import { assetSchema } from '../domain/asset';
import { defaultCorePages } from '../domain/core-pages';
import { imageAssetRecord } from '../../tests/support/image-asset';
import { testStore } from '../../tests/support/test-store';
import { CorePagePicture } from './core-page-picture';

const stage = imageAssetRecord('stage', 'Main stage', 'The main stage at night');
const guide = assetSchema.parse({
  id: 'guide',
  name: 'Guide',
  type: 'document',
  fileName: 'guide.pdf',
  mimeType: 'application/pdf',
  storageFolder: 'assets/guide',
  data: { file: 'https://files.test/guide.pdf' },
});

function seed(pictures: Record<string, string>) {
  const pages = defaultCorePages().map((page) => ({ ...page, assetId: pictures[page.id] ?? '' }));
  testStore().dispatch(navigationApi.util.upsertQueryData('corePages', undefined, pages));
  for (const asset of [stage, guide]) testStore().dispatch(assetsApi.util.upsertQueryData('asset', asset.id, asset));
}

describe("a core page's picture", () => {
  it('shows the picture chosen for that page as a band, described by its alt text', async () => {
    seed({ tasks: 'stage' });
    render(<CorePagePicture pageId="tasks" />);
    const picture = await screen.findByRole('img', { name: 'The main stage at night' });
    expect(picture).toHaveAttribute('src', 'https://files.test/stage-large.jpg');
    expect(picture).toHaveAttribute('srcset', expect.stringContaining('https://files.test/stage-medium.jpg 1440w'));
  });

  it('shows nothing for a page without a picture, or one whose asset is not an image', async () => {
    seed({ tasks: 'stage', forms: 'guide' });
    render(
      <>
        <CorePagePicture pageId="suppliers" />
        <CorePagePicture pageId="forms" />
        <CorePagePicture pageId="tasks" />
      </>,
    );
    // Once the tasks page's picture shows, the records are loaded: it is the only picture.
    await screen.findByRole('img', { name: 'The main stage at night' });
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
