import type { BannerColour, BannerText, ContentStoreCode } from './types'

export type BannerKind = 'main' | 'small' | 'product'

export interface BannerDefinition {
  /** File name of the artwork: /media/banner/{colour}/{key}.svg */
  key: string
  kind: BannerKind
  colour: BannerColour
  /**
   * Category path without a store prefix; the app adds /de or /it. The slugs are the ones the
   * catalogue seed creates from the English category names.
   */
  link: string
  text: Record<ContentStoreCode, BannerText>
}

/** Home page banners, in display order within each kind. */
export const BANNERS: readonly BannerDefinition[] = [
  {
    key: 'hero-fridges',
    kind: 'main',
    colour: 'blue',
    link: '/c/fridges-freezers',
    text: {
      default: {
        title: 'Keep it cool for less',
        subtitle: 'Inverter fridges that sip power and ride out load-shedding. Delivered and installed for {{installation.price}}.',
      },
      de: {
        title: 'Frisch gehalten, Strom gespart',
        subtitle: 'Sparsame Kühl-Gefrier-Kombinationen mit Inverter-Kompressor, bis in die Küche geliefert.',
      },
      it: {
        title: 'Freschezza che fa risparmiare',
        subtitle: 'Frigoriferi combinati con compressore inverter, consegnati al piano.',
      },
    },
  },
  {
    key: 'hero-laundry',
    kind: 'main',
    colour: 'teal',
    link: '/c/washing-machines',
    text: {
      default: {
        title: 'Wash day, sorted',
        subtitle: 'Front loaders from 7 to 12 kg, delivered and installed by our own team.',
      },
      de: {
        title: 'Waschtag leicht gemacht',
        subtitle: 'Frontlader von 7 bis 10 kg, auf Wunsch mit Anschluss und Altgerätemitnahme.',
      },
      it: {
        title: 'Il bucato, senza pensieri',
        subtitle: 'Lavatrici da 7 a 10 kg, con installazione e ritiro dell’usato su richiesta.',
      },
    },
  },
  {
    key: 'hero-sale',
    kind: 'main',
    colour: 'red',
    link: '/c/sale',
    text: {
      default: {
        title: 'The Big Karoo Sale',
        subtitle: 'Real reductions on fridges, kettles, air fryers and more, while stock lasts.',
      },
      de: {
        title: 'Angebote bei Karoo',
        subtitle: 'Echte Preisnachlässe auf Kühlschränke, Wasserkocher, Heißluftfritteusen und mehr.',
      },
      it: {
        title: 'Le offerte Karoo',
        subtitle: 'Sconti veri su frigoriferi, bollitori, friggitrici ad aria e tanto altro.',
      },
    },
  },
  {
    key: 'small-kettles',
    kind: 'small',
    colour: 'orange',
    link: '/c/kettles',
    text: {
      default: { title: 'Kettles', subtitle: 'Fast, quiet and easy to descale.' },
      de: { title: 'Wasserkocher', subtitle: 'Schnell, leise und leicht zu entkalken.' },
      it: { title: 'Bollitori', subtitle: 'Veloci, silenziosi e facili da pulire dal calcare.' },
    },
  },
  {
    key: 'small-coffee',
    kind: 'small',
    colour: 'neutral',
    link: '/c/coffee-machines',
    text: {
      default: { title: 'Better coffee at home', subtitle: 'Capsule, manual and bean-to-cup machines.' },
      de: { title: 'Besserer Kaffee zu Hause', subtitle: 'Kapselmaschinen, Siebträger und Vollautomaten.' },
      it: { title: 'Il caffè di casa, più buono', subtitle: 'Macchine a capsule, manuali e superautomatiche.' },
    },
  },
  {
    key: 'small-airfryers',
    kind: 'small',
    colour: 'green',
    link: '/c/air-fryers',
    text: {
      default: { title: 'Air fryers', subtitle: 'Crisp results with a spoonful of oil.' },
      de: { title: 'Heißluftfritteusen', subtitle: 'Knusprig mit nur einem Löffel Öl.' },
      it: { title: 'Friggitrici ad aria', subtitle: 'Croccantezza con un solo cucchiaio d’olio.' },
    },
  },
  {
    key: 'small-bundles',
    kind: 'small',
    colour: 'blue',
    link: '/c/kitchen-bundles',
    text: {
      default: { title: 'Kitchen bundles', subtitle: 'Matching appliances, better value together.' },
      de: { title: 'Küchen-Sets', subtitle: 'Passende Geräte, im Set günstiger.' },
      it: { title: 'Set cucina', subtitle: 'Elettrodomestici coordinati, più convenienti insieme.' },
    },
  },
  {
    key: 'product-warranty',
    kind: 'product',
    colour: 'teal',
    link: '/c/extended-warranties',
    text: {
      default: {
        title: 'Extend your peace of mind',
        subtitle: 'Extended warranties of up to five years on large appliances.',
      },
      de: {
        title: 'Länger sorglos',
        subtitle: 'Garantieverlängerungen auf bis zu fünf Jahre für Großgeräte.',
      },
      it: {
        title: 'Più tranquillità, più a lungo',
        subtitle: 'Estensioni di garanzia fino a cinque anni sui grandi elettrodomestici.',
      },
    },
  },
  {
    key: 'product-recipes',
    kind: 'product',
    colour: 'orange',
    link: '/c/recipe-e-books',
    text: {
      default: {
        title: 'Recipe e-books',
        subtitle: 'South African favourites from our test kitchen, ready to download.',
      },
      de: {
        title: 'Rezept-E-Books',
        subtitle: 'Südafrikanische Lieblingsrezepte aus unserer Testküche zum Herunterladen.',
      },
      it: {
        title: 'Ricettari digitali',
        subtitle: 'I piatti preferiti del Sudafrica dalla nostra cucina di prova, da scaricare.',
      },
    },
  },
]

export function bannerImage(banner: Pick<BannerDefinition, 'colour' | 'key'>): string {
  return `/media/banner/${banner.colour}/${banner.key}.svg`
}
