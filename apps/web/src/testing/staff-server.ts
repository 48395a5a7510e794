import type { StaffMember } from '@rihla/contract/staff'
import { buildStaffMember } from './factories'
import { type FakeRequest, jsonResponse, stubFetch } from './mock-fetch'

/** The Staff screen's people: an admin with 2FA, a blocked moderator, a pending and a new one. */
export const amina = buildStaffMember({
  id: 12,
  username: 'Amina Benali',
  email: 'amina@rihla.dz',
  role: 'admin',
  twoFactorEnabled: true,
})
export const karim = buildStaffMember({ id: 13, username: 'Karim Haddad', isBlocked: true })
export const salima = buildStaffMember({
  id: 14,
  username: 'Salima Ouali',
  lastSignInAt: null,
  invitePending: true,
})
export const yacine = buildStaffMember({
  id: 15,
  username: 'Yacine Mansouri',
  lastSignInAt: null,
})

/**
 * A fake API with `staff` at `GET /api/users/staff`; `answer` answers the rest (its answer
 * wins when given), anything else is a 404. Returns the requests, oldest first.
 */
export function serveStaff(
  staff: StaffMember[] = [amina, karim, salima, yacine],
  answer: (request: FakeRequest) => Response | undefined = () => undefined,
) {
  return stubFetch((request) => {
    const special = answer(request)
    if (special) return special
    if (request.method === 'GET' && request.path === '/api/users/staff') {
      return jsonResponse(200, { data: staff })
    }
    return jsonResponse(404, { message: 'Not found' })
  })
}

/** An access token whose `sub` is `id`: the screens read it to tell the signed-in person's row. */
export function tokenFor(id: number): string {
  return `header.${btoa(JSON.stringify({ sub: id }))}.signature`
}
