/**
 * The areas whose display name each event may reword (terminology settings). Every place that
 * shows one of these names reads it from the terminology settings, falling back to these labels.
 */
export const TERMINOLOGY_KEYS = [
  'dashboard',
  'downloads',
  'forms',
  'suppliers',
  'tasks',
  'notifications',
  'timeTable',
] as const;
export type TerminologyKey = (typeof TERMINOLOGY_KEYS)[number];
export type Terminology = Record<TerminologyKey, string>;

export const DEFAULT_TERMINOLOGY: Readonly<Terminology> = {
  dashboard: 'Dashboard',
  downloads: 'Downloads',
  forms: 'Forms',
  suppliers: 'Suppliers',
  tasks: 'Tasks',
  notifications: 'Notifications',
  timeTable: 'Time Table',
};

export function isTerminologyKey(value: unknown): value is TerminologyKey {
  return typeof value === 'string' && (TERMINOLOGY_KEYS as readonly string[]).includes(value);
}
