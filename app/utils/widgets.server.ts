/**
 * The chat widget and the error reporter: they load only when configured. Nothing is
 * rendered for them when CHAT_PROVIDER/CHAT_WIDGET_ID and ERROR_REPORTING_DSN are unset. When set, a few
 * lines appended to the root's after-load script (with the page's nonce) add their scripts once the page
 * has loaded, like the app's own (docs/decisions/0009-scripts-after-the-page.md): they never compete with
 * the page for bandwidth, and they add nothing to any page's JavaScript bundle.
 */
import type { Env } from './env.server'
import { ERROR_REPORTING_SDK, type ChatProvider } from './third-party'

/** JSON safe inside a <script> element. */
function literal(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

function chatLines(provider: ChatProvider, id: string): string {
  if (provider === 'crisp') {
    return `w.$crisp=[];w.CRISP_WEBSITE_ID=${literal(id)};add('https://client.crisp.chat/l.js');`
  }
  return `w.Tawk_API=w.Tawk_API||{};w.Tawk_LoadStart=new Date();add(${literal(`https://embed.tawk.to/${id}`)}).setAttribute('crossorigin','*');`
}

/** The script text that loads the configured widgets after the page; '' when none is configured. */
export function widgetBootScript(env: Pick<Env, 'CHAT_PROVIDER' | 'CHAT_WIDGET_ID' | 'ERROR_REPORTING_DSN' | 'NODE_ENV'>): string {
  const parts: string[] = []
  if (env.CHAT_PROVIDER && env.CHAT_WIDGET_ID) parts.push(chatLines(env.CHAT_PROVIDER, env.CHAT_WIDGET_ID))
  if (env.ERROR_REPORTING_DSN) {
    parts.push(
      `add(${literal(ERROR_REPORTING_SDK)},function(){w.Sentry&&w.Sentry.init({dsn:${literal(env.ERROR_REPORTING_DSN)},environment:${literal(env.NODE_ENV)}})}).crossOrigin='anonymous';`,
    )
  }
  if (!parts.length) return ''
  return [
    ";addEventListener('load',function(){setTimeout(function(){",
    'var w=window,d=document;',
    "function add(src,onload){var s=d.createElement('script');s.src=src;s.async=true;if(onload)s.onload=onload;d.body.appendChild(s);return s}",
    ...parts,
    '},0)})',
  ].join('')
}
