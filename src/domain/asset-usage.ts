import type { Asset } from './asset';
import type { Content } from './content';
import { corePageLabel, type CorePage } from './core-pages';
import type { Field } from './forms/field';
import { buildPath } from './routes';
import type { Section } from './section';
import type { BrandingSettings } from './settings/branding-settings';
import type { Terminology } from './terminology';

/** Branding names its pictures by URL (the signed-out login page cannot read the asset library). */
export const BRANDING_IMAGE_FIELDS = [
  { field: 'logo', label: 'Logo' },
  { field: 'invertedLogo', label: 'Inverted logo' },
  { field: 'iconLogo', label: 'Icon logo' },
  { field: 'loginImage', label: 'Login image' },
] as const satisfies readonly { field: keyof BrandingSettings; label: string }[];

/**
 * The records that can point at an asset. Suppliers' logos and downloads' files are uploaded into
 * their own folders, never taken from the asset library, so they cannot use an asset.
 */
export interface AssetReferences {
  branding?: Pick<BrandingSettings, (typeof BRANDING_IMAGE_FIELDS)[number]['field']>;
  contentPages: readonly Pick<Content, 'id' | 'title' | 'assetId'>[];
  sections: readonly Section[];
  corePages: readonly CorePage[];
  /** Form and field-group fields: the image layout item shows an asset. */
  fields: readonly Field[];
  /** Forms and field groups by id, for their titles. */
  fieldParents: readonly { id: string; title: string }[];
  terminology: Terminology;
}

/** One place that shows the asset: what to call it, and the screen that changes it. */
export interface AssetUsage {
  place: string;
  link: string;
}

/** Every stored address of the asset's files (four variants of an image, one document). */
export function assetUrls(asset: Pick<Asset, 'data'>): string[] {
  return [...new Set(Object.values(asset.data))];
}

/** Where the asset is used, in the order an organiser would visit the screens. */
export function assetUsages(asset: Pick<Asset, 'id' | 'data'>, references: AssetReferences): AssetUsage[] {
  const urls = assetUrls(asset);
  const usages: AssetUsage[] = [];
  const { branding } = references;
  for (const { field, label } of BRANDING_IMAGE_FIELDS) {
    if (branding?.[field] && urls.includes(branding[field]))
      usages.push({ place: `Branding: ${label}`, link: buildPath('manageBranding') });
  }
  for (const page of references.corePages) {
    if (page.assetId === asset.id)
      usages.push({
        place: `Core page “${corePageLabel(page, references.terminology)}”: picture`,
        link: buildPath('manageCorePages'),
      });
  }
  const pageTitles = new Map(references.contentPages.map((page) => [page.id, page.title]));
  for (const page of references.contentPages) {
    if (page.assetId === asset.id)
      usages.push({
        place: `Content page “${page.title}”: header image`,
        link: buildPath('editContentSettings', { contentId: page.id }),
      });
  }
  for (const section of references.sections) {
    if (section.type !== 'image' || section.data.assetId !== asset.id || !pageTitles.has(section.contentId)) continue;
    usages.push({
      place: `Content page “${pageTitles.get(section.contentId)}”: image section${section.heading ? ` “${section.heading}”` : ''}`,
      link: buildPath('editContent', { contentId: section.contentId }),
    });
  }
  const parentTitles = new Map(references.fieldParents.map((parent) => [parent.id, parent.title]));
  for (const field of references.fields) {
    if (field.type !== 'image' || field.assetId !== asset.id) continue;
    const parentId = field.formId || field.fieldGroupId;
    if (!parentTitles.has(parentId)) continue;
    usages.push({
      place: `${field.formId ? 'Form' : 'Field group'} “${parentTitles.get(parentId)}”: image${field.label ? ` “${field.label}”` : ''}`,
      link: field.formId
        ? buildPath('editForm', { formId: field.formId })
        : buildPath('editFieldGroup', { fieldGroupId: field.fieldGroupId }),
    });
  }
  return usages;
}

/** Why a used asset cannot be deleted; the screen lists the places under it. */
export function assetInUseMessage(assetName: string, usageCount: number): string {
  return `${assetName} cannot be deleted: it is used in ${usageCount === 1 ? '1 place' : `${usageCount} places`}. Remove it from ${usageCount === 1 ? 'that place' : 'those places'} first.`;
}
