/**
 * A reopened cart line: its variant, custom options, bundle choices and quantity, started from what the
 * line holds. Drawn only for the line being edited (`?edit=<line>` on the cart page), inside that line.
 *
 * Without JavaScript it is a plain POST; a refusal comes back to the page with the line still open and each
 * message beside its field, and a saved edit redirects (303) to the cart with the line closed. With
 * JavaScript a fetcher posts it, so a refusal shows in place without a page load. "Cancel" leads to the
 * cart without `edit`, which closes the line.
 *
 * Like the cart's other forms it reads the server's answer without a form library and keeps its schema on
 * the server (decision 0016).
 */
import type { SerializeFrom } from '@remix-run/node'
import { Link, useActionData, useFetcher, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { replyFields, type ReplyField } from '~/components/ui/field-errors'
import type { LineEditView } from '~/providers/cart/index.server'
import type { CartFormReply } from '~/schemas/cart'
import { useMoney } from '../product/price'
import { CartFieldError } from './cart-reply'

export type LineEditData = SerializeFrom<LineEditView>

function isReplyFor(data: unknown, form: string): data is CartFormReply {
  return typeof data === 'object' && data !== null && 'form' in data && (data as CartFormReply).form === form
}

/** What the shopper sent for a field (`options.7`), read from conform's reply whether it kept it flat or nested. */
function sentValue(initial: unknown, name: string): string | undefined {
  if (!initial || typeof initial !== 'object') return undefined
  const flat = (initial as Record<string, unknown>)[name]
  if (typeof flat === 'string') return flat
  const nested = name
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), initial)
  return typeof nested === 'string' ? nested : undefined
}

export function LineEditForm({ edit, lineName }: { edit: LineEditData; lineName: string }) {
  const { t } = useTranslation()
  const money = useMoney()
  const { pathname } = useLocation()
  const fetcher = useFetcher<CartFormReply>()
  const formKey = `edit:${edit.state.lineId}`
  const actionData: unknown = useActionData()
  // With JavaScript the fetcher holds the refusal; without, the page was drawn with it.
  const reply = isReplyFor(fetcher.data, formKey) ? fetcher.data : isReplyFor(actionData, formKey) ? actionData : undefined
  const formId = `edit-${edit.state.lineId}`
  const names = [
    'qty',
    'lineId',
    'attributes',
    'options',
    'bundle',
    ...edit.variant.map((v) => `attributes.${v.code}`),
    ...edit.customOptions.map((o) => `options.${o.id}`),
    ...edit.bundle.map((o) => `bundle.${o.id}`),
  ]
  const fields = replyFields(formId, reply?.result, names)
  const initial = reply?.result.initialValue
  const chosen = edit.state.selectedOptions
  // After a refusal the form shows what was sent, else what the line holds.
  const startValue = (name: string, fallback: string | undefined) => (reply ? (sentValue(initial, name) ?? '') : (fallback ?? ''))
  const qtyValue = startValue('qty', String(edit.state.qty))
  const headingId = `${formId}-heading`
  const busy = fetcher.state !== 'idle'
  return (
    <fetcher.Form
      method="post"
      action={`${pathname}?edit=${encodeURIComponent(edit.state.lineId)}`}
      id={formId}
      className="line-edit"
      // The server answers a missing choice beside its field, in the shop's words, with or without JavaScript.
      noValidate
      preventScrollReset
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>{t('cart.editHeading', { name: edit.name || lineName })}</h3>
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="lineId" value={edit.state.lineId} />
      <input type="hidden" name="redirectTo" value={pathname} />

      {edit.variant.length ? (
        <fieldset aria-describedby={fields.attributes.errors ? fields.attributes.errorId : undefined}>
          <legend>{t('cart.editVariant')}</legend>
          {edit.variant.map((option) => {
            const field = fields[`attributes.${option.code}`]
            return (
              <ChoiceField
                key={option.code}
                field={field}
                title={option.label}
                required
                value={startValue(field.name, chosen.configurable[option.code])}
                replied={Boolean(reply)}
                choices={option.values.map((value) => ({ id: value.value, label: value.label }))}
              />
            )
          })}
          <CartFieldError id={fields.attributes.errorId} errors={fields.attributes.errors} />
        </fieldset>
      ) : null}

      {edit.bundle.map((option) => {
        const field = fields[`bundle.${option.id}`]
        return (
          <ChoiceField
            key={option.id}
            field={field}
            title={option.title}
            required={option.required}
            value={startValue(field.name, chosen.bundle[String(option.id)])}
            replied={Boolean(reply)}
            choices={option.selections.map((selection) => ({
              id: selection.id,
              label: `${selection.qty > 1 ? `${selection.qty} × ` : ''}${selection.name} (${money(selection.price * selection.qty)})`,
              disabled: selection.stockStatus === 'out_of_stock',
            }))}
          />
        )
      })}
      <CartFieldError id={fields.bundle.errorId} errors={fields.bundle.errors} />

      {edit.customOptions.map((option) => {
        const field = fields[`options.${option.id}`]
        return (
          <ChoiceField
            key={option.id}
            field={field}
            title={option.title}
            required={option.required}
            value={startValue(field.name, chosen.custom[String(option.id)])}
            replied={Boolean(reply)}
            choices={option.values.map((choice) => ({
              id: choice.id,
              label: `${choice.title} (+${money(choice.amount)}${choice.priceType === 'percent' ? `, ${choice.rate}%` : ''})`,
            }))}
          />
        )
      })}
      <CartFieldError id={fields.options.errorId} errors={fields.options.errors} />

      <div className="field">
        <label htmlFor={fields.qty.id}>{t('product.quantity')}</label>
        <input
          key={`${reply ? 'r' : 'l'}:${qtyValue}`}
          id={fields.qty.id}
          name={fields.qty.name}
          type="number"
          defaultValue={qtyValue}
          inputMode="numeric"
          min={1}
          max={edit.maxQuantity ?? undefined}
          step={1}
          required
          {...fields.qty.aria}
        />
        <CartFieldError id={fields.qty.errorId} errors={fields.qty.errors} params={reply?.params} />
      </div>
      <CartFieldError id={fields.lineId.errorId} errors={fields.lineId.errors} />

      <div className="line-edit-actions">
        <button type="submit" className="button-small" disabled={busy}>
          {t('cart.saveEdit')}
        </button>
        <Link to={pathname} preventScrollReset className="button button-ghost button-small">
          {t('cart.cancelEdit')}
        </Link>
      </div>
    </fetcher.Form>
  )
}

/**
 * One choice of the line (a variant attribute, a bundle option, a custom option) as a drop-down with its
 * message beside it. `replied`: the form is drawn again after a refusal, so its start values are new.
 */
function ChoiceField({
  field,
  title,
  required,
  value,
  replied,
  choices,
}: {
  field: ReplyField
  title: string
  required: boolean
  value: string
  replied: boolean
  choices: { id: string | number; label: string; disabled?: boolean }[]
}) {
  const { t } = useTranslation()
  return (
    <div className="field">
      <label htmlFor={field.id}>{`${title}${required ? ' *' : ''}`}</label>
      <select
        key={`${replied ? 'r' : 'l'}:${value}`}
        id={field.id}
        name={field.name}
        required={required}
        defaultValue={value}
        {...field.aria}
      >
        <option value="">{required ? t('product.choose') : t('product.none')}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </select>
      <CartFieldError id={field.errorId} errors={field.errors} />
    </div>
  )
}
