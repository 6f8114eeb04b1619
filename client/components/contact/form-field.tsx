/** One labelled form control with its error beside it (linked by aria-describedby). */
import type { ReactNode } from 'react';

export const INPUT_CLASS =
  'mt-1 block w-full rounded-lg border bg-surface px-3 py-2.5 text-ink shadow-sm placeholder:text-ink-5 focus:border-accent-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600';

export function inputClass(error: string | undefined): string {
  return `${INPUT_CLASS} ${error ? 'border-danger-700' : 'border-line-strong'}`;
}

export function FormField({
  id,
  label,
  error,
  children,
  className = '',
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink-2">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props that tie a control to its error text. */
export function errorProps(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
