import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { PriceNote } from '~/components/product/price'
import { ProductGrid } from '~/components/product/product-card'
import { getHomeSections, type ProductCardData } from '~/providers/catalog/index.server'
import { getBanners, getCmsBlock, type Banner } from '~/providers/content/index.server'
import { getT } from '~/utils/i18n.server'
import { CATALOGUE_CACHE, catalogueHeaders, jsonLd, seoMeta, errorMeta } from '~/utils/seo'
import { absoluteUrl, publicOrigin } from '~/utils/seo.server'
import { requireStoreView } from '~/utils/store-view.server'
import { useStorePath } from '~/utils/use-store'
import { SITE_NAME } from '~/utils/site'
import { firstImage } from '~/components/ui/fetch-priority'

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args
  if (!data) return errorMeta(args)
  return [
    ...seoMeta(data.seo),
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: data.seo.origin,
      logo: `${data.seo.origin}/favicon.svg`,
    }),
  ]
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const view = await requireStoreView(params, request)
  const [sections, banners, usp, t] = await Promise.all([
    getHomeSections(view),
    getBanners(view),
    getCmsBlock(view, 'usp-bar'),
    getT(request),
  ])
  return json(
    {
      sections,
      banners,
      usp,
      seo: {
        title: t('home.metaTitle'),
        description: t('home.metaDescription'),
        canonical: absoluteUrl(request, view, '/'),
        origin: publicOrigin(request),
      },
    },
    { headers: { 'Cache-Control': CATALOGUE_CACHE } },
  )
}

export const headers = catalogueHeaders

function Section({ id, title, products, more }: { id: string; title: string; products: ProductCardData[]; more?: string }) {
  const { t } = useTranslation()
  if (!products.length) return null
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        {more ? <Link to={more}>{t('home.seeAll')}</Link> : null}
      </div>
      <ProductGrid products={products} />
    </section>
  )
}

function BannerLink({ banner, width, height, eager = false }: { banner: Banner; width: number; height: number; eager?: boolean }) {
  const href = useStorePath()
  return (
    <Link className="banner" to={href(banner.link)}>
      <img
        src={`${banner.image}?w=${width}&h=${height}`}
        alt=""
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        {...firstImage(eager)}
      />
      <span className="banner-text">
        <strong>{banner.title}</strong>
        <span className="banner-subtitle">{banner.subtitle}</span>
      </span>
    </Link>
  )
}

export default function Home() {
  const { sections, banners, usp } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const href = useStorePath()
  const main = banners.filter((b) => b.kind === 'main')
  const small = banners.filter((b) => b.kind === 'small')
  const hero = main[0]
  return (
    <>
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      {hero ? (
        <div className="hero">
          <BannerLink banner={hero} width={1200} height={500} eager />
          <div className="banner-stack">
            {[...main.slice(1), ...small].slice(0, 2).map((banner) => (
              <BannerLink key={banner.id} banner={banner} width={600} height={250} />
            ))}
          </div>
        </div>
      ) : null}
      {/* A CMS block from the database: HTML the store's editors wrote, trusted like the CMS pages, never text a shopper typed. */}
      {usp ? <div className="cms-content usp" dangerouslySetInnerHTML={{ __html: usp }} /> : null}
      <Section id="new-collection" title={t('home.newCollection')} products={sections.newCollection} />
      <Section id="holiday" title={t('home.holidayCollection')} products={sections.holiday} />
      <Section id="special" title={t('home.specialProducts')} products={sections.special} more={href('/c/sale')} />
      <Section id="bestsellers" title={t('home.bestsellers')} products={sections.bestsellers} />
      <PriceNote place="list" />
      {small.length > 2 ? (
        <section className="home-section" aria-labelledby="inspiration">
          <h2 id="inspiration">{t('home.inspirations')}</h2>
          <div className="banner-row">
            {small.slice(2).map((banner) => (
              <BannerLink key={banner.id} banner={banner} width={600} height={250} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
