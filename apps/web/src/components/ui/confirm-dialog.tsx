import { type ReactNode, useId, useRef } from 'react'
import { Button } from './button'
import { DialogShell } from './modal-dialog'

type ConfirmDialogProps = {
  open: boolean
  title: string
  message: string
  confirmLabel: string
  /** Shown on the confirm button while the action runs. */
  busyLabel: string
  cancelLabel: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
  /** What the action needs besides a yes (the bulk reject's reason), under the message. */
  children?: ReactNode
  /** Holds the confirm button off until `children` are filled in. */
  confirmDisabled?: boolean
}

/**
 * Asks before a destructive action (WAI-ARIA alert dialog): focus starts on Cancel, Tab stays
 * inside, Escape cancels, and focus returns to where it was when the dialog closes.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, busyLabel, cancelLabel, busy = false } = props
  const titleId = useId()
  const messageId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <DialogShell
      open={open}
      initialFocus={cancelRef}
      onEscape={() => {
        if (!busy) props.onCancel()
      }}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl"
    >
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <p id={messageId} className="mt-2 text-sm text-slate-600">
        {message}
      </p>
      {props.children ? <div className="mt-4 flex flex-col gap-3">{props.children}</div> : null}
      <div className="mt-6 flex justify-end gap-3">
        <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={props.onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="danger" disabled={busy || props.confirmDisabled} onClick={props.onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </DialogShell>
  )
}
