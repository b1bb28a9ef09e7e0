import { stampUpdate } from '../../domain/audit';
import { SUPPLIER_LOGO } from '../../domain/constants';
import { downloadViewerTeamTypeIds, normaliseTeamTypeLists, viewerKeys } from '../../domain/download';
import { MISSING_ID_MESSAGES, SUPPLIER_MESSAGES } from '../../domain/messages';
import {
  supplierGroupSchema,
  supplierGroupValuesSchema,
  supplierSchema,
  supplierValuesSchema,
  type Supplier,
  type SupplierGroup,
  type SupplierGroupValues,
  type SupplierValues,
} from '../../domain/suppliers';
import { firebaseClient } from '../../lib/firebase/client';
import {
  arrayRemove,
  arrayUnion,
  checkForWrite,
  commitInBatches,
  currentUserId,
  parseDocuments,
  readCollection,
  where,
  withCreateStamp,
  withUpdateStamp,
  type BatchOperation,
} from '../../lib/firebase/documents';
import { readEntity } from '../read-entity';
import { uploadWithProgress } from '../../lib/firebase/storage';
import { deleteStorageFolder } from '../../lib/firebase/storage-folder';
import { resizeIntoBox } from '../../lib/images/resize-image';
import { listTeamTypes } from '../team-types/team-types-store';
import { byText, compareText } from '../../domain/text-order';

const SUPPLIER = 'supplier';
const GROUP = 'supplierGroup';
const byCompany = (a: Supplier, b: Supplier) => compareText(a.company, b.company);

// ── Suppliers ────────────────────────────────────────────────────────────────────────────────

/** Every supplier, archived ones included (organisers). */
export async function listSuppliers(): Promise<Supplier[]> {
  return parseDocuments(
    supplierSchema,
    SUPPLIER,
    await readCollection(firebaseClient().paths.collection('suppliers')),
  ).sort(byCompany);
}

/**
 * The suppliers a team of this type may read, asked for with exactly the filters the security
 * rules check (rules are not filters): not archived and readable by their team type.
 */
export async function listViewableSuppliers(teamTypeId: string): Promise<Supplier[]> {
  const snapshots = await readCollection(
    firebaseClient().paths.collection('suppliers'),
    where('isArchived', '==', false),
    where('viewerTeamTypeIds', 'array-contains-any', viewerKeys(teamTypeId)),
  );
  return parseDocuments(supplierSchema, SUPPLIER, snapshots).sort(byCompany);
}

export async function getSupplier(supplierId: string): Promise<Supplier> {
  return readEntity(firebaseClient().paths.doc('suppliers', supplierId), supplierSchema, SUPPLIER, {
    invalid: SUPPLIER_MESSAGES.invalidSupplier,
    missing: `No supplier with id ${supplierId} was found.`,
  });
}

export interface SupplierSave {
  /** The supplier's id: a new one from newDocumentId when adding. */
  supplierId: string;
  /** The stored supplier when editing; undefined when adding. */
  current?: Supplier;
  values: SupplierValues;
  /** The supplier groups that list it afterwards: it is added to these and removed from the others. */
  groupIds: readonly string[];
  /** A new logo (resized to 256x256 PNG before upload), null to remove the logo, undefined to keep it. */
  logo?: File | null;
  onProgress?: (percent: number) => void;
}

function logoPath(supplierId: string): string {
  return firebaseClient().paths.storage('suppliers', supplierId, 'logo.png');
}

/** Resizes the logo to 256x256 PNG at quality 80 and uploads it to the supplier's folder; any failure is 'Failed to upload logo'. */
async function uploadLogo(supplierId: string, file: File, onProgress?: (percent: number) => void): Promise<string> {
  try {
    const png = await resizeIntoBox(file, SUPPLIER_LOGO);
    const { url } = await uploadWithProgress(logoPath(supplierId), png, onProgress, {
      contentType: SUPPLIER_LOGO.mimeType,
    });
    return url;
  } catch (error) {
    throw new Error(SUPPLIER_MESSAGES.logoUploadFailed, { cause: error });
  }
}

/** The group writes that make exactly `groupIds` list the supplier. */
function groupLinkOperations(
  supplierId: string,
  groups: readonly SupplierGroup[],
  groupIds: readonly string[],
  now: Date,
): BatchOperation[] {
  const stamp = stampUpdate(currentUserId(), now);
  const { paths } = firebaseClient();
  return groups.flatMap((group): BatchOperation[] => {
    const listed = group.supplierIds.includes(supplierId);
    const wanted = groupIds.includes(group.id);
    if (listed === wanted) return [];
    return [
      {
        type: 'update',
        path: paths.doc('supplierGroups', group.id),
        data: { supplierIds: wanted ? arrayUnion(supplierId) : arrayRemove(supplierId), ...stamp },
      },
    ];
  });
}

/**
 * Adds (by id) or updates a supplier: checks the values ('Invalid supplier'), uploads a new logo,
 * records who may read it, and adds or removes its id in the supplier groups, in one batch.
 */
async function writeSupplier({
  supplierId,
  current,
  values,
  groupIds,
  logo,
  onProgress,
}: SupplierSave): Promise<Supplier> {
  if (!supplierId.trim()) throw new Error(MISSING_ID_MESSAGES.id);
  const checked = normaliseTeamTypeLists(
    checkForWrite(supplierValuesSchema, values, SUPPLIER_MESSAGES.invalidSupplier),
  );
  const [teamTypes, groups] = await Promise.all([listTeamTypes(), listSupplierGroups()]);
  const viewerTeamTypeIds = downloadViewerTeamTypeIds(
    checked,
    teamTypes.map((teamType) => teamType.id),
  );
  const logoUrl = logo ? await uploadLogo(supplierId, logo, onProgress) : logo === null ? '' : (current?.logo ?? '');
  const now = new Date();
  const base = { isArchived: false, ...current, ...checked, id: supplierId, logo: logoUrl, viewerTeamTypeIds };
  const record = checkForWrite(
    supplierSchema,
    current ? withUpdateStamp(base, now) : withCreateStamp(base, now),
    SUPPLIER_MESSAGES.invalidSupplier,
  );
  const { paths } = firebaseClient();
  await commitInBatches([
    { type: 'set', path: paths.doc('suppliers', supplierId), data: record },
    ...groupLinkOperations(supplierId, groups, groupIds, now),
  ]);
  if (logo === null && current?.logo) await deleteStorageFolder(paths.storage('suppliers', supplierId));
  return record;
}

/** Adds a supplier under the id the add screen chose. */
export function createSupplier(input: Omit<SupplierSave, 'current'>): Promise<Supplier> {
  return writeSupplier(input);
}

/** Saves an edited supplier. */
export function updateSupplier(input: SupplierSave & { current: Supplier }): Promise<Supplier> {
  return writeSupplier(input);
}

/** Archives or restores suppliers (bulk). */
export async function updateSuppliersArchived(supplierIds: readonly string[], isArchived: boolean): Promise<void> {
  const stamp = stampUpdate(currentUserId(), new Date());
  await commitInBatches(
    supplierIds.map((id) => ({
      type: 'update',
      path: firebaseClient().paths.doc('suppliers', id),
      data: { isArchived, ...stamp },
    })),
  );
}

/** Deletes suppliers with their stored files, and takes their ids out of every supplier group. */
export async function deleteSuppliers(supplierIds: readonly string[]): Promise<void> {
  const { paths } = firebaseClient();
  for (const supplierId of supplierIds) await deleteStorageFolder(paths.storage('suppliers', supplierId));
  const groups = await listSupplierGroups();
  const now = new Date();
  await commitInBatches([
    ...supplierIds.flatMap((supplierId) => groupLinkOperations(supplierId, groups, [], now)),
    ...supplierIds.map((supplierId): BatchOperation => ({ type: 'delete', path: paths.doc('suppliers', supplierId) })),
  ]);
}

// ── Supplier groups ('Supplier type') ────────────────────────────────────────────────────────

export async function listSupplierGroups(): Promise<SupplierGroup[]> {
  const snapshots = await readCollection(firebaseClient().paths.collection('supplierGroups'));
  return parseDocuments(supplierGroupSchema, GROUP, snapshots).sort(byText('title'));
}

export async function getSupplierGroup(groupId: string): Promise<SupplierGroup> {
  return readEntity(firebaseClient().paths.doc('supplierGroups', groupId), supplierGroupSchema, GROUP, {
    invalid: SUPPLIER_MESSAGES.invalidGroup,
    missing: `No supplier group with id ${groupId} was found.`,
  });
}

/** Adds (by id; 'No ID' without one) or updates a supplier group ('Invalid group' when its values do not fit). */
async function writeSupplierGroup(
  groupId: string,
  values: SupplierGroupValues,
  current?: SupplierGroup,
): Promise<SupplierGroup> {
  if (!groupId.trim()) throw new Error(MISSING_ID_MESSAGES.id);
  const checked = checkForWrite(supplierGroupValuesSchema, values, SUPPLIER_MESSAGES.invalidGroup);
  const base = { isArchived: false, ...current, ...checked, id: groupId };
  const record = checkForWrite(
    supplierGroupSchema,
    current ? withUpdateStamp(base) : withCreateStamp(base),
    SUPPLIER_MESSAGES.invalidGroup,
  );
  await commitInBatches([{ type: 'set', path: firebaseClient().paths.doc('supplierGroups', groupId), data: record }]);
  return record;
}

export function createSupplierGroup(groupId: string, values: SupplierGroupValues): Promise<SupplierGroup> {
  return writeSupplierGroup(groupId, values);
}

export function updateSupplierGroup(
  groupId: string,
  values: SupplierGroupValues,
  current: SupplierGroup,
): Promise<SupplierGroup> {
  return writeSupplierGroup(groupId, values, current);
}

export async function updateSupplierGroupsArchived(groupIds: readonly string[], isArchived: boolean): Promise<void> {
  const stamp = stampUpdate(currentUserId(), new Date());
  await commitInBatches(
    groupIds.map((id) => ({
      type: 'update',
      path: firebaseClient().paths.doc('supplierGroups', id),
      data: { isArchived, ...stamp },
    })),
  );
}

/** Deletes supplier groups; their suppliers stay (in no group, or in their other groups). */
export async function deleteSupplierGroups(groupIds: readonly string[]): Promise<void> {
  await commitInBatches(
    groupIds.map((id) => ({ type: 'delete', path: firebaseClient().paths.doc('supplierGroups', id) })),
  );
}
