/**
 * The English text of every message code (`login.invalid` is its key path), the seed's wording
 * kept word for word; errors are thrown as codes and rendered from here (message-codes.ts).
 */
export const MESSAGES = {
  signup: {
    username: 'Username must contain only letters and spaces',
    email: 'Please enter a valid email address',
    password: 'Password must be at least 6 characters long',
    phone: 'Please enter a valid phone number (10-15 digits)',
    failed: 'Registration failed. Please try again.',
    emailTaken: 'An account with this email already exists.',
    tooMany: 'Too many sign-ups from your network. Please try again later.',
  },
  login: {
    invalid: 'Invalid email or password.',
    emailRequired: 'Email is required',
    passwordRequired: 'Password is required',
    blocked: 'Your account is blocked.',
    tooMany: 'Too many failed sign-in attempts. Please try again later.',
  },
  auth: {
    tokenRequired: 'Authentication required',
    tokenInvalid: 'Invalid or expired token',
    refreshInvalid: 'Invalid or expired refresh token',
    refreshTooMany: 'Too many session renewals. Please try again in a minute.',
    forbidden: "You don't have permission to perform this action.",
    // Staff powers over accounts need the password again (decision 055): POST /api/auth/step-up.
    stepUpRequired: 'Confirm your password to continue.',
  },
  product: {
    title: 'Title is required',
    priceRequired: 'Price is required',
    priceInvalid: 'Please enter a valid price',
    description: 'Description is required',
    location: 'Location is required',
    wilaya: 'Wilaya is required',
    category: 'Category is required',
    subcategory: 'Subcategory is required',
    image: 'Product image is required',
    notFound: 'Product not found',
    subcategoryMismatch: 'The subcategory does not belong to the chosen category.',
    notWaiting: 'This product is not waiting for approval.',
    // Deciding a product someone else already decided: who and when, in `details`.
    alreadyApproved: 'This product was already approved by {name} at {at}.',
    alreadyRejected: 'This product was already rejected by {name} at {at}.',
    // Someone else holds the product's claim: `details` [name, expiresAt].
    claimed: 'This product is being reviewed by {name}.',
    undoExpired: 'The time to undo this deletion has passed.',
    bulkNotFound: 'Products not found: {ids}.',
    bulkNotWaiting: 'Products not waiting for approval: {ids}.',
    bulkEmpty: 'Choose at least one product.',
    bulkTooMany: 'At most {max} products at once.',
    deleted: 'Product deleted',
    // The review loop: a rejection's reason and note, undo, resubmission.
    rejectReason: 'Choose a reason for the rejection.',
    rejectNoteRequired: 'Explain the rejection in a note.',
    rejectNote: 'The note must be text.',
    nothingToUndo: 'This product has no decision to undo.',
    notRejected: 'Only a rejected listing can be resubmitted.',
    notOwner: 'Only its owner can resubmit this listing.',
    // Several pictures.
    tooManyPictures: 'A listing has at most {max} pictures.',
    pictureNotFound: 'Picture not found',
    lastPicture: 'A listing keeps at least one picture.',
    pictureOrder: "The order must name each of the listing's pictures once.",
    // A decision made on an older version (decision 052): `details` the changed parts, or ids.
    changedSinceReview: 'This listing changed since you opened it. Review it again and decide.',
    bulkChanged: 'Listings changed since you opened them: {ids}.',
    // Edits and picture changes per user (decision 053): a 429 with Retry-After.
    tooManyChanges: 'Too many changes to listings. Please wait before changing again.',
  },
  /** Why a listing was rejected (packages/contract/src/products.ts REJECTION_REASONS). */
  rejection: {
    incomplete_description: 'The description is incomplete.',
    wrong_category: 'The listing is in the wrong category.',
    prohibited_content: 'The listing offers something that is not allowed.',
    poor_photos: 'The photos are poor or misleading.',
    duplicate: 'This listing duplicates another one.',
    unrealistic_price: 'The price is unrealistic.',
    contact_details: 'The text contains contact details.',
    other: 'Another reason, given in the note.',
  },
  banner: {
    required: 'Please select an image',
    notImage: 'Please select a valid image file',
    tooLarge: 'Image size must be less than 10MB',
    notFound: 'Banner not found',
    deleted: 'Banner deleted',
    // Banners that work as banners: a link, a schedule, an order.
    link: 'The link must be a product number or an address starting with https://',
    linkProduct: 'No product of the catalogue has this number.',
    date: 'Dates must be a full ISO date and time with its time zone.',
    schedule: 'The end of the schedule must come after its start.',
    position: 'The position must be a whole number from 1.',
    active: 'Active must be true or false.',
    orderIds: 'List each banner once, in the new order.',
    orderStale: 'Banners were added or deleted meanwhile. Reload the list and try again.',
  },
  subcategory: {
    nameAr: 'Arabic name is required',
    nameFr: 'French name is required',
    nameEn: 'English name is required',
    category:
      'Category must be one of Hajj and Umrah, Restaurants and entertainment, House rentals or Organised trips',
    inUse: 'This subcategory is used by products and cannot be deleted.',
    notFound: 'Subcategory not found',
    categoryLocked: 'This subcategory is used by products; its category cannot change.',
    deleted: 'Subcategory deleted',
    moveTarget: 'Choose another subcategory of the same category.',
    movedAndDeleted: 'Products moved; subcategory deleted',
  },
  user: {
    notFound: 'User not found',
    selfBlock: 'You cannot block your own account.',
    // There is always an active admin to manage the staff.
    lastAdmin: 'The last active administrator can be neither demoted nor blocked.',
    staffRole: 'Role must be admin or moderator',
    role: 'Role must be admin, moderator or user',
    usernameRequired: 'Username is required',
    // A staff route aimed at the caller's own account (decision 055): the profile asks for the
    // current password instead.
    selfStaff:
      'Use your profile for your own account: password, two-factor authentication and sessions. Another administrator changes your role.',
  },
  upload: {
    notMultipart: 'Expected a multipart/form-data request.',
    malformed: 'The form data is malformed.',
    unexpectedField: 'Unexpected file field "{field}".',
    oneFile: 'Only one file is allowed.',
    dimensions: 'Image dimensions are too large.',
    fileNotFound: 'File not found',
  },
  twoFactor: {
    codeRequired: 'Authentication code is required',
    codeInvalid: 'Invalid authentication code.',
    challengeInvalid: 'Your sign-in has expired. Please sign in again.',
    tooMany: 'Too many wrong codes. Please try again later.',
    alreadyEnabled: 'Two-factor authentication is already on.',
    notEnabled: 'Two-factor authentication is not on.',
    noSetup: 'Start the setup again: no enrollment is in progress.',
    // REQUIRE_2FA_FOR_STAFF: staff without a second factor may only enroll.
    enrollmentRequired: 'Set up two-factor authentication to continue.',
  },
  /** Passwords beyond the seed: the policy, a change, a reset by link. */
  password: {
    tooShort: 'Password must be at least 10 characters long',
    common: 'This password is too common. Please choose another one.',
    // ASVS V6.2.11: the account's own words, and the product's name, are guessed first.
    contextWord:
      "This password contains or resembles your name, your email address or the product's name. Please choose another one.",
    repeats:
      'This password is mostly repeated or sequential characters (like aaaa or 1234). Please choose another one.',
    currentRequired: 'Current password is required',
    currentInvalid: 'The current password is incorrect.',
    tooMany: 'Too many wrong passwords. Please try again later.',
    resetInvalid: 'This password reset link is invalid or has expired.',
    resetTooMany: 'Too many password reset requests. Please try again later.',
    resetSent:
      'If an account uses this email address, a link to reset its password is on its way. It is valid for one hour.',
    askAdmin:
      'Password resets by email are not available. Please ask an administrator to reset your password.',
  },
  /** The signed-in person's sessions (`/api/auth/sessions`). */
  session: {
    notFound: 'Session not found',
  },
  phone: {
    required: 'Phone number is required',
  },
  rating: {
    invalid: 'Rating must be an integer from 1 to 5',
    productId: 'Product ID not found',
    ownListing: 'You cannot rate your own listing.',
  },
  generic: {
    badRequest: 'Invalid request',
    // A save sent with the version it read (If-Match) after someone else saved.
    stale: 'Someone else changed this record since you opened it. Review the current values.',
    // An edit must say which version it was made from: 428 without If-Match.
    versionRequired: 'Send the version this change was made from (If-Match).',
    // An If-Match that names no version the server can read: 412.
    versionUnreadable: 'The If-Match header names no version of this record.',
    invalidJson: 'The request body is not valid JSON.',
    tooLarge: 'The request is too large.',
    unsupportedType: 'Unsupported content type.',
    notFound: 'Not found',
    internal: 'Internal server error',
    unavailable: 'The service is temporarily unavailable. Please try again.',
    tooManyUploads: 'Too many uploads. Please wait before uploading again.',
    /** An unknown route; the path asked for is not echoed back. */
    routeNotFound: 'Route not found',
    headersTooLarge: 'The request headers are too large.',
    timeout: 'The request took too long to arrive.',
    tooLong: 'At most {max} characters',
    invalidSearch: 'Invalid search text',
  },
  /** What the database refused, said in the product's words (plugins/errors.ts). */
  integrity: {
    duplicate: 'This record already exists.',
    missingReference: 'This refers to a record that does not exist.',
    stillReferenced: 'This record is still used by other records.',
    outOfRange: 'A value is outside the allowed range.',
    missingValue: 'A required value is missing.',
  },
  /** Why a deleted product cannot be put back. */
  restore: {
    subcategoryDeleted: 'This product cannot be restored: its subcategory has been deleted.',
    subcategoryMoved:
      'This product cannot be restored: its subcategory now belongs to another category.',
  },
  /** The activity page's filters (`GET /api/activity`). */
  activity: {
    invalidDate: 'Dates must read YYYY-MM-DD or be a full ISO date and time.',
    dateRange: 'The start date must be before the end date.',
    recordWithoutType: 'A record id needs its record type (entity).',
  },
  /** Appeals of a rejection (decision 057). */
  appeal: {
    message: 'Say in a few words why the decision should change.',
    messageTooLong: 'The appeal must be at most 1000 characters.',
    already: 'This rejection has already been appealed.',
    windowOver: 'The time to appeal this rejection has passed.',
    notRejected: 'Only a rejected listing can be appealed.',
    notOwner: 'Only its owner can appeal this listing.',
    notFound: 'Appeal not found.',
    fourEyes: 'Another moderator must decide an appeal of your own rejection.',
    decided: 'This appeal has already been decided.',
  },
  /** The Insights screen's figures (`GET /api/stats/moderation`). */
  insights: { period: 'The period must be week, month or year.' },
} as const
