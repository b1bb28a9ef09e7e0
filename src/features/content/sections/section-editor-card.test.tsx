import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newSection, SECTION_PROBLEMS } from '../../../domain/section';
import type { EditorSection } from '../../../data/content/content-store';
import { SectionEditorCard } from './section-editor-card';

vi.mock('../../../components/library-asset-picker', () => ({ LibraryAssetPicker: () => <div>asset picker</div> }));

function renderCard(section: EditorSection, onChange = vi.fn(), isChecked = false) {
  render(
    <DndContext>
      <SortableContext items={[section.id]}>
        <ol>
          <SectionEditorCard
            section={section}
            position={1}
            isChecked={isChecked}
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
});
