import {
  appealBodySchema,
  appealDecisionBodySchema,
  appealListItemSchema,
  appealListQuerySchema,
  appealListResponseSchema,
  appealSchema,
  myProductListResponseSchema,
  myProductSchema,
  notificationListSchema,
  notificationReadBodySchema,
  notificationSchema,
  statementSchema,
} from '../appeals'
import { describe, instant, named } from './words'

// Statements of reasons, appeals and staff notifications (decision 057).

named(appealSchema, 'Appeal', 'A seller’s appeal of a rejection, decided once by another reviewer.')
describe(appealSchema, {
  id: ['The appeal’s id.', 3],
  productId: ['The listing appealed.', 12],
  status: ['`open` until a reviewer decides it, then `decided`.', 'open'],
  message: ['Why the decision should change, in the seller’s words.', 'The photo is sharp.'],
  createdAt: instant('When the seller appealed.'),
  outcome: ['Once decided: `overturn` (published) or `uphold` (stays rejected).', 'overturn'],
  note: ['The deciding reviewer’s word to the seller, if any.', 'Looked again.'],
  decidedAt: instant('When it was decided.', '2026-11-25T10:00:00.000Z'),
})

named(
  statementSchema,
  'Statement',
  'The statement of reasons of a rejection: the ground, the facts, whether automated signals were on the listing, who (as “a moderator”) and when, and how to appeal.',
)
describe(statementSchema, {
  productId: ['The listing rejected.', 12],
  title: ['The listing’s title.', 'Djanet by night'],
  reason: ['The preset reason.', 'poor_photos'],
  note: ['The moderator’s note, if any.', 'The photo is blurred.'],
  version: ['The version of the listing the rejection was made on.', 4],
  signals: ['Whether a duplicate or risk signal was on the listing then.', false],
  decidedBy: ['Who decided, never by name.', 'a moderator'],
  decidedAt: instant('When it was rejected.'),
  appeal: 'How to appeal: the route, until when, and whether one can still be made.',
  appealed: 'The appeal made against this rejection, with its outcome once decided.',
})
describe(statementSchema.shape.appeal, {
  how: ['The route of an appeal.', 'POST /api/products/{id}/appeal'],
  until: instant(
    'The end of the window (APPEAL_WINDOW_DAYS after the rejection).',
    '2026-12-08T09:15:00.000Z',
  ),
  open: ['Whether an appeal can still be made.', true],
})

describe(appealBodySchema, {
  message: ['Why the decision should change (1 to 1000 characters).', 'The photo is sharp.'],
})
describe(appealDecisionBodySchema, {
  outcome: ['`overturn` publishes the listing; `uphold` keeps it rejected.', 'overturn'],
  note: ['A word to the seller, mailed with the outcome.', 'Looked again.'],
})

describe(appealListQuerySchema, {
  status: ['Open appeals (the queue) or decided ones.', 'open'],
  page: 'The page, from 1.',
  limit: 'Rows a page holds.',
  search: 'Unused by this list.',
  order: 'By time: ascending (oldest first) or descending.',
})

named(
  appealListItemSchema,
  'AppealListItem',
  'An appeal as staff read it, with what deciding it needs.',
)
describe(appealListItemSchema, {
  id: ['The appeal’s id.', 3],
  productId: ['The listing appealed.', 12],
  status: ['`open` or `decided`.', 'open'],
  message: ['The seller’s words.', 'The photo is sharp.'],
  createdAt: instant('When the seller appealed.'),
  outcome: ['Once decided: `overturn` or `uphold`.', 'overturn'],
  note: ['The deciding reviewer’s note.', 'Looked again.'],
  decidedAt: instant('When it was decided.', '2026-11-25T10:00:00.000Z'),
  statement: 'The statement of reasons appealed, as it stood.',
  product: 'The listing as it is now.',
  seller: 'Who appealed (null once the account is deleted).',
  rejectedBy: 'The moderator who rejected it.',
  decidedBy: 'The reviewer who decided it, once decided.',
  mayDecide: ['Whether the caller may decide it (open, and not their own rejection).', true],
})
describe(appealListItemSchema.shape.product, {
  id: ['The listing’s id.', 12],
  title: ['Its title now.', 'Djanet by night'],
  status: ['Its status now.', 'rejected'],
  version: ['Its version now: what a decision names in If-Match.', 5],
  thumbnailUrl: ['Its cover’s thumbnail, if any.', '/uploads/products/12-thumb.webp'],
})
for (const person of [
  appealListItemSchema.shape.seller,
  appealListItemSchema.shape.rejectedBy,
  appealListItemSchema.shape.decidedBy,
]) {
  describe(person, { id: ['The person’s id.', 7], name: ['Their name.', 'Meriem'] })
}
describe(appealListResponseSchema, { data: 'The page’s appeals.', meta: 'Where the page stands.' })

named(
  myProductSchema,
  'MyProduct',
  'One of the caller’s own listings, with the statement of its rejection.',
)
describe(myProductSchema, {
  statement: 'The statement of reasons of its rejection, while it is rejected; null otherwise.',
})
describe(myProductListResponseSchema, { products: 'The page’s listings.' })

named(notificationSchema, 'Notification', 'Something that needs this staff member.')
describe(notificationSchema, {
  id: ['The notification’s id.', 41],
  kind: [
    '`appeal`: an appeal waits; `resubmitted`: a listing one rejected came back; `signal`: a signal on a listing one holds.',
    'appeal',
  ],
  productId: ['The listing it is about.', 12],
  appealId: ['The appeal, for `appeal`.', 3],
  title: ['The listing’s title.', 'Djanet by night'],
  createdAt: instant('When it happened.'),
  read: ['Whether it was read.', false],
})
describe(notificationListSchema, {
  data: 'The newest notifications (at most 30).',
  unread: ['Unread notifications in all.', 2],
})
for (const option of notificationReadBodySchema.options) {
  if ('ids' in option.shape) describe(option, { ids: ['The notifications read.', [41]] })
  else describe(option, { all: ['Every one of the caller’s notifications.', true] })
}
