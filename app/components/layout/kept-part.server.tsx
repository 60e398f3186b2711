/**
 * The header and the footer as the server draws them for a shopper with cookies: rendered by React the first
 * time, then their markup is kept and given to every page that would draw them the same.
 *
 * The page cache (app/server/page-cache.server.ts) keeps whole pages, but only for visitors without cookies:
 * a shopper with a cart gets every page rendered, and the header and footer were about a third of that
 * render (their search form, links, forms and language list), the same on every page of the same shopper.
 *
 * What a part shows is decided by, and its markup kept under:
 * - its own props (`inputs`: the header's cart count, whether someone is signed in, its layout...);
 * - the root loader's data (store view, language, counts of the shopper's lists, the newsletter's popup and
 *   captcha): every part of the shell reads what it shows of the shopper from there;
 * - the page's address (the row menu marks the page's category, the footer's forms return to the page);
 * - the shell's content (menus, footer pages, CMS blocks: shell.server.tsx): a part kept for older content is
 *   not given out, so a change in the database shows on the next request, as the shell's pieces do.
 * Translations are files read once per process, named by the language in the root data.
 *
 * Per copy: a form stamp in a kept part (the newsletter form's) is written fresh for each page. A part with
 * the page's CSP nonce in it, or an id from React's useId (it depends on where the part stands in the page's
 * tree), is never kept: it is rendered every time.
 *
 * How the markup is caught: the first render puts a <template> marker, named with the page's nonce, at each
 * end of the part's content; `renderKeepingParts` cuts the content out from between them, keeps it and
 * removes the markers, so that the page sent is the one React would have drawn without them. A copy is
 * given to React as the element's inner HTML: the document is the same, byte for byte, and the browser
 * hydrates the part's components against it as it would against their own markup.
 */
import type { ReactElement, ReactNode } from 'react'
import { useLocation, useRouteLoaderData } from '@remix-run/react'
import { formStampsIn, issueFormStamp } from '~/utils/bot-guard.server'
import { shellContent, type ShellRequest } from './shell.server'

type Tag = 'header' | 'footer'

interface Kept {
  /** The shell content it was drawn from (an entry of shell.server.tsx, replaced when the content changes). */
  content: object
  /** The part's inner markup, cut at its form stamps. */
  pieces: string[]
}

/** Kept parts, about 7 KB each: a bounded number, forgotten all at once when full. */
const KEPT_PARTS = 400
const kept = new Map<string, Kept>()

interface Capture {
  name: string
  key: string
  content: object
}

/** The render under way (renderToString is synchronous: one at a time per process). */
let current: { nonce: string; captures: Capture[]; pageKey?: string } | null = null

const openMarker = (nonce: string, name: string) => `<template data-kept-part="${nonce} ${name}"></template>`
const closeMarker = (nonce: string, name: string) => `<template data-kept-part-end="${nonce} ${name}"></template>`

/** Renders a document (`render` is React's renderToString) with the kept parts given and new ones caught. */
export function renderKeepingParts(nonce: string, render: () => string): string {
  // Without a nonce the markers could be written by a page's own content: nothing is kept then.
  if (!/^[A-Za-z0-9+/=]{16,}$/.test(nonce)) return render()
  const state = { nonce, captures: [] as Capture[] }
  current = state
  let html: string
  try {
    html = render()
  } finally {
    current = null
  }
  for (const { name, key, content } of state.captures) {
    const open = openMarker(nonce, name)
    const close = closeMarker(nonce, name)
    const start = html.indexOf(open)
    const end = start < 0 ? -1 : html.indexOf(close, start)
    if (end < 0) continue
    const inner = html.slice(start + open.length, end)
    html = html.slice(0, start) + inner + html.slice(end + close.length)
    if (inner.includes(nonce) || inner.includes('":R')) continue
    if (kept.size >= KEPT_PARTS) kept.clear()
    kept.set(key, { content, pieces: cutAtStamps(inner) })
  }
  return html
}

function cutAtStamps(html: string): string[] {
  let pieces = [html]
  for (const stamp of formStampsIn(html)) pieces = pieces.flatMap((piece) => piece.split(stamp))
  return pieces
}

/** The server's side of KeptPart (server-markup.tsx): a kept copy, or the part rendered and caught. */
export function KeptPartOnServer({
  as: Element,
  name,
  inputs,
  className,
  children,
}: {
  as: Tag
  name: string
  inputs: unknown
  className: string
  children: ReactNode
}): ReactElement {
  const data = useRouteLoaderData('root') as (ShellRequest & Record<string, unknown>) | undefined
  const { pathname, search } = useLocation()
  const content = data ? shellContent(data.storeCode, data.locale) : undefined
  const render = current
  if (!render || !content) return <Element className={className}>{children}</Element>
  // What the page's parts share (the root data and the address) is written once per render.
  render.pageKey ??= JSON.stringify([data, pathname, search])
  const key = `${name}\n${JSON.stringify(inputs)}\n${render.pageKey}`
  const copy = kept.get(key)
  if (copy && copy.content === content) {
    const html = copy.pieces.length === 1 ? copy.pieces[0]! : copy.pieces.join(issueFormStamp())
    return <Element className={className} dangerouslySetInnerHTML={{ __html: html }} />
  }
  render.captures.push({ name, key, content })
  return (
    <Element className={className}>
      <template data-kept-part={`${render.nonce} ${name}`} />
      {children}
      <template data-kept-part-end={`${render.nonce} ${name}`} />
    </Element>
  )
}
