import { describe, expect, it } from 'vitest';
import {
  absoluteLink,
  GOOGLE_MAPS_ONLY,
  googleMapsEmbedUrl,
  isValidButtonLink,
  newSection,
  resizeTableRows,
  SECTION_PROBLEMS,
  sectionDataErrors,
  sectionProblems,
  sectionsWriteProblem,
  sectionSchema,
  storedSection,
  type SectionType,
} from './section';

const base = { id: 's1', heading: ' Hello ' };

describe('section schema', () => {
  it('defaults to published, trims the heading and gives each type its default data', () => {
    const section = sectionSchema.parse({ ...base, type: 'callout' });
    expect(section).toMatchObject({ heading: 'Hello', isPublished: true, data: { text: '', variant: 'default' } });
  });

  it('accepts only the four callout variants', () => {
    expect(sectionSchema.safeParse({ ...base, type: 'callout', data: { text: 'x', variant: 'danger' } }).success).toBe(
      true,
    );
    expect(sectionSchema.safeParse({ ...base, type: 'callout', data: { text: 'x', variant: 'info' } }).success).toBe(
      false,
    );
  });

  it('table: 1 to 6 columns, header count must equal column count, defaults fixed width and header row', () => {
    const table = (data: object) => sectionSchema.safeParse({ ...base, type: 'table', data });
    const parsed = table({ columnCount: '2', rows: [{ cells: ['a', 'b'] }] });
    expect(parsed.success && parsed.data.type === 'table' && parsed.data.data).toMatchObject({
      columnCount: 2,
      isFixedWidth: true,
      isFirstRowHeader: true,
    });
    expect(table({ columnCount: 3, rows: [{ cells: ['a', 'b'] }] }).success).toBe(false);
    expect(table({ columnCount: 7, rows: [] }).success).toBe(false);
    expect(table({ columnCount: 0, rows: [] }).success).toBe(false);
    expect(table({ columnCount: 3, isFirstRowHeader: false, rows: [{ cells: ['a'] }] }).success).toBe(true);
  });

  it("table rows are stored under the spec's cell1… keys, and read from them or from an older cells list", () => {
    const parsed = sectionSchema.parse({
      ...base,
      type: 'table',
      data: {
        columnCount: 3,
        rows: [
          { cell1: 'Hall', cell2: 'Stand', cell3: 'Size' },
          { cell1: 'A', cell3: '9 m²' },
        ],
      },
    });
    if (parsed.type !== 'table') throw new Error('not a table');
    expect(parsed.data.rows).toEqual([{ cells: ['Hall', 'Stand', 'Size'] }, { cells: ['A', '', '9 m²'] }]);
    const stored = storedSection(parsed) as { data: { rows: unknown[] } };
    expect(stored.data.rows).toEqual([
      { cell1: 'Hall', cell2: 'Stand', cell3: 'Size' },
      { cell1: 'A', cell2: '', cell3: '9 m²' },
    ]);
    // What is stored reads back the same (rows written before, as a cells list, read as the first test shows).
    expect(sectionSchema.parse(stored)).toEqual(parsed);
  });

  it('youTube takes a shortcode, vimeo a numeric id (numbers become text)', () => {
    expect(sectionDataErrors({ type: 'youTube', data: { shortcode: 'dQw4w9WgXcQ' } })).toEqual({});
    expect(sectionDataErrors({ type: 'youTube', data: { shortcode: 'https://youtube.com/watch?v=x' } })).toHaveProperty(
      'shortcode',
    );
    const vimeo = sectionSchema.parse({ ...base, type: 'vimeo', data: { videoId: 76979871 } });
    expect(vimeo.type === 'vimeo' && vimeo.data.videoId).toBe('76979871');
    expect(sectionDataErrors({ type: 'vimeo', data: { videoId: 'abc' } })).toHaveProperty('videoId');
  });

  it("maps accept an address or a link to Google's map hosts only", () => {
    for (const location of [
      'ExCeL London, Royal Victoria Dock',
      'https://www.google.com/maps/embed?pb=abc',
      'https://maps.app.goo.gl/abc123',
      'https://www.google.de/maps/place/Messe',
    ]) {
      expect(sectionDataErrors({ type: 'googleMaps', data: { location } })).toEqual({});
    }
    for (const location of [
      'https://evil.example/maps/embed',
      'https://google.evil.example/maps',
      'javascript:alert(1)',
      'http://www.google.com/maps',
      '//evil.example',
      'https://www.google.com/url?q=https://evil.example',
    ]) {
      expect(sectionDataErrors({ type: 'googleMaps', data: { location } })).toEqual({ location: GOOGLE_MAPS_ONLY });
    }
  });

  it('resources are id/type pairs with type task by default', () => {
    const section = sectionSchema.parse({ ...base, type: 'resources', data: { resources: [{ id: 7 }] } });
    expect(section.type === 'resources' && section.data.resources).toEqual([{ id: '7', type: 'task' }]);
    expect(sectionDataErrors({ type: 'resources', data: { resources: [{ id: '', type: 'task' }] } })).toEqual({
      resources: 'Every resource needs an id',
    });
  });

  it('pdf stores URLs and a file name, never raw files', () => {
    expect(
      sectionSchema.safeParse({ ...base, type: 'pdf', data: { urls: ['https://x.test/a.pdf'], fileName: 'Manual' } })
        .success,
    ).toBe(true);
    expect(sectionSchema.safeParse({ ...base, type: 'pdf', data: { urls: [{ name: 'a.pdf' }] } }).success).toBe(false);
  });

  it('new sections of every type parse, and tables start with two rows of two cells', () => {
    const table = newSection('table', 't');
    expect(table.type === 'table' && table.data.rows).toEqual([{ cells: ['', ''] }, { cells: ['', ''] }]);
    for (const type of [
      'richText',
      'button',
      'image',
      'googleMaps',
      'pdf',
      'youTube',
      'vimeo',
      'taskList',
      'resources',
    ] as const) {
      expect(newSection(type, type).isNewSection).toBe(true);
    }
  });

  it('resizes table rows to the column count', () => {
    expect(resizeTableRows([{ cells: ['a', 'b', 'c'] }], 2)).toEqual([{ cells: ['a', 'b'] }]);
    expect(resizeTableRows([{ cells: ['a'] }], 3)).toEqual([{ cells: ['a', '', ''] }]);
  });

  it('maps: an address or a URL becomes an embed; buttons get an absolute link', () => {
    expect(googleMapsEmbedUrl('ExCeL London')).toBe('https://www.google.com/maps?q=ExCeL%20London&output=embed');
    expect(googleMapsEmbedUrl('https://google.evil.example/maps/embed?pb=abc')).toBe('');
    expect(googleMapsEmbedUrl('https://www.google.com.evil.example/maps/embed')).toBe('');
    expect(googleMapsEmbedUrl('javascript:alert(1)')).toBe('');
    expect(googleMapsEmbedUrl('https://maps.google.co.uk/maps/embed?pb=x')).toBe(
      'https://maps.google.co.uk/maps/embed?pb=x',
    );
    expect(googleMapsEmbedUrl('https://www.google.com/maps/embed?pb=abc')).toBe(
      'https://www.google.com/maps/embed?pb=abc',
    );
    expect(googleMapsEmbedUrl('https://www.google.com/maps/place/Big+Ben/@51.5,0')).toBe(
      'https://www.google.com/maps?q=Big%20Ben&output=embed',
    );
    expect(absoluteLink('www.example.com')).toBe('https://www.example.com');
    expect(absoluteLink('https://a.test')).toBe('https://a.test');
  });
});

describe('sections that cannot be shown', () => {
  const problems = (type: SectionType, data: object) => sectionProblems({ type, data }, { isPublic: false });

  it('a new section of every type but PDF, task list and resources has something to fix', () => {
    const fixable = ['richText', 'button', 'callout', 'image', 'googleMaps', 'youTube', 'vimeo', 'table'] as const;
    for (const type of fixable)
      expect(Object.keys(sectionProblems(newSection(type, type), { isPublic: false })), type).not.toHaveLength(0);
  });

  it('rich text needs visible text or an image', () => {
    expect(problems('richText', { text: '<p> &nbsp;</p><p><br></p>' })).toEqual({
      text: SECTION_PROBLEMS.richTextEmpty,
    });
    expect(problems('richText', { text: '<p>Doors open at 9</p>' })).toEqual({});
    expect(problems('richText', { text: '<img src="https://x.test/a.png" alt="Plan">' })).toEqual({});
  });

  it('a button needs text and a link that leads somewhere', () => {
    expect(problems('button', { text: '', link: 'not a url' })).toEqual({
      text: SECTION_PROBLEMS.buttonText,
      link: SECTION_PROBLEMS.buttonLink,
    });
    expect(problems('button', { text: 'Book', link: 'www.example.com' })).toEqual({});
    for (const link of [
      'www.example.com',
      'https://a.test/x?y=1',
      'mailto:help@example.com',
      'tel:+441234',
      '/downloads',
      'http://localhost:5173',
    ]) {
      expect(isValidButtonLink(link), link).toBe(true);
    }
    for (const link of [
      '',
      'not a url',
      'example',
      'javascript:alert(1)',
      'ftp://x.test',
      '//evil.example',
      'https://a .test',
    ]) {
      expect(isValidButtonLink(link), link).toBe(false);
    }
  });

  it('an image needs its image, a map its address, a video its id', () => {
    expect(problems('image', { assetId: '' })).toEqual({ assetId: SECTION_PROBLEMS.imageMissing });
    expect(problems('googleMaps', { location: ' ' })).toEqual({ location: GOOGLE_MAPS_ONLY });
    expect(problems('youTube', { shortcode: '' })).toEqual({ shortcode: SECTION_PROBLEMS.youTubeMissing });
    expect(problems('vimeo', { videoId: '' })).toEqual({ videoId: SECTION_PROBLEMS.vimeoMissing });
    expect(problems('vimeo', { videoId: 'abc' })).toEqual({ videoId: 'Vimeo ids are numbers' });
  });

  it('a table with a header row needs one heading per column', () => {
    expect(problems('table', { columnCount: 2, rows: [{ cells: ['Day', ''] }, { cells: ['Mon', '9:00'] }] })).toEqual({
      rows: SECTION_PROBLEMS.tableHeadings,
    });
    expect(problems('table', { columnCount: 3, rows: [{ cells: ['Day', 'Time'] }] })).toEqual({
      rows: 'Header count must equal column count',
    });
    expect(problems('table', { columnCount: 2, rows: [] })).toEqual({ rows: SECTION_PROBLEMS.tableNoRows });
    expect(problems('table', { columnCount: 2, isFirstRowHeader: false, rows: [{ cells: ['', 'x'] }] })).toEqual({});
  });
});

describe('alt text of images on public pages', () => {
  const image = (altText: string, assetId = 'stage') =>
    sectionSchema.parse({ id: `image-${altText || 'none'}`, type: 'image', data: { assetId, altText } });

  it('an image on a public page needs alt text; on a team page it may go without', () => {
    expect(sectionProblems(image(''), { isPublic: true })).toEqual({ altText: SECTION_PROBLEMS.imageAltMissing });
    expect(sectionProblems(image('  '), { isPublic: true })).toEqual({ altText: SECTION_PROBLEMS.imageAltMissing });
    expect(sectionProblems(image('The main stage'), { isPublic: true })).toEqual({});
    expect(sectionProblems(image(''), { isPublic: false })).toEqual({});
    // With no image chosen, choosing one is what is asked first.
    expect(sectionProblems(image('', ''), { isPublic: true })).toEqual({ assetId: SECTION_PROBLEMS.imageMissing });
  });

  it('the write check refuses a public page whose image has no alt text, and takes the rest', () => {
    const text = sectionSchema.parse({ id: 'text', type: 'richText', data: { text: '' } });
    expect(sectionsWriteProblem([text, image('The main stage'), image('')], { isPublic: true })).toBe(
      SECTION_PROBLEMS.imageAltMissing,
    );
    expect(sectionsWriteProblem([text, image('The main stage')], { isPublic: true })).toBeUndefined();
    expect(sectionsWriteProblem([image('')], { isPublic: false })).toBeUndefined();
  });
});
