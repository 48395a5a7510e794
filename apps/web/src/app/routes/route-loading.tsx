import { Spinner } from '@/components/ui/spinner'
import { useT } from '@/i18n/i18n'

export function RouteLoading() {
  const t = useT()
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={t('common.loading')} />
    </div>
  )
}
