import { notificationsResponseSchema, type NotificationsResponse } from '@/domain/marketplace';
import { api } from '@/lib/api';

/** The signed-in user's notifications (newest first) and how many are unread. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsResponse, string>({
      query: () => ({ url: '/notifications' }),
      rawResponseSchema: notificationsResponseSchema,
      providesTags: ['Notifications'],
    }),
    markNotificationsRead: build.mutation<NotificationsResponse, { ids?: string[] }>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
