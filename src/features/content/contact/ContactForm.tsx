import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field, FormError, SelectField, TextareaField } from '@/components/ui/Field';
import type { ContactMessageInput } from '@domain/contracts/contact';
import { CONTACT_SUBJECTS } from '@domain/rules/contact';
import { apiMessage } from '@/lib/formErrors';
import { useZodForm } from '@/lib/useZodForm';
import { useSendContactMessageMutation } from './contactApi';
import { MessageSent } from './MessageSent';

// The form's schema (and zod) load after the page's first paint (src/lib/useZodForm.ts).
const contactMessageSchema = () =>
  import('@domain/contracts/contact').then((m) => m.contactMessageSchema);

const EMPTY: ContactMessageInput = {
  firstName: '',
  lastName: '',
  email: '',
  subject: 'general',
  message: '',
};

/**
 * docs/product.md "Contact and newsletter": the message is stored and mailed to support (POST
 * /api/contact); the browser checks the required fields, the schema and the server the rest, each
 * message under its field.
 */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  const [send] = useSendContactMessageMutation();
  const form = useZodForm(contactMessageSchema, { defaultValues: EMPTY });
  const sending = form.formState.isSubmitting;

  if (sent) {
    const sendAnother = () => {
      form.reset(EMPTY);
      setSent(false);
    };
    return <MessageSent onSendAnother={sendAnother} />;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(values).unwrap();
      setSent(true);
    } catch (error) {
      form.serverErrors(error);
      form.setFormError(apiMessage(error, 'Your message could not be sent. Please try again.'));
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      aria-label="Contact form"
      className="flex flex-col gap-4"
    >
      <fieldset disabled={sending} className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" required {...form.field('firstName')} />
        <Field label="Last name" required {...form.field('lastName')} />
        <Field
          label="Email"
          type="email"
          required
          className="sm:col-span-2"
          {...form.field('email')}
        />
        <SelectField label="Subject" className="sm:col-span-2" {...form.field('subject')}>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {subject.label}
            </option>
          ))}
        </SelectField>
        <TextareaField
          label="Message"
          required
          rows={6}
          className="sm:col-span-2"
          {...form.field('message')}
        />
      </fieldset>
      <FormError message={form.formError} />
      <Button type="submit" disabled={sending} className="self-start">
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
