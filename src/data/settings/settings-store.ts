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
  readWhereIn,
  withUpdateStamp,
  type BatchOperation,
  type StoredDocument,
} from '../../lib/firebase/documents';
import { reportProblem } from '../../lib/firebase/reporting';

/** The kinds of settings asked for in this moment, and their reads once it has passed. */
let pendingKinds:
  { kinds: Set<SettingsKind>; reads: Promise<Map<SettingsKind, Promise<StoredDocument | undefined>>> } | undefined;

/**
 * One settings document, or undefined where it does not exist. A screen opening asks for three or
 * four kinds at once (its shell's branding and terminology, its own variables): the kinds asked for
 * in the same task are read together, in one query where the reader may list the settings (the
 * event's members), else each alone (a guest may read the terminology alone).
 */
function readSettingsDocument(kind: SettingsKind): Promise<StoredDocument | undefined> {
  if (!pendingKinds) {
    const kinds = new Set<SettingsKind>();
    const reads = new Promise((moment) => setTimeout(moment)).then(() => {
      pendingKinds = undefined;
      return readKinds([...kinds]);
    });
    pendingKinds = { kinds, reads };
  }
  pendingKinds.kinds.add(kind);
  return pendingKinds.reads.then((read) => read.get(kind)!);
}

async function readKinds(
  kinds: readonly SettingsKind[],
): Promise<Map<SettingsKind, Promise<StoredDocument | undefined>>> {
  const { paths } = firebaseClient();
  if (kinds.length > 1) {
    try {
      const found = new Map((await readWhereIn(paths.collection('settings'), 'id', kinds)).map((doc) => [doc.id, doc]));
      return new Map(kinds.map((kind) => [kind, Promise.resolve(found.get(kind))]));
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'permission-denied') throw error;
    }
  }
  return new Map(
    kinds.map((kind) => [kind, readDocument(paths.settings(kind)).then((doc) => (doc.exists() ? doc : undefined))]),
  );
}

/**
 * Loads one settings document: trimmed, defaults applied, numeric ids turned into text. A missing
 * document fails with "no settings of that kind" and a malformed one with the parse message (both
 * reported), since a screen cannot work from settings it does not have.
 */
export async function getSettings<K extends SettingsKind>(kind: K): Promise<Settings<K>> {
  const snapshot = await readSettingsDocument(kind);
  if (!snapshot) {
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
