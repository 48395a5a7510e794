import type { DataRequestKind } from '@rihla/contract/personal-data'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Notice, type Outcome } from '@/components/ui/notice'
import { useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { useRequestPersonalData } from '../api/request-personal-data'

/**
 * A person's data on request: a copy of it, or the erasure of the account. Staff carry either
 * out; an erasure is confirmed first, since it cannot be taken back once done.
 */
export function DataRequestPanel() {
  const t = useT()
  const request = useRequestPersonalData()
  const [confirming, setConfirming] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const send = async (kind: DataRequestKind) => {
    setOutcome(null)
    try {
      await request.mutateAsync(kind)
      setOutcome({
        tone: 'success',
        message: t(kind === 'export' ? 'dataRequest.sentExport' : 'dataRequest.sentErase'),
      })
    } catch (error) {
      setOutcome({ tone: 'error', message: errorMessage(error, t('dataRequest.failed')) })
    }
    setConfirming(false)
  }

  return (
    <section
      aria-labelledby="data-request-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div>
        <h2 id="data-request-title" className="text-lg font-semibold text-slate-900">
          {t('dataRequest.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-500">{t('dataRequest.subtitle')}</p>
      </div>
      {outcome ? (
        <Notice tone={outcome.tone} message={outcome.message} onDismiss={() => setOutcome(null)} />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={request.isPending}
          onClick={() => void send('export')}
        >
          {t('dataRequest.export')}
        </Button>
        <Button
          variant="secondary"
          disabled={request.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('dataRequest.erase')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('dataRequest.eraseTitle')}
        message={t('dataRequest.eraseConfirm')}
        confirmLabel={t('dataRequest.eraseConfirmLabel')}
        busyLabel={t('dataRequest.sending')}
        cancelLabel={t('dataRequest.cancel')}
        busy={request.isPending}
        onConfirm={() => void send('erase')}
        onCancel={() => setConfirming(false)}
      />
    </section>
  )
}
