import type { ActivityEntry } from '@rihla/contract/activity'
import { AUDIT_ACTIONS, type AuditAction } from '@rihla/contract/audit'
import type { MessageKey } from '@/i18n/en'

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** A sentence for every audit-log action of the contract (the type asks for each one). */
export const SENTENCES: Record<AuditAction, MessageKey> = {
  'user.block': 'activity.userBlock',
  'user.unblock': 'activity.userUnblock',
  'user.phone': 'activity.userPhone',
  'user.password': 'activity.userPasswordReset',
  'user.invite': 'activity.userInvite',
  'user.role': 'activity.userRole',
  'user.two-factor-reset': 'activity.userTwoFactorReset',
  'user.two-factor-enable': 'activity.userTwoFactorEnable',
  'user.two-factor-disable': 'activity.userTwoFactorDisable',
  'user.two-factor-login': 'activity.userTwoFactorLogin',
  'user.data-request': 'activity.userDataRequest',
  'user.data-export': 'activity.userDataExport',
  'user.erase': 'activity.userErase',
  'product.create': 'activity.productCreate',
  'product.approve': 'activity.productApprove',
  'product.reject': 'activity.productReject',
  'product.delete': 'activity.productDelete',
  'product.restore': 'activity.productRestore',
  'product.undo': 'activity.productUndo',
  'product.resubmit': 'activity.productResubmit',
  'product.flags': 'activity.productFlags',
  'product.update': 'activity.productUpdate',
  'product.signal-dismiss': 'activity.productSignalDismiss',
  'product.appeal': 'activity.productAppeal',
  'product.appeal-uphold': 'activity.productAppealUphold',
  'product.appeal-overturn': 'activity.productAppealOverturn',
  'subcategory.create': 'activity.subcategoryCreate',
  'subcategory.update': 'activity.subcategoryUpdate',
  'subcategory.delete': 'activity.subcategoryDelete',
  'banner.create': 'activity.bannerCreate',
  'banner.delete': 'activity.bannerDelete',
  'banner.update': 'activity.bannerUpdate',
  'banner.image': 'activity.bannerImage',
  'banner.order': 'activity.bannerOrder',
}

/** An entry as read from the server, whose action a newer server may have added. */
export type SentenceEntry = Omit<ActivityEntry, 'action' | 'entity' | 'record'> & {
  action: string
  entity: string
  record?: ActivityEntry['record']
}

const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action)

/** "Rihla Admin blocked user #12": an entry as a sentence; an unknown action still reads. */
export function activitySentence(entry: SentenceEntry, t: Translate): string {
  const actor = entry.actor?.username ?? t('activity.unknownActor')
  if (isAuditAction(entry.action)) {
    return t(SENTENCES[entry.action], { actor, id: entry.entityId ?? '' })
  }
  return entry.entityId === null
    ? t('activity.genericNoId', { actor, action: entry.action })
    : t('activity.generic', {
        actor,
        action: entry.action,
        entity: entry.entity,
        id: entry.entityId,
      })
}
