import type { SidebarSectionDraft, SidebarUpdate } from '../../data/navigation/navigation-store';
import type { SidebarSection } from '../../domain/sidebar-section';

/** The sections as the screen edits them, in display order. */
export function draftFrom(sections: readonly SidebarSection[]): SidebarSectionDraft[] {
  return [...sections]
    .sort((a, b) => a.index - b.index)
    .map(({ id, heading, itemIds, index, isCollapsable }) => ({
      id,
      heading,
      itemIds: [...itemIds],
      index,
      isCollapsable,
    }));
}

function sameSection(a: SidebarSectionDraft, b: SidebarSectionDraft): boolean {
  return (
    a.heading === b.heading &&
    a.index === b.index &&
    a.isCollapsable === b.isCollapsable &&
    a.itemIds.join('\n') === b.itemIds.join('\n')
  );
}

/**
 * What one save writes: the draft's order becomes each section's index; sections that are new,
 * changed or gone are sorted into the three parts of the batch (unchanged ones are not written).
 */
export function sidebarChanges(saved: readonly SidebarSection[], draft: readonly SidebarSectionDraft[]): SidebarUpdate {
  const savedById = new Map(draftFrom(saved).map((section) => [section.id, section]));
  const ordered = draft.map((section, index) => ({ ...section, heading: section.heading.trim(), index }));
  const draftIds = new Set(ordered.map((section) => section.id));
  return {
    newSections: ordered.filter((section) => !savedById.has(section.id)),
    updatedSections: ordered.filter((section) => {
      const before = savedById.get(section.id);
      return before !== undefined && !sameSection(before, section);
    }),
    removedIds: [...savedById.keys()].filter((id) => !draftIds.has(id)),
  };
}

export function hasChanges(update: SidebarUpdate): boolean {
  return update.newSections.length + update.updatedSections.length + update.removedIds.length > 0;
}

/** Moves one entry of a list from one position to another (what a drop does). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}
