import type { IconName } from '../../../../components/icon';
import type { FieldType } from '../../../../domain/forms/field';

/** The icon of each field type and layout item, in the add menu and on the builder's cards. */
export const FIELD_TYPE_ICONS = {
  text: 'input-cursor-text',
  email: 'envelope-at',
  tel: 'telephone',
  url: 'link-45deg',
  number: 'hash',
  area: 'textarea-t',
  date: 'calendar-event',
  checkbox: 'check2-square',
  radio: 'ui-radios',
  dropdown: 'menu-button-wide',
  address: 'geo-alt',
  fullName: 'person-vcard',
  itemList: 'cash-coin',
  grandTotal: 'calculator',
  disclaimer: 'shield-check',
  repeater: 'table',
  upload: 'upload',
  template: 'collection',
  customText: 'file-earmark-richtext',
  section: 'type-h2',
  newPage: 'file-earmark',
  divider: 'dash-lg',
  callout: 'megaphone',
  image: 'image',
  youTube: 'youtube',
  vimeo: 'vimeo',
} as const satisfies Record<FieldType, IconName>;
