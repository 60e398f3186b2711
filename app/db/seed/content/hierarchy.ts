import type { Insertable } from 'kysely'
import type { CmsHierarchyTable } from '~/db/schema'

/**
 * Footer navigation. Column headers have parent_id null and page_identifier null; their titles
 * are English and translated by the app through its locale files. Every child's identifier is
 * also its path (/{identifier}, store prefix added by the app); page_identifier names the CMS
 * page behind it, or is null for a route that is not a CMS page (the blog, the contact form, the
 * store locator, warranty registration), whose title the app translates.
 */
export const CMS_HIERARCHY: readonly Insertable<CmsHierarchyTable>[] = [
  { id: 1, parent_id: null, identifier: 'footer-customer-service', title: 'Customer service', page_identifier: null, position: 1 },
  { id: 2, parent_id: 1, identifier: 'customer-service', title: 'Contact and help', page_identifier: 'customer-service', position: 1 },
  {
    id: 3,
    parent_id: 1,
    identifier: 'shipping-delivery',
    title: 'Shipping and delivery',
    page_identifier: 'shipping-delivery',
    position: 2,
  },
  { id: 4, parent_id: 1, identifier: 'warranty-returns', title: 'Warranty and returns', page_identifier: 'warranty-returns', position: 3 },
  { id: 5, parent_id: 1, identifier: 'order-tracking', title: 'Order tracking', page_identifier: 'order-tracking', position: 4 },
  { id: 6, parent_id: 1, identifier: 'gift-card', title: 'Gift cards', page_identifier: 'gift-card', position: 5 },
  { id: 15, parent_id: 1, identifier: 'contact', title: 'Contact us', page_identifier: null, position: 6 },
  { id: 16, parent_id: 1, identifier: 'stores', title: 'Store locator', page_identifier: null, position: 7 },
  { id: 17, parent_id: 1, identifier: 'register-your-warranty', title: 'Register your warranty', page_identifier: null, position: 8 },

  { id: 7, parent_id: null, identifier: 'footer-about-karoo', title: 'About Karoo', page_identifier: null, position: 2 },
  { id: 8, parent_id: 7, identifier: 'about', title: 'About us', page_identifier: 'about', position: 1 },
  {
    id: 9,
    parent_id: 7,
    identifier: 'order-from-catalog',
    title: 'Order from our catalogue',
    page_identifier: 'order-from-catalog',
    position: 2,
  },
  { id: 10, parent_id: 7, identifier: 'blog', title: 'Blog', page_identifier: null, position: 3 },

  { id: 11, parent_id: null, identifier: 'footer-legal', title: 'Legal', page_identifier: null, position: 3 },
  { id: 12, parent_id: 11, identifier: 'legal', title: 'Legal information', page_identifier: 'legal', position: 1 },
  { id: 13, parent_id: 11, identifier: 'privacy-policy', title: 'Privacy policy', page_identifier: 'privacy-policy', position: 2 },
  {
    id: 14,
    parent_id: 11,
    identifier: 'terms-conditions',
    title: 'Terms and conditions',
    page_identifier: 'terms-conditions',
    position: 3,
  },
]
