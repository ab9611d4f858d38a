import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Textarea } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { CONTACT_SEND_MS, CONTACT_SUBJECTS } from './contactForm';
import { MessageSent } from './MessageSent';
import { useZodForm } from '@/lib/useZodForm';

// The form's schema (and zod) load after the page's first paint (src/lib/useZodForm.ts).
const contactFormSchema = () => import('./contactFormSchema').then((m) => m.contactFormSchema);

type Phase = 'idle' | 'sending' | 'sent';

/** docs/product.md §4: sending is simulated (no server call); required fields are checked by the browser. */
export function ContactForm() {
  const [phase, setPhase] = useState<Phase>('idle');
  const form = useZodForm(contactFormSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', subject: 'general', message: '' },
  });

  useEffect(() => {
    if (phase !== 'sending') return;
    const timer = setTimeout(() => setPhase('sent'), CONTACT_SEND_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'sent') {
    const sendAnother = () => {
      form.reset();
      setPhase('idle');
    };
    return <MessageSent onSendAnother={sendAnother} />;
  }

  const onSubmit = form.handleSubmit(() => setPhase('sending'));
  const sending = phase === 'sending';

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
        <label className="flex flex-col gap-1 text-sm font-medium sm:col-span-2">
          Subject
          <Select className="font-normal" {...form.register('subject')}>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium sm:col-span-2">
          Message
          <Textarea required rows={6} className="font-normal" {...form.register('message')} />
        </label>
      </fieldset>
      <Button type="submit" disabled={sending} className="self-start">
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
