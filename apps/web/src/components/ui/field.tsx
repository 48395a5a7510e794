import type { ReactNode } from 'react'
import { useLocalizeMessage } from '@/i18n/i18n'
import { cn } from '@/lib/cn'

type FieldProps = {
  /** The control's id; its hint and error take ids derived from it. */
  id: string
  label: string
  error?: string | undefined
  /** A note under the control, announced with it. */
  hint?: ReactNode
  /** Shown at the end of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode
  /** The control, given the props that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode
}

type FieldControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** A label, a control, its hint and its error, tied together for assistive technology. */
export function Field({ id, label, error, hint, labelAside, children }: FieldProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  const labelElement = (
    <label htmlFor={id} className="text-sm font-medium text-slate-700">
      {label}
    </label>
  )
  return (
    <div className="flex flex-col gap-1.5">
      {labelAside === undefined ? (
        labelElement
      ) : (
        <div className="flex items-center justify-between gap-2">
          {labelElement}
          {labelAside}
        </div>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  )
}

/** A field's error, announced as it appears, in the active language. */
export function FieldError({ id, error }: { id: string; error?: string | null | undefined }) {
  const localize = useLocalizeMessage()
  return error ? (
    <p id={id} role="alert" className="text-sm text-red-600">
      {localize(error)}
    </p>
  ) : null
}

/** The look shared by inputs, text areas and selects, red while `error` is set. */
export function controlClass(error: string | undefined, ...extra: Array<string | undefined>) {
  return cn(
    'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm',
    'focus:outline-hidden focus:ring-2 focus:ring-emerald-500/40',
    error ? 'border-red-400 focus:border-red-500' : 'border-slate-300 focus:border-emerald-500',
    ...extra,
  )
}
