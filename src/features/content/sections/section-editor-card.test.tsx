import { DndContext } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newSection } from '../../../domain/section';
import type { EditorSection } from '../../../data/content/content-store';
import { SectionEditorCard } from './section-editor-card';

vi.mock('../../../components/library-asset-picker', () => ({ LibraryAssetPicker: () => <div>asset picker</div> }));

function renderCard(section: EditorSection, onChange = vi.fn()) {
  render(
    <DndContext>
      <SortableContext items={[section.id]}>
        <ol><SectionEditorCard section={section} position={1} onChange={onChange} onDelete={vi.fn()} /></ol>
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

  it('shows the YouTube and Vimeo rules beside their fields', () => {
    renderCard({ ...newSection('vimeo', 'v1'), data: { videoId: 'abc' } } as EditorSection);
    expect(screen.getByText('Vimeo ids are numbers')).toBeInTheDocument();
  });

  it('unpublishing a section marks it', () => {
    const onChange = renderCard(newSection('callout', 'c1'));
    fireEvent.click(screen.getByLabelText('Published'));
    expect((onChange.mock.calls[0][0] as EditorSection).isPublished).toBe(false);
  });
});
