import { type ReactNode, type RefObject, useId, useRef, useState } from 'react'
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
  /**
   * Where focus starts: Cancel (the default, for deletes), the confirm button (a decision whose
   * answer is already filled in, so Enter confirms it), or an element of `children`.
   */
  initialFocus?: 'cancel' | 'confirm' | RefObject<HTMLElement | null>
  /** The confirm button's look: danger (the default) or primary for what destroys nothing. */
  confirmVariant?: 'danger' | 'primary'
}

/**
 * Asks before a destructive action (WAI-ARIA alert dialog): focus starts on Cancel unless
 * `initialFocus` says otherwise.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, busyLabel, cancelLabel, busy = false } = props
  const titleId = useId()
  const messageId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const start = useRef(props.initialFocus ?? 'cancel')
  start.current = props.initialFocus ?? 'cancel'
  // One ref for the dialog's whole life, read when it opens: a new ref while it is open would
  // make the shell close and open it again.
  const [focusRef] = useState<RefObject<HTMLElement | null>>(() => ({
    get current() {
      const choice = start.current
      if (choice === 'cancel') return cancelRef.current
      if (choice === 'confirm') return confirmRef.current
      return choice.current
    },
  }))
  return (
    <DialogShell
      open={open}
      initialFocus={focusRef}
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
        <Button
          ref={confirmRef}
          variant={props.confirmVariant ?? 'danger'}
          disabled={busy || props.confirmDisabled}
          onClick={props.onConfirm}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </DialogShell>
  )
}
