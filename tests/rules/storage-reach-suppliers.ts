import { EVENT_MEMBERS, NOBODY, ORGANISERS, read, remove, upload, type StorageCase } from './storage-reach-cases';

// Supplier logos: read as their supplier is; moderators upload the browser-made PNG only.
export const SUPPLIERS_STORAGE_REACH: readonly StorageCase[] = [
  read('suppliers/open/logo.png', EVENT_MEMBERS),
  read('suppliers/hiddenFromX/logo.png', ['rival', 'reports', ...ORGANISERS]),
  upload('suppliers/open/logo.png', 'image/png', ORGANISERS),
  upload('suppliers/open/logo.jpg', 'image/jpeg', NOBODY),
  upload('suppliers/open/page.html', 'text/html', NOBODY),
  remove('suppliers/open/logo.png', ORGANISERS),
];
