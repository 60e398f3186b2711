import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useStorePath } from '~/utils/use-store'

export function Breadcrumbs({ crumbs, current }: { crumbs: { name: string; path: string }[]; current?: string }) {
  const { t } = useTranslation()
  const href = useStorePath()
  return (
    <nav className="breadcrumbs" aria-label={t('layout.breadcrumbs')}>
      <ol>
        <li>
          <Link to={href('/')}>{t('layout.home')}</Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.path}>
            <Link to={href(crumb.path)}>{crumb.name}</Link>
          </li>
        ))}
        {current ? <li aria-current="page">{current}</li> : null}
      </ol>
    </nav>
  )
}
