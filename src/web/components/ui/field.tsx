import { ChevronDown, CircleAlert } from 'lucide-react';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from './cx';

/** What a control needs from its Field: spread it onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** The validation message; links to the control with aria-describedby and sets aria-invalid. */
  error?: string;
  /** Help text under the label, also linked with aria-describedby. */
  hint?: string;
  /** Use a given id for the control (default: a generated one). */
  id?: string;
  className?: string;
  children: (props: FieldControlProps) => ReactNode;
}

/** Ids and ARIA links of a field's control, its hint and its error. */
function useFieldIds(idProp: string | undefined, hint: string | undefined, error: string | undefined) {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
  return { id, hintId, errorId, control };
}

function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-score-low text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/**
 * A label, optional hint, the control (from the render function) and its error text.
 *
 * ```tsx
 * <Field label="Email" error={errors.email?.message}>
 *   {(field) => <input {...field} type="email" className={inputClasses} {...register('email')} />}
 * </Field>
 * ```
 */
export function Field({ label, error, hint, id, className, children }: FieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={ids.id} className="font-medium text-ink text-sm">
        {label}
      </label>
      {hint && (
        <p id={ids.hintId} className="text-muted text-sm">
          {hint}
        </p>
      )}
      {children(ids.control)}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}

/** The look of text inputs, selects and text areas: 44 px tall at least, red border when invalid. */
export const inputClasses =
  'block min-h-11 w-full rounded-lg border border-muted/80 bg-white px-3 py-2 text-base text-ink placeholder:text-muted transition-colors hover:border-ink aria-invalid:border-score-low disabled:cursor-not-allowed disabled:opacity-60';

type WithFieldProps = { label: ReactNode; error?: string; hint?: string; className?: string };

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'className'> & WithFieldProps;

/** A labelled text input; spread react-hook-form's `register(...)` into it. */
export function TextField({ label, error, hint, id, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(field) => <input type="text" {...inputProps} {...field} className={inputClasses} />}
    </Field>
  );
}

export type TextAreaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'className'> & WithFieldProps;

export function TextAreaField({ label, error, hint, id, className, ...textareaProps }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(field) => (
        <textarea rows={4} {...textareaProps} {...field} className={cx(inputClasses, 'min-h-28')} />
      )}
    </Field>
  );
}

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'className'> &
  WithFieldProps & {
    /** The choices; or pass <option> children. */
    options?: ReadonlyArray<{ value: string; label: string }>;
    /** A first, empty choice such as 'Choose…'. */
    placeholder?: string;
  };

/** A labelled native select (keyboard, screen readers and phones handle it best). */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  options,
  placeholder,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(field) => (
        <div className="relative">
          <select {...selectProps} {...field} className={cx(inputClasses, 'appearance-none pr-10')}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
            {children}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted"
          />
        </div>
      )}
    </Field>
  );
}

export type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'className' | 'type'> & WithFieldProps;

/** A native checkbox with its label beside it (the whole row is the target), hint and error below. */
export function CheckboxField({ label, error, hint, id, className, ...inputProps }: CheckboxFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex min-h-11 items-start gap-3 py-2">
        <input
          type="checkbox"
          {...inputProps}
          {...ids.control}
          className="mt-px size-6 shrink-0 cursor-pointer accent-[var(--theme-accent)] disabled:cursor-not-allowed"
        />
        <label htmlFor={ids.id} className="cursor-pointer text-base text-ink">
          {label}
        </label>
      </div>
      {hint && (
        <p id={ids.hintId} className="pl-9 text-muted text-sm">
          {hint}
        </p>
      )}
      {error && (
        <div className="pl-9">
          <FieldError id={ids.errorId}>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
