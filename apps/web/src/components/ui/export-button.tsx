import { Download } from 'lucide-react'
import { useState } from 'react'
import { useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { Button } from './button'

type ExportButtonProps = {
  /** Downloads the file; a failure is reported through `onError`. */
  onExport: () => Promise<void>
  onError: (message: string) => void
  /** Names the file for screen readers, e.g. "Export users as CSV". */
  label?: string
}

/** "Export CSV": busy while the file downloads, its failure handed back to the screen. */
export function ExportButton({ onExport, onError, label }: ExportButtonProps) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      await onExport()
    } catch (error) {
      onError(errorMessage(error, t('common.exportFailed')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      variant="secondary"
      className="px-2.5 py-2 sm:px-3"
      aria-label={label}
      disabled={busy}
      onClick={() => void run()}
    >
      <Download aria-hidden="true" className="size-4" />
      {/* On phones the icon alone (the button keeps its name): a compact toolbar. */}
      <span className="sr-only sm:not-sr-only">
        {busy ? t('common.exporting') : t('common.exportCsv')}
      </span>
    </Button>
  )
}
