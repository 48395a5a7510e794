import type { ComponentProps, ReactNode } from 'react'
import { controlClass, Field } from './field'

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
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <select {...control} className={controlClass(error, className)} {...selectProps}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
