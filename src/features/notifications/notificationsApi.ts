import { MarketplaceEvent } from '@domain/rules/hub';
import type { NotificationsResponse } from '@domain/contracts/marketplace';
import { api, checkedAfterRender } from '@/lib/api';
import { hub } from '@/lib/hub/hubService';

/** The signed-in user's notifications (newest first) and how many are unread. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsResponse, string>({
      query: () => ({ url: '/notifications' }),
      // Checked after it is shown (src/lib/api.ts).
      rawResponseSchema: checkedAfterRender('getNotifications', 'notificationsResponse'),
      providesTags: ['Notifications'],
    }),
    markNotificationsRead: build.mutation<NotificationsResponse, { ids?: string[] }>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;

// A notification pushed to this user (docs/hub.md §2.5) means the cached list is stale.
hub.on(MarketplaceEvent.ReceiveNotification, (_args, dispatch) => {
  dispatch(api.util.invalidateTags(['Notifications']));
});
