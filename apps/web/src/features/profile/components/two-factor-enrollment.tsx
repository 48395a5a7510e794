import type { TwoFactorSetup } from '@rihla/contract/auth'
import { useT } from '@/i18n/i18n'
import { useEnableTwoFactor } from '../api/enable-two-factor'
import { TwoFactorCodeForm } from './two-factor-code-form'

type TwoFactorEnrollmentProps = {
  setup: TwoFactorSetup
  onEnabled: (recoveryCodes: string[]) => void
  onCancel: () => void
}

/**
 * The enrollment: the QR code (an SVG `data:` image drawn by the server, so the CSP's img-src
 * allows it and no QR library ships to the browser), the key as text for typing by hand, and
 * the first code that proves the app holds the secret.
 */
export function TwoFactorEnrollment({ setup, onEnabled, onCancel }: TwoFactorEnrollmentProps) {
  const t = useT()
  const enable = useEnableTwoFactor()
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('twoFactor.scan')}</p>
      <img
        src={setup.qrCode}
        alt={t('twoFactor.qrAlt')}
        width={192}
        height={192}
        // White around the code whatever the theme: scanners need the quiet zone.
        className="size-48 self-center rounded-lg border border-slate-200 bg-white p-1"
      />
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium text-slate-700">{t('twoFactor.secret')}</span>
        <code
          data-testid="two-factor-secret"
          // The key reads left to right in every language.
          dir="ltr"
          className="select-all break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider text-slate-900"
        >
          {setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}
        </code>
      </div>
      <TwoFactorCodeForm
        id="two-factor-enable-code"
        submitLabel={t('twoFactor.confirm')}
        submittingLabel={t('twoFactor.confirming')}
        onCancel={onCancel}
        onSubmit={async (body) => {
          const { recoveryCodes } = await enable.mutateAsync(body)
          onEnabled(recoveryCodes)
        }}
      />
    </div>
  )
}
