import { useTranslation } from 'react-i18next'
import type { StockStatus } from '~/domain/stock'

export function StockLabel({ status, compact = false }: { status: StockStatus; compact?: boolean }) {
  const { t } = useTranslation()
  const Tag = compact ? 'span' : 'p'
  return <Tag className={`stock stock-${status}`}>{t(`product.stock.${status}`)}</Tag>
}
