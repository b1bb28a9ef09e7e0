import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import type { CONTENT_BLOCK_TYPES } from './constants';
import {
  CALLOUT_VARIANTS,
  DEFAULT_CALLOUT_VARIANT,
  DEFAULT_SECTION_IS_PUBLISHED,
  DEFAULT_TABLE_IS_FIRST_ROW_HEADER,
  DEFAULT_TABLE_IS_FIXED_WIDTH,
  TABLE_COLUMN_COUNT,
} from './constants';
import { flag, idOrEmptySchema, idSchema, preprocess, trimmedText } from './schema-fields';

export type SectionType = (typeof CONTENT_BLOCK_TYPES)[number];
export type CalloutVariant = (typeof CALLOUT_VARIANTS)[number];

/** What a resources section may point at: the routes /content/{id}/task/{id} and /content/{id}/supplier/{id}. */
export const RESOURCE_TYPES = ['task', 'supplier'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const DEFAULT_RESOURCE_TYPE: ResourceType = 'task';

/** A YouTube shortcode: the value of the watch URL's v parameter. */
export const YOUTUBE_SHORTCODE_PATTERN = /^[A-Za-z0-9_-]{6,20}$/;
const numberToText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

const urlSchema = z.pipe(z.string().check(z.trim()), z.url({ protocol: /^https?$/ }));

// Google's map hosts: google.<country> (com, co.uk, com.au, de, ...) with or without www/maps, and the short links.
const GOOGLE_MAPS_HOST = /^(?:(?:www|maps)\.)?google\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/;
const GOOGLE_MAPS_SHORT_HOSTS: readonly string[] = ['maps.app.goo.gl', 'goo.gl'];

/** A scheme ("https:", "javascript:") or a protocol-relative "//host": the value is meant as a link. */
function looksLikeUrl(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//');
}

/** The value as a URL when it is an https link to one of Google's map hosts. */
export function googleMapsUrl(value: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return undefined;
  const host = url.hostname.toLowerCase();
  if (GOOGLE_MAPS_SHORT_HOSTS.includes(host)) return url;
  if (!GOOGLE_MAPS_HOST.test(host)) return undefined;
  return host.startsWith('maps.') || url.pathname === '/maps' || url.pathname.startsWith('/maps/') ? url : undefined;
}

export const GOOGLE_MAPS_ONLY = 'Enter an address or a Google Maps link';

const TABLE_CELL_KEY = /^cell([1-9][0-9]?)$/;

/**
 * A table row as the spec stores it, its cells under cell1, cell2, … (rows written before hold a
 * `cells` list, read as they are); read as its cells in order, a missing key an empty cell.
 */
const tableRowSchema = preprocess(
  (row) => {
    if (typeof row !== 'object' || row === null || 'cells' in row) return row;
    const keyed = row as Record<string, unknown>;
    const count = Math.max(0, ...Object.keys(keyed).map((key) => Number(TABLE_CELL_KEY.exec(key)?.[1] ?? 0)));
    return { cells: Array.from({ length: count }, (_, index) => keyed[`cell${index + 1}`] ?? '') };
  },
  z.object({ cells: z.array(z.string()) }),
);

export const sectionDataSchemas = {
  richText: z.object({ text: z._default(z.string(), '') }),
  button: z.object({ text: trimmedText(), link: trimmedText() }),
  callout: z.object({ text: trimmedText(), variant: z._default(z.enum(CALLOUT_VARIANTS), DEFAULT_CALLOUT_VARIANT) }),
  /** The image and what it shows for people who cannot see it (taken from the asset's alt text when chosen). */
  image: z.object({ assetId: idOrEmptySchema, altText: trimmedText() }),
  /** A Google Maps URL (an embed or share link) or a plain address; links to any other site are refused. */
  googleMaps: z.object({
    location: trimmedText().check(
      z.refine((value) => !looksLikeUrl(value) || googleMapsUrl(value) !== undefined, GOOGLE_MAPS_ONLY),
    ),
  }),
  /** The stored file URLs (files are uploaded before the section is saved) and a display name. */
  pdf: z.object({ urls: z._default(z.array(urlSchema), []), fileName: trimmedText() }),
  youTube: z.object({
    shortcode: trimmedText().check(
      z.refine((value) => value === '' || YOUTUBE_SHORTCODE_PATTERN.test(value), 'Enter the shortcode after ?v='),
    ),
  }),
  vimeo: z.object({
    videoId: z._default(
      preprocess(numberToText, z.string().check(z.trim(), z.regex(/^\d*$/, 'Vimeo ids are numbers'))),
      '',
    ),
  }),
  taskList: z.object({ taskListId: idOrEmptySchema }),
  resources: z.object({
    resources: z._default(
      z.array(z.object({ id: idSchema, type: z._default(z.enum(RESOURCE_TYPES), DEFAULT_RESOURCE_TYPE) })),
      [],
    ),
  }),
  /**
   * Firestore cannot hold arrays of arrays, so each row is an object with its cells. With a
   * header row, its cell count must equal the column count (the spec's rule); every row is
   * normalised to that many cells when edited.
   */
  table: z
    .object({
      isFixedWidth: flag(DEFAULT_TABLE_IS_FIXED_WIDTH),
      isFirstRowHeader: flag(DEFAULT_TABLE_IS_FIRST_ROW_HEADER),
      columnCount: z._default(
        z.coerce.number().check(z.int(), z.gte(TABLE_COLUMN_COUNT.min), z.lte(TABLE_COLUMN_COUNT.max)),
        2,
      ),
      rows: z._default(z.array(tableRowSchema), []),
    })
    .check(
      z.refine(
        (table) =>
          !table.isFirstRowHeader || table.rows.length === 0 || table.rows[0].cells.length === table.columnCount,
        {
          message: 'Header count must equal column count',
          path: ['rows'],
        },
      ),
    ),
} as const satisfies Record<SectionType, z.core.$ZodType>;

export type SectionData<T extends SectionType> = z.output<(typeof sectionDataSchemas)[T]>;

const sectionBase = z.object({
  id: idSchema,
  /** The page the section belongs to: the rules let whoever may open that page read it by id. */
  contentId: idOrEmptySchema,
  heading: trimmedText(),
  /** Set while a section is added in the editor and not yet saved. */
  isNewSection: flag(false),
  isPublished: flag(DEFAULT_SECTION_IS_PUBLISHED),
  ...auditFieldsSchema.shape,
});

function sectionOf<T extends SectionType>(type: T) {
  // A missing data object reads as the type's defaults.
  return z.extend(sectionBase, {
    type: z.literal(type),
    data: preprocess((data) => data ?? {}, sectionDataSchemas[type]),
  });
}

export const sectionSchema = z.discriminatedUnion('type', [
  sectionOf('richText'),
  sectionOf('button'),
  sectionOf('callout'),
  sectionOf('image'),
  sectionOf('googleMaps'),
  sectionOf('pdf'),
  sectionOf('youTube'),
  sectionOf('vimeo'),
  sectionOf('taskList'),
  sectionOf('resources'),
  sectionOf('table'),
]);
export type Section = z.output<typeof sectionSchema>;
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

export const SECTION_TYPE_LABELS = {
  richText: 'Rich text',
  button: 'Button',
  callout: 'Callout',
  image: 'Image',
  googleMaps: 'Google Maps',
  pdf: 'PDF',
  youTube: 'YouTube',
  vimeo: 'Vimeo',
  taskList: 'Task list',
  resources: 'Resources',
  table: 'Table',
} as const satisfies Record<SectionType, string>;

export const SECTION_TYPE_ICONS = {
  richText: 'text-paragraph',
  button: 'hand-index',
  callout: 'exclamation-square',
  image: 'image',
  googleMaps: 'geo-alt',
  pdf: 'file-earmark-pdf',
  youTube: 'youtube',
  vimeo: 'vimeo',
  taskList: 'list-check',
  resources: 'collection',
  table: 'table',
} as const satisfies Record<SectionType, string>;

/** A fresh section of a type, with that type's default data. */
export function newSection(type: SectionType, id: string): Section {
  return sectionSchema.parse({ id, type, isNewSection: true, data: defaultSectionData(type) });
}

function defaultSectionData(type: SectionType): unknown {
  if (type === 'table') return { columnCount: 2, rows: [{ cells: ['', ''] }, { cells: ['', ''] }] };
  return {};
}

/** A section as it is stored: a table's rows with their cells under the spec's keys (cell1, cell2, …). */
export function storedSection(section: Section): Record<string, unknown> {
  if (section.type !== 'table') return section;
  const rows = section.data.rows.map((row) =>
    Object.fromEntries(row.cells.map((cell, index) => [`cell${index + 1}`, cell])),
  );
  return { ...section, data: { ...section.data, rows } };
}

/** Resizes every row of a table to `columnCount` cells, keeping the text that still fits. */
export function resizeTableRows(rows: { cells: string[] }[], columnCount: number): { cells: string[] }[] {
  return rows.map((row) => ({ cells: Array.from({ length: columnCount }, (_, index) => row.cells[index] ?? '') }));
}

/**
 * The embed address for a map section: a Google Maps embed link is used as it is; another Google
 * Maps link or a plain address becomes a search embed (no API key needed); a link to any other
 * site is never embedded ('').
 */
export function googleMapsEmbedUrl(location: string): string {
  const value = location.trim();
  if (!value) return '';
  if (looksLikeUrl(value)) {
    const url = googleMapsUrl(value);
    if (!url) return '';
    if (url.pathname.startsWith('/maps/embed')) return url.toString();
    const query =
      url.searchParams.get('q') ??
      decodeURIComponent(url.pathname.match(/\/maps\/(?:place|search)\/([^/]+)/)?.[1] ?? '').replace(/\+/g, ' ');
    return `https://www.google.com/maps?q=${encodeURIComponent(query || value)}&output=embed`;
  }
  return `https://www.google.com/maps?q=${encodeURIComponent(value)}&output=embed`;
}

export function youTubeEmbedUrl(shortcode: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(shortcode)}`;
}

export function vimeoEmbedUrl(videoId: string): string {
  return `https://player.vimeo.com/video/${encodeURIComponent(videoId)}`;
}

/** A button's link as typed ("www.example.com") made absolute so it leaves the portal. */
export function absoluteLink(link: string): string {
  const value = link.trim();
  if (!value) return '';
  if (/^(https?:|mailto:|tel:)/i.test(value)) return value;
  if (value.startsWith('/')) return value;
  return `https://${value}`;
}

/**
 * The data problems of a section, by data field (e.g. { shortcode: '...' }), for the editor to show
 * beside the field; empty when the section can be saved.
 */
export function sectionDataErrors(section: { type: SectionType; data: unknown }): Record<string, string> {
  const result = sectionDataSchemas[section.type].safeParse(section.data);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'data');
    errors[field] ??= field === 'resources' ? 'Every resource needs an id' : issue.message;
  }
  return errors;
}

/** Why a section cannot be shown to readers, as the editor says it beside the field concerned. */
export const SECTION_PROBLEMS = {
  richTextEmpty: 'Write the text of this section',
  buttonText: 'Enter the button text',
  buttonLink: 'Enter a valid link, such as https://example.com',
  calloutText: 'Write the callout text',
  imageMissing: 'Choose an image',
  imageAltMissing: 'Enter the alt text: this page is public, so its images must say what they show',
  mapMissing: GOOGLE_MAPS_ONLY,
  youTubeMissing: 'Enter the shortcode after ?v=',
  vimeoMissing: 'Enter the Vimeo video id',
  tableNoRows: 'Add at least one row',
  tableHeadings: 'Give every column a heading',
} as const;

/** Rich text with nothing a reader would see: only tags, spaces and non-breaking spaces. */
function isBlankHtml(html: string): boolean {
  if (/<(img|iframe|video|hr)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, '')
      .trim() === ''
  );
}

/** Whether a button's link, made absolute as readers get it, is a real address (mail and phone links too). */
export function isValidButtonLink(link: string): boolean {
  const href = absoluteLink(link);
  if (!href) return false;
  if (/^(mailto|tel):\S+$/i.test(href)) return true;
  if (href.startsWith('/')) return !href.startsWith('//') && !/\s/.test(href);
  try {
    const url = new URL(href);
    return (
      /^https?:$/.test(url.protocol) &&
      (url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(url.hostname)) &&
      !/\s/.test(href)
    );
  } catch {
    return false;
  }
}

/** The page a section is on, as far as its checks depend on it. */
export interface SectionPage {
  /** Public pages are open to guests and search engines: their images need alt text. */
  isPublic: boolean;
}

/** An image on a public page must say what it shows: guests and search engines read the page. */
function lacksPublicAltText(section: Section, page: SectionPage): boolean {
  return section.type === 'image' && section.data.assetId !== '' && page.isPublic && !section.data.altText.trim();
}

/** What keeps a section that parses from being shown (empty text, no image, a link that leads nowhere), by field. */
function displayProblems(section: Section, page: SectionPage): Record<string, string> {
  switch (section.type) {
    case 'richText':
      return isBlankHtml(section.data.text) ? { text: SECTION_PROBLEMS.richTextEmpty } : {};
    case 'button':
      return {
        ...(section.data.text ? {} : { text: SECTION_PROBLEMS.buttonText }),
        ...(isValidButtonLink(section.data.link) ? {} : { link: SECTION_PROBLEMS.buttonLink }),
      };
    case 'callout':
      return section.data.text ? {} : { text: SECTION_PROBLEMS.calloutText };
    case 'image':
      if (!section.data.assetId) return { assetId: SECTION_PROBLEMS.imageMissing };
      return lacksPublicAltText(section, page) ? { altText: SECTION_PROBLEMS.imageAltMissing } : {};
    case 'googleMaps':
      return section.data.location ? {} : { location: SECTION_PROBLEMS.mapMissing };
    case 'youTube':
      return section.data.shortcode ? {} : { shortcode: SECTION_PROBLEMS.youTubeMissing };
    case 'vimeo':
      return section.data.videoId ? {} : { videoId: SECTION_PROBLEMS.vimeoMissing };
    case 'table': {
      const [header] = section.data.rows;
      if (!header) return { rows: SECTION_PROBLEMS.tableNoRows };
      return section.data.isFirstRowHeader && header.cells.some((cell) => !cell.trim())
        ? { rows: SECTION_PROBLEMS.tableHeadings }
        : {};
    }
    default:
      return {};
  }
}

/**
 * Everything that keeps a section from being saved, by data field: data that does not parse
 * (sectionDataErrors) and, once it does, what would leave readers with nothing to see. Empty when
 * the section can be saved and shown.
 */
export function sectionProblems(
  section: { type: SectionType; data: unknown },
  page: SectionPage,
): Record<string, string> {
  const dataErrors = sectionDataErrors(section);
  if (Object.keys(dataErrors).length > 0) return dataErrors;
  return displayProblems(sectionSchema.parse({ id: 'check', type: section.type, data: section.data }), page);
}

/**
 * The write check of a page's sections: an image without alt text on a public page is refused
 * (the editor marks it; this keeps any other caller from storing it). Undefined when they may be stored.
 */
export function sectionsWriteProblem(sections: readonly Section[], page: SectionPage): string | undefined {
  return sections.some((section) => lacksPublicAltText(section, page)) ? SECTION_PROBLEMS.imageAltMissing : undefined;
}
