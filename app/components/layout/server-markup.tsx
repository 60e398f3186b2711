import { PrefetchPageLinks, useLocation, useNavigate } from '@remix-run/react'
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { useHydrated } from '~/utils/use-hydrated'
import { isCurrentPath } from './current-path'
import { KeptPartOnServer } from './kept-part.server'

/**
 * Markup of the page's shell that the server renders once and the browser keeps as it is: the menus, the
 * footer's columns, newsletter form and payment marks, the CMS blocks, the after-load script.
 *
 * The rule: what the shell shows is in the document once. It is not also sent as data (the root loader's
 * data goes into every page a second time, as the Remix context), and the components that draw it are not
 * in the browser's bundle (they are server modules, see shell.server.tsx).
 *
 * On the server `render` draws the piece. In the browser, the first render (hydration) copies each piece's
 * markup out of the document, by its `data-markup` name, and every later render gives React that same
 * string: React neither hydrates nor replaces markup given as inner HTML whose string does not change, so
 * the server's elements, and what scripts attached to them, stay. A piece mounted again later (the root
 * error boundary, a page of another layout) is drawn from the copy. Pieces a page does not show (the
 * checkout's minimal layout) travel in an inert <template> (ShellTemplate in root.tsx), so that a
 * client-side navigation from such a page can still show them.
 */

type Tag = 'div' | 'ul' | 'details' | 'script' | 'template'

const kept = new Map<string, { html: string; className: string }>()
let copied = false

/** Every piece in the document and its shell template, by name; the first of a name wins. */
function copyPieces() {
  copied = true
  const keep = (element: Element) => {
    const name = element.getAttribute('data-markup')
    if (name && !kept.has(name)) kept.set(name, { html: element.innerHTML, className: element.getAttribute('class') ?? '' })
  }
  const all = [...document.querySelectorAll('[data-markup]')]
  all.forEach(keep)
  for (const template of all) {
    if (template instanceof HTMLTemplateElement) template.content.querySelectorAll('[data-markup]').forEach(keep)
  }
}

/** The kept markup of a piece; undefined when the server sent none (the piece is absent). */
function keptMarkup(name: string): { html: string; className: string } | undefined {
  if (!copied) copyPieces()
  return kept.get(name)
}

type ServerMarkupProps = HTMLAttributes<HTMLElement> & {
  as: Tag
  /** The piece's name: the same piece has the same markup wherever it stands. */
  name: string
  /** Server only: the piece's content (elements, or text for a script); null when the page has none. */
  render: () => ReactNode
  /** Server only: the piece's own class when it comes with the content; the browser keeps the server's. */
  renderClassName?: () => string | undefined
  nonce?: string
  /** A script's type (JSON-LD). */
  type?: string
  elementRef?: Ref<HTMLElement>
}

export function ServerMarkup({ as: Element, name, render, renderClassName, elementRef, ...props }: ServerMarkupProps) {
  if (typeof document === 'undefined') {
    const content = render()
    if (content === null || content === undefined || content === '') return null
    if (renderClassName) props.className = renderClassName()
    return typeof content === 'string' ? (
      <Element data-markup={name} {...props} dangerouslySetInnerHTML={{ __html: content }} />
    ) : (
      <Element data-markup={name} {...props}>
        {content}
      </Element>
    )
  }
  return <KeptMarkup as={Element} name={name} elementRef={elementRef} {...props} />
}

function KeptMarkup({ as: Element, name, elementRef, ...props }: Omit<ServerMarkupProps, 'render' | 'renderClassName'>) {
  // Read once per mounted element, so that the string React compares never changes while it stays.
  const [piece] = useState(() => keptMarkup(name))
  if (piece === undefined) return null
  return (
    <Element
      data-markup={name}
      ref={elementRef as Ref<never>}
      className={piece.className || undefined}
      {...props}
      dangerouslySetInnerHTML={{ __html: piece.html }}
    />
  )
}

/**
 * A piece of one page (not of the shell) built by server-only code, such as the product page's delivery
 * block and structured data. A client-side navigation's data carries its markup (`html`); a document's data
 * does not (its loader leaves it out, see isDocumentRequest in app/providers/catalog/product-route.server.ts): the server
 * draws it with `render`, and the browser keeps the document's markup for the hydration.
 */
export function PagePiece({
  as: Element,
  name,
  html,
  render,
  ...props
}: Omit<ServerMarkupProps, 'renderClassName' | 'elementRef'> & { html: string | null | undefined }) {
  const hydrated = useHydrated()
  // Only the hydration reads the document's markup: a page mounted later is another page than the document's.
  const [kept] = useState(() => (typeof document === 'undefined' || hydrated ? undefined : keptMarkup(name)?.html))
  if (typeof document === 'undefined' && html == null) return <ServerMarkup as={Element} name={name} render={render} {...props} />
  const markup = html ?? kept
  return markup == null ? null : <Element data-markup={name} {...props} dangerouslySetInnerHTML={{ __html: markup }} />
}

/**
 * The header's or the footer's element around its content. The browser renders the content as any
 * component's; the server gives a shopper's page the markup it drew for the same shopper's state and address
 * before (kept-part.server.tsx). `inputs`: the part's own props, all of what it shows that is not in the
 * root loader's data or the address.
 */
export function KeptPart(props: { as: 'header' | 'footer'; name: string; inputs: unknown; className: string; children: ReactNode }) {
  return typeof document === 'undefined' ? (
    <KeptPartOnServer {...props} />
  ) : (
    <props.as className={props.className}>{props.children}</props.as>
  )
}

// Before the browser paints (the server's marks are right on the first page); nothing on the server.
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect

/** Marks the link of the page being shown (class "active", aria-current="page") in a kept list of links, or none. */
function markCurrent(root: HTMLElement, pathname: string | null) {
  for (const link of root.querySelectorAll('a')) {
    const current = pathname !== null && isCurrentPath(new URL(link.href).pathname, pathname)
    link.classList.toggle('active', current)
    if (!link.getAttribute('class')) link.removeAttribute('class')
    if (current) link.setAttribute('aria-current', 'page')
    else link.removeAttribute('aria-current')
  }
}

/**
 * Links inside kept markup are plain <a> elements: this click handler (on the piece's element, where their
 * clicks bubble to) follows them as Remix's <Link> does, by a client-side navigation, for a plain click on
 * a link of this site. Modified clicks, other windows, downloads and other sites keep the browser's way.
 */
export function useFollowLinks() {
  const navigate = useNavigate()
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
      const link = (event.target as Element).closest('a')
      if (!link || !event.currentTarget.contains(link) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return
      const url = new URL(link.href)
      if (url.origin !== window.location.origin) return
      event.preventDefault()
      const to = url.pathname + url.search + url.hash
      navigate(to, { replace: to === window.location.pathname + window.location.search + window.location.hash })
    },
    [navigate],
  )
}

/**
 * A kept list of links the shopper navigates with: followed client-side, the page being shown marked
 * (`markCurrent`; false clears the server's mark, for a copy of the list elsewhere on the page), and with
 * `prefetch`, a link's page fetched ahead while the pointer or focus rests on it, as NavLink's
 * prefetch="intent" does.
 */
export function LinkList({
  markCurrent: marking,
  prefetch = false,
  ...props
}: Omit<ServerMarkupProps, 'onClick'> & { markCurrent: boolean; prefetch?: boolean }) {
  const ref = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const follow = useFollowLinks()
  const [intent, setIntent] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  useBeforePaint(() => {
    if (ref.current) markCurrent(ref.current, marking ? pathname : null)
  }, [marking, pathname])
  useEffect(() => () => clearTimeout(timer.current), [])
  const rest = (event: { target: EventTarget }) => {
    const link = (event.target as Element).closest?.('a')
    clearTimeout(timer.current)
    if (!link) return
    const url = new URL(link.href)
    // A short rest, as NavLink waits: a pointer passing over the menu fetches nothing.
    if (url.origin === window.location.origin) timer.current = setTimeout(() => setIntent(url.pathname + url.search), 100)
  }
  const leave = () => clearTimeout(timer.current)
  const intentProps = prefetch ? { onMouseOver: rest, onFocus: rest, onTouchStart: rest, onMouseLeave: leave, onBlur: leave } : {}
  return (
    <>
      <ServerMarkup {...props} {...intentProps} elementRef={ref} onClick={follow} />
      {intent ? <PrefetchPageLinks page={intent} /> : null}
    </>
  )
}
