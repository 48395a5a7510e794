import { type FormEvent, type ReactNode, type RefObject, useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { DialogShell } from '@/components/ui/modal-dialog'

type FormDialogProps = {
  open: boolean
  title: string
  submitLabel: string
  /** Shown on the submit button while the form is sent. */
  busyLabel: string
  cancelLabel: string
  busy: boolean
  /** The submit button is off while nothing would change (the same role). */
  submitDisabled?: boolean
  /** Takes focus when the dialog opens (the first field); else Cancel does. */
  initialFocus?: RefObject<HTMLElement | null>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onCancel: () => void
  children: ReactNode
}

/**
 * A small form in a modal dialog (the invitation, a role change): Escape or Cancel closes it
 * unless it is being sent, and a failure stays inside with what was typed.
 */
export function FormDialog(props: FormDialogProps) {
  const { open, title, busy, onCancel, children } = props
  const titleId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <DialogShell
      open={open}
      initialFocus={props.initialFocus ?? cancelRef}
      onEscape={(event) => {
        event.stopPropagation()
        if (!busy) onCancel()
      }}
      role="dialog"
      aria-labelledby={titleId}
      className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <form noValidate onSubmit={props.onSubmit} className="mt-4 flex flex-col gap-4">
        {children}
        <div className="mt-2 flex justify-end gap-3">
          <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={onCancel}>
            {props.cancelLabel}
          </Button>
          <Button type="submit" disabled={busy || props.submitDisabled}>
            {busy ? props.busyLabel : props.submitLabel}
          </Button>
        </div>
      </form>
    </DialogShell>
  )
}
