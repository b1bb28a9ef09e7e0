import { corePageSchema, renameCorePagesForTerminology, type CorePage } from '../../domain/core-pages';
import { settingsInvalidMessage, settingsWriteSchemas } from '../../domain/settings/settings-documents';
import type { TerminologySettings } from '../../domain/settings/terminology-settings';
import type { VariablesSettings } from '../../domain/settings/variables-settings';
import { firebaseClient } from '../../lib/firebase/client';
import { checkForWrite, commitInBatches, withUpdateStamp, type BatchOperation } from '../../lib/firebase/documents';
import { normaliseError } from '../../lib/firebase/errors';
import { api } from '../api-slice';
import { CORE_PAGE_INVALID_MESSAGE } from '../navigation/navigation-api';

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
export async function saveTermsAndVariables({ variables, terminology, previousTerminology, corePages }: TermsAndVariables): Promise<CorePage[]> {
  const { paths } = firebaseClient();
  const checkedVariables = checkForWrite(settingsWriteSchemas.variables, { ...variables, id: 'variables' }, settingsInvalidMessage('variables'));
  const checkedTerminology = checkForWrite(settingsWriteSchemas.terminology, { ...terminology, id: 'terminology' }, settingsInvalidMessage('terminology'));
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

export const settingsFeatureApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveTermsAndVariables: build.mutation<CorePage[], TermsAndVariables>({
      queryFn: async (input) => {
        try {
          return { data: await saveTermsAndVariables(input) };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      invalidatesTags: (renamed = []) => [
        { type: 'Settings', id: 'variables' },
        { type: 'Settings', id: 'terminology' },
        { type: 'CorePage', id: 'LIST' },
        ...renamed.map((page) => ({ type: 'CorePage' as const, id: page.id })),
      ],
    }),
  }),
});

export const { useSaveTermsAndVariablesMutation } = settingsFeatureApi;
