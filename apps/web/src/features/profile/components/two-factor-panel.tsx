import type { TwoFactorSetup } from '@rihla/contract/auth'
import { useQueryClient } from '@tanstack/react-query'
import { ShieldCheck, ShieldOff } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ErrorState } from '@/components/ui/error-state'
import { FormAlert } from '@/components/ui/form-alert'
import { Notice } from '@/components/ui/notice'
import { Spinner } from '@/components/ui/spinner'
import { useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { clearEnrollmentRequired } from '@/lib/enrollment'
import { useDisableTwoFactor } from '../api/disable-two-factor'
import { twoFactorKeys, useTwoFactorStatus } from '../api/get-two-factor-status'
import { useSetupTwoFactor } from '../api/setup-two-factor'
import { RecoveryCodesList } from './recovery-codes-list'
import { TwoFactorCodeForm } from './two-factor-code-form'
import { TwoFactorEnrollment } from './two-factor-enrollment'

/**
 * The profile's second factor: off (set it up), enrolling (QR, key, the password and a first
 * code), the recovery codes once, or on (turn it off with the password and a code). The secret
 * and the codes live only in this component's state: they are gone once the user moves on.
 */
export function TwoFactorPanel() {
  const t = useT()
  const queryClient = useQueryClient()
  const status = useTwoFactorStatus()
  const startSetup = useSetupTwoFactor()
  const disable = useDisableTwoFactor()
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [setupError, setSetupError] = useState<string | null>(null)

  const reloadStatus = () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status })

  let body: React.ReactNode
  if (recoveryCodes) {
    body = (
      <RecoveryCodesList
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null)
          setNotice(t('twoFactor.enabled'))
        }}
      />
    )
  } else if (setup) {
    body = (
      <TwoFactorEnrollment
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(codes) => {
          setSetup(null)
          setRecoveryCodes(codes)
          // The account now has its second factor: the other screens open again.
          clearEnrollmentRequired()
          void reloadStatus()
        }}
      />
    )
  } else if (status.isError) {
    body = <ErrorState message={t('twoFactor.loadFailed')} onRetry={() => void status.refetch()} />
  } else if (!status.data) {
    body = <Spinner label={t('common.loading')} className="self-center" />
  } else if (status.data.enabled) {
    body = (
      <div className="flex flex-col gap-4">
        <StatusLine on text={t('twoFactor.on', { count: status.data.recoveryCodesLeft })} />
        <p className="text-sm text-slate-600">{t('twoFactor.disableHint')}</p>
        <TwoFactorCodeForm
          id="two-factor-disable-code"
          variant="danger"
          submitLabel={t('twoFactor.disable')}
          submittingLabel={t('twoFactor.disabling')}
          onSubmit={async (body) => {
            await disable.mutateAsync(body)
            setNotice(t('twoFactor.disabled'))
          }}
        />
      </div>
    )
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <StatusLine on={false} text={t('twoFactor.off')} />
        {setupError ? <FormAlert message={setupError} /> : null}
        <Button
          className="self-start"
          disabled={startSetup.isPending}
          onClick={async () => {
            setNotice(null)
            setSetupError(null)
            try {
              setSetup(await startSetup.mutateAsync())
            } catch (error) {
              setSetupError(errorMessage(error, t('errors.generic')))
            }
          }}
        >
          {startSetup.isPending ? t('twoFactor.settingUp') : t('twoFactor.setup')}
        </Button>
      </div>
    )
  }

  return (
    <section
      aria-labelledby="two-factor-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div>
        <h2 id="two-factor-title" className="text-lg font-semibold text-slate-900">
          {t('twoFactor.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-500">{t('twoFactor.subtitle')}</p>
      </div>
      {notice ? <Notice tone="success" message={notice} onDismiss={() => setNotice(null)} /> : null}
      {body}
    </section>
  )
}

function StatusLine({ on, text }: { on: boolean; text: string }) {
  const Icon = on ? ShieldCheck : ShieldOff
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
      <Icon
        aria-hidden="true"
        className={on ? 'size-5 text-emerald-600' : 'size-5 text-slate-400'}
      />
      {text}
    </p>
  )
}
