import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import type { AuditFields } from '../src/domain/audit';
import { downloadViewerTeamTypeIds } from '../src/domain/download';
import type { EventPaths } from '../src/domain/paths';
import { supplierGroupSchema, supplierSchema, type SupplierContact } from '../src/domain/suppliers';

const contact = (
  firstName: string,
  surname: string,
  jobTitle: string,
  email: string,
  phone: string,
): SupplierContact => ({ firstName, surname, jobTitle, email, phone });

/** A small, believable directory: four supplier types, two featured suppliers, one shown only to exhibitors. */
const DEMO_SUPPLIERS = [
  {
    id: 'demo-supplier-harbour-kitchen',
    company: 'Harbour Kitchen Catering',
    website: 'https://harbourkitchen.example',
    isFeatured: true,
    description: 'Stand catering from breakfast pastries to evening receptions, with vegan and gluten-free menus.',
    contacts: [contact('Priya', 'Shah', 'Events Manager', 'priya@harbourkitchen.example', '+44 20 7946 0101')],
    exhibitorsOnly: false,
  },
  {
    id: 'demo-supplier-bean-there',
    company: 'Bean There Coffee Carts',
    website: 'https://beanthere.example',
    isFeatured: false,
    description: 'Barista coffee carts branded for your stand; order by 30 days before the show.',
    contacts: [contact('Tom', 'Okafor', 'Sales', 'tom@beanthere.example', '+44 20 7946 0102')],
    exhibitorsOnly: false,
  },
  {
    id: 'demo-supplier-brightwave-av',
    company: 'Brightwave AV',
    website: 'https://brightwave.example',
    isFeatured: true,
    description: 'Screens, LED walls, sound and lighting for stands of every size, installed the day before opening.',
    contacts: [
      contact('Lena', 'Fischer', 'Account Director', 'lena@brightwave.example', '+44 161 496 0103'),
      contact('Sam', 'Reid', 'Technical Lead', 'sam@brightwave.example', ''),
    ],
    exhibitorsOnly: false,
  },
  {
    id: 'demo-supplier-standcraft',
    company: 'StandCraft Builders',
    website: 'https://standcraft.example',
    isFeatured: false,
    description: 'Custom stand design and build, shell-scheme upgrades and on-site carpentry.',
    contacts: [contact('Marek', 'Nowak', 'Project Manager', 'marek@standcraft.example', '+44 121 496 0104')],
    exhibitorsOnly: true,
  },
  {
    id: 'demo-supplier-fern-and-co',
    company: 'Fern & Co Furniture Hire',
    website: 'https://fernandco.example',
    isFeatured: false,
    description: 'Lounge furniture, counters, stools and plants delivered to your stand.',
    contacts: [contact('Hannah', 'Lee', 'Hire Coordinator', 'hannah@fernandco.example', '+44 113 496 0105')],
    exhibitorsOnly: false,
  },
  {
    id: 'demo-supplier-swiftfreight',
    company: 'SwiftFreight Logistics',
    website: 'https://swiftfreight.example',
    isFeatured: false,
    description: 'Official freight forwarder: inbound delivery, empty-case storage and outbound collection.',
    contacts: [contact('Diego', 'Martins', 'Operations', 'ops@swiftfreight.example', '+44 1632 960106')],
    exhibitorsOnly: false,
  },
];

const DEMO_SUPPLIER_GROUPS = [
  {
    id: 'demo-supplier-group-catering',
    title: 'Catering',
    supplierIds: ['demo-supplier-harbour-kitchen', 'demo-supplier-bean-there'],
  },
  { id: 'demo-supplier-group-av', title: 'Audio visual', supplierIds: ['demo-supplier-brightwave-av'] },
  {
    id: 'demo-supplier-group-stands',
    title: 'Stand build & furniture',
    supplierIds: ['demo-supplier-standcraft', 'demo-supplier-fern-and-co'],
  },
  { id: 'demo-supplier-group-logistics', title: 'Logistics', supplierIds: ['demo-supplier-swiftfreight'] },
];

/** Adds the demo suppliers and supplier groups to the seed's batch (logos are left to organisers: they are made in a browser). */
export function seedSuppliers(
  batch: WriteBatch,
  db: Firestore,
  paths: EventPaths,
  created: AuditFields,
  exhibitorTypeId: string,
): void {
  for (const { exhibitorsOnly, ...supplier } of DEMO_SUPPLIERS) {
    const shownTo = { showToTeamTypeIds: exhibitorsOnly ? [exhibitorTypeId] : [], hideFromTeamTypeIds: [] };
    const record = supplierSchema.parse({
      ...supplier,
      ...shownTo,
      viewerTeamTypeIds: downloadViewerTeamTypeIds(shownTo, [exhibitorTypeId]),
      ...created,
    });
    batch.set(db.doc(paths.doc('suppliers', record.id)), record);
  }
  for (const group of DEMO_SUPPLIER_GROUPS) {
    batch.set(db.doc(paths.doc('supplierGroups', group.id)), supplierGroupSchema.parse({ ...group, ...created }));
  }
}
