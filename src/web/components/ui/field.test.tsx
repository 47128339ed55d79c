// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField, Field, inputClasses, SelectField, TextField } from './field';

afterEach(cleanup);

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('Field', () => {
  it('links the label, the hint and the error to the control', () => {
    render(
      <Field label="Email" hint="We never share it." error="Please enter a valid email.">
        {(field) => <input {...field} className={inputClasses} />}
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(describedBy(input)).toEqual(['We never share it.', 'Please enter a valid email.']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('has no aria-describedby or aria-invalid without hint and error', () => {
    render(<Field label="Name">{(field) => <input {...field} />}</Field>);
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('TextField, SelectField, CheckboxField', () => {
  it('TextField links its error and is at least 44 px tall', () => {
    render(<TextField label="Full name" error="Please enter your full name." />);
    const input = screen.getByLabelText('Full name');
    expect(describedBy(input)).toEqual(['Please enter your full name.']);
    expect(input.className).toContain('min-h-11');
  });

  it('SelectField links its hint and error', () => {
    render(
      <SelectField
        label="Role"
        hint="Pick one"
        error="Required"
        placeholder="Choose…"
        options={[{ value: 'founder', label: 'Founder' }]}
      />,
    );
    const select = screen.getByLabelText('Role');
    expect(describedBy(select)).toEqual(['Pick one', 'Required']);
    expect(screen.getByRole('option', { name: 'Founder' })).toBeTruthy();
  });

  it('CheckboxField links its error and toggles from its label', () => {
    render(
      <CheckboxField
        label="I accept the terms"
        error="Please accept the terms and conditions to continue."
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' }) as HTMLInputElement;
    expect(describedBy(checkbox)).toEqual(['Please accept the terms and conditions to continue.']);
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByText('I accept the terms'));
    expect(checkbox.checked).toBe(true);
  });

  it("works with react-hook-form's register spread", async () => {
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ email: string; terms: boolean; role: string }>();
      return (
        <form onSubmit={handleSubmit(onSubmit)}>
          <TextField label="Email" type="email" {...register('email')} />
          <CheckboxField label="Terms" {...register('terms')} />
          <SelectField label="Role" options={[{ value: 'cto', label: 'CTO' }]} {...register('role')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByLabelText('Terms'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'a@b.co', terms: true, role: 'cto' });
  });
});
