/** Every route of the app, as the seed names them: `path` the pattern, `href` a link to it. */
export const paths = {
  login: { path: '/login', href: () => '/login' },
  signup: { path: '/signup', href: () => '/signup' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  // Where a reset link lands; `/reset-password/<token>` is read too (the token as last segment).
  resetPassword: { path: '/reset-password/:token?', href: () => '/reset-password' },
  welcome: { path: '/welcome', href: () => '/welcome' },
  dashboard: { path: '/', href: () => '/' },
  users: { path: '/users', href: () => '/users' },
  user: { path: '/users/:id', href: (id: number | string) => `/users/${id}` },
  products: { path: '/products', href: () => '/products' },
  product: { path: '/products/:id', href: (id: number | string) => `/products/${id}` },
  productEdit: {
    path: '/products/:id/edit',
    href: (id: number | string) => `/products/${id}/edit`,
  },
  productFlags: { path: '/products/updateFlags', href: () => '/products/updateFlags' },
  productRate: { path: '/products/rateProduct', href: () => '/products/rateProduct' },
  productAdd: { path: '/products/AddProduct', href: () => '/products/AddProduct' },
  // Anyone's own listings, with their status and why one was rejected.
  myListings: { path: '/my-listings', href: () => '/my-listings' },
  adminPhone: { path: '/update-admin-phone', href: () => '/update-admin-phone' },
  waitingProducts: { path: '/waiting-products', href: () => '/waiting-products' },
  waitingProduct: {
    path: '/waiting-products/:id',
    href: (id: number | string) => `/waiting-products/${id}`,
  },
  subcategories: { path: '/subcategories', href: () => '/subcategories' },
  subcategory: {
    path: '/subcategories/:id',
    href: (id: number | string) => `/subcategories/${id}`,
  },
  subcategoryUpdate: {
    path: '/subcategories/UpdateSubcategory/:id',
    href: (id: number | string) => `/subcategories/UpdateSubcategory/${id}`,
  },
  subcategoryAdd: {
    path: '/subcategories/AddSubcategory',
    href: () => '/subcategories/AddSubcategory',
  },
  banners: { path: '/banners', href: () => '/banners' },
  bannerAdd: { path: '/banners/AddBanner', href: () => '/banners/AddBanner' },
  activity: { path: '/activity', href: () => '/activity' },
  insights: { path: '/insights', href: () => '/insights' },
  staff: { path: '/staff', href: () => '/staff' },
  // Sellers' appeals of rejections (decision 057).
  appeals: { path: '/appeals', href: () => '/appeals' },
} as const
