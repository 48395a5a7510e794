import {
  adminBannerSchema,
  bannerEditBodySchema,
  bannerLinkSchema,
  bannerOrderBodySchema,
  bannerSchema,
} from '../banners'
import { CATEGORIES, categorySchema } from '../categories'
import { IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../constants'
import { claimBodySchema, claimSchema, claimTakenSchema } from '../events'
import { MESSAGES } from '../messages'
import {
  bulkDecisionBodySchema,
  bulkDecisionResponseSchema,
  bulkUndoBodySchema,
  bulkUndoResponseSchema,
  flagsBodySchema,
  pictureOrderBodySchema,
  pictureParamsSchema,
  pictureSchema,
  picturesFormSchema,
  productChangesSchema,
  productDecisionResponseSchema,
  productDeletedResponseSchema,
  productEditBodySchema,
  productFieldsSchema,
  productListResponseSchema,
  productSchema,
  rateBodySchema,
  rejectBodySchema,
  rejectionSchema,
  reviewedItemSchema,
  submitterSchema,
  waitingListItemSchema,
  waitingListResponseSchema,
  waitingProductSchema,
  wilayaListSchema,
} from '../products'
import { dismissSignalParamsSchema, signalSchema } from '../signals'
import {
  moveAndDeleteBodySchema,
  moveAndDeleteResponseSchema,
  subcategoryBodySchema,
  subcategoryPageSchema,
  subcategorySchema,
} from '../subcategories'
import { imageFileSchema } from '../uploads'
import { describe, describeAll, instant, named, note } from './words'

// Listings, their review, subcategories and banners. Examples are the demo data's.

const category = [
  `One of the four categories: ${CATEGORIES.map((c) => `\`${c.code}\` ${c.en}`).join(', ')}.`,
  'D',
] as const

named(categorySchema, 'Category', category[0])
note(categorySchema, { examples: [category[1]] })

note(imageFileSchema, {
  type: 'string',
  format: 'binary',
  description: `An image file: ${IMAGE_TYPES.map((t) => t.slice(6).toUpperCase()).join(', ')} (judged by its bytes), at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
})
describe(picturesFormSchema, {
  pictures: 'The pictures, one file part each, added after the existing ones.',
})

named(pictureSchema, 'Picture', 'A picture of a listing (the first one is its cover).')
describe(pictureSchema, {
  id: ['The picture’s id.', 41],
  url: ['The picture, up to 1600 px wide.', '/uploads/products/41-display.webp'],
  thumbnailUrl: [
    'A small version for lists; null when none was made.',
    '/uploads/products/41-thumb.webp',
  ],
  thumbnailSrcset: [
    'The list sizes as an `<img srcset>`: a 128 px square and the thumbnail, by width.',
    '/uploads/products/41-square.webp 128w, /uploads/products/41-thumb.webp 400w',
  ],
})

named(rejectionSchema, 'Rejection', 'Why a listing was rejected, by whom and when.')
describe(rejectionSchema, {
  reason: ['The preset reason (its sentence is in the three languages).', 'poor_photos'],
  note: ['The moderator’s note to the owner; required with `other`.', 'The pictures are blurred.'],
  by: 'Who rejected it; null once that account is deleted.',
  at: instant('When it was rejected.'),
})
describe(rejectionSchema.shape.by, {
  id: ['Their account’s id.', 3],
  name: ['Their name.', 'Nadia Haddad'],
})

named(productSchema, 'Product', 'A listing: an offer of the marketplace.')
describe(productSchema, {
  id: ['The listing’s id.', 128],
  title: ['Its title.', 'Sahara 4x4 circuit — Tamanrasset'],
  price: ['Its price in Algerian dinars, to the cent.', 185000],
  location: ['Where, within the wilaya.', 'City centre'],
  wilaya: ['The wilaya’s number (1 to 58), as text.', '11'],
  category,
  subcategoryId: ['Its subcategory’s id (of the same category).', 10],
  description: [
    'What is offered.',
    'Four days across the Hoggar with a local guide, meals included.',
  ],
  pictures: 'Its pictures in order, the cover first.',
  averageRating: ['The average of its ratings (1 to 5); null before the first.', 4.5],
  isE: ['Flag: exclusive.', false],
  isF: ['Flag: among the best offers.', true],
  isG: ['Flag: among the best tourist destinations.', false],
  isH: ['Flag: among the best family destinations.', false],
  status: ['Waiting for review, in the catalogue, or sent back to its owner.', 'approved'],
  rejection:
    'Why it was rejected: while it is rejected, and while it waits again after a resubmission; else null.',
  resubmitted: ['Waiting again after a rejection, edited and sent back by its owner.', false],
  createdAt: instant('When it was listed.', '2026-11-20T08:30:00.000Z'),
  updatedAt: instant('When it last changed.'),
})
named(productListResponseSchema, 'ProductPage', 'A page of listings, the page meta beside them.')
describe(productListResponseSchema, { products: 'The listings of the page.' })
named(
  productDecisionResponseSchema,
  'ProductDecision',
  'A decided listing and until when it can be undone.',
)
describe(productDecisionResponseSchema, {
  undoUntil: instant(
    'Until when `POST /api/products/{id}/undo` puts it back.',
    '2026-11-24T09:20:00.000Z',
  ),
})

named(
  waitingListItemSchema,
  'WaitingListItem',
  'A listing of the approval queue, as its list shows it.',
)
describe(waitingListItemSchema, {
  submitter: 'Who submitted it; null once that account is deleted.',
  signalKinds: ['The kinds of its duplicate and risk signals; empty: none.', ['similar-title']],
  version: ['The version shown, which a decision on it names.', 2],
})
describe(waitingListItemSchema.shape.submitter, {
  id: ['Their account’s id.', 57],
  username: ['Their name.', 'Karim Boudiaf'],
})
named(waitingListResponseSchema, 'WaitingListPage', 'A page of the approval queue.')
describe(waitingListResponseSchema, { products: 'The waiting listings of the page.' })

named(
  waitingProductSchema,
  'WaitingProduct',
  'A waiting listing with what a moderator needs to decide.',
)
describe(waitingProductSchema, {
  changes: 'What its owner changed since it was approved; null for a new listing.',
  submitter: 'Who submitted it; null once that account is deleted.',
  signals: 'Its duplicate and risk signals, strongest first.',
})
named(productChangesSchema, 'ProductChanges', 'What its owner changed in an approved listing.')
describe(productChangesSchema, {
  fields: ['The fields changed.', ['price', 'pictures']],
  before: 'Their values as last approved (or as submitted).',
  submitted: [
    'Present (true) when the listing was never approved: `before` holds what was submitted.',
    true,
  ],
})
describe(productChangesSchema.shape.before, {
  pictures: ['The pictures’ ids in their approved order.', [41, 42]],
  title: ['The approved title.', 'Sahara 4x4 circuit'],
  price: ['The approved price.', 175000],
  description: ['The approved description.', 'Four days across the Hoggar.'],
  location: ['The approved place.', 'Seafront'],
  wilaya: ['The approved wilaya, as text.', '11'],
  category: ['The approved category.', 'D'],
  subcategoryId: ['The approved subcategory’s id.', 10],
})
named(submitterSchema, 'Submitter', 'Who submitted a waiting listing, for the moderator.')
describe(submitterSchema, {
  id: ['Their account’s id.', 57],
  username: ['Their name.', 'Karim Boudiaf'],
  phoneNumber: ['Their phone number.', '+213555000057'],
  createdAt: instant('Since when they have an account.', '2026-03-02T10:00:00.000Z'),
  approved: ['How many of their listings are in the catalogue.', 4],
  rejected: ['How many are rejected.', 1],
  pending: ['How many wait for review.', 2],
  lastRejections: 'Their latest rejections, newest first (at most 3).',
})
describe(submitterSchema.shape.lastRejections, {
  reason: ['The preset reason.', 'wrong_category'],
  note: ['The moderator’s note, if any.', null],
  at: instant('When.', '2026-10-02T14:00:00.000Z'),
})

named(signalSchema, 'Signal', 'A duplicate or risk signal on a waiting listing.')
describe(signalSchema, {
  kind: ['What was found.', 'similar-title'],
  score: ['How strong, from 0 to 1.', 0.82],
  otherProductId: ['The listing it resembles (a pair kind).', 97],
  detail: 'The figures behind it, for the moderator.',
})
describe(signalSchema.shape.detail, {
  otherOwner: 'Who owns the other listing; null once that account is deleted.',
  distance: ['same-picture: the Hamming distance between the two hashes (0-64).', 3],
  otherTitle: ['similar-title: the other listing’s title.', 'Sahara 4x4 circuit'],
  listings: ['same-phone-many: how many listings share the phone.', 12],
  accounts: ['same-phone-many: how many accounts share it.', 3],
  median: ['price-outlier: the median price of its subcategory and wilaya, in DZD.', 90000],
  low: ['price-outlier: the low end of the usual range.', 60000],
  high: ['price-outlier: the high end of the usual range.', 140000],
})
describe(signalSchema.shape.detail.shape.otherOwner, {
  id: ['Their account’s id.', 61],
  username: ['Their name.', 'Lina Saidi'],
})
describe(dismissSignalParamsSchema, {
  kind: 'The kind of the pair signal dismissed.',
  otherProductId: 'The other listing of the pair.',
})

// The add form's fields as multipart text, and an edit's as JSON (numbers as numbers or text).
describe(productFieldsSchema, {
  title: ['The title.', 'Sahara 4x4 circuit — Tamanrasset'],
  price: ['The price in Algerian dinars (more than 0, to the cent).', '185000'],
  description: ['What is offered.', 'Four days across the Hoggar with a local guide.'],
  location: ['Where, within the wilaya.', 'City centre'],
  wilaya: ['The wilaya’s number, 1 to 58.', '11'],
  category,
  subcategoryId: ['A subcategory of the same category.', '10'],
})
describe(productEditBodySchema, {
  price: ['The new price (a number, or its text).', 179000],
  wilaya: ['The new wilaya’s number.', 11],
  subcategoryId: ['The new subcategory’s id.', 10],
})
describe(pictureParamsSchema, { pictureId: 'The picture’s id.' })
describe(pictureOrderBodySchema, {
  ids: ['Every picture’s id once, in the new order, the cover first.', [42, 41]],
})
describe(flagsBodySchema, {
  isE: ['Exclusive.', false],
  isF: ['Among the best offers.', true],
  isG: ['Among the best tourist destinations.', false],
  isH: ['Among the best family destinations.', true],
})
describe(rateBodySchema, {
  productId: ['The listing rated.', 128],
  rating: ['From 1 to 5 stars.', 5],
})
describe(wilayaListSchema, {
  number: ['The wilaya’s number.', 11],
  name: ['Its name in the language asked.', 'Tamanrasset'],
})
describe(rejectBodySchema, {
  reason: ['A preset reason.', 'poor_photos'],
  note: [
    'A note to the owner (at most 500 characters); required with `other`.',
    'Please add daylight pictures.',
  ],
})
describe(bulkDecisionBodySchema, {
  action: ['Approve or reject them all.', 'approve'],
  items: [
    'The listings, 1 to 100, each with the version reviewed.',
    [
      { id: 128, version: 2 },
      { id: 131, version: 1 },
    ],
  ],
  reason: ['With `reject`: the preset reason.', 'duplicate'],
  note: ['With `reject`: a note (required with `other`).', 'Listed twice.'],
})
describe(bulkDecisionResponseSchema, {
  action: ['What was done.', 'approve'],
  ids: ['The listings decided.', [128, 131]],
  items: [
    'Each listing decided with its version after the decision, which its undo names.',
    [
      { id: 128, version: 3 },
      { id: 131, version: 2 },
    ],
  ],
  undoUntil: instant('Until when each can be undone; null when none was decided.'),
  skipped: 'Listings left undecided because another moderator is reviewing them.',
})
describe(bulkDecisionResponseSchema.shape.skipped, {
  id: ['The listing left.', 133],
  name: ['Who is reviewing it.', 'Nadia Haddad'],
})
describe(bulkUndoBodySchema, {
  items: [
    'The listings whose decision is undone, each with the version its decision answered.',
    [
      { id: 128, version: 3 },
      { id: 131, version: 2 },
    ],
  ],
})
describe(reviewedItemSchema, {
  id: ['The listing.', 128],
  version: ['Its version (the ETag read).', 2],
})
describe(bulkDecisionResponseSchema.shape.items, {
  id: ['The listing decided.', 128],
  version: ['Its version after the decision.', 3],
})
describe(bulkUndoResponseSchema, { ids: ['The listings back in the queue.', [128, 131]] })
describe(productDeletedResponseSchema, {
  message: ['What was done.', MESSAGES.product.deleted],
  undoUntil: instant('Until when `POST /api/products/{id}/restore` brings it back.'),
})

named(claimSchema, 'Claim', 'Who is reviewing a waiting listing, until when.')
describe(claimSchema, {
  productId: ['The listing reviewed.', 128],
  userId: ['The moderator’s account id.', 3],
  name: ['The moderator’s name.', 'Nadia Haddad'],
  expiresAt: instant('When the claim ends unless renewed.', '2026-11-24T09:16:00.000Z'),
})
named(claimTakenSchema, 'ClaimTaken', 'A claim taken or renewed, with its release token.')
describe(claimTakenSchema, {
  releaseToken: [
    'Signed; send it as the text/plain body of `…/claim/release` (what a beacon sends).',
    'eyJwIjoxMjgsInUiOjN9.c2lnbmF0dXJl',
  ],
})
note(claimBodySchema, 'Optional: `takeOver` takes another moderator’s claim.')
describe(claimBodySchema, { takeOver: ['Take the claim from another moderator.', false] })

named(subcategorySchema, 'Subcategory', 'A subcategory of one of the four categories.')
describe(subcategorySchema, {
  id: ['The subcategory’s id.', 10],
  name: ['Its name in the language asked with `lang`.', 'Desert tours'],
  nameAr: ['Its Arabic name.', 'رحلات صحراوية'],
  nameFr: ['Its French name.', 'Circuits dans le désert'],
  nameEn: ['Its English name.', 'Desert tours'],
  category,
  productCount: ['How many listings it holds.', 14],
  createdAt: instant('When it was added.', '2026-01-10T09:00:00.000Z'),
  updatedAt: instant('When it last changed.', '2026-02-01T09:00:00.000Z'),
})
named(subcategoryPageSchema, 'SubcategoryPage', 'A page of subcategories.')
describe(subcategoryPageSchema, { data: 'The subcategories of the page.', meta: 'The page meta.' })
describe(subcategoryBodySchema, {
  nameAr: ['The Arabic name.', 'رحلات صحراوية'],
  nameFr: ['The French name.', 'Circuits dans le désert'],
  nameEn: ['The English name.', 'Desert tours'],
  category,
})
describe(moveAndDeleteBodySchema, {
  targetId: ['The subcategory (of the same category) its listings move to.', 11],
})
describe(moveAndDeleteResponseSchema, {
  message: ['What was done.', MESSAGES.subcategory.movedAndDeleted],
  moved: ['How many listings moved.', 14],
})

named(bannerSchema, 'Banner', 'A home banner as the public home page reads it.')
describe(bannerSchema, {
  id: ['The banner’s id.', 2],
  url: ['Its image.', '/uploads/banners/2.webp'],
  createdAt: instant('When it was added.', '2026-11-01T12:00:00.000Z'),
})
named(adminBannerSchema, 'AdminBanner', 'A home banner as staff manage it.')
describe(adminBannerSchema, {
  link: 'Where it leads; null: nowhere.',
  productTitle: ['The linked product’s title; null without one, or once it is gone.', null],
  position: ['Its place in the order, from 1.', 1],
  activeFrom: instant('When it starts being shown; null: no bound.'),
  activeTo: instant('When it stops being shown; null: no bound.', '2026-12-31T23:00:00.000Z'),
  active: ['Switched on (a switched-off banner is never shown).', true],
  state: ['Its state when the server answered.', 'live'],
  version: ['Its version, bumped by each change: send it back in `If-Match`.', 3],
})
named(
  bannerLinkSchema,
  'BannerLink',
  'Where a banner leads: a listing of the catalogue or an https address.',
)
describeAll([...bannerLinkSchema.unwrap().options], {
  productId: ['A listing of the catalogue (approved).', 128],
  url: ['An https address.', 'https://example.dz/offers'],
})
describe(bannerEditBodySchema, {
  link: 'Where it leads; null: nowhere.',
  position: ['Move it to this place (from 1; past the end: last).', 1],
  activeFrom: instant('When it starts being shown; null: no bound.'),
  activeTo: instant('When it stops being shown; null: no bound.', '2026-12-31T23:00:00.000Z'),
  active: ['Switch it on or off.', true],
})
describe(bannerOrderBodySchema, { ids: ['Every banner’s id once, in the new order.', [3, 1, 2]] })
