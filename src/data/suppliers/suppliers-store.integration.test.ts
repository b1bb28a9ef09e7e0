import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_TYPE_ID } from '../../../scripts/seed';
import { signInAsDemo } from '../../../tests/support/demo-sign-in';
import { getStack } from '../../../tests/support/stack';
import { MISSING_ID_MESSAGES, SUPPLIER_MESSAGES } from '../../domain/messages';
import { EMPTY_CONTACT, supplierValuesSchema, type SupplierValues } from '../../domain/suppliers';
import { initFirebase, type FirebaseClient } from '../../lib/firebase/client';
import { readDocument } from '../../lib/firebase/documents';
import { parseClientEnv } from '../../lib/firebase/env';
import { uploadWithProgress } from '../../lib/firebase/storage';
import { listStorageFolder } from '../../lib/firebase/storage-folder';
import {
  deleteSuppliers,
  getSupplier,
  getSupplierGroup,
  listSuppliers,
  listViewableSuppliers,
  createSupplier,
  updateSupplier,
  createSupplierGroup,
  updateSuppliersArchived,
} from './suppliers-store';
import { newDocumentId } from '../../domain/paths';

const DENIED = { code: 'permission-denied' };

function values(company: string, extra: Partial<SupplierValues> = {}): SupplierValues {
  return supplierValuesSchema.parse({ company, ...extra });
}

// Logo resizing needs a browser canvas: the happy path is the end-to-end story's; here a logo that
// cannot be made fails with the spec's message.
describe('suppliers and supplier groups against the local stack (rules enforced)', () => {
  let client: FirebaseClient;
  const as = async (who: 'moderator' | 'teamOwner') => {
    await client.auth.signOut();
    await signInAsDemo(client.auth, who);
  };
  beforeAll(async () => {
    client = initFirebase(parseClientEnv(getStack().env));
    await as('moderator');
  });

  it('adds a supplier with contacts to a group, moves it to another group, and stamps both', async () => {
    await as('moderator');
    const [caterers, florists] = [newDocumentId(), newDocumentId()];
    await createSupplierGroup(caterers, { title: ' Caterers ', supplierIds: [] });
    await createSupplierGroup(florists, { title: 'Florists', supplierIds: [] });
    const supplierId = newDocumentId();
    const contact = {
      ...EMPTY_CONTACT,
      firstName: ' Ada ',
      surname: 'Lovelace',
      email: ' ada@bakes.test ',
      jobTitle: 'Owner',
      phone: '+44 20 7946 0000',
    };
    const saved = await createSupplier({
      supplierId,
      values: values(' Bakes & Co ', { contacts: [contact], website: 'https://bakes.test', isFeatured: true }),
      groupIds: [caterers],
    });
    expect(saved).toMatchObject({
      id: supplierId,
      company: 'Bakes & Co',
      isArchived: false,
      logo: '',
      viewerTeamTypeIds: ['(any)'],
    });
    expect(saved.contacts).toEqual([
      { firstName: 'Ada', surname: 'Lovelace', email: 'ada@bakes.test', jobTitle: 'Owner', phone: '+44 20 7946 0000' },
    ]);
    expect(await getSupplier(supplierId)).toEqual(saved);
    expect((await getSupplierGroup(caterers)).supplierIds).toEqual([supplierId]);
    expect((await getSupplierGroup(caterers)).title).toBe('Caterers');

    await updateSupplier({ supplierId, current: saved, values: values('Bakes & Co'), groupIds: [florists] });
    expect((await getSupplierGroup(caterers)).supplierIds).toEqual([]);
    expect((await getSupplierGroup(florists)).supplierIds).toEqual([supplierId]);
    const updated = await getSupplier(supplierId);
    expect(updated.createdAt).toBe(saved.createdAt);
    expect(updated.updatedAt >= saved.updatedAt).toBe(true);
  });

  it("refuses what does not fit with the spec's messages", async () => {
    await as('moderator');
    const badContact = { ...EMPTY_CONTACT, firstName: 'Bo', email: 'not-an-email' };
    await expect(
      createSupplier({
        supplierId: newDocumentId(),
        values: { ...values('Bad mail'), contacts: [badContact] },
        groupIds: [],
      }),
    ).rejects.toThrow(SUPPLIER_MESSAGES.invalidSupplier);
    await expect(
      createSupplier({ supplierId: newDocumentId(), values: { ...values('x'), company: ' ' }, groupIds: [] }),
    ).rejects.toThrow(SUPPLIER_MESSAGES.invalidSupplier);
    await expect(createSupplier({ supplierId: ' ', values: values('No id'), groupIds: [] })).rejects.toThrow(
      MISSING_ID_MESSAGES.id,
    );
    await expect(createSupplierGroup('', { title: 'Nameless', supplierIds: [] })).rejects.toThrow(
      MISSING_ID_MESSAGES.id,
    );
    await expect(createSupplierGroup(newDocumentId(), { title: ' ', supplierIds: [] })).rejects.toThrow(
      SUPPLIER_MESSAGES.invalidGroup,
    );
    const supplierId = newDocumentId();
    await expect(
      createSupplier({
        supplierId,
        values: values('Logo'),
        groupIds: [],
        logo: new File(['not an image'], 'logo.png', { type: 'image/png' }),
      }),
    ).rejects.toThrow(SUPPLIER_MESSAGES.logoUploadFailed);
    expect((await readDocument(client.paths.doc('suppliers', supplierId))).exists()).toBe(false);
  });

  it('a team sees live suppliers shown to its type, never one hidden from it, and writes nothing', async () => {
    await as('moderator');
    const [open, hidden, onlyOthers, archived] = [newDocumentId(), newDocumentId(), newDocumentId(), newDocumentId()];
    await createSupplier({ supplierId: open, values: values('Open to all'), groupIds: [] });
    await createSupplier({
      supplierId: hidden,
      values: values('Hidden from demo', { hideFromTeamTypeIds: [DEMO_TEAM_TYPE_ID] }),
      groupIds: [],
    });
    await createSupplier({
      supplierId: onlyOthers,
      values: values('Only other types', { showToTeamTypeIds: ['another-type'] }),
      groupIds: [],
    });
    await createSupplier({ supplierId: archived, values: values('Archived'), groupIds: [] });
    await updateSuppliersArchived([archived], true);

    await as('teamOwner');
    const seen = (await listViewableSuppliers(DEMO_TEAM_TYPE_ID)).map((supplier) => supplier.id);
    expect(seen).toContain(open);
    expect(seen).not.toContain(hidden);
    expect(seen).not.toContain(onlyOthers);
    expect(seen).not.toContain(archived);
    await expect(getSupplier(hidden)).rejects.toMatchObject(DENIED);
    await expect(listSuppliers()).rejects.toMatchObject(DENIED);
    await expect(
      createSupplier({ supplierId: newDocumentId(), values: values('Sneaky'), groupIds: [] }),
    ).rejects.toMatchObject(DENIED);
    await expect(updateSuppliersArchived([open], true)).rejects.toMatchObject(DENIED);
  });

  it('bulk archive and restore; bulk delete removes stored files and group links', async () => {
    await as('moderator');
    const group = newDocumentId();
    const [first, second] = [newDocumentId(), newDocumentId()];
    await createSupplierGroup(group, { title: 'Audio visual', supplierIds: [] });
    await createSupplier({ supplierId: first, values: values('AV One'), groupIds: [group] });
    await createSupplier({ supplierId: second, values: values('AV Two'), groupIds: [group] });
    await updateSuppliersArchived([first, second], true);
    expect((await getSupplier(first)).isArchived).toBe(true);
    await updateSuppliersArchived([first, second], false);
    expect((await getSupplier(second)).isArchived).toBe(false);

    const folder = client.paths.storage('suppliers', first);
    await uploadWithProgress(`${folder}/logo.png`, new Uint8Array([137, 80, 78, 71]), undefined, {
      contentType: 'image/png',
    });
    expect(await listStorageFolder(folder)).toHaveLength(1);
    await deleteSuppliers([first, second]);
    expect(await listStorageFolder(folder)).toHaveLength(0);
    expect((await getSupplierGroup(group)).supplierIds).toEqual([]);
    expect((await readDocument(client.paths.doc('suppliers', first))).exists()).toBe(false);
  });
});
