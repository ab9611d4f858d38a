import {
  contactMessagesResponseSchema,
  type ContactMessage,
  type ContactMessagesResponse,
} from '@domain/contracts/contact';
import { api } from '@/lib/api';

/** POST /api/contact (the contact form) and the admins' list of what came in. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ id: string }, ContactMessage>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
    getContactMessages: build.query<ContactMessagesResponse, undefined>({
      query: () => ({ url: '/admin/contact-messages' }),
      rawResponseSchema: contactMessagesResponseSchema,
    }),
  }),
});

export const { useSendContactMessageMutation, useGetContactMessagesQuery } = contactApi;
