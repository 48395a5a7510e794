import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { ButtonLink } from '@/components/ui/button'
import { CreatedNotice } from './created-notice'

type ListPageProps = {
  title: string
  /** The "add one" button's label and address; left out for a person the server would refuse. */
  add?: { label: string; href: string }
  children: ReactNode
}

/** A list screen's frame: its title with an add button, what was just added, then the list. */
export function ListPage({ title, add, children }: ListPageProps) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {add ? (
          <ButtonLink to={add.href}>
            <Plus aria-hidden="true" className="size-4" />
            {add.label}
          </ButtonLink>
        ) : null}
      </div>
      <CreatedNotice />
      {children}
    </div>
  )
}
