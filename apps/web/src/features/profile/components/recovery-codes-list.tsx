import { Button } from '@/components/ui/button'
import { useT } from '@/i18n/i18n'

/** The recovery codes, shown once right after enrollment, until the user says they are saved. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT()
  return (
    <section aria-labelledby="recovery-codes-title" className="flex flex-col gap-4">
      <h3 id="recovery-codes-title" className="text-base font-semibold text-slate-900">
        {t('twoFactor.recoveryTitle')}
      </h3>
      <p className="text-sm text-slate-600">{t('twoFactor.recoveryHint')}</p>
      <ul
        dir="ltr"
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-3 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onDone} className="self-end">
        {t('twoFactor.done')}
      </Button>
    </section>
  )
}
