import type { Card, CardLayout } from '../../domain/cards';
import { api, listTags, queryFnFrom } from '../api-slice';
import { lazyStore } from '../lazy-store';

const { createCardLayout, deleteCardLayout, listCardLayouts, listCards, saveCardLayout } = lazyStore(() => import('./cards-store'));

export const cardsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    cards: build.query<Card[], void>({
      queryFn: queryFnFrom(listCards),
      providesTags: (result) => listTags('Card', result),
    }),
    cardLayouts: build.query<CardLayout[], void>({
      queryFn: queryFnFrom(listCardLayouts),
      providesTags: (result) => listTags('CardLayout', result),
    }),
    createCardLayout: build.mutation<CardLayout, Parameters<typeof createCardLayout>[0]>({
      queryFn: queryFnFrom(createCardLayout),
      invalidatesTags: [{ type: 'CardLayout', id: 'LIST' }, { type: 'Card', id: 'LIST' }],
    }),
    updateCardLayout: build.mutation<CardLayout, Parameters<typeof saveCardLayout>[0]>({
      queryFn: queryFnFrom(saveCardLayout),
      invalidatesTags: [{ type: 'CardLayout', id: 'LIST' }, { type: 'Card', id: 'LIST' }],
    }),
    deleteCardLayout: build.mutation<null, CardLayout>({
      queryFn: queryFnFrom(deleteCardLayout),
      invalidatesTags: [{ type: 'CardLayout', id: 'LIST' }, { type: 'Card', id: 'LIST' }],
    }),
  }),
});

export const {
  useCardsQuery,
  useCardLayoutsQuery,
  useCreateCardLayoutMutation,
  useUpdateCardLayoutMutation,
  useDeleteCardLayoutMutation,
} = cardsApi;
