import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

type TextareaFieldProps = ComponentProps<'textarea'> & {
  id: string
  label: string
  error?: string | undefined
}

/** A labelled multi-line input whose error is announced and tied to it. */
export function TextareaField({ id, label, error, className, ...props }: TextareaFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'block min-h-28 w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400',
          'focus:outline-none focus:ring-2 focus:ring-emerald-500/40',
          error
            ? 'border-red-400 focus:border-red-500'
            : 'border-slate-300 focus:border-emerald-500',
          className,
        )}
        {...props}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  )
}
