/**
 * The shop's WhatsApp numbers per store view and department: configuration, like the store views
 * themselves (docs/decisions/0029). They are the numbers the seeded service pages print; a store that
 * changes one changes it here and in its CMS pages.
 */
import type { ContactDepartment } from '~/domain/contact'
import type { StoreCode } from './store-views'

export const WHATSAPP_NUMBERS: Readonly<Record<StoreCode, Readonly<Record<ContactDepartment, string>>>> = {
  default: {
    'customer-services': '+27 82 460 1100',
    'service-center': '+27 82 460 1200',
    'spare-parts': '+27 82 460 1300',
    'large-appliances': '+27 82 460 1400',
  },
  de: {
    'customer-services': '+49 151 2360 4410',
    'service-center': '+49 151 2360 4420',
    'spare-parts': '+49 151 2360 4430',
    'large-appliances': '+49 151 2360 4440',
  },
  it: {
    'customer-services': '+39 347 018 5510',
    'service-center': '+39 347 018 5520',
    'spare-parts': '+39 347 018 5530',
    'large-appliances': '+39 347 018 5540',
  },
}
