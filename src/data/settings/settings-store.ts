import * as z from 'zod/mini';
import { corePageSchema, renameCorePagesForTerminology, type CorePage } from '../../domain/core-pages';
import { SETTINGS_PARSE_FAILED } from '../../domain/messages';
import {
  settingsInvalidMessage,
  settingsMissingMessage,
  settingsSchemas,
  settingsWriteSchemas,
  type AnySettings,
  type Settings,
  type SettingsKind,
} from '../../domain/settings/settings-documents';
import {
  publicPartOfBranding,
  publicPartOfEmails,
  publicPartOfEvent,
  publicPartOfVariables,
} from '../../domain/settings/public-branding';
import type { TerminologySettings } from '../../domain/settings/terminology-settings';
import type { VariablesSettings } from '../../domain/settings/variables-settings';
import { firebaseClient } from '../../lib/firebase/client';
import { CORE_PAGE_INVALID_MESSAGE } from '../navigation/navigation-store';
import {
  checkForWrite,
  commitInBatches,
  documentData,
  readDocument,
  withUpdateStamp,
  type BatchOperation,
} from '../../lib/firebase/documents';
import { reportProblem } from '../../lib/firebase/reporting';

/**
 * Loads one settings document: trimmed, defaults applied, numeric ids turned into text. A missing
 * document fails with "no settings of that kind" and a malformed one with the parse message (both
 * reported), since a screen cannot work from settings it does not have.
 */
export async function getSettings<K extends SettingsKind>(kind: K): Promise<Settings<K>> {
  const snapshot = await readDocument(firebaseClient().paths.settings(kind));
  if (!snapshot.exists()) {
    const error = new Error(settingsMissingMessage(kind));
    reportProblem(error, { entityType: `${kind}Settings` });
    throw error;
  }
  const result = settingsSchemas[kind].safeParse(documentData(snapshot));
  if (!result.success) {
    reportProblem(
      new Error(SETTINGS_PARSE_FAILED),
      { entityType: `${kind}Settings` },
      { issues: z.prettifyError(result.error) },
    );
    throw new Error(SETTINGS_PARSE_FAILED);
  }
  return result.data as Settings<K>;
}

/** The share of the public branding a settings document holds, or undefined when it holds none. */
function publicPartOf(kind: SettingsKind, settings: AnySettings) {
  if (kind === 'branding') return publicPartOfBranding(settings as Settings<'branding'>);
  if (kind === 'event') return publicPartOfEvent(settings as Settings<'event'>);
  if (kind === 'emails') return publicPartOfEmails(settings as Settings<'emails'>);
  if (kind === 'variables') return publicPartOfVariables(settings as Settings<'variables'>);
  return undefined;
}

/**
 * Saves a whole settings document after checking it; the kind's own message when it does not fit.
 * The branding, event, emails and variables settings update their share of the public branding in the same
 * batch, so what guests see never lags what the admin saved.
 */
export async function updateSettings<K extends SettingsKind>(kind: K, settings: Settings<K>): Promise<Settings<K>> {
  const checked = checkForWrite(
    settingsWriteSchemas[kind],
    { ...settings, id: kind },
    settingsInvalidMessage(kind),
  ) as Settings<K>;
  const { paths } = firebaseClient();
  const publicPart = publicPartOf(kind, checked);
  const operations: BatchOperation[] = [{ type: 'set', path: paths.settings(kind), data: withUpdateStamp(checked) }];
  if (publicPart)
    operations.push({ type: 'set', path: paths.publicBranding, data: withUpdateStamp(publicPart), merge: true });
  await commitInBatches(operations);
  return checked;
}

export type TermsAndVariables = {
  variables: VariablesSettings;
  terminology: TerminologySettings;
  /** The terminology as loaded, to tell which labels changed. */
  previousTerminology: TerminologySettings;
  corePages: readonly CorePage[];
};

/**
 * Saves the variables, the terminology and the core pages whose titles follow a changed label in
 * ONE batch, so a menu entry and its page title never disagree. Returns the renamed pages.
 */
export async function updateTermsAndVariables({
  variables,
  terminology,
  previousTerminology,
  corePages,
}: TermsAndVariables): Promise<CorePage[]> {
  const { paths } = firebaseClient();
  const checkedVariables = checkForWrite(
    settingsWriteSchemas.variables,
    { ...variables, id: 'variables' },
    settingsInvalidMessage('variables'),
  );
  const checkedTerminology = checkForWrite(
    settingsWriteSchemas.terminology,
    { ...terminology, id: 'terminology' },
    settingsInvalidMessage('terminology'),
  );
  const renamed = renameCorePagesForTerminology(previousTerminology, checkedTerminology, corePages).map((page) =>
    checkForWrite(corePageSchema, withUpdateStamp(page), CORE_PAGE_INVALID_MESSAGE),
  );
  const operations: BatchOperation[] = [
    { type: 'set', path: paths.settings('variables'), data: withUpdateStamp(checkedVariables) },
    { type: 'set', path: paths.settings('terminology'), data: withUpdateStamp(checkedTerminology) },
    ...renamed.map((page): BatchOperation => ({ type: 'set', path: paths.doc('corePages', page.id), data: page })),
  ];
  await commitInBatches(operations);
  return renamed;
}
