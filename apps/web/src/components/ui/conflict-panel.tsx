import { TriangleAlert } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useT } from '@/i18n/i18n'
import { Button } from './button'
import { FormAlert } from './form-alert'

/** A field both people saved: label, what is saved now, and what you typed (null: unchanged). */
export type ConflictField = {
  key: string
  label: ReactNode
  theirs: ReactNode
  yours: ReactNode | null
}

type ConflictPanelProps = {
  /** The fields that differ (lib/versions.ts `mergeConflict`): yours, and the other person's. */
  fields: ConflictField[]
  onReapply: () => void
  onDiscard: () => void
  reapplying: boolean
  /** Why the last reapply failed, when it failed for another reason than a new conflict. */
  error?: string | null
}

/**
 * A save refused because someone else saved first (409): the two versions field by field, and the
 * two ways on; the heading takes the focus.
 */
export function ConflictPanel(props: ConflictPanelProps) {
  const { fields, onReapply, onDiscard, reapplying, error } = props
  const t = useT()
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section
      aria-labelledby={headingId}
      data-testid="conflict-panel"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800"
    >
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 font-semibold text-slate-900 outline-none"
      >
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
        {t('conflict.title')}
      </h2>
      <p>{t('conflict.intro')}</p>
      {fields.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-start">
            <thead>
              <tr className="border-b border-amber-200 text-xs text-slate-700">
                <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                  {t('conflict.field')}
                </th>
                <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                  {t('conflict.theirs')}
                </th>
                <th scope="col" className="py-1.5 text-start font-medium">
                  {t('conflict.yours')}
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => (
                <tr key={field.key} className="border-b border-amber-100 last:border-0">
                  <th scope="row" className="py-1.5 pe-3 text-start font-medium">
                    {field.label}
                  </th>
                  <td className="py-1.5 pe-3">{field.theirs}</td>
                  {field.yours === null ? (
                    <td className="py-1.5 text-slate-600 italic">{t('conflict.unchanged')}</td>
                  ) : (
                    <td className="py-1.5 font-medium text-slate-900">{field.yours}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('conflict.same')}</p>
      )}
      {error ? <FormAlert message={error} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDiscard} disabled={reapplying}>
          {t('conflict.discard')}
        </Button>
        <Button onClick={onReapply} disabled={reapplying}>
          {reapplying ? t('conflict.reapplying') : t('conflict.reapply')}
        </Button>
      </div>
    </section>
  )
}
