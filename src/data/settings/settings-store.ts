import { setDoc } from 'firebase/firestore/lite';
import { z } from 'zod';
import { SETTINGS_PARSE_FAILED } from '../../domain/messages';
import {
  settingsInvalidMessage,
  settingsMissingMessage,
  settingsSchemas,
  settingsWriteSchemas,
  type Settings,
  type SettingsKind,
} from '../../domain/settings/settings-documents';
import { firebaseClient } from '../../lib/firebase/client';
import { checkForWrite, docRef, readDocument, withUpdateStamp } from '../../lib/firebase/documents';
import { reportProblem } from '../../lib/firebase/reporting';

/**
 * Loads one settings document: trimmed, defaults applied, numeric ids turned into text. A missing
 * document fails with "no settings of that kind" and a malformed one with the parse message (both
 * reported), since a screen cannot work from settings it does not have.
 */
export async function fetchSettings<K extends SettingsKind>(kind: K): Promise<Settings<K>> {
  const snapshot = await readDocument(firebaseClient().paths.settings(kind));
  if (!snapshot.exists()) {
    const error = new Error(settingsMissingMessage(kind));
    reportProblem(error, { entityType: `${kind}Settings` });
    throw error;
  }
  const result = settingsSchemas[kind].safeParse({ ...snapshot.data(), id: snapshot.id });
  if (!result.success) {
    reportProblem(new Error(SETTINGS_PARSE_FAILED), { entityType: `${kind}Settings` }, { issues: z.prettifyError(result.error) });
    throw new Error(SETTINGS_PARSE_FAILED);
  }
  return result.data as Settings<K>;
}

/** Saves a whole settings document after checking it; the kind's own message when it does not fit. */
export async function saveSettings<K extends SettingsKind>(kind: K, settings: Settings<K>): Promise<Settings<K>> {
  const checked = checkForWrite(settingsWriteSchemas[kind], { ...settings, id: kind }, settingsInvalidMessage(kind)) as Settings<K>;
  await setDoc(docRef(firebaseClient().paths.settings(kind)), withUpdateStamp(checked));
  return checked;
}
