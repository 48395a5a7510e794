import { zodResolver } from '@hookform/resolvers/zod'
import { type AppealBody, appealBodySchema, type Statement } from '@rihla/contract/appeals'
import { MESSAGES } from '@rihla/contract/messages'
import { CircleAlert, Scale } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/ui/form-alert'
import { TextareaField } from '@/components/ui/textarea-field'
import { useLocale, useLocalizeMessage, useT } from '@/i18n/i18n'
import { errorMessage } from '@/lib/api-error'
import { formatDateTime } from '@/lib/format'
import { useAppealListing } from '../api/appeal-listing'

/**
 * The statement of reasons of a rejection (decision 057), as its seller reads it: the ground,
 * the facts, whether automated signals were on it, "a moderator" and when, and the way to
 * appeal, with the appeal form while it is open.
 */
export function StatementPanel({ statement, id }: { statement: Statement; id: string }) {
  const t = useT()
  const locale = useLocale()
  const localize = useLocalizeMessage()
  const s = statement
  const at = formatDateTime(s.decidedAt, locale)
  const until = formatDateTime(s.appeal.until, locale)
  return (
    <section
      aria-labelledby={id}
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 id={id} className="font-semibold">
          {t('myListings.rejectedTitle')}
        </h3>
        <p className="font-medium">{localize(MESSAGES.rejection[s.reason])}</p>
        {s.note ? (
          <blockquote className="border-s-2 border-red-300 ps-3 break-words whitespace-pre-line">
            <span className="sr-only">{t('myListings.note')} </span>
            <bdi dir="auto">{s.note}</bdi>
          </blockquote>
        ) : null}
        <p>{t('statement.versionRejected', { version: s.version })}</p>
        <p>{t(s.signals ? 'statement.signalsYes' : 'statement.signalsNo')}</p>
        <p className="text-xs text-red-800">
          <time dateTime={s.decidedAt}>{t('statement.decided', { date: at })}</time>
        </p>
        <AppealPart statement={s} until={until} titleId={id} />
      </div>
    </section>
  )
}

function AppealPart({
  statement,
  until,
  titleId,
}: {
  statement: Statement
  until: string
  titleId: string
}) {
  const t = useT()
  const appealed = statement.appealed
  if (appealed) {
    const text =
      appealed.outcome === 'overturn'
        ? t('statement.appealOverturned')
        : appealed.outcome === 'uphold'
          ? t('statement.appealUpheld')
          : t('statement.appealWaiting')
    return (
      <div className="mt-1 flex flex-col gap-1 border-t border-red-200 pt-2">
        <p className="font-medium">{text}</p>
        {appealed.note ? (
          <p className="break-words">
            <bdi dir="auto">{appealed.note}</bdi>
          </p>
        ) : null}
      </div>
    )
  }
  if (!statement.appeal.open) {
    return (
      <p className="mt-1 border-t border-red-200 pt-2">
        {t('statement.appealClosed', { date: until })}
      </p>
    )
  }
  return <AppealForm productId={statement.productId} until={until} titleId={titleId} />
}

function AppealForm({
  productId,
  until,
  titleId,
}: {
  productId: number
  until: string
  titleId: string
}) {
  const t = useT()
  const localize = useLocalizeMessage()
  const appeal = useAppealListing()
  const { register, handleSubmit, formState } = useForm<AppealBody>({
    resolver: zodResolver(appealBodySchema),
    defaultValues: { message: '' },
  })
  const error = formState.errors.message?.message
  return (
    <form
      noValidate
      className="mt-1 flex flex-col gap-2 border-t border-red-200 pt-2 text-slate-900"
      onSubmit={handleSubmit((body) => appeal.mutate({ id: productId, ...body }))}
    >
      <p className="text-red-900">{t('statement.appealHow', { date: until })}</p>
      <TextareaField
        id={`${titleId}-appeal`}
        label={t('statement.appealLabel')}
        maxLength={1000}
        error={error ? localize(error) : undefined}
        className="min-h-20"
        {...register('message')}
      />
      {appeal.isError ? (
        <FormAlert message={errorMessage(appeal.error, t('statement.appealFailed'))} />
      ) : null}
      <Button type="submit" className="self-start px-3 py-2" disabled={appeal.isPending}>
        <Scale aria-hidden="true" className="size-4 shrink-0" />
        {t('statement.appeal')}
      </Button>
    </form>
  )
}
