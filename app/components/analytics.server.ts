/** The tag manager's inline bootstrap, written into the document by the server only (components/analytics.tsx). */

/** The host the container script comes from (app/utils/csp.server.ts allows it when GTM_ID is set). */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

/**
 * The inline bootstrap: set consent defaults, start the data layer and load the container script with the
 * page's CSP nonce (read from the running script element, so the nonce never appears in the text).
 */
export function tagManagerBootstrap(containerId: string): string {
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(containerId)) throw new Error(`Not a tag manager container id: ${containerId}`)
  const id = JSON.stringify(containerId)
  return [
    '(function(w,d,id){',
    'w.dataLayer=w.dataLayer||[];',
    'function gtag(){w.dataLayer.push(arguments);}',
    "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',wait_for_update:500});",
    "w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
    "var s=d.createElement('script'),c=d.currentScript;",
    "s.async=true;s.src='" + TAG_MANAGER_ORIGIN + "/gtm.js?id='+encodeURIComponent(id);",
    'if(c&&c.nonce)s.nonce=c.nonce;',
    'd.head.appendChild(s);',
    `})(window,document,${id});`,
  ].join('')
}
