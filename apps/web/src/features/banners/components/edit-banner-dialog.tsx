import type { AdminBanner } from '@rihla/contract/banners'
import { useId, useRef, useState } from 'react'
import { DialogShell } from '@/components/ui/modal-dialog'
import { useT } from '@/i18n/i18n'
import { EditBannerForm } from './edit-banner-form'

type Props = {
  /** The banner being edited, as the list read it; null: the dialog is closed. */
  banner: AdminBanner | null
  onClose: () => void
  onSaved: (banner: AdminBanner) => void
}

/**
 * The edit form in a modal dialog over the list: focus starts on the link, Escape or Cancel
 * closes it (not while a save runs), and focus goes back to the card's Edit button.
 */
export function EditBannerDialog({ banner, onClose, onSaved }: Props) {
  const t = useT()
  const titleId = useId()
  const firstField = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  return (
    <DialogShell
      open={banner !== null}
      role="dialog"
      aria-labelledby={titleId}
      initialFocus={firstField}
      onEscape={(event) => {
        event.stopPropagation()
        if (!busy) onClose()
      }}
      className="max-h-full w-full max-w-xl overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6"
    >
      {banner ? (
        <>
          <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900">
            {t('bannerEdit.title', { position: banner.position })}
          </h2>
          <EditBannerForm
            key={banner.id}
            banner={banner}
            firstField={firstField}
            onCancel={onClose}
            onSaved={onSaved}
            onBusy={setBusy}
          />
        </>
      ) : null}
    </DialogShell>
  )
}
