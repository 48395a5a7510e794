import { AUDIT_ACTIONS, type AuditAction } from '@rihla/contract/audit'
import { MESSAGES } from '@rihla/contract/messages'
import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DateInput } from '@/components/ui/date-input'
import { SelectField } from '@/components/ui/select-field'
import type { MessageKey } from '@/i18n/en'
import { useLocalizeMessage, useT } from '@/i18n/i18n'
import { useActivityActors } from '../api/get-activity-actors'

/** The URL parameters that filter the activity page (`entity` and `entityId` name a record). */
export const ACTIVITY_FILTERS = ['actorId', 'action', 'from', 'to', 'entity', 'entityId'] as const
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number]
export type ActivityFilterValues = Partial<Record<ActivityFilter, string>>

/** The filters chosen here ("Clear filters" empties them); a record is chosen elsewhere. */
const CHOSEN = ['actorId', 'action', 'from', 'to'] as const satisfies readonly ActivityFilter[]

/** The action select's label of each action: what was done, without who. */
export const ACTION_LABELS: Record<AuditAction, MessageKey> = {
  'user.block': 'activityPage.action.user.block',
  'user.unblock': 'activityPage.action.user.unblock',
  'user.phone': 'activityPage.action.user.phone',
  'user.password': 'activityPage.action.user.password',
  'user.invite': 'activityPage.action.user.invite',
  'user.role': 'activityPage.action.user.role',
  'user.two-factor-reset': 'activityPage.action.user.two-factor-reset',
  'user.two-factor-enable': 'activityPage.action.user.two-factor-enable',
  'user.two-factor-disable': 'activityPage.action.user.two-factor-disable',
  'user.two-factor-login': 'activityPage.action.user.two-factor-login',
  'user.data-request': 'activityPage.action.user.data-request',
  'user.data-export': 'activityPage.action.user.data-export',
  'user.erase': 'activityPage.action.user.erase',
  'product.create': 'activityPage.action.product.create',
  'product.flags': 'activityPage.action.product.flags',
  'product.update': 'activityPage.action.product.update',
  'product.approve': 'activityPage.action.product.approve',
  'product.reject': 'activityPage.action.product.reject',
  'product.delete': 'activityPage.action.product.delete',
  'product.restore': 'activityPage.action.product.restore',
  'product.undo': 'activityPage.action.product.undo',
  'product.resubmit': 'activityPage.action.product.resubmit',
  'product.signal-dismiss': 'activityPage.action.product.signalDismiss',
  'product.appeal': 'activityPage.action.product.appeal',
  'product.appeal-uphold': 'activityPage.action.product.appealUphold',
  'product.appeal-overturn': 'activityPage.action.product.appealOverturn',
  'subcategory.create': 'activityPage.action.subcategory.create',
  'subcategory.update': 'activityPage.action.subcategory.update',
  'subcategory.delete': 'activityPage.action.subcategory.delete',
  'banner.create': 'activityPage.action.banner.create',
  'banner.delete': 'activityPage.action.banner.delete',
  'banner.update': 'activityPage.action.banner.update',
  'banner.image': 'activityPage.action.banner.image',
  'banner.order': 'activityPage.action.banner.order',
}

type ActivityFiltersProps = {
  value: ActivityFilterValues
  onChange: (changes: ActivityFilterValues) => void
  /** The end date comes before the start date: said on the end field, nothing is asked. */
  rangeInvalid: boolean
}

/** Person, action and dates of the activity page; the server filters. */
export function ActivityFilters({ value, onChange, rangeInvalid }: ActivityFiltersProps) {
  const t = useT()
  const localize = useLocalizeMessage()
  const actors = useActivityActors()
  const active = CHOSEN.some((name) => value[name])
  // A person named in the address but not (yet) in the list still shows as chosen.
  const people = actors.data ?? []
  const options = people.map((a) => ({ value: String(a.id), label: a.username }))
  if (value.actorId && !people.some((a) => String(a.id) === value.actorId)) {
    options.push({ value: value.actorId, label: `#${value.actorId}` })
  }
  return (
    <fieldset className="flex flex-wrap items-start gap-3">
      <legend className="sr-only">{t('filters.legend')}</legend>
      <div className="w-full sm:w-48">
        <SelectField
          id="activity-person"
          label={t('activityPage.person')}
          placeholder={t('activityPage.allPeople')}
          options={options}
          value={value.actorId ?? ''}
          onChange={(event) => onChange({ actorId: event.target.value })}
        />
      </div>
      <div className="w-full sm:w-56">
        <SelectField
          id="activity-action"
          label={t('activityPage.action')}
          placeholder={t('activityPage.allActions')}
          options={AUDIT_ACTIONS.map((action) => ({
            value: action,
            label: t(ACTION_LABELS[action]),
          }))}
          value={value.action ?? ''}
          onChange={(event) => onChange({ action: event.target.value })}
        />
      </div>
      <div className="w-full sm:w-44">
        <DateInput
          id="activity-from"
          label={t('activityPage.from')}
          value={value.from ?? ''}
          max={value.to || undefined}
          onChange={(from) => onChange({ from })}
        />
      </div>
      <div className="w-full sm:w-44">
        <DateInput
          id="activity-to"
          label={t('activityPage.to')}
          value={value.to ?? ''}
          min={value.from || undefined}
          error={rangeInvalid ? localize(MESSAGES.activity.dateRange) : undefined}
          onChange={(to) => onChange({ to })}
        />
      </div>
      {active ? (
        <Button
          variant="ghost"
          className="px-3 py-2 sm:mt-6"
          onClick={() => onChange({ actorId: '', action: '', from: '', to: '' })}
        >
          <X aria-hidden="true" className="size-4" />
          {t('filters.clear')}
        </Button>
      ) : null}
    </fieldset>
  )
}
