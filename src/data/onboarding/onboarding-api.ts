import { api } from '../api-slice';
import { commitInBatches, currentUserId, withUpdateStamp } from '../../lib/firebase/documents';
import { firebaseClient } from '../../lib/firebase/client';
import { normaliseError } from '../../lib/firebase/errors';

/** Marks the signed-in person as onboarded on their event record, so the flow is shown once. */
export async function completeOnboarding(): Promise<void> {
  const { paths } = firebaseClient();
  await commitInBatches([{ type: 'update', path: paths.user(currentUserId()), data: withUpdateStamp({ isOnboarded: true }) }]);
}

export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    completeOnboarding: build.mutation<null, void>({
      queryFn: async () => {
        try {
          await completeOnboarding();
          return { data: null };
        } catch (error) {
          return { error: normaliseError(error) };
        }
      },
      invalidatesTags: () => [{ type: 'User', id: currentUserId() }],
    }),
  }),
});

export const { useCompleteOnboardingMutation } = onboardingApi;
