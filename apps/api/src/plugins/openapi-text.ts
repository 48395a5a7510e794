import { IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@rihla/contract/constants'

/**
 * The reference's opening page at /api/docs: what every operation shares (signing in,
 * versions, errors, lists, uploads), said once here rather than in each operation.
 */
export const API_GUIDE = `Back-office API of the Rihla marketplace of travel and leisure offers: listings and their review, accounts, subcategories, home banners.

## Signing in
1. \`POST /api/auth/login\` with \`{ email, password }\` answers \`{ accessToken, refreshToken, role }\`, or, for an account with a second factor, \`{ twoFactorRequired, challengeToken }\`: send that token with the code to \`POST /api/auth/login/two-factor\` for the tokens.
2. Send the access token with every other call: \`Authorization: Bearer <accessToken>\` (the **Authorize** button on this page). It is short-lived (15 minutes by default).
3. On a 401, swap the refresh token once at \`POST /api/auth/refresh-token\` and retry. A refresh token works once: each swap answers a new one, and a reused one ends the session. If the swap fails, sign in again.
4. \`POST /api/auth/logout\` ends the session. Each operation says who may call it (**Access:**); the public ones need no token.

## Versions
Records edited through a form (products, users, subcategories, banners) have a version. A read answers it as \`ETag\`; a save sends it back in \`If-Match\` and answers the new \`ETag\`. A save from an older version answers 409 \`generic.stale\` with the record as it is now in \`current\`; 412 when \`If-Match\` names no version; 428 where it is required and missing.

## Errors
Every 4xx and 5xx answer is \`{ message, code, details? }\`: \`message\` is the English text, \`code\` its stable name (a key path of the contract's MESSAGES, e.g. \`login.invalid\`) for clients that show another language, \`details\` every problem of a refused form. A 429 says in \`Retry-After\` when to try again.

## Lists
Paged lists take \`page\` (from 1) and \`limit\`, most also \`search\`, \`sort\` and \`order\`, and answer their rows with the page meta \`{ page, limit, total, totalPages }\`.

## Uploads
Pictures and banners are sent as \`multipart/form-data\`: ${IMAGE_TYPES.map((t) => t.slice(6).toUpperCase()).join(', ')} files of at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, judged by their bytes and re-encoded.`

/** The tags in reading order, each with what its operations are about. */
export const TAGS = [
  { name: 'auth', description: 'Sign-in, tokens, sign-up, passwords, sessions.' },
  { name: 'two-factor', description: 'The second factor (TOTP and recovery codes).' },
  { name: 'products', description: 'The catalogue, one’s own listings, pictures, flags.' },
  {
    name: 'waiting-list',
    description: 'The approval queue: listings to review, claims while reviewing.',
  },
  {
    name: 'review',
    description: 'Approving, rejecting, undoing and resubmitting listings.',
  },
  {
    name: 'appeals',
    description: 'A seller’s appeal of a rejection, decided by another reviewer (four eyes).',
  },
  { name: 'notifications', description: 'What needs a staff member: the top bar’s bell.' },
  { name: 'subcategories', description: 'The subcategories of the four categories.' },
  { name: 'banners', description: 'The home banners: the public list, and staff’s changes.' },
  { name: 'users', description: 'Accounts and staff: the list, blocking, roles, exports.' },
  { name: 'dashboard', description: 'The dashboard’s figures.' },
  { name: 'activity', description: 'The audit log.' },
  { name: 'search', description: 'The top bar’s search across users, products, subcategories.' },
  { name: 'events', description: 'The staff event stream (server-sent events).' },
  { name: 'presence', description: 'Who else has a shared screen open (the waiting list).' },
  { name: 'settings', description: 'Settings any client may read.' },
  { name: 'files', description: 'Uploaded files: banners and product pictures.' },
  { name: 'health', description: 'Liveness and readiness, for probes.' },
]
