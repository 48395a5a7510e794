import { Plane } from 'lucide-react'
import type { ReactNode } from 'react'
import { useT } from '@/i18n/i18n'
import { LanguageSwitcher } from './language-switcher'

type AuthLayoutProps = { title: string; subtitle?: string; children: ReactNode }

/** The centred card of the pages reached without a session: sign-in, sign-up, password help. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const t = useT()
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center bg-gradient-to-br from-slate-50 via-white to-emerald-50 px-4 py-10">
      <div className="absolute end-4 top-4">
        <LanguageSwitcher />
      </div>
      <div className="mb-6 flex items-center gap-2 text-slate-900">
        <span className="flex size-10 items-center justify-center rounded-xl bg-emerald-600 text-white shadow-sm">
          <Plane aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </span>
        <span className="text-lg font-semibold tracking-tight">{t('app.name')}</span>
      </div>
      <main className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-500">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  )
}
