import type { ContactMessage, ContactMessagesResponse } from '@domain/contracts/contact';
import { api, checkedAfterRender } from '@/lib/api';

/** POST /api/contact (the contact form) and the admins' list of what came in. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ id: string }, ContactMessage>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
    getContactMessages: build.query<ContactMessagesResponse, undefined>({
      query: () => ({ url: '/admin/contact-messages' }),
      // Checked after it is shown (src/lib/api.ts): zod stays off the admin list's first load.
      rawResponseSchema: checkedAfterRender('getContactMessages', 'contactMessagesResponse'),
    }),
  }),
});

export const { useSendContactMessageMutation, useGetContactMessagesQuery } = contactApi;
