import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

type TextFieldProps = ComponentProps<'input'> & {
  id: string
  label: string
  error?: string | undefined
  /** Shown at the end of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode
}

/** A labelled input whose error is announced and tied to it for assistive technology. */
export function TextField({
  id,
  label,
  error,
  labelAside,
  className,
  ...inputProps
}: TextFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400',
          'focus:outline-none focus:ring-2 focus:ring-emerald-500/40',
          error
            ? 'border-red-400 focus:border-red-500'
            : 'border-slate-300 focus:border-emerald-500',
          className,
        )}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  )
}
