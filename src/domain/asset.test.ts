import { describe, expect, it } from 'vitest';
import {
  assetMatchesSearch,
  assetNameFromFileName,
  assetSchema,
  assetThumbnailUrl,
  assetUploadKind,
  fitInside,
} from './asset';
import { IMAGE_VARIANTS } from './constants';

const audit = {
  createdAt: '2025-01-01T00:00:00.000Z',
  createdBy: 'u1',
  updatedAt: '2025-01-01T00:00:00.000Z',
  updatedBy: 'u1',
};
const image = {
  id: 'a1',
  name: ' Hall map ',
  altText: 'Map of hall 1',
  type: 'image',
  data: { large: 'l', medium: 'm', small: 's', thumb: 't' },
  fileName: 'hall-map.png',
  mimeType: 'image/png',
  fileSize: 1200,
  storageFolder: 'events/e/assets/a1',
  ...audit,
};

describe('assetSchema', () => {
  it('reads an image with its four variant URLs and trims text', () => {
    const asset = assetSchema.parse(image);
    expect(asset.name).toBe('Hall map');
    expect(asset.type === 'image' && asset.data.thumb).toBe('t');
    expect(assetThumbnailUrl(asset)).toBe('t');
  });

  it('reads a document with one file URL and has no thumbnail', () => {
    const asset = assetSchema.parse({
      ...image,
      type: 'document',
      data: { file: 'f' },
      fileName: 'guide.pdf',
      mimeType: 'application/pdf',
    });
    expect(assetThumbnailUrl(asset)).toBeUndefined();
  });

  it('refuses an image missing a variant, an unknown type, or an empty name', () => {
    expect(assetSchema.safeParse({ ...image, data: { large: 'l', medium: 'm', small: 's' } }).success).toBe(false);
    expect(assetSchema.safeParse({ ...image, type: 'video' }).success).toBe(false);
    expect(assetSchema.safeParse({ ...image, name: '  ' }).success).toBe(false);
  });
});

describe('assetUploadKind', () => {
  it('resizes JPEG, PNG and WebP, keeps SVG as a sanitised image, and stores everything else as a document', () => {
    expect(assetUploadKind('a.jpg', 'image/jpeg')).toBe('raster');
    expect(assetUploadKind('a.png', 'image/png')).toBe('raster');
    expect(assetUploadKind('a.webp', 'image/webp')).toBe('raster');
    expect(assetUploadKind('a.svg', 'image/svg+xml')).toBe('svg');
    expect(assetUploadKind('a.svg', '')).toBe('svg');
    expect(assetUploadKind('a.pdf', 'application/pdf')).toBe('document');
    expect(assetUploadKind('a.mp4', 'video/mp4')).toBe('document');
  });
});

describe('fitInside', () => {
  it('fits a large landscape image inside each variant keeping its aspect ratio', () => {
    expect(fitInside(4000, 2000, IMAGE_VARIANTS.large)).toEqual({ width: 1920, height: 960 });
    expect(fitInside(4000, 2000, IMAGE_VARIANTS.thumb)).toEqual({ width: 480, height: 240 });
  });

  it('is limited by height for a portrait image', () => {
    expect(fitInside(1000, 3000, IMAGE_VARIANTS.medium)).toEqual({ width: 320, height: 960 });
  });

  it('never enlarges a small image', () => {
    expect(fitInside(300, 200, IMAGE_VARIANTS.large)).toEqual({ width: 300, height: 200 });
  });
});

describe('search and names', () => {
  it('matches name, alt text and file name, case-insensitively', () => {
    const asset = assetSchema.parse(image);
    expect(assetMatchesSearch(asset, 'HALL')).toBe(true);
    expect(assetMatchesSearch(asset, 'map of')).toBe(true);
    expect(assetMatchesSearch(asset, '.png')).toBe(true);
    expect(assetMatchesSearch(asset, 'stage')).toBe(false);
    expect(assetMatchesSearch(asset, '  ')).toBe(true);
  });

  it('names an asset after its file', () => {
    expect(assetNameFromFileName('floor_plan-2025.pdf')).toBe('floor plan 2025');
    expect(assetNameFromFileName('.env')).toBe('.env');
  });
});
