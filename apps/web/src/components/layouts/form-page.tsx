import type { ReactNode } from 'react'

type FormPageProps = { title: string; subtitle?: string; children: ReactNode }

/** A page holding one form: its title, then the form on a card of readable width. */
export function FormPage({ title, subtitle, children }: FormPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-500">{subtitle}</p> : null}
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {children}
      </div>
    </div>
  )
}
