import type { Role } from '@rihla/contract/constants'
import type { MessageKey } from '@/i18n/en'

export const ROLE_LABELS: Record<Role, MessageKey> = {
  admin: 'users.role.admin',
  moderator: 'users.role.moderator',
  user: 'users.role.user',
}
