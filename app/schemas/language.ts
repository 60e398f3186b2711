import { LOCALES } from '~/utils/store-views'
import { text } from './text'
import * as z from './zod'

export const CHOOSE_LANGUAGE = 'footer.chooseLanguage'

/**
 * The footer's language switcher. No locale (the empty "Store language" option) means "the store view's
 * own language"; any value not in the list is refused.
 */
export const languageSchema = z.object({
  locale: z.enum(LOCALES, { error: CHOOSE_LANGUAGE }).optional(),
  redirectTo: text().optional(),
})
