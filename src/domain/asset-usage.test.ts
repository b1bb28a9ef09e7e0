import { describe, expect, it } from 'vitest';
import { assetInUseMessage, assetUsages, type AssetReferences } from './asset-usage';
import { corePageSchema, defaultCorePages } from './core-pages';
import { fieldSchema } from './forms/field';
import { sectionSchema } from './section';
import { DEFAULT_TERMINOLOGY } from './terminology';

const hallMap = {
  id: 'hall-map',
  data: {
    large: 'https://files/hall-l.jpg',
    medium: 'https://files/hall-m.jpg',
    small: 'https://files/hall-s.jpg',
    thumb: 'https://files/hall-t.jpg',
  },
};

const nothing: AssetReferences = {
  contentPages: [],
  sections: [],
  corePages: defaultCorePages(),
  fields: [],
  fieldParents: [],
  terminology: DEFAULT_TERMINOLOGY,
};

describe('assetUsages', () => {
  it('finds no use of an asset nothing points at', () => {
    expect(assetUsages(hallMap, nothing)).toEqual([]);
  });

  it('names every kind of place that shows the asset, with the screen that changes it', () => {
    const usages = assetUsages(hallMap, {
      ...nothing,
      branding: {
        logo: 'https://files/hall-s.jpg',
        invertedLogo: '',
        iconLogo: 'https://other/x.jpg',
        loginImage: 'https://files/hall-l.jpg',
      },
      corePages: [
        ...defaultCorePages().filter((page) => page.id !== 'timeTable'),
        corePageSchema.parse({ id: 'timeTable', assetId: 'hall-map' }),
      ],
      contentPages: [
        { id: 'welcome', title: 'Welcome', assetId: 'hall-map' },
        { id: 'venue', title: 'Venue', assetId: '' },
      ],
      sections: [
        sectionSchema.parse({
          id: 's1',
          type: 'image',
          contentId: 'venue',
          heading: 'The halls',
          data: { assetId: 'hall-map' },
        }),
        sectionSchema.parse({ id: 's2', type: 'image', contentId: 'venue', data: { assetId: 'other' } }),
        // A section of no page (deleted) is not a use anyone can see or change.
        sectionSchema.parse({ id: 's3', type: 'image', contentId: '', data: { assetId: 'hall-map' } }),
      ],
      fields: [
        fieldSchema.parse({ id: 'f1', type: 'image', label: 'Floor plan', formId: 'stand-form', assetId: 'hall-map' }),
        fieldSchema.parse({ id: 'f2', type: 'image', fieldGroupId: 'contacts', assetId: 'hall-map' }),
      ],
      fieldParents: [
        { id: 'stand-form', title: 'Stand order' },
        { id: 'contacts', title: 'Contacts' },
      ],
    });
    expect(usages).toEqual([
      { place: 'Branding: Logo', link: '/admin/branding' },
      { place: 'Branding: Login image', link: '/admin/branding' },
      { place: 'Core page “Time Table”: picture', link: '/admin/core-pages' },
      { place: 'Content page “Welcome”: header image', link: '/admin/content/welcome/settings' },
      { place: 'Content page “Venue”: image section “The halls”', link: '/admin/content/venue' },
      { place: 'Form “Stand order”: image “Floor plan”', link: '/admin/forms/stand-form' },
      { place: 'Field group “Contacts”: image', link: '/admin/field-groups/contacts' },
    ]);
  });

  it('names a core page by the event’s wording for its area', () => {
    const usages = assetUsages(hallMap, {
      ...nothing,
      corePages: [corePageSchema.parse({ id: 'downloads', assetId: 'hall-map' })],
      terminology: { ...DEFAULT_TERMINOLOGY, downloads: 'Documents' },
    });
    expect(usages.map((usage) => usage.place)).toEqual(['Core page “Documents”: picture']);
  });
});

describe('assetInUseMessage', () => {
  it('counts the places', () => {
    expect(assetInUseMessage('Hall map', 1)).toBe(
      'Hall map cannot be deleted: it is used in 1 place. Remove it from that place first.',
    );
    expect(assetInUseMessage('Hall map', 3)).toBe(
      'Hall map cannot be deleted: it is used in 3 places. Remove it from those places first.',
    );
  });
});
