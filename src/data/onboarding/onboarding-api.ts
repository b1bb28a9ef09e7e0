import { api, queryFnFrom } from '../api-slice';
import { currentUserId } from '../../lib/firebase/documents';
import { lazyStore } from '../lazy-store';

const { completeOnboarding } = lazyStore(() => import('./onboarding-store'));

export const onboardingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    completeOnboarding: build.mutation<null, void>({
      queryFn: queryFnFrom(completeOnboarding),
      invalidatesTags: () => [{ type: 'User', id: currentUserId() }],
    }),
  }),
});

export const { useCompleteOnboardingMutation } = onboardingApi;
