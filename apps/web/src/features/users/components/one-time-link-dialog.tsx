import { Copy, TriangleAlert } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { TextField } from '@/components/ui/text-field'
import { useLocale, useT } from '@/i18n/i18n'
import { formatDateTime } from '@/lib/format'

/** A link the server answers once (an invitation, a password reset) and never again. */
export type OneTimeLink = {
  title: string
  intro: string
  url: string
  expiresAt: string
  /** Whether the server also e-mailed it, and to which address. */
  emailed: boolean
  email: string
}

type CopyState = 'idle' | 'copied' | 'manual'

/**
 * Shows a one-time link with a Copy button. Where the clipboard is out of reach (an http page,
 * a refused permission) the link is selected in its read-only field for Ctrl+C instead. The
 * caller forgets the link on close, so it is shown this once.
 */
export function OneTimeLinkDialog({
  link,
  onClose,
}: {
  link: OneTimeLink | null
  onClose: () => void
}) {
  const t = useT()
  const locale = useLocale()
  const inputRef = useRef<HTMLInputElement>(null)
  const [copy, setCopy] = useState<CopyState>('idle')

  const selectLink = () => inputRef.current?.select()
  const copyLink = async () => {
    if (!link) return
    try {
      if (!navigator.clipboard) throw new Error('No clipboard')
      await navigator.clipboard.writeText(link.url)
      setCopy('copied')
    } catch {
      selectLink()
      inputRef.current?.focus()
      setCopy('manual')
    }
  }
  const close = () => {
    setCopy('idle')
    onClose()
  }

  return (
    <ModalDialog
      open={link !== null}
      title={link?.title ?? ''}
      closeLabel={t('staff.close')}
      onClose={close}
    >
      {link ? (
        <div className="flex flex-col gap-4 text-sm text-slate-700">
          <p>{link.intro}</p>
          <p className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-amber-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <span>{t('staff.linkOnce')}</span>
          </p>
          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <TextField
                ref={inputRef}
                id="one-time-link"
                label={t('staff.linkLabel')}
                value={link.url}
                readOnly
                dir="ltr"
                onFocus={selectLink}
              />
            </div>
            <Button variant="secondary" className="px-3" onClick={() => void copyLink()}>
              <Copy aria-hidden="true" className="size-4" />
              {t('staff.copy')}
            </Button>
          </div>
          <p role="status" className={copy === 'idle' ? 'sr-only' : 'text-emerald-700'}>
            {copy === 'copied'
              ? t('staff.copied')
              : copy === 'manual'
                ? t('staff.copyManually')
                : ''}
          </p>
          <p>
            {t('staff.expires', { date: formatDateTime(link.expiresAt, locale) })}{' '}
            {link.emailed ? t('staff.emailed', { email: link.email }) : t('staff.notEmailed')}
          </p>
        </div>
      ) : null}
    </ModalDialog>
  )
}
