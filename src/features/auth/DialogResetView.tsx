import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { useZodForm } from '@/lib/useZodForm';

// The form's schema (and zod) load after the page's first paint (src/lib/useZodForm.ts).
const emailFormSchema = () => import('./authForms').then((m) => m.emailFormSchema);

/** docs/product.md §4: the dialog's forgot-password view only logs and returns; the pages do the real reset. */
export function DialogResetView({ onBack }: { onBack: () => void }) {
  const form = useZodForm(emailFormSchema, { defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit(({ email }) => {
    console.log('Password reset requested for', email);
    onBack();
  });
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-3"
      aria-label="Reset password"
    >
      <Field label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <Button type="submit">Send Reset Link</Button>
      <Button variant="ghost" onClick={onBack}>
        Back to Login
      </Button>
    </form>
  );
}
