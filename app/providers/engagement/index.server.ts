/**
 * The engagement provider's entry: Newsletter, reviews, wishlist and compare, recently viewed and analytics.
 * Routes and components import this file, not the files beside it (docs/decisions/0065); the re-exports below
 * are what they use. Other server code imports the file that defines a name.
 */
export { purchaseAnalytics, tagManagerId } from './analytics.server'
export { newsletterBootScript } from './newsletter-form.server'
export {
  confirmLinkState,
  confirmSubscription,
  customerNewsletterStatus,
  signUpForNewsletter,
  subscribeCustomer,
  unsubscribeCustomer,
  unsubscribeLinkState,
  unsubscribeWithToken,
} from './newsletter.server'
export { recentlyViewed } from './recently-viewed.server'
export { type ProductReviews } from './reviews.server'
export { shopperListAction } from './shopper-list-answers.server'
export {
  compareRows,
  listedProducts,
  listOwner,
  listSkus,
  shopperListSkus,
  type ListedProduct,
  type ShopperListSkus,
} from './shopper-lists.server'
