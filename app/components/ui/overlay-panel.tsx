import { Link } from '@remix-run/react'
import { lazy, useEffect, useRef, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { useStorePath } from '~/utils/use-store'

/**
 * The shop's one overlay, shared by its side panels (the microcart and the wishlist): a modal
 * dialog sliding in from the side, with its title and a close button. Escape and the close button both
 * call `onClose`. JavaScript only: without it the links that open panels go to their pages.
 */
export function OverlayPanel({
  id,
  title,
  open,
  onClose,
  children,
}: {
  id: string
  title: string
  open: boolean
  onClose: () => void
  children: React.ReactNode
}) {
  const { t } = useTranslation()
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (open && !el.open) el.showModal()
    if (!open && el.open) el.close()
  }, [open])
  return (
    <dialog ref={dialog} className="overlay-panel" aria-labelledby={`${id}-title`} onClose={onClose}>
      <div className="overlay-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="button-small button-ghost" onClick={onClose} aria-label={t('common.close')}>
          ✕
        </button>
      </div>
      {children}
    </dialog>
  )
}

type PanelContentProps = { onNavigate: () => void }

/**
 * A panel's content as its own chunk, loaded when the panel first opens: every page carries the header,
 * and pages have a JavaScript budget. A chunk that cannot load (a deploy replaced it) leaves a link to the
 * page the panel stands for, loaded afresh, instead of an error page.
 */
export function lazyPanelContent<P extends PanelContentProps>(
  load: () => Promise<{ default: ComponentType<P> }>,
  path: string,
  label: string,
) {
  function PageLink({ onNavigate }: PanelContentProps) {
    const { t } = useTranslation()
    const href = useStorePath()
    return (
      <Link className="button" to={href(path)} onClick={onNavigate} reloadDocument>
        {t(label)}
      </Link>
    )
  }
  return lazy(() =>
    load().catch((error: unknown) => {
      console.error(`The panel for ${path} could not load`, error)
      return { default: PageLink as ComponentType<P> }
    }),
  )
}
