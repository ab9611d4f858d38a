import { useEffect, useMemo } from 'react';
import {
  useForm,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { apiFieldErrors } from './formErrors';

type Options<In extends FieldValues, Out> = Omit<UseFormProps<In, unknown, Out>, 'resolver'>;

/**
 * A form's zod schema, or a function importing it: a page whose form takes the latter need not
 * download zod before its first paint (docs/benchmarks.md, Lighthouse). Keep such a function at
 * module level, so it is the same one on every render.
 */
export type FormSchema<In extends FieldValues, Out> =
  z.ZodType<Out, In> | (() => Promise<z.ZodType<Out, In>>);

/** What `field(name)` spreads onto a Field, TextareaField or SelectField of src/components/ui. */
export type BoundField = ReturnType<UseFormReturn['register']> & { error?: string };

/**
 * react-hook-form's zod resolver for the schema, both loaded on first use (a check) or when
 * `preload` is called, whichever comes first.
 */
function lazyResolver<In extends FieldValues, Out>(schema: FormSchema<In, Out>) {
  let ready: Promise<Resolver<In, unknown, Out>> | undefined;
  const load = () =>
    (ready ??= Promise.all([
      import('@hookform/resolvers/zod'),
      typeof schema === 'function' ? schema() : schema,
    ]).then(
      // zod's and react-hook-form's resolver types meet at the schema's input and output.
      ([{ zodResolver }, loaded]) => zodResolver(loaded as never) as never,
    ));
  const resolver: Resolver<In, unknown, Out> = async (values, context, options) =>
    (await load())(values, context, options);
  return { resolver, preload: () => void load() };
}

/**
 * The one form hook (docs/architecture.md): react-hook-form validated by a zod schema,
 * bound to the Field kit. `field(name)` gives a field its value, events and error; `serverErrors`
 * puts a failed call's field errors (problem `errors`) under the same fields; `formError` and
 * `setFormError` carry the one message above the submit button.
 */
export function useZodForm<In extends FieldValues, Out>(
  schema: FormSchema<In, Out>,
  options?: Options<In, Out>,
) {
  const { resolver, preload } = useMemo(() => lazyResolver(schema), [schema]);
  // The check is ready well before a person can submit: loaded once the form is on screen.
  useEffect(preload, [preload]);
  const form = useForm<In, unknown, Out>({ ...options, resolver });
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
