type Data = Record<string, unknown>;

function supplier(id: string, extra: Data): Data {
  return {
    id,
    company: `Supplier ${id}`,
    description: '',
    website: '',
    logo: '',
    isArchived: false,
    isFeatured: false,
    contacts: [],
    showToTeamTypeIds: [],
    hideFromTeamTypeIds: [],
    viewerTeamTypeIds: ['(any)'],
    ...extra,
  };
}

/** Suppliers for everyone, for type X only, hidden from type X, and archived; one group; two logos. */
export function suppliersWorld(inEvent: (path: string) => string): Record<string, Data> {
  return {
    [inEvent('suppliers/open')]: supplier('open', {}),
    [inEvent('suppliers/forX')]: supplier('forX', { showToTeamTypeIds: ['typeX'], viewerTeamTypeIds: ['typeX'] }),
    [inEvent('suppliers/hiddenFromX')]: supplier('hiddenFromX', {
      hideFromTeamTypeIds: ['typeX'],
      viewerTeamTypeIds: ['typeY', '(none)'],
    }),
    [inEvent('suppliers/archived')]: supplier('archived', { isArchived: true }),
    [inEvent('supplierGroups/caterers')]: {
      id: 'caterers',
      title: 'Caterers',
      supplierIds: ['open', 'forX'],
      isArchived: false,
    },
  };
}

export function suppliersFiles(inEvent: (path: string) => string): Record<string, string> {
  return {
    [inEvent('suppliers/open/logo.png')]: 'image/png',
    [inEvent('suppliers/hiddenFromX/logo.png')]: 'image/png',
  };
}
