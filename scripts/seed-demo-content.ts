import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import type { AuditFields } from '../src/domain/audit';
import { contentWriteSchema, type ContentIcon } from '../src/domain/content';
import type { EventPaths } from '../src/domain/paths';
import { sectionSchema, storedSection } from '../src/domain/section';
import { featuredSettingsWriteSchema } from '../src/domain/settings/featured-settings';
import type { DemoPictureId } from './seed-demo-assets';

/*
 * Eight content pages that use every kind of section an organiser reaches for, four of them
 * featured on the dashboard; one is for sponsors only and one is public.
 */

type DemoSection = { heading?: string; type: string; data: Record<string, unknown> };

interface DemoPage {
  id: string;
  title: string;
  description: string;
  icon: ContentIcon;
  assetId?: DemoPictureId;
  isPublic?: boolean;
  onlyForTeamTypeId?: string;
  sections: readonly DemoSection[];
}

const richText = (text: string, heading?: string): DemoSection => ({ heading, type: 'richText', data: { text } });

function demoPages(links: { manualUrl: string; sponsorTypeId: string }): DemoPage[] {
  return [
    {
      id: 'demo-page-welcome',
      title: 'Welcome to the show',
      description: 'What happens when, and where to find everything in this portal.',
      icon: 'megaphone',
      assetId: 'demo-asset-hall',
      sections: [
        richText(
          '<p>Three days, two halls and more than 4,000 trade visitors. This portal holds everything your team needs: your <strong>tasks</strong>, the <strong>forms</strong> to send us, the <strong>downloads</strong> and the <strong>suppliers</strong> who can help with your stand.</p>',
          'Good to have you with us',
        ),
        { type: 'image', data: { assetId: 'demo-asset-hall' } },
        {
          type: 'callout',
          data: { text: 'Stand plans are due six days from now. Upload yours under Tasks.', variant: 'warning' },
        },
        { type: 'button', data: { text: 'Open the exhibitor manual', link: links.manualUrl } },
      ],
    },
    {
      id: 'demo-page-getting-here',
      title: 'Getting here',
      description: 'Address, parking and the exhibitor entrance.',
      icon: 'geo-alt',
      assetId: 'demo-asset-entrance',
      sections: [
        {
          heading: 'The venue',
          type: 'googleMaps',
          data: { location: 'ExCeL London, Royal Victoria Dock, London E16 1XL' },
        },
        richText(
          '<p>Exhibitors use the <strong>Hall B entrance</strong> on the east side. Parking for vans is in car park P3 during build-up and breakdown.</p><ul><li>DLR: Custom House, 2 minutes on foot</li><li>Elizabeth line: Custom House</li></ul>',
          'Travel',
        ),
        {
          type: 'callout',
          data: { text: 'Bring photo ID: badges are only handed out in person.', variant: 'default' },
        },
      ],
    },
    {
      id: 'demo-page-build-up',
      title: 'Build-up and breakdown',
      description: 'Access times for vehicles and stand builders.',
      icon: 'tools',
      assetId: 'demo-asset-stand',
      sections: [
        {
          heading: 'Access times',
          type: 'table',
          data: {
            isFirstRowHeader: true,
            columnCount: 3,
            rows: [
              { cells: ['Day', 'Hours', 'Who'] },
              { cells: ['Two days before', '08:00–20:00', 'Space-only stands'] },
              { cells: ['Day before', '08:00–22:00', 'All stands'] },
              { cells: ['Last show day', 'From 17:00', 'Breakdown'] },
            ],
          },
        },
        {
          type: 'callout',
          data: { text: 'No vehicles on the hall floor after 18:00 on the day before opening.', variant: 'danger' },
        },
        {
          heading: 'Who can help',
          type: 'resources',
          data: {
            resources: [
              { id: 'demo-supplier-standcraft', type: 'supplier' },
              { id: 'demo-supplier-swiftfreight', type: 'supplier' },
            ],
          },
        },
      ],
    },
    {
      id: 'demo-page-stand-design',
      title: 'Stand design guide',
      description: 'Heights, graphics and what the venue allows.',
      icon: 'building',
      assetId: 'demo-asset-stand',
      sections: [
        richText(
          '<p>Shell-scheme stands are 2.5 m high with white walls. Space-only stands may build to 4 m; anything taller needs our approval.</p>',
          'The rules in short',
        ),
        { type: 'image', data: { assetId: 'demo-asset-stand' } },
        {
          heading: 'The full manual',
          type: 'pdf',
          data: { urls: [links.manualUrl], fileName: 'Exhibitor manual.pdf' },
        },
        { heading: 'Your build tasks', type: 'taskList', data: { taskListId: 'demo-task-group-build' } },
      ],
    },
    {
      id: 'demo-page-briefing',
      title: 'Exhibitor briefing',
      description: 'A ten-minute video from the organisers.',
      icon: 'play-btn',
      sections: [
        richText(
          '<p>Watch the briefing with everyone working on your stand. It covers the timetable, safety rules and how visitor scanning works.</p>',
        ),
        { type: 'youTube', data: { shortcode: 'dQw4w9WgXcQ' } },
      ],
    },
    {
      id: 'demo-page-safety',
      title: 'Health and safety',
      description: 'The venue rules every stand follows.',
      icon: 'shield-check',
      sections: [
        {
          type: 'callout',
          data: {
            text: 'Hi-vis vests and safety shoes are required during build-up and breakdown.',
            variant: 'danger',
          },
        },
        richText(
          '<ol><li>Keep gangways clear at all times.</li><li>Electrical equipment must be PAT tested.</li><li>Report every accident to the organisers’ office in Hall A.</li></ol>',
          'Rules',
        ),
        {
          type: 'callout',
          data: { text: 'Risk assessments received for 6 of 8 teams. Thank you!', variant: 'success' },
        },
      ],
    },
    {
      id: 'demo-page-hospitality',
      title: 'Sponsor hospitality',
      description: 'The sponsors’ lounge, reception guest lists and catering.',
      icon: 'cup-hot',
      assetId: 'demo-asset-reception',
      onlyForTeamTypeId: links.sponsorTypeId,
      sections: [
        richText(
          '<p>Your sponsor package includes the lounge on the mezzanine and ten places at the evening reception.</p>',
          'Your package',
        ),
        { heading: 'Reception highlights', type: 'vimeo', data: { videoId: '76979871' } },
        {
          heading: 'Caterers',
          type: 'resources',
          data: {
            resources: [
              { id: 'demo-supplier-harbour-kitchen', type: 'supplier' },
              { id: 'demo-supplier-bean-there', type: 'supplier' },
            ],
          },
        },
      ],
    },
    {
      id: 'demo-page-press',
      title: 'Press and media',
      description: 'Press accreditation and the media centre.',
      icon: 'camera',
      isPublic: true,
      sections: [
        richText(
          '<p>Journalists can apply for a press badge until a week before opening. The media centre is next to the Hall A entrance.</p>',
        ),
        {
          type: 'button',
          data: { text: 'Apply for press accreditation', link: 'https://press.example/accreditation' },
        },
      ],
    },
  ];
}

/** The featured pages, in their dashboard order. */
const FEATURED_PAGE_IDS = [
  'demo-page-welcome',
  'demo-page-getting-here',
  'demo-page-build-up',
  'demo-page-stand-design',
];

/**
 * Adds the demo's content pages and their sections to the seed's batch; answers the page ids in
 * order and the featured settings' value.
 */
export function seedDemoContent(
  batch: WriteBatch,
  db: Firestore,
  paths: EventPaths,
  created: AuditFields,
  links: { manualUrl: string; sponsorTypeId: string },
): { pageIds: string[]; featured: { contentIds: string[] } } {
  const pages = demoPages(links);
  for (const { sections, onlyForTeamTypeId, ...page } of pages) {
    const sectionIds = sections.map((_, index) => `${page.id}-section-${index + 1}`);
    sections.forEach((section, index) => {
      const stored = sectionSchema.parse({
        id: sectionIds[index],
        contentId: page.id,
        heading: '',
        ...section,
        ...created,
      });
      batch.set(db.doc(paths.doc('sections', stored.id)), storedSection(stored));
    });
    const stored = contentWriteSchema.parse({
      ...page,
      path: page.id.replace(/^demo-page-/, ''),
      sectionIds,
      isPublished: true,
      isFeatured: FEATURED_PAGE_IDS.includes(page.id),
      allowedTeamTypeIds: onlyForTeamTypeId ? [onlyForTeamTypeId] : [],
      ...created,
    });
    batch.set(db.doc(paths.doc('content', stored.id)), stored);
  }
  return {
    pageIds: pages.map((page) => page.id),
    featured: featuredSettingsWriteSchema.parse({ contentIds: FEATURED_PAGE_IDS }),
  };
}
