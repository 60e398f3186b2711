import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ProductPage } from '~/providers/catalog/index.server'
import { useStorePath } from '~/utils/use-store'

/**
 * Configurable options as links: each value leads to the URL of the child it selects, so choosing a
 * variant needs no JavaScript. A GET form offers the same choice as selects for keyboard users.
 */
export function VariantPicker({ configurable }: { configurable: NonNullable<ProductPage['configurable']> }) {
  const { t } = useTranslation()
  const href = useStorePath()
  if (configurable.error) {
    return (
      <p className="notice" role="alert">
        {t(configurable.error)}
      </p>
    )
  }
  return (
    <div className="variant-picker">
      {configurable.warning ? (
        <p className="notice" role="alert">
          {t(configurable.warning)}
        </p>
      ) : null}
      {configurable.options.map((option) => (
        <fieldset key={option.code} className="option-group">
          <legend>
            {option.label}
            {option.values.find((v) => v.selected) ? `: ${option.values.find((v) => v.selected)!.label}` : ''}
          </legend>
          <ul className="option-values">
            {option.values.map((value) => (
              <li key={value.value}>
                {value.path ? (
                  <Link
                    to={href(value.path)}
                    replace
                    preventScrollReset
                    className={`option-value${value.combinable ? '' : ' other-combination'}`}
                    aria-current={value.selected ? 'true' : undefined}
                    aria-label={
                      value.combinable
                        ? `${option.label}: ${value.label}`
                        : t('product.optionOtherCombination', { option: option.label, value: value.label })
                    }
                  >
                    {value.swatch ? <span className="swatch" style={{ background: value.swatch }} aria-hidden="true" /> : null}
                    {value.label}
                  </Link>
                ) : (
                  <span className="option-value unavailable">{value.label}</span>
                )}
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      {configurable.selected ? null : <p className="product-meta">{t('product.chooseOptions')}</p>}
      <details className="variant-form">
        <summary>{t('product.chooseWithForm')}</summary>
        <Form method="get" preventScrollReset>
          {configurable.options.map((option) => (
            <div className="field" key={option.code}>
              <label htmlFor={`opt-${option.code}`}>{option.label}</label>
              <select id={`opt-${option.code}`} name={option.code} defaultValue={option.values.find((v) => v.selected)?.value ?? ''}>
                <option value="">{t('product.choose')}</option>
                {option.values.map((value) => (
                  <option key={value.value} value={value.value}>
                    {value.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <button type="submit" className="button-small">
            {t('product.showVariant')}
          </button>
        </Form>
      </details>
    </div>
  )
}
