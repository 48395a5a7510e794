import type { ComponentProps } from 'react'
import { controlClass, Field } from './field'

type TextareaFieldProps = ComponentProps<'textarea'> & {
  id: string
  label: string
  error?: string | undefined
}

/** A labelled multi-line input whose error is announced and tied to it. */
export function TextareaField({ id, label, error, className, ...props }: TextareaFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          className={controlClass(error, 'min-h-28 placeholder:text-slate-400', className)}
          {...props}
        />
      )}
    </Field>
  )
}
