import { MESSAGES } from '@rihla/contract/messages'
import {
  REJECTION_NOTE_MAX,
  REJECTION_REASONS,
  type RejectBody,
  type RejectionReason,
} from '@rihla/contract/products'
import { useId, useRef, useState } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SelectField } from '@/components/ui/select-field'
import { TextareaField } from '@/components/ui/textarea-field'
import { useLocalizeMessage, useT } from '@/i18n/i18n'
import { lastRejectReason, rememberRejectReason } from './last-reject-reason'

type RejectDialogProps = {
  open: boolean
  title: string
  /** The question: which product (or how many), and who reviews it if someone does. */
  message: string
  confirmLabel: string
  busy: boolean
  /**
   * What is rejected (a product's id, or the selection's ids): the reason and note are kept
   * while it stays the same, so a failed try (the dialog closes on the notice) loses nothing.
   */
  subject: string
  onConfirm: (why: RejectBody) => void
  onCancel: () => void
  /**
   * The reason to start on instead of the last one given ("Reject as duplicate");
   * give it its own `subject`, so that it applies each time the dialog opens with it.
   */
  initialReason?: RejectionReason | undefined
}

/**
 * Asks why before a rejection: one of the contract's preset reasons, whose sentence
 * the seller reads, and a note for them (at most 500 characters, required with "Other"). The
 * same dialog rejects one product (details, row, `r`) or a selection. What was chosen stays
 * while the request runs and after a failure; for another product it starts on the reason
 * this moderator gave last, with the focus on Reject so that `r` then Enter
 * rejects; with no reason yet, the focus starts on the reason (Enter there cancels nothing).
 */
export function RejectDialog({
  open,
  subject,
  onConfirm,
  initialReason,
  ...props
}: RejectDialogProps) {
  const t = useT()
  const localize = useLocalizeMessage()
  const id = useId()
  const reasonRef = useRef<HTMLSelectElement>(null)
  const startingReason = () => initialReason ?? lastRejectReason() ?? ''
  const [reason, setReason] = useState<RejectionReason | ''>(startingReason)
  const [note, setNote] = useState('')
  const [filledFor, setFilledFor] = useState(subject)
  // Set while rendering, not in an effect: the dialog's focus, placed as it opens, needs the
  // reason already there.
  if (open && subject !== filledFor) {
    setFilledFor(subject)
    setReason(startingReason())
    setNote('')
  }
  const trimmed = note.trim()
  const noteMissing = reason === 'other' && trimmed === ''
  return (
    <ConfirmDialog
      {...props}
      open={open}
      busyLabel={t('waiting.rejecting')}
      cancelLabel={t('waiting.cancel')}
      confirmDisabled={reason === '' || noteMissing}
      initialFocus={reason === '' ? reasonRef : 'confirm'}
      onConfirm={() => {
        if (reason === '' || noteMissing) return
        rememberRejectReason(reason)
        onConfirm(trimmed ? { reason, note: trimmed } : { reason })
      }}
    >
      <SelectField
        ref={reasonRef}
        id={`${id}-reason`}
        label={t('waiting.rejectReason')}
        placeholder={t('waiting.rejectReasonPlaceholder')}
        value={reason}
        onChange={(event) => setReason(event.target.value as RejectionReason | '')}
        options={REJECTION_REASONS.map((value) => ({
          value,
          label: localize(MESSAGES.rejection[value]),
        }))}
      />
      <TextareaField
        id={`${id}-note`}
        label={t('waiting.rejectNote')}
        value={note}
        maxLength={REJECTION_NOTE_MAX}
        rows={3}
        error={noteMissing ? localize(MESSAGES.product.rejectNoteRequired) : undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      <p className="-mt-2 text-end text-xs text-slate-500">
        {t('waiting.rejectNoteCount', { count: note.length, max: REJECTION_NOTE_MAX })}
      </p>
    </ConfirmDialog>
  )
}
