import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { assetSchema, type Asset } from '../domain/asset';
import { AssetPicker } from './asset-picker';

const base = {
  altText: '',
  fileName: 'f',
  mimeType: 'image/jpeg',
  fileSize: 1,
  createdAt: '',
  createdBy: '',
  updatedAt: '',
  updatedBy: '',
};
const image = (id: string, name: string): Asset =>
  assetSchema.parse({
    ...base,
    id,
    name,
    type: 'image',
    storageFolder: `events/e/assets/${id}`,
    data: { large: `${id}-l`, medium: `${id}-m`, small: `${id}-s`, thumb: `${id}-t` },
  });
const assets: Asset[] = [
  image('hall', 'Hall map'),
  image('stage', 'Main stage'),
  assetSchema.parse({
    ...base,
    id: 'guide',
    name: 'Guide',
    type: 'document',
    storageFolder: 'events/e/assets/guide',
    data: { file: 'g' },
  }),
];

function Harness({ onChange }: { onChange: (id: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <AssetPicker
      value={value}
      assets={assets}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

describe('AssetPicker', () => {
  it('offers only images, searches them, and picks one with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByText('No image chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose image' });
    expect(
      within(dialog)
        .getAllByRole('button', { pressed: false })
        .map((tile) => tile.textContent),
    ).toEqual(['Hall map', 'Main stage']);
    const search = within(dialog).getByRole('searchbox', { name: 'Search images' });
    expect(search).toHaveFocus();
    await user.type(search, 'stage');
    expect(
      within(dialog)
        .getAllByRole('button', { pressed: false })
        .map((tile) => tile.textContent),
    ).toEqual(['Main stage']);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('stage');
    expect(await screen.findByRole('img', { name: 'Main stage' })).toHaveAttribute('src', 'stage-t');
    expect(screen.getByRole('button', { name: 'Change image' })).toBeInTheDocument();
  });

  it('removes the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AssetPicker value="hall" assets={assets} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('says when nothing matches and when the library is empty', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<AssetPicker value="" assets={assets} onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Choose image' }));
    await user.type(await screen.findByRole('searchbox'), 'zebra');
    expect(screen.getByText('No images match "zebra".')).toBeInTheDocument();
    rerender(<AssetPicker value="" assets={[]} onChange={vi.fn()} />);
    expect(screen.getByText(/There are no images in the asset library yet/)).toBeInTheDocument();
  });

  it('shows a load failure inside the dialog', async () => {
    const user = userEvent.setup();
    render(<AssetPicker value="" assets={undefined} errorMessage="Network down" onChange={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Choose image' }));
    expect(await screen.findByText('Network down')).toBeInTheDocument();
  });
});
