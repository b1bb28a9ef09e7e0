import * as z from 'zod/mini';
import { auditFieldsSchema } from './audit';
import { teamTypeAudienceSchema } from './download';
import { fileExtension, isAllowedUpload } from './file-types';
import type { Role } from './roles';
import { canAccess, routeById } from './routes';
import { emailSchema, flag, idListSchema, idSchema, requiredText, trimmedText } from './schema-fields';
import { byText, compareText } from './text-order';

/** A person at a supplier whom teams may contact. */
export const supplierContactSchema = z.object({
  firstName: requiredText('Enter a first name'),
  surname: trimmedText(),
  phone: trimmedText(),
  email: emailSchema,
  jobTitle: trimmedText(),
});
export type SupplierContact = z.output<typeof supplierContactSchema>;

/** An http(s) address, or '' for none. */
const websiteSchema = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]);

/** What an organiser fills in for a supplier (the logo is uploaded separately). */
export const supplierValuesSchema = z.object({
  company: requiredText('Enter the company name'),
  description: trimmedText(),
  website: z._default(z.pipe(z.string().check(z.trim()), websiteSchema), ''),
  isFeatured: flag(false),
  contacts: z._default(z.array(supplierContactSchema), []),
  ...teamTypeAudienceSchema.shape,
});
export type SupplierValues = z.output<typeof supplierValuesSchema>;

/** A stored supplier (events/{eventId}/suppliers/{id}); `logo` is the logo's URL ('' for none). */
export const supplierSchema = z.extend(supplierValuesSchema, {
  id: idSchema,
  logo: trimmedText(),
  isArchived: flag(false),
  /** Who may read it, as the security rules check it: spelled as downloads' (downloadViewerTeamTypeIds). */
  viewerTeamTypeIds: idListSchema,
  ...auditFieldsSchema.shape,
});
export type Supplier = z.output<typeof supplierSchema>;

/** A supplier group, 'Supplier type' on the team side (events/{eventId}/supplierGroups/{id}). */
export const supplierGroupValuesSchema = z.object({
  title: requiredText('Enter a title'),
  supplierIds: idListSchema,
});
export type SupplierGroupValues = z.output<typeof supplierGroupValuesSchema>;

export const supplierGroupSchema = z.extend(supplierGroupValuesSchema, {
  id: idSchema,
  isArchived: flag(false),
  ...auditFieldsSchema.shape,
});
export type SupplierGroup = z.output<typeof supplierGroupSchema>;

/** Raster images the browser can turn into the 256x256 PNG logo (SVGs are not accepted as logos). */
export const SUPPLIER_LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;

export function isLogoCandidate(file: { name: string; type: string }): boolean {
  return (
    (SUPPLIER_LOGO_EXTENSIONS as readonly string[]).includes(fileExtension(file.name)) &&
    isAllowedUpload(file.name, file.type)
  );
}

/** A new contact's blank row on the supplier form. */
export const EMPTY_CONTACT: SupplierContact = { firstName: '', surname: '', phone: '', email: '', jobTitle: '' };

/** Organisers (whoever may manage suppliers) see every supplier; teams only those their team type may read. */
export function seesEverySupplier(role: Role): boolean {
  return canAccess(routeById('manageSuppliers'), role);
}

/** Featured suppliers first, then by company name. */
export function compareSuppliers(
  a: Pick<Supplier, 'isFeatured' | 'company'>,
  b: Pick<Supplier, 'isFeatured' | 'company'>,
): number {
  if (a.isFeatured !== b.isFeatured) return a.isFeatured ? -1 : 1;
  return compareText(a.company, b.company);
}

/** The heading of suppliers that are in no supplier type. */
export const UNGROUPED_SUPPLIERS_TITLE = 'Other suppliers';

export interface SupplierSection {
  /** The group's id; '' for the suppliers in no group. */
  groupId: string;
  title: string;
  suppliers: Supplier[];
}

/**
 * The team directory of live (not archived) suppliers: one section per live supplier type (by title) holding its suppliers, featured
 * first; suppliers in no live type last under 'Other suppliers'; empty sections left out. A supplier
 * in two types is listed in both. `search` matches company, description, website and contacts.
 */
export function supplierDirectory(
  suppliers: readonly Supplier[],
  groups: readonly SupplierGroup[],
  search = '',
): SupplierSection[] {
  const matching = suppliers.filter((supplier) => !supplier.isArchived && matchesSearch(supplier, search));
  const liveGroups = groups.filter((group) => !group.isArchived).sort(byText('title'));
  const grouped = new Set(liveGroups.flatMap((group) => group.supplierIds));
  const sections: SupplierSection[] = liveGroups.map((group) => ({
    groupId: group.id,
    title: group.title,
    suppliers: matching.filter((supplier) => group.supplierIds.includes(supplier.id)).sort(compareSuppliers),
  }));
  sections.push({
    groupId: '',
    title: UNGROUPED_SUPPLIERS_TITLE,
    suppliers: matching.filter((supplier) => !grouped.has(supplier.id)).sort(compareSuppliers),
  });
  return sections.filter((section) => section.suppliers.length > 0);
}

function matchesSearch(supplier: Supplier, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [
    supplier.company,
    supplier.description,
    supplier.website,
    ...supplier.contacts.flatMap((contact) => [contact.firstName, contact.surname, contact.jobTitle, contact.email]),
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

/** The groups that list a supplier (the supplier form's "Supplier types" choice). */
export function groupIdsOf(supplierId: string, groups: readonly SupplierGroup[]): string[] {
  return groups.filter((group) => group.supplierIds.includes(supplierId)).map((group) => group.id);
}

/** A contact's name as shown: "First Surname". */
export function contactName(contact: Pick<SupplierContact, 'firstName' | 'surname'>): string {
  return `${contact.firstName} ${contact.surname}`.trim();
}
