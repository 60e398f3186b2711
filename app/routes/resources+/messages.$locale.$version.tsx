import { json, type LoaderFunctionArgs } from '@remix-run/node'
import { isLocale } from '~/utils/i18n'
import { messagesFor, messagesVersion } from '~/utils/i18n.server'

/**
 * A locale's interface strings, merged over its fallbacks, for the browser to hydrate with
 * (entry.client.tsx). The URL names the version, so the current one is cached for good; a page from
 * before a deploy asks for an old version and gets today's strings, not cached.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const { locale, version } = params
  if (!isLocale(locale)) throw new Response('Not Found', { status: 404 })
  const current = version === messagesVersion(locale)
  return json(messagesFor(locale), {
    headers: { 'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=60' },
  })
}
