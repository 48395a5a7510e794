import type { AppealListItem, AppealOutcome } from '@rihla/contract/appeals'
import { MESSAGES } from '@rihla/contract/messages'
import { Check, Undo2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { TextareaField } from '@/components/ui/textarea-field'
import { useLocale, useLocalizeMessage, useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { formatDateTime } from '@/lib/format'
import { useDecideAppeal } from '../api/decide-appeal'

/**
 * One appeal: the listing, the statement appealed, the seller's words, and, for a reviewer
 * other than the one who rejected (four eyes, decision 057), uphold or overturn.
 */
export function AppealCard({ appeal }: { appeal: AppealListItem }) {
  const t = useT()
  const locale = useLocale()
  const localize = useLocalizeMessage()
  const titleId = useId()
  const [note, setNote] = useState('')
  const decide = useDecideAppeal()
  const s = appeal.statement
  const submit = (outcome: AppealOutcome) =>
    decide.mutate({ id: appeal.id, version: appeal.product.version, outcome, note })
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
    >
      <div className="flex items-start gap-3">
        {appeal.product.thumbnailUrl ? (
          <img
            src={appeal.product.thumbnailUrl}
            alt=""
            className="size-14 shrink-0 rounded-md object-cover"
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={titleId} className="font-medium break-words text-slate-900">
            <bdi>{appeal.product.title}</bdi>
          </h2>
          <p className="text-xs text-slate-500">
            {t('appeals.byOn', {
              name: appeal.seller?.name ?? '?',
              date: formatDateTime(appeal.createdAt, locale),
            })}
          </p>
          {appeal.outcome ? (
            <Badge tone={appeal.outcome === 'overturn' ? 'green' : 'red'}>
              {t(appeal.outcome === 'overturn' ? 'appeals.overturned' : 'appeals.upheld')}
            </Badge>
          ) : null}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('statement.reason')}</dt>
        <dd>{localize(MESSAGES.rejection[s.reason])}</dd>
        {s.note ? (
          <>
            <dt className="text-slate-500">{t('statement.note')}</dt>
            <dd className="break-words">
              <bdi dir="auto">{s.note}</bdi>
            </dd>
          </>
        ) : null}
        <dt className="text-slate-500">{t('statement.version')}</dt>
        <dd className="tabular-nums">{s.version}</dd>
        <dt className="text-slate-500">{t('appeals.rejectedBy')}</dt>
        <dd>
          <bdi>{appeal.rejectedBy?.name ?? '?'}</bdi> ·{' '}
          <time dateTime={s.decidedAt}>{formatDateTime(s.decidedAt, locale)}</time>
        </dd>
        <dt className="text-slate-500">{t('statement.signalsLabel')}</dt>
        <dd>{t(s.signals ? 'statement.signalsYes' : 'statement.signalsNo')}</dd>
      </dl>
      <blockquote className="rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-line">
        <span className="sr-only">{t('appeals.message')} </span>
        <bdi dir="auto">{appeal.message}</bdi>
      </blockquote>
      {appeal.status === 'open' && !appeal.mayDecide ? (
        <p className="text-sm text-slate-600">{t('appeals.ownRejection')}</p>
      ) : null}
      {appeal.mayDecide ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            submit('overturn')
          }}
        >
          <TextareaField
            id={`${titleId}-note`}
            label={t('appeals.note')}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
            className="min-h-16"
          />
          {decide.isError ? (
            <FormAlert message={errorMessage(decide.error, t('appeals.decideFailed'))} />
          ) : null}
          <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
            <Button
              type="button"
              variant="secondary"
              className="px-3 py-2"
              disabled={decide.isPending}
              onClick={() => submit('uphold')}
            >
              <Undo2 aria-hidden="true" className="size-4 shrink-0" />
              {t('appeals.uphold')}
            </Button>
            <Button type="submit" className="px-3 py-2" disabled={decide.isPending}>
              <Check aria-hidden="true" className="size-4 shrink-0" />
              {t('appeals.overturn')}
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  )
}
