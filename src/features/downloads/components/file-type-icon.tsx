import { fileFilterGroupOf } from '../../../domain/file-types';
import { Icon, type IconName } from '../../../components/icon';

const GROUP_ICONS = {
  Images: 'file-earmark-image',
  Videos: 'file-earmark-play',
  Documents: 'file-earmark-text',
  Files: 'file-earmark-zip',
  Other: 'file-earmark',
} as const satisfies Record<string, IconName>;

/** The icon of a file type's filter group. */
export function FileTypeIcon({ fileType, className = '' }: { fileType: string; className?: string }) {
  return <Icon name={GROUP_ICONS[fileFilterGroupOf(fileType)]} className={className} />;
}

export function groupIcon(group: keyof typeof GROUP_ICONS): IconName {
  return GROUP_ICONS[group];
}
