import { api, storeEndpoints } from '../api-slice';
import { currentUserId } from '../../lib/firebase/documents';
import { lazyStore } from '../lazy-store';

const onboardingStore = lazyStore(() => import('./onboarding-store'));

export const onboardingApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ mutation }) => ({
    completeOnboarding: mutation(onboardingStore.completeOnboarding, () => [{ type: 'User', id: currentUserId() }]),
  })),
});

export const { useCompleteOnboardingMutation } = onboardingApi;
