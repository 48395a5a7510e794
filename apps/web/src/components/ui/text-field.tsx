import type { ComponentProps, ReactNode } from 'react'
import { controlClass, Field } from './field'

type TextFieldProps = ComponentProps<'input'> & {
  id: string
  label: string
  error?: string | undefined
  /** Shown at the end of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode
  /** A note under the input (a password rule), announced with it. */
  hint?: ReactNode
}

/** A labelled input whose error is announced and tied to it for assistive technology. */
export function TextField({
  id,
  label,
  error,
  labelAside,
  hint,
  className,
  ...inputProps
}: TextFieldProps) {
  return (
    // The label row is there with or without an aside, so every input lines up alike.
    <Field id={id} label={label} error={error} hint={hint} labelAside={labelAside ?? null}>
      {(control) => (
        <input
          {...control}
          className={controlClass(error, 'placeholder:text-slate-400', className)}
          {...inputProps}
        />
      )}
    </Field>
  )
}
