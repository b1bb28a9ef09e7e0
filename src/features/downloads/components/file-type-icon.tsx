import { fileFilterGroupOf } from '../../../domain/file-types';

const GROUP_ICONS = {
  Images: 'bi-file-earmark-image',
  Videos: 'bi-file-earmark-play',
  Documents: 'bi-file-earmark-text',
  Files: 'bi-file-earmark-zip',
  Other: 'bi-file-earmark',
} as const;

/** The icon of a file type's filter group. */
export function FileTypeIcon({ fileType, className = '' }: { fileType: string; className?: string }) {
  return <i className={`bi ${GROUP_ICONS[fileFilterGroupOf(fileType)]} ${className}`} aria-hidden="true" />;
}

export function groupIcon(group: keyof typeof GROUP_ICONS): string {
  return GROUP_ICONS[group];
}
