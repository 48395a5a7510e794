import type { Role } from '@rihla/contract/constants'
import { STAFF_ROLES } from '@rihla/contract/staff'

/**
 * Whether REQUIRE_2FA_FOR_STAFF holds this account back until it enrolls: a staff account
 * (admin or moderator) without an enabled second factor. Sign-in then says so
 * (`twoFactorSetupRequired`) and the authorization check refuses every permission's route.
 */
export function mustEnrollFirst(required: boolean, user: { role: Role; twoFactor: boolean }) {
  return required && (STAFF_ROLES as readonly Role[]).includes(user.role) && !user.twoFactor
}
