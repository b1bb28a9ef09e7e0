import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import { assetSchema, fitInside, IMAGE_VARIANT_NAMES, imageAssetDataSchema } from '../src/domain/asset';
import type { AuditFields } from '../src/domain/audit';
import { IMAGE_VARIANTS } from '../src/domain/constants';
import { downloadFileType, downloadSchema, downloadViewerTeamTypeIds } from '../src/domain/download';
import type { EventPaths } from '../src/domain/paths';
import { calendar, logoPng, pdf, png, scenePainter, zip, type Rgb } from './demo-files';

/** The demo's brand: the sidebar colour and the logos' ink. */
export const DEMO_NAV_COLOUR = '#16325c';
const BRAND_INK: Rgb = [22, 50, 92];
const BRAND_ACCENT: Rgb = [242, 153, 74];
const WHITE: Rgb = [255, 255, 255];

// Pictures are made small to keep seeding fast; the library never enlarges, so every variant of a
// 480x320 picture is the picture itself (still stored four times, as an upload would be).
const PICTURE = { width: 480, height: 320 };

interface DemoPicture {
  id: string;
  name: string;
  altText: string;
  from: Rgb;
  to: Rgb;
}

export const DEMO_PICTURES = [
  {
    id: 'demo-asset-hall',
    name: 'Exhibition hall',
    altText: 'The main exhibition hall before opening',
    from: [22, 50, 92],
    to: [64, 142, 196],
  },
  {
    id: 'demo-asset-stand',
    name: 'Stand example',
    altText: 'A finished shell-scheme stand',
    from: [242, 153, 74],
    to: [196, 72, 60],
  },
  {
    id: 'demo-asset-entrance',
    name: 'Venue entrance',
    altText: 'The exhibitor entrance in Hall B',
    from: [46, 125, 90],
    to: [160, 200, 120],
  },
  {
    id: 'demo-asset-reception',
    name: 'Networking reception',
    altText: 'Guests at the evening reception',
    from: [90, 48, 130],
    to: [230, 120, 160],
  },
] as const satisfies readonly DemoPicture[];
export type DemoPictureId = (typeof DEMO_PICTURES)[number]['id'];

const DEMO_LOGOS = [
  {
    id: 'demo-asset-logo',
    name: 'Logo',
    altText: 'Eventflow Expo',
    content: () => logoPng('EVENTFLOW EXPO', BRAND_INK, BRAND_ACCENT),
  },
  {
    id: 'demo-asset-logo-inverted',
    name: 'Logo (white)',
    altText: 'Eventflow Expo',
    content: () => logoPng('EVENTFLOW EXPO', WHITE, BRAND_ACCENT),
  },
  {
    id: 'demo-asset-icon',
    name: 'Icon',
    altText: 'Eventflow Expo',
    content: () => logoPng('', BRAND_INK, BRAND_ACCENT),
  },
];

export interface DemoAssets {
  /** The branding document's image URLs (the library's small size, as the branding screen stores them). */
  branding: { logo: string; invertedLogo: string; iconLogo: string; loginImage: string; navBgColor: string };
  /** The stored URL of the exhibitor manual, for a PDF section. */
  manualUrl: string;
}

interface Seeding {
  batch: WriteBatch;
  db: Firestore;
  storage: Storage;
  paths: EventPaths;
  created: AuditFields;
}

/**
 * Stores a file with a download token and answers its download URL, in the form the web SDK's
 * getDownloadURL gives (firebase-admin's own getDownloadURL reads the token back through the
 * client API, which the storage rules refuse to a caller without a sign-in).
 */
async function storeFile(storage: Storage, path: string, content: Buffer, contentType: string): Promise<string> {
  const token = randomUUID();
  const bucket = storage.bucket();
  await bucket
    .file(path)
    .save(content, { resumable: false, contentType, metadata: { metadata: { firebaseStorageDownloadTokens: token } } });
  return `${process.env.STORAGE_EMULATOR_HOST}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

/** An image asset stored the library's way: four variants in the asset's folder, each fitted inside its box. */
async function seedImageAsset(
  { batch, db, storage, paths, created }: Seeding,
  asset: { id: string; name: string; altText: string },
  draw: (size: { width: number; height: number }) => Buffer,
) {
  const storageFolder = paths.storage('assets', asset.id);
  const full = draw(PICTURE);
  const urls = Object.fromEntries(
    await Promise.all(
      IMAGE_VARIANT_NAMES.map(async (variant) => {
        const size = fitInside(PICTURE.width, PICTURE.height, IMAGE_VARIANTS[variant]);
        const content = size.width === PICTURE.width ? full : draw(size);
        return [variant, await storeFile(storage, `${storageFolder}/${variant}.png`, content, 'image/png')] as const;
      }),
    ),
  );
  const record = assetSchema.parse({
    ...asset,
    type: 'image',
    data: urls,
    fileName: `${asset.id.replace('demo-asset-', '')}.png`,
    mimeType: 'image/png',
    fileSize: full.length,
    storageFolder,
    ...created,
  });
  batch.set(db.doc(paths.doc('assets', record.id)), record);
  return imageAssetDataSchema.parse(record.data);
}

/** A logo asset: its PNG is the same at every size (it is smaller than every variant box). */
async function seedLogoAsset({ batch, db, storage, paths, created }: Seeding, logo: (typeof DEMO_LOGOS)[number]) {
  const storageFolder = paths.storage('assets', logo.id);
  const content = logo.content();
  const url = await storeFile(storage, `${storageFolder}/logo.png`, content, 'image/png');
  const data = Object.fromEntries(IMAGE_VARIANT_NAMES.map((variant) => [variant, url]));
  const stored = assetSchema.parse({
    id: logo.id,
    name: logo.name,
    altText: logo.altText,
    type: 'image',
    data,
    fileName: `${logo.id}.png`,
    mimeType: 'image/png',
    fileSize: content.length,
    storageFolder,
    ...created,
  });
  batch.set(db.doc(paths.doc('assets', stored.id)), stored);
  return url;
}

interface DemoDownload {
  id: string;
  name: string;
  description: string;
  fileName: string;
  contentType: string;
  content: () => Buffer;
}

function demoDownloads(event: { name: string; startDate: string; endDate: string }): DemoDownload[] {
  const manual = pdf(`${event.name}: exhibitor manual`, [
    'Build-up: two days before opening, 08:00 to 20:00.',
    'Breakdown: from 17:00 on the last day.',
    'Every stand needs public liability insurance of at least 5 million.',
    'Questions: support@demo.eventflow.test',
  ]);
  return [
    {
      id: 'demo-download-manual',
      name: 'Exhibitor manual',
      description: 'Everything about build-up, the show days and breakdown.',
      fileName: 'Exhibitor manual.pdf',
      contentType: 'application/pdf',
      content: () => manual,
    },
    {
      id: 'demo-download-checklist',
      name: 'Stand checklist',
      description: 'What to bring on build-up day.',
      fileName: 'Stand checklist.txt',
      contentType: 'text/plain',
      content: () =>
        Buffer.from(
          'Stand checklist\n\n- Photo ID for every person on the stand\n- Printed stand plan\n- Extension leads (PAT tested)\n- Cable ties and gaffer tape\n- Product samples and leaflets\n',
          'utf8',
        ),
    },
    {
      id: 'demo-download-floor-plan',
      name: 'Hall floor plan',
      description: 'Hall A and Hall B with stand numbers.',
      fileName: 'Floor plan.png',
      contentType: 'image/png',
      content: () =>
        png(
          PICTURE.width,
          PICTURE.height,
          scenePainter(PICTURE.width, PICTURE.height, [230, 236, 244], [150, 170, 200]),
        ),
    },
    {
      id: 'demo-download-press-kit',
      name: 'Press kit',
      description: 'Logos and the manual in one archive.',
      fileName: 'Press kit.zip',
      contentType: 'application/zip',
      content: () =>
        zip([
          { name: 'logo.png', content: logoPng('EVENTFLOW EXPO', BRAND_INK, BRAND_ACCENT) },
          { name: 'Exhibitor manual.pdf', content: manual },
        ]),
    },
    // A real 4-second H.264 clip, recorded once from a canvas with Chromium's MediaRecorder.
    {
      id: 'demo-download-walkthrough',
      name: 'Stand walkthrough',
      description: 'Four seconds along Hall A, as visitors will see it.',
      fileName: 'Stand walkthrough.mp4',
      contentType: 'video/mp4',
      content: () => readFileSync(new URL('./demo-media/stand-walkthrough.mp4', import.meta.url)),
    },
    {
      id: 'demo-download-calendar',
      name: 'Show dates for your calendar',
      description: 'Adds the show days to your calendar.',
      fileName: 'Show dates.ics',
      contentType: 'text/calendar',
      content: () => calendar(event.name, event.startDate, event.endDate),
    },
  ];
}

/**
 * Stores the demo's pictures, logos and downloads (files in Storage, records in the seed's batch)
 * and answers what the branding and content seeds point at. Files are written at fixed paths, so
 * running it again replaces them.
 */
export async function seedDemoAssets(
  seeding: Seeding,
  event: { name: string; startDate: string; endDate: string },
  teamTypeIds: readonly string[],
): Promise<DemoAssets> {
  const { batch, db, storage, paths, created } = seeding;
  const [pictures, logos, downloads] = await Promise.all([
    Promise.all(
      DEMO_PICTURES.map((picture) =>
        seedImageAsset(seeding, picture, (size) =>
          png(size.width, size.height, scenePainter(size.width, size.height, picture.from, picture.to)),
        ),
      ),
    ),
    Promise.all(DEMO_LOGOS.map((logo) => seedLogoAsset(seeding, logo))),
    Promise.all(
      demoDownloads(event).map(async ({ content, contentType, ...download }) => {
        const storagePath = paths.storage('downloads', download.id, download.fileName);
        const bytes = content();
        const data = await storeFile(storage, storagePath, bytes, contentType);
        const audience = { showToTeamTypeIds: [], hideFromTeamTypeIds: [] };
        const stored = downloadSchema.parse({
          ...download,
          ...audience,
          data,
          fileSize: bytes.length,
          fileType: downloadFileType(download.fileName),
          storagePath,
          viewerTeamTypeIds: downloadViewerTeamTypeIds(audience, teamTypeIds),
          ...created,
        });
        batch.set(db.doc(paths.doc('downloads', stored.id)), stored);
        return stored;
      }),
    ),
  ]);
  const [logo, invertedLogo, iconLogo] = logos;
  return {
    branding: {
      logo: logo!,
      invertedLogo: invertedLogo!,
      iconLogo: iconLogo!,
      loginImage: pictures[0]!.large,
      navBgColor: DEMO_NAV_COLOUR,
    },
    manualUrl: downloads[0]!.data,
  };
}
