import { useEffect, useState, type SubmitEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Textarea } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { CONTACT_SEND_MS, CONTACT_SUBJECTS } from './contactForm';
import { MessageSent } from './MessageSent';

type Phase = 'idle' | 'sending' | 'sent';

/** docs/product.md §4: sending is simulated (no server call); required fields are checked by the browser. */
export function ContactForm() {
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (phase !== 'sending') return;
    const timer = setTimeout(() => setPhase('sent'), CONTACT_SEND_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'sent') return <MessageSent onSendAnother={() => setPhase('idle')} />;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPhase('sending');
  };
  const sending = phase === 'sending';

  return (
    <form onSubmit={onSubmit} aria-label="Contact form" className="flex flex-col gap-4">
      <fieldset disabled={sending} className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" name="firstName" required />
        <Field label="Last name" name="lastName" required />
        <Field label="Email" name="email" type="email" required className="sm:col-span-2" />
        <label className="flex flex-col gap-1 text-sm font-medium sm:col-span-2">
          Subject
          <Select name="subject" defaultValue="general" className="font-normal">
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject.value} value={subject.value}>
                {subject.label}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium sm:col-span-2">
          Message
          <Textarea name="message" required rows={6} className="font-normal" />
        </label>
      </fieldset>
      <Button type="submit" disabled={sending} className="self-start">
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
