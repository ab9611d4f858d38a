import type { SubmitEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { formText } from './formText';

/** docs/product.md §4: the dialog's forgot-password view only logs and returns; the pages do the real reset. */
export function DialogResetView({ onBack }: { onBack: () => void }) {
  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), 'email');
    console.log('Password reset requested for', email);
    onBack();
  }
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3" aria-label="Reset password">
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <Button type="submit">Send Reset Link</Button>
      <Button variant="ghost" onClick={onBack}>
        Back to Login
      </Button>
    </form>
  );
}
