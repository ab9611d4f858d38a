import { z } from 'zod';
import { CONTACT_SUBJECTS } from './contactForm';

// The browser checks the required fields (`required`); nothing is sent anywhere.
export const contactFormSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.enum(CONTACT_SUBJECTS.map((s) => s.value)),
  message: z.string(),
});
