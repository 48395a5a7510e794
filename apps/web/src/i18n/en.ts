import { activityTexts } from './english/activity'
import { addBannerTexts } from './english/add-banner'
import { addProductTexts } from './english/add-product'
import { addSubcategoryTexts } from './english/add-subcategory'
import { appealsTexts } from './english/appeals'
import { bannersTexts } from './english/banners'
import { dashboardTexts } from './english/dashboard'
import { editProductTexts } from './english/edit-product'
import { firstTexts } from './english/first'
import { forgotPasswordTexts } from './english/forgot-password'
import { insightsTexts } from './english/insights'
import { myListingsTexts } from './english/my-listings'
import { notFoundTexts } from './english/not-found'
import { passwordTexts } from './english/password'
import { productTexts } from './english/product'
import { productsTexts } from './english/products'
import { rateProductTexts } from './english/rate-product'
import { resetPasswordTexts } from './english/reset-password'
import { screensTexts } from './english/screens'
import { shellTexts } from './english/shell'
import { signupTexts } from './english/signup'
import { staffTexts } from './english/staff'
import { stepUpTexts } from './english/step-up'
import { subcategoriesTexts } from './english/subcategories'
import { updateAdminPhoneTexts } from './english/update-admin-phone'
import { updateFlagsTexts } from './english/update-flags'
import { updateSubcategoryTexts } from './english/update-subcategory'
import { userTexts } from './english/user'
import { usersTexts } from './english/users'
import { waitingProductTexts } from './english/waiting-product'
import { waitingProductsTexts } from './english/waiting-products'
import { welcomeTexts } from './english/welcome'

/** English catalogue: every user-facing text of the web app. */
export const en = {
  ...firstTexts,
  ...shellTexts,
  ...screensTexts,
  ...activityTexts,
  ...addBannerTexts,
  ...addProductTexts,
  ...addSubcategoryTexts,
  ...appealsTexts,
  ...bannersTexts,
  ...dashboardTexts,
  ...editProductTexts,
  ...forgotPasswordTexts,
  ...insightsTexts,
  ...myListingsTexts,
  ...notFoundTexts,
  ...passwordTexts,
  ...productTexts,
  ...productsTexts,
  ...rateProductTexts,
  ...resetPasswordTexts,
  ...signupTexts,
  ...staffTexts,
  ...stepUpTexts,
  ...subcategoriesTexts,
  ...updateAdminPhoneTexts,
  ...updateFlagsTexts,
  ...updateSubcategoryTexts,
  ...userTexts,
  ...usersTexts,
  ...waitingProductTexts,
  ...waitingProductsTexts,
  ...welcomeTexts,
} as const

export type MessageKey = keyof typeof en

/** A complete catalogue: every key of the English one, translated. */
export type Catalogue = Record<MessageKey, string>
