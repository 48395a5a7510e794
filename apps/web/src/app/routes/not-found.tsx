import { ArrowLeft, Compass } from 'lucide-react'
import { TextLink } from '@/components/ui/text-link'
import { paths } from '@/config/paths'
import { useT } from '@/i18n/i18n'
import '@/i18n/english/not-found'

export function NotFoundRoute() {
  const t = useT()
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <Compass aria-hidden="true" className="size-12 text-emerald-600" />
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">
        {t('notFound.title')}
      </h1>
      <p className="mt-2 text-sm text-slate-500">{t('notFound.body')}</p>
      <TextLink
        to={paths.dashboard.href()}
        className="mt-6 inline-flex items-center gap-1.5 text-sm"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t('notFound.back')}
      </TextLink>
    </div>
  )
}
