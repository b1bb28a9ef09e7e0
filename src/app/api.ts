import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { NormalisedError } from '../lib/firebase/errors';

/** Every cache tag of the portal; features tag with ids plus a LIST id so edits refresh exactly what they touched. */
export const tagTypes = [
  'Settings',
  'User',
  'Profile',
  'MyEvent',
  'CorePage',
  'Sidebar',
  'Featured',
  'Content',
  'Section',
  'Asset',
  'Download',
  'Team',
  'TeamType',
  'CustomField',
  'Form',
  'Field',
  'Confirmation',
  'FormNotification',
  'Webhook',
  'Submission',
  'FieldGroups',
  'Task',
  'TaskGroup',
  'TaskStatus',
  'Comment',
  'Reply',
  'Supplier',
  'SupplierGroup',
  'Notification',
  'Card',
  'CardLayout',
  'Lock',
  'EmailResponse',
  'EmailTemplate',
] as const;

/**
 * The one api slice. Features inject their endpoints (queryFn around a data-access function in
 * src/lib); errors arrive already normalised into { message, stack }.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<NormalisedError>(),
  tagTypes,
  endpoints: () => ({}),
});
