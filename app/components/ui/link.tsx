/**
 * Remix's <Link> and <Form>, drawn on the server without the router's work where the router would only
 * hand the address back.
 *
 * On the server a link or a form is its markup and nothing else: no click or submit handler runs there.
 * Remix's components still resolve the address against the matched routes (useHref, useFormAction), set up
 * prefetching and the click or submit handler, about a sixth of a shopper's page render for the dozen
 * links and forms a cart or category page has (a shopper with a cart gets every page rendered). For an
 * address that is already an absolute path of this site ("/p/...", "/cart?edit=...") without "." or ".."
 * segments, that resolution returns the address as given, and a link to a query of the page being shown
 * ("?remove=...") gets the page's path before it: the server writes the element that Remix would write,
 * attribute for attribute. Any other address, and every render in the browser, is Remix's.
 */
import { Form as RemixForm, Link as RemixLink, useLocation, type FormProps, type LinkProps } from '@remix-run/react'

/** An absolute path of this site that the router would resolve to itself (see above). */
export function resolvesToItself(to: unknown): to is string {
  return (
    typeof to === 'string' &&
    to.startsWith('/') &&
    !to.startsWith('//') &&
    !/\/\.{1,2}(?=[/?#]|$)/.test(to.split(/[?#]/, 1)[0]!) &&
    !hasEmptyPart(to)
  )
}

/** An empty query or hash ("/x?", "?a=1#", "/x?#top"), which the router drops. */
function hasEmptyPart(to: string): boolean {
  return /[?#]$|\?#/.test(to)
}

const onServer = typeof document === 'undefined'

/** A query of the page being shown ("?edit=..."), which the router puts after the page's own path. */
function isPageQuery(to: unknown): to is string {
  return typeof to === 'string' && to.startsWith('?') && !hasEmptyPart(to)
}

function ServerLink(props: LinkProps) {
  if (resolvesToItself(props.to)) return <PlainLink {...props} href={props.to} />
  return isPageQuery(props.to) ? <PageQueryLink {...props} /> : <RemixLink {...props} />
}

function PageQueryLink(props: LinkProps) {
  const { pathname } = useLocation()
  return resolvesToItself(pathname) ? <PlainLink {...props} href={pathname + (props.to as string)} /> : <RemixLink {...props} />
}

/** The <a> Remix's Link writes on the server for `href`. */
function PlainLink({ href, ...props }: LinkProps & { href: string }) {
  const {
    to,
    prefetch,
    discover = 'render',
    reloadDocument,
    relative,
    replace,
    state,
    preventScrollReset,
    viewTransition,
    target,
    ...rest
  } = props
  if (reloadDocument || relative) return <RemixLink {...props} />
  return <a {...rest} data-discover={discover === 'render' ? 'true' : undefined} href={href} target={target} />
}

function ServerForm(props: FormProps) {
  const {
    action,
    method = 'get',
    discover = 'render',
    fetcherKey,
    navigate,
    reloadDocument,
    replace,
    state,
    onSubmit,
    relative,
    preventScrollReset,
    viewTransition,
    ...rest
  } = props
  if (!resolvesToItself(action) || relative) return <RemixForm {...props} />
  const formMethod = method.toLowerCase() === 'get' ? 'get' : 'post'
  return (
    <form method={formMethod} action={action} {...rest} data-discover={discover === 'render' && !reloadDocument ? 'true' : undefined} />
  )
}

/** Remix's <Link>; on the server, an absolute path of this site is written without the router. */
export const Link = onServer ? (ServerLink as typeof RemixLink) : RemixLink

/** Remix's <Form>; on the server, a form posting to an absolute path of this site is written without the router. */
export const Form = onServer ? (ServerForm as typeof RemixForm) : RemixForm
