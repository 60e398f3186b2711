import type { BlockSet, ContentStoreCode } from './types'

/** Small reusable CMS blocks per store view: footer blurb, newsletter promise, USP bar, checkout help. */
export const blocks: Record<ContentStoreCode, BlockSet> = {
  default: {
    'footer-about': {
      title: 'About Karoo Appliances',
      content: `
<p>Since 1998, Karoo Appliances has helped South African homes choose, install and repair the appliances they rely on. Seven stores from Cape Town to Johannesburg, our own service centre and honest advice, whichever brand suits you best.</p>
<p><a href="/about">More about us</a></p>
`,
    },
    'newsletter-promise': {
      title: 'Get 10% off your next order',
      content: `
<p>Subscribe to our newsletter and we will e-mail you a <strong>10% off coupon</strong> for your next order straight away. You also get early access to sales, new recipes and appliance care tips.</p>
<p>No spam, and you can unsubscribe at any time. See our <a href="/privacy-policy">privacy policy</a>.</p>
`,
    },
    'usp-bar': {
      title: 'Why shop with Karoo',
      content: `
<ul>
<li><strong>Free delivery</strong> on orders from {{delivery.freeOver}}</li>
<li><strong>6-month CPA warranty</strong> plus the manufacturer's guarantee</li>
<li><strong>Secure payment</strong> by card, instant EFT or instalments</li>
</ul>
`,
    },
    'checkout-help': {
      title: 'Need help with your order?',
      content: `
<p>Our team is available Monday to Friday 08:00–18:00 and Saturday 08:00–14:00. WhatsApp customer services on <strong>+27 82 460 1100</strong> or call <strong>0860 52 7662</strong>.</p>
<ul>
<li><a href="/shipping-delivery">Delivery fees and times</a></li>
<li><a href="/warranty-returns">Returns and warranty</a></li>
<li><a href="/terms-conditions">Terms and conditions</a></li>
</ul>
`,
    },
  },
  de: {
    'footer-about': {
      title: 'Über Karoo Appliances',
      content: `
<p>Seit 1998 hilft Karoo Appliances Haushalten, die richtigen Geräte zu finden, anzuschließen und lange zu nutzen. Gegründet in Kapstadt, liefern wir heute auch in ganz Deutschland, aus unserem Lager in Duisburg und mit ehrlicher Beratung statt Markendruck.</p>
<p><a href="/de/about">Mehr über uns</a></p>
`,
    },
    'newsletter-promise': {
      title: '10 % Rabatt auf Ihre nächste Bestellung',
      content: `
<p>Melden Sie sich für unseren Newsletter an und Sie erhalten sofort einen <strong>Gutschein über 10 %</strong> für Ihre nächste Bestellung per E-Mail. Dazu gibt es neue Angebote vorab, Rezepte und Pflegetipps für Ihre Geräte.</p>
<p>Kein Spam, Abmeldung jederzeit möglich. Mehr dazu in unserer <a href="/de/privacy-policy">Datenschutzerklärung</a>.</p>
`,
    },
    'usp-bar': {
      title: 'Darum bei Karoo kaufen',
      content: `
<ul>
<li><strong>Kostenloser Versand</strong> ab {{delivery.freeOver}} Bestellwert</li>
<li><strong>2 Jahre Gewährleistung</strong> und 14 Tage Widerrufsrecht</li>
<li><strong>Sicher bezahlen</strong> per Karte, Zahlungslink oder Ratenkauf</li>
</ul>
`,
    },
    'checkout-help': {
      title: 'Fragen zu Ihrer Bestellung?',
      content: `
<p>Unser Kundenservice ist Montag bis Freitag von 8 bis 18 Uhr und samstags von 9 bis 14 Uhr für Sie da: per WhatsApp unter <strong>+49 151 2360 4410</strong> oder telefonisch unter <strong>+49 40 8090 3140</strong>.</p>
<ul>
<li><a href="/de/shipping-delivery">Versandkosten und Lieferzeiten</a></li>
<li><a href="/de/warranty-returns">Widerruf und Gewährleistung</a></li>
<li><a href="/de/terms-conditions">Allgemeine Geschäftsbedingungen</a></li>
</ul>
`,
    },
  },
  it: {
    'footer-about': {
      title: 'Chi è Karoo Appliances',
      content: `
<p>Dal 1998 Karoo Appliances aiuta le famiglie a scegliere, installare e far durare i propri elettrodomestici. Nati a Città del Capo, oggi consegniamo in tutta Italia dal nostro magazzino europeo, con consigli sinceri e nessuna pressione sulle marche.</p>
<p><a href="/it/about">Scopri chi siamo</a></p>
`,
    },
    'newsletter-promise': {
      title: '10% di sconto sul tuo prossimo ordine',
      content: `
<p>Iscriviti alla newsletter e ricevi subito via e-mail un <strong>codice sconto del 10%</strong> sul tuo prossimo ordine. In più, offerte in anteprima, nuove ricette e consigli per la cura dei tuoi elettrodomestici.</p>
<p>Niente spam e puoi annullare l'iscrizione quando vuoi. Leggi l'<a href="/it/privacy-policy">informativa sulla privacy</a>.</p>
`,
    },
    'usp-bar': {
      title: 'Perché scegliere Karoo',
      content: `
<ul>
<li><strong>Spedizione gratuita</strong> per ordini da {{delivery.freeOver}}</li>
<li><strong>24 mesi di garanzia legale</strong> e 14 giorni per il recesso</li>
<li><strong>Pagamenti sicuri</strong> con carta, link di pagamento o a rate</li>
</ul>
`,
    },
    'checkout-help': {
      title: 'Serve aiuto con l’ordine?',
      content: `
<p>Il nostro servizio clienti risponde dal lunedì al venerdì dalle 9 alle 18 e il sabato dalle 9 alle 13: su WhatsApp al <strong>+39 347 018 5510</strong> o al telefono <strong>+39 02 8295 1470</strong>.</p>
<ul>
<li><a href="/it/shipping-delivery">Costi e tempi di consegna</a></li>
<li><a href="/it/warranty-returns">Recesso e garanzia</a></li>
<li><a href="/it/terms-conditions">Condizioni generali di vendita</a></li>
</ul>
`,
    },
  },
}
