import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive';
export type ButtonSize = 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-[var(--theme-deep)] text-white hover:opacity-90 shadow-soft',
  secondary: 'bg-white text-ink border border-line hover:bg-paper',
  ghost: 'bg-transparent text-ink hover:bg-black/5',
  // darker on hover, never lighter: white on the lightened red would fall below 4.5:1
  destructive: 'bg-score-low text-white hover:brightness-90',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 py-2 text-base',
  lg: 'min-h-14 px-8 py-3 text-lg',
};

/** The button look, also for links that act as buttons (`<Link className={buttonClasses()}>`). */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return `inline-flex items-center justify-center gap-2 rounded-full font-medium text-center transition disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${variants[variant]} ${sizes[size]} ${extra}`;
}

export type ButtonProps = ComponentPropsWithRef<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
