import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { apiFieldErrors } from './formErrors';

type Options<In extends FieldValues, Out> = Omit<UseFormProps<In, unknown, Out>, 'resolver'>;

/** What `field(name)` spreads onto a Field, TextareaField or SelectField of src/components/ui. */
export type BoundField = ReturnType<UseFormReturn['register']> & { error?: string };

/**
 * The one form hook (docs/architecture.md): react-hook-form validated by a zod schema,
 * bound to the Field kit. `field(name)` gives a field its value, events and error; `serverErrors`
 * puts a failed call's field errors (problem `errors`) under the same fields; `formError` and
 * `setFormError` carry the one message above the submit button.
 */
export function useZodForm<In extends FieldValues, Out>(
  schema: z.ZodType<Out, In>,
  options?: Options<In, Out>,
) {
  // zod's and react-hook-form's resolver types meet at the schema's input and output.
  const form = useForm<In, unknown, Out>({
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
  const { errors } = form.formState;

  /** The first message of a field's error, from the schema or the server. */
  const errorOf = (name: string): string | undefined =>
    form.getFieldState(name as Path<In>, form.formState).error?.message;

  return {
    ...form,
    errorOf,
    field: (name: Path<In>): BoundField => ({ ...form.register(name), error: errorOf(name) }),
    serverErrors(error: unknown, prefix = ''): void {
      for (const [name, message] of Object.entries(apiFieldErrors(error, prefix))) {
        form.setError(name as Path<In>, { type: 'server', message });
      }
    },
    formError: errors.root?.message ?? null,
    setFormError: (message: string) => form.setError('root', { type: 'server', message }),
  };
}
