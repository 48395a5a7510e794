import type { ComponentProps, ReactNode } from 'react'
import { cn } from '@/lib/cn'

type SelectFieldProps = ComponentProps<'select'> & {
  id: string
  label: string
  error?: string | undefined
  options: ReadonlyArray<{ value: string; label: string }>
  /** The first, empty choice shown until one is made. */
  placeholder?: string
  /** A note under the field (why it is disabled, for instance), announced with it. */
  hint?: ReactNode
}

/** A labelled select whose error is announced and tied to it, styled like `TextField`. */
export function SelectField({
  id,
  label,
  error,
  options,
  placeholder,
  hint,
  className,
  ...selectProps
}: SelectFieldProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm',
          'focus:outline-none focus:ring-2 focus:ring-emerald-500/40',
          error
            ? 'border-red-400 focus:border-red-500'
            : 'border-slate-300 focus:border-emerald-500',
          className,
        )}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  )
}
