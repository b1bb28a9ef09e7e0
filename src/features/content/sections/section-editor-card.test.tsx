import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newSection, SECTION_PROBLEMS } from '../../../domain/section';
import type { EditorSection } from '../../../data/content/content-store';
import { SectionEditorCard } from './section-editor-card';
import { assetsApi } from '../../../data/assets/assets-api';
import { imageAssetRecord } from '../../../../tests/support/image-asset';
import { testStore } from '../../../../tests/support/test-store';

const stagePhoto = imageAssetRecord('stage', 'Main stage', 'The main stage at night');

// The picker's dialog is tested on its own: here choosing is one button that picks the stage photo.
vi.mock('../../../components/library-asset-picker', () => ({
  LibraryAssetPicker: ({ onChange }: { onChange: (assetId: string) => void }) => (
    <button type="button" onClick={() => onChange('stage')}>
      Choose the stage photo
    </button>
  ),
}));

function renderCard(section: EditorSection, onChange = vi.fn(), isChecked = false, page = { isPublic: false }) {
  render(
    <DndContext>
      <SortableContext items={[section.id]}>
        <ol>
          <SectionEditorCard
            section={section}
            position={1}
            isChecked={isChecked}
            page={page}
            onChange={onChange}
            onDelete={vi.fn()}
          />
        </ol>
      </SortableContext>
    </DndContext>,
  );
  return onChange;
}

describe('section editor card', () => {
  it('changing a table to three columns resizes every row, keeping the header count equal to the column count', () => {
    const onChange = renderCard(newSection('table', 't1'));
    fireEvent.change(screen.getByLabelText('Columns'), { target: { value: '3' } });
    const next = onChange.mock.calls[0][0] as EditorSection;
    expect(next.type === 'table' && next.data.columnCount).toBe(3);
    expect(next.type === 'table' && next.data.rows.map((row) => row.cells.length)).toEqual([3, 3]);
  });

  it('a PDF section takes dropped PDFs into its list to upload, refuses anything else with the reason, and lets one be taken out', () => {
    const onChange = vi.fn();
    const pdf = new File(['%PDF'], 'Manual.pdf', { type: 'application/pdf' });
    const section = newSection('pdf', 'p1') as EditorSection;
    const { rerender } = render(<></>);
    const draw = (current: EditorSection) =>
      rerender(
        <DndContext>
          <SortableContext items={[current.id]}>
            <ol>
              <SectionEditorCard
                section={current}
                position={1}
                isChecked={false}
                page={{ isPublic: false }}
                onChange={onChange}
                onDelete={vi.fn()}
              />
            </ol>
          </SortableContext>
        </DndContext>,
      );
    draw(section);
    const zone = screen.getByText('Drag files here').parentElement!;
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['x'], 'notes.docx', { type: 'application/msword' }), pdf] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('notes.docx: Only PDF files can be added here.');
    const next = onChange.mock.calls[0][0] as EditorSection;
    expect(next.pendingFiles).toEqual([pdf]);
    draw(next);
    expect(screen.getByRole('list', { name: 'Files to upload' })).toHaveTextContent('Manual.pdf');
    expect(screen.getByText('1 file will be uploaded when you save.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Do not upload Manual.pdf' }));
    expect((onChange.mock.calls[1][0] as EditorSection).pendingFiles).toEqual([]);
  });

  it('shows the YouTube and Vimeo rules beside their fields', () => {
    renderCard({ ...newSection('vimeo', 'v1'), data: { videoId: 'abc' } } as EditorSection);
    expect(screen.getByText('Vimeo ids are numbers')).toBeInTheDocument();
  });

  it('unpublishing a section marks it', () => {
    const onChange = renderCard(newSection('callout', 'c1'));
    fireEvent.click(screen.getByLabelText('Published'));
    expect((onChange.mock.calls[0][0] as EditorSection).isPublished).toBe(false);
  });

  it('marks nothing on a new empty section until a save is tried', () => {
    renderCard(newSection('button', 'b1'));
    expect(screen.queryByText('Cannot be shown')).not.toBeInTheDocument();
    expect(screen.queryByText(SECTION_PROBLEMS.buttonText)).not.toBeInTheDocument();
  });

  it('after a save was tried, marks a button without text and with a link that is not one, beside each field', () => {
    renderCard(
      { ...newSection('button', 'b1'), data: { text: '', link: 'not a url' } } as EditorSection,
      vi.fn(),
      true,
    );
    expect(screen.getByText('Cannot be shown')).toBeInTheDocument();
    expect(screen.getByLabelText('Button text')).toHaveClass('is-invalid');
    expect(screen.getByText(SECTION_PROBLEMS.buttonText)).toBeInTheDocument();
    expect(screen.getByText(SECTION_PROBLEMS.buttonLink)).toBeInTheDocument();
  });

  it('after a save was tried, says why an image, a table or rich text cannot be shown', () => {
    renderCard(newSection('image', 'i1'), vi.fn(), true);
    expect(screen.getByText(SECTION_PROBLEMS.imageMissing)).toBeInTheDocument();
  });

  it('a table whose header row has an empty heading is marked below the table', () => {
    renderCard(
      {
        ...newSection('table', 't1'),
        data: { columnCount: 2, isFirstRowHeader: true, isFixedWidth: true, rows: [{ cells: ['Day', ''] }] },
      } as EditorSection,
      vi.fn(),
      true,
    );
    expect(screen.getByText(SECTION_PROBLEMS.tableHeadings)).toBeInTheDocument();
  });

  it('a section that can be shown carries no mark', () => {
    renderCard(
      { ...newSection('button', 'b1'), data: { text: 'Book', link: 'www.example.com' } } as EditorSection,
      vi.fn(),
      true,
    );
    expect(screen.queryByText('Cannot be shown')).not.toBeInTheDocument();
  });

  it("an image on a public page without alt text is marked at its alt text field; the asset's alt text is the default", async () => {
    testStore().dispatch(assetsApi.util.upsertQueryData('assets', undefined, [stagePhoto]));
    const image = { ...newSection('image', 'i2'), data: { assetId: 'stage', altText: '' } } as EditorSection;
    renderCard(image, vi.fn(), true, { isPublic: true });
    const altText = screen.getByLabelText('Alt text');
    expect(altText).toHaveClass('is-invalid');
    expect(screen.getByText(SECTION_PROBLEMS.imageAltMissing)).toBeInTheDocument();
    expect(screen.getByText('Cannot be shown')).toBeInTheDocument();
    cleanup();

    // On a page only teams see, the same section may be saved as it is.
    renderCard(image, vi.fn(), true, { isPublic: false });
    expect(screen.queryByText(SECTION_PROBLEMS.imageAltMissing)).not.toBeInTheDocument();
    cleanup();

    // Choosing the image takes the asset's own alt text, which the organiser can then change.
    const onChange = renderCard(newSection('image', 'i3'), vi.fn(), false, { isPublic: true });
    await waitFor(() => expect(testStore().getState().api.queries['assets(undefined)']?.data).toBeDefined());
    fireEvent.click(screen.getByRole('button', { name: 'Choose the stage photo' }));
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ data: { assetId: 'stage', altText: 'The main stage at night' } }),
    );
  });
});
