import { api, listTags, storeEndpoints } from '../api-slice';
import { lazyStore } from '../lazy-store';

const cardsStore = lazyStore(() => import('./cards-store'));

export const cardsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: storeEndpoints(({ query, mutation }) => ({
    cards: query(cardsStore.listCards, (result) => listTags('Card', result)),
    cardLayouts: query(cardsStore.listCardLayouts, (result) => listTags('CardLayout', result)),
    createCardLayout: mutation(cardsStore.createCardLayout, [
      { type: 'CardLayout', id: 'LIST' },
      { type: 'Card', id: 'LIST' },
    ]),
    updateCardLayout: mutation(cardsStore.updateCardLayout, [
      { type: 'CardLayout', id: 'LIST' },
      { type: 'Card', id: 'LIST' },
    ]),
    deleteCardLayout: mutation(cardsStore.deleteCardLayout, [
      { type: 'CardLayout', id: 'LIST' },
      { type: 'Card', id: 'LIST' },
    ]),
  })),
});

export const {
  useCardsQuery,
  useCardLayoutsQuery,
  useCreateCardLayoutMutation,
  useUpdateCardLayoutMutation,
  useDeleteCardLayoutMutation,
} = cardsApi;
