import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';

type CardElement = 'div' | 'section' | 'article' | 'aside';

export type CardProps = ComponentPropsWithRef<'div'> & {
  /** The element to render (default div; a section needs an accessible name, e.g. aria-labelledby). */
  as?: CardElement;
};

/** A white surface with the card radius, a hairline border and the one soft shadow. */
export function Card({ as: Element = 'div', className, ...props }: CardProps) {
  return (
    <Element
      className={cx('rounded-card border border-line bg-white text-ink shadow-soft', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx('flex flex-col gap-1.5 p-6 pb-0', className)} {...props} />;
}

export type CardTitleProps = ComponentPropsWithRef<'h2'> & { as?: 'h1' | 'h2' | 'h3' | 'h4' };

export function CardTitle({ as: Heading = 'h2', className, ...props }: CardTitleProps) {
  return (
    <Heading
      className={cx('font-display font-semibold text-[22px] text-ink leading-tight', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentPropsWithRef<'p'>) {
  return <p className={cx('text-base text-muted', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx('p-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx('flex items-center gap-3 p-6 pt-0', className)} {...props} />;
}
