import { Form, Link, useFetcher, useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SEARCH_MAX, SEARCH_MIN, searchText } from '~/domain/validation'
import type { Suggestions } from '~/providers/catalog/index.server'
import { useHydrated } from '~/utils/use-hydrated'
import { useStorePath, useStoreView } from '~/utils/use-store'
import { useMoney } from '../product/price'
import { Icon } from '../ui/icon'

const DEBOUNCE_MS = 250
/**
 * The suggestions' id. A page has one header search, and a fixed id (not useId) keeps the header's markup
 * the same wherever the header stands in the page's tree, which lets the server keep it (kept-part.server.tsx).
 */
const LIST_ID = 'header-suggestions'

type Option = { key: string; label: string; path: string; detail?: string }

/**
 * The header search: a GET form to /search (works without JavaScript). With JavaScript it becomes a
 * combobox that shows suggestions as the shopper types (debounced), navigable with the arrow keys.
 */
export function SearchPanel() {
  const { t } = useTranslation()
  const href = useStorePath()
  const view = useStoreView()
  const money = useMoney()
  const navigate = useNavigate()
  const fetcher = useFetcher<Suggestions & { q: string }>()
  const [q, setQ] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  // Until JavaScript runs, the field is a plain search box; the combobox roles come with the panel.
  const enhanced = useHydrated()

  useEffect(() => () => clearTimeout(timer.current), [])

  const onChange = (value: string) => {
    setQ(value)
    setActive(-1)
    clearTimeout(timer.current)
    const text = searchText(value)
    if (text.length < SEARCH_MIN) {
      setOpen(false)
      return
    }
    timer.current = setTimeout(() => {
      fetcher.load(`/resources/suggest?${new URLSearchParams({ store: view.storeCode, q: text })}`)
      setOpen(true)
    }, DEBOUNCE_MS)
  }

  const data = fetcher.data && fetcher.data.q === searchText(q) ? fetcher.data : undefined
  const options: Option[] = data
    ? [
        ...data.categories.map((c) => ({ key: `c${c.path}`, label: c.name, path: c.path, detail: t('search.category') })),
        ...data.products.map((p) => ({ key: `p${p.id}`, label: p.name, path: p.path, detail: money(p.price) })),
      ]
    : []
  const expanded = open && options.length + (data?.didYouMean ? 1 : 0) > 0

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((i) => (i + 1) % options.length)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1))
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter' && active >= 0 && options[active]) {
      event.preventDefault()
      setOpen(false)
      navigate(href(options[active].path))
    }
  }

  return (
    <Form method="get" action={href('/search')} role="search" className="header-search" onSubmit={() => setOpen(false)}>
      <label className="visually-hidden" htmlFor="header-q">
        {t('search.label')}
      </label>
      <input
        id="header-q"
        type="search"
        name="q"
        placeholder={t('search.placeholder')}
        maxLength={SEARCH_MAX}
        autoComplete="off"
        defaultValue=""
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => searchText(q).length >= SEARCH_MIN && setOpen(true)}
        {...(enhanced
          ? {
              role: 'combobox',
              'aria-expanded': expanded,
              'aria-controls': LIST_ID,
              'aria-autocomplete': 'list' as const,
              'aria-activedescendant': active >= 0 ? `${LIST_ID}-${active}` : undefined,
            }
          : {})}
      />
      <button type="submit" aria-label={t('search.submit')}>
        <Icon name="search" />
      </button>
      <div className="search-panel" hidden={!expanded}>
        {data?.didYouMean ? (
          <p className="search-did-you-mean">
            {t('search.didYouMean')} <Link to={href(`/search?${new URLSearchParams({ q: data.didYouMean })}`)}>{data.didYouMean}</Link>
          </p>
        ) : null}
        <ul id={LIST_ID} role="listbox" aria-label={t('search.suggestions')}>
          {options.map((option, index) => (
            <li key={option.key} id={`${LIST_ID}-${index}`} role="option" aria-selected={index === active}>
              <Link to={href(option.path)} tabIndex={-1} onClick={() => setOpen(false)}>
                <span>{option.label}</span>
                {option.detail ? <span className="search-option-detail">{option.detail}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Form>
  )
}
