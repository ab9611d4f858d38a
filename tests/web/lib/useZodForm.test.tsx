import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Field, FormError } from '@/components/ui/Field';
import type { ApiError } from '@/lib/api';
import { apiMessage } from '@/lib/formErrors';
import { useZodForm } from '@/lib/useZodForm';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.email('Enter a valid email address'),
});

const refused: ApiError = {
  status: 400,
  message: 'Validation failed',
  detail: 'The email is taken.',
  errors: { 'profile.email': ['An account with this email already exists.'] },
};

let schemaImports = 0;
/** The schema as a form page imports it: after its first paint (src/lib/useZodForm.ts). */
const importSchema = () => {
  schemaImports += 1;
  return Promise.resolve(schema);
};

function Probe({
  onValid,
  lazy = false,
}: {
  onValid: (values: z.output<typeof schema>) => unknown;
  lazy?: boolean;
}) {
  const form = useZodForm(lazy ? importSchema : schema, { defaultValues: { name: '', email: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    if ((await onValid(values)) === 'refuse') {
      form.serverErrors(refused, 'profile');
      form.setFormError(apiMessage(refused, 'Saving failed.'));
    }
  });
  return (
    <form aria-label="Probe" onSubmit={(e) => void onSubmit(e)} noValidate>
      <Field label="Name" {...form.field('name')} />
      <Field label="Email" type="email" {...form.field('email')} />
      <FormError message={form.formError} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useZodForm: the one form hook on zod and the Field kit (docs/architecture.md)', () => {
  it("shows the schema's messages under their fields, tied to them, and sends nothing", async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Probe onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(onValid).not.toHaveBeenCalled();
  });

  it("sends the schema's output (trimmed) and clears a fixed field's error as it is typed", async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Probe onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '.com');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), '  Ada  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Ada', email: 'ada@example.com' });
  });

  it('checks the same with a schema it imports, imported once, as the form appears', async () => {
    schemaImports = 0;
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Probe onValid={onValid} lazy />);
    await vi.waitFor(() => expect(schemaImports).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), '  Ada  ');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Ada', email: 'ada@example.com' });
    expect(schemaImports).toBe(1);
  });

  it("puts the server's field errors under the same fields and its detail above the button", async () => {
    const user = userEvent.setup();
    render(<Probe onValid={() => 'refuse'} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('An account with this email already exists.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The email is taken.')).toBeInTheDocument();
  });
});

describe('apiMessage: the one error-message helper', () => {
  it("says what the server said, else the caller's line (a transport failure too)", () => {
    expect(apiMessage(refused, 'Saving failed.')).toBe('The email is taken.');
    expect(apiMessage({ status: undefined, message: 'Network Error' }, 'Saving failed.')).toBe(
      'Saving failed.',
    );
    expect(apiMessage(undefined, 'Saving failed.')).toBe('Saving failed.');
  });
});
