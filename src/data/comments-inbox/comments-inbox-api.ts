import { api, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const commentsInboxStore = lazyStore(() => import('./comments-inbox-store'));

export const commentsInboxApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ mutation, live }) => ({
    /** Every thread's posts, live: a team's new comment or reply shows in the inbox as it is stored. */
    inboxPosts: live(commentsInboxStore.listenInboxPosts),
    /** No tags: the live posts show the mark as it is written. */
    updateThreadHandled: mutation(commentsInboxStore.updateThreadHandled),
  })),
});

export const { useInboxPostsQuery, useUpdateThreadHandledMutation } = commentsInboxApi;
