import type { PageSet } from './types'

/** CMS pages of the German store view (euro, delivery from the European warehouse, EU consumer law). */
export const pagesDe: PageSet = {
  about: {
    title: 'Über Karoo Appliances',
    metaDescription:
      'Von der Reparaturwerkstatt in Kapstadt zum Online-Shop für Deutschland: Lernen Sie Karoo Appliances und unsere Haushaltsgeräte kennen.',
    content: `
<h2>Haushaltsgeräte, die mitarbeiten</h2>
<p>Karoo Appliances wurde 1998 als kleine Reparaturwerkstatt in Woodstock, einem Stadtteil von Kapstadt, gegründet. Elsa Botha und Sipho Dlamini reparierten Kühlschränke, Herde und Waschmaschinen, die andere längst aufgegeben hatten. Dabei lernten sie schnell, welche Geräte lange halten und welche nicht. Bald wollten die Kundinnen und Kunden wissen, was sie kaufen sollten, und nicht nur, was sich reparieren lässt. Ein paar Jahre später kam der erste Laden dazu.</p>
<p>Den Namen verdanken wir der Karoo, der weiten Halbwüste im Herzen Südafrikas, in der beide Gründer ihre Schulferien verbrachten. Dort zählt, was einfach, robust und ehrlich ist. Nach diesem Maßstab wählen wir bis heute unser Sortiment aus.</p>
<h2>Karoo heute</h2>
<ul>
<li><strong>Sieben Filialen</strong> in Südafrika, von Johannesburg bis Kapstadt, und unser Hauptsitz in Kapstadt.</li>
<li><strong>Über 300 Mitarbeitende</strong>, viele davon seit mehr als zehn Jahren bei uns.</li>
<li><strong>Seit 2024 ein Online-Shop für Deutschland und Italien</strong>, betrieben von der Karoo Appliances Europe GmbH in Hamburg und beliefert aus unserem Logistikzentrum in Duisburg.</li>
</ul>
<h2>Wofür wir stehen</h2>
<h3>Ehrliche Beratung</h3>
<p>Wir verdienen nicht daran, Ihnen eine bestimmte Marke zu verkaufen. Wenn ein kleinerer Kühlschrank oder ein günstigerer Wasserkocher besser zu Ihnen passt, sagen wir Ihnen das. Unser <a href="/de/i/size-guide">Größenratgeber</a> und die Erklärung zum <a href="/de/i/energy-labels">EU-Energielabel</a> beantworten die Fragen, die wir am häufigsten hören.</p>
<h3>Sparsam und langlebig</h3>
<p>Strom ist in Deutschland teuer, in Südafrika oft knapp. Deshalb bevorzugen wir Geräte mit Invertermotoren, guten Effizienzklassen und Ersatzteilen, die tatsächlich lieferbar sind. Gängige Ersatzteile halten wir mindestens sieben Jahre nach dem Ende eines Modells vorrätig.</p>
<h3>Service nach dem Kauf</h3>
<p>Mit dem Kauf fängt unsere Verantwortung erst an. Für jedes Gerät gilt die gesetzliche Gewährleistung von zwei Jahren, meist ergänzt durch eine Herstellergarantie. Reparaturen organisieren wir über ein Netz von Servicepartnern in ganz Deutschland. Mehr dazu unter <a href="/de/warranty-returns">Gewährleistung und Rückgabe</a>.</p>
<h2>Südafrikanische Wurzeln</h2>
<p>Auch wenn wir Ihnen aus Duisburg liefern: Unsere Rezepte, Ratgeber und ein guter Teil unserer Gelassenheit kommen aus Südafrika. Im Blog finden Sie zum Beispiel Chicken Wings mit Bobotie-Gewürz oder unser Rezept für Buttermilch-Rusks.</p>
<p>Fragen? Unser <a href="/de/customer-service">Kundenservice</a> hilft Ihnen gern weiter.</p>
`,
  },

  legal: {
    title: 'Impressum',
    metaDescription:
      'Impressum der Karoo Appliances Europe GmbH, Hamburg: Anschrift, Geschäftsführung, Handelsregister, USt-IdNr. und Angaben zur Streitbeilegung.',
    content: `
<h2>Angaben gemäß § 5 DDG</h2>
<table>
<tbody>
<tr><th>Anbieter</th><td>Karoo Appliances Europe GmbH</td></tr>
<tr><th>Anschrift</th><td>Überseeallee 12, 20457 Hamburg, Deutschland</td></tr>
<tr><th>Geschäftsführung</th><td>Katrin Albers, Sipho Dlamini</td></tr>
<tr><th>Handelsregister</th><td>Amtsgericht Hamburg, HRB 178432</td></tr>
<tr><th>Umsatzsteuer-Identifikationsnummer</th><td>DE334718205</td></tr>
<tr><th>Telefon</th><td>+49 40 8090 3140 (Mo–Fr 8–18 Uhr, Sa 9–14 Uhr)</td></tr>
<tr><th>E-Mail</th><td>service@karooappliances.de</td></tr>
<tr><th>WEEE-Reg.-Nr.</th><td>DE 48213977</td></tr>
</tbody>
</table>
<p>Die Karoo Appliances Europe GmbH ist eine Tochtergesellschaft der Karoo Appliances (Pty) Ltd, Kapstadt, Südafrika.</p>
<h2>Verantwortlich für den Inhalt</h2>
<p>Verantwortlich für redaktionelle Inhalte nach § 18 Abs. 2 MStV: Katrin Albers, Anschrift wie oben.</p>
<h2>Verbraucherstreitbeilegung</h2>
<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Wenn Sie mit uns unzufrieden sind, sprechen Sie uns bitte direkt an: Die meisten Anliegen klären wir innerhalb weniger Tage.</p>
<h2>Haftung für Inhalte und Links</h2>
<p>Wir erstellen die Inhalte dieser Website mit großer Sorgfalt. Produktangaben beruhen auf den Daten der Hersteller; technische Änderungen und Irrtümer bleiben vorbehalten. Maßgeblich sind die Angaben auf der Produktseite zum Zeitpunkt Ihrer Bestellung. Diese Website verlinkt ausschließlich auf eigene Seiten.</p>
<h2>Urheberrecht</h2>
<p>Texte, Produktbeschreibungen, Fotos und Grafiken auf dieser Website sind urheberrechtlich geschützt. Eine Vervielfältigung oder Verwendung ohne unsere schriftliche Zustimmung ist nicht gestattet. Marken und Logos sind Eigentum der jeweiligen Inhaber.</p>
<h2>Rücknahme von Elektroaltgeräten</h2>
<p>Als Vertreiber von Elektro- und Elektronikgeräten sind wir nach dem Elektro- und Elektronikgerätegesetz (ElektroG) zur Rücknahme von Altgeräten verpflichtet. Wie das funktioniert, erklären wir unter <a href="/de/shipping-delivery">Versand und Lieferung</a>. Altgeräte gehören nicht in den Hausmüll; das Symbol der durchgestrichenen Mülltonne weist darauf hin.</p>
<h2>Weitere rechtliche Informationen</h2>
<ul>
<li><a href="/de/terms-conditions">Allgemeine Geschäftsbedingungen</a></li>
<li><a href="/de/privacy-policy">Datenschutzerklärung</a></li>
<li><a href="/de/warranty-returns">Widerrufsrecht, Gewährleistung und Rückgabe</a></li>
</ul>
`,
  },

  'privacy-policy': {
    title: 'Datenschutzerklärung',
    metaDescription:
      'Wie die Karoo Appliances Europe GmbH Ihre personenbezogenen Daten nach der DSGVO verarbeitet und welche Rechte Sie haben.',
    content: `
<p>Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche personenbezogenen Daten wir verarbeiten, zu welchem Zweck und auf welcher Rechtsgrundlage nach der Datenschutz-Grundverordnung (DSGVO). Stand: 15. Januar 2026.</p>
<h2>Verantwortlicher</h2>
<p>Karoo Appliances Europe GmbH, Überseeallee 12, 20457 Hamburg, E-Mail: datenschutz@karooappliances.de. Unseren Datenschutzbeauftragten erreichen Sie unter derselben Anschrift mit dem Zusatz „Datenschutzbeauftragter“.</p>
<h2>Welche Daten wir verarbeiten und warum</h2>
<ul>
<li><strong>Bestellung und Lieferung:</strong> Name, Anschrift, E-Mail-Adresse, Telefonnummer und bestellte Artikel, um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Ihre Telefonnummer geben wir an die Spedition weiter, damit diese einen Liefertermin mit Ihnen vereinbaren kann.</li>
<li><strong>Zahlung:</strong> Die Zahlungsdaten verarbeiten unsere Zahlungsdienstleister. Ihre vollständige Kartennummer sehen und speichern wir nicht.</li>
<li><strong>Kundenkonto:</strong> Wenn Sie ein Konto anlegen, speichern wir Ihre Daten, bis Sie es löschen. Passwörter speichern wir nur als sicheren Hash-Wert.</li>
<li><strong>Kundenservice:</strong> Anfragen per Telefon, E-Mail, WhatsApp oder Kontaktformular bearbeiten wir zur Vertragserfüllung bzw. aufgrund unseres berechtigten Interesses an einer guten Betreuung (Art. 6 Abs. 1 lit. f DSGVO).</li>
<li><strong>Newsletter:</strong> nur mit Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO) im Double-Opt-in-Verfahren. Sie können sich jederzeit abmelden, zum Beispiel unter <a href="/de/my-account/newsletter">Newsletter-Einstellungen</a>.</li>
<li><strong>Gesetzliche Pflichten:</strong> Rechnungen und Buchungsbelege bewahren wir nach Handels- und Steuerrecht auf (Art. 6 Abs. 1 lit. c DSGVO).</li>
</ul>
<h2>Cookies und lokale Speicherung</h2>
<p>Wir verwenden nur Cookies und lokale Speicherung, die für den Betrieb des Shops unbedingt erforderlich sind, etwa für Warenkorb, Anmeldung und die Offline-Funktion (§ 25 Abs. 2 TDDDG). Tracking- oder Werbe-Cookies setzen wir nicht ohne Ihre Einwilligung ein.</p>
<h2>Empfänger und Übermittlung in Drittländer</h2>
<p>Wir geben Daten nur weiter, soweit es nötig ist: an Paketdienste und Speditionen, Zahlungsdienstleister, Servicepartner für Reparaturen und unsere IT-Dienstleister, die als Auftragsverarbeiter vertraglich gebunden sind. Einige Systeme betreibt unsere Muttergesellschaft in Südafrika. Für diese Übermittlung haben wir EU-Standardvertragsklauseln abgeschlossen (Art. 46 DSGVO); eine Kopie erhalten Sie auf Anfrage.</p>
<h2>Speicherdauer</h2>
<p>Wir löschen Ihre Daten, sobald sie für den Zweck nicht mehr benötigt werden. Bestell- und Rechnungsdaten bewahren wir so lange auf, wie es die handels- und steuerrechtlichen Fristen verlangen, in der Regel sechs bis zehn Jahre.</p>
<h2>Ihre Rechte</h2>
<ul>
<li>Auskunft (Art. 15), Berichtigung (Art. 16) und Löschung (Art. 17)</li>
<li>Einschränkung der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20)</li>
<li>Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen und gegen Direktwerbung (Art. 21)</li>
<li>Widerruf einer Einwilligung mit Wirkung für die Zukunft</li>
<li>Beschwerde bei einer Aufsichtsbehörde, zum Beispiel bei der Hamburgischen Beauftragten für Datenschutz und Informationsfreiheit</li>
</ul>
<p>Schreiben Sie uns einfach an datenschutz@karooappliances.de. Weitere Angaben zu unserem Unternehmen finden Sie im <a href="/de/legal">Impressum</a>.</p>
`,
  },

  'terms-conditions': {
    title: 'Allgemeine Geschäftsbedingungen',
    metaDescription:
      'AGB der Karoo Appliances Europe GmbH für Bestellungen in Deutschland: Vertragsschluss, Preise, Zahlung, Lieferung, Widerruf und Gewährleistung.',
    content: `
<p>Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen bei der Karoo Appliances Europe GmbH, Überseeallee 12, 20457 Hamburg, über diesen Online-Shop, per Telefon oder WhatsApp. Stand: 15. Januar 2026.</p>
<h2>§ 1 Vertragsschluss</h2>
<p>Die Darstellung der Produkte im Shop ist noch kein verbindliches Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab. Die automatische Eingangsbestätigung bestätigt nur den Eingang Ihrer Bestellung. Der Vertrag kommt zustande, wenn wir die Bestellung per E-Mail annehmen oder die Ware versenden. Vertragssprache ist Deutsch. Wir speichern den Vertragstext; Sie erhalten ihn mit der Bestellbestätigung per E-Mail.</p>
<h2>§ 2 Preise und Versandkosten</h2>
<p>Alle Preise sind Endpreise in Euro und enthalten die gesetzliche Umsatzsteuer. Versandkosten und Kosten für Zusatzleistungen wie den Anschluss von Geräten werden vor Abschluss der Bestellung angezeigt. Einzelheiten finden Sie unter <a href="/de/shipping-delivery">Versand und Lieferung</a>.</p>
<h2>§ 3 Zahlung</h2>
<p>Sie können per Kredit- oder Debitkarte, per Zahlungslink, in Raten über unseren Finanzierungspartner oder per Vorkasse bezahlen. Bei Vorkasse versenden wir die Ware nach Zahlungseingang. Geschäftskunden können eine Rechnung mit ihrer Umsatzsteuer-Identifikationsnummer anfordern.</p>
<h2>§ 4 Lieferung und Eigentumsvorbehalt</h2>
<p>Wir liefern innerhalb Deutschlands. Die Lieferzeit steht auf der Produktseite. Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</p>
<h2>§ 5 Widerrufsrecht</h2>
<p>Verbraucherinnen und Verbrauchern steht ein gesetzliches Widerrufsrecht von 14 Tagen zu. Die vollständige Widerrufsbelehrung finden Sie unter <a href="/de/warranty-returns">Gewährleistung und Rückgabe</a>.</p>
<h2>§ 6 Gewährleistung und Garantie</h2>
<p>Es gilt die gesetzliche Mängelhaftung mit einer Frist von zwei Jahren ab Lieferung. Herstellergarantien und verlängerte Garantien gelten zusätzlich und lassen Ihre gesetzlichen Rechte unberührt; ihre Bedingungen finden Sie in den Garantieunterlagen.</p>
<h2>§ 7 Gutscheine</h2>
<p>Geschenkgutscheine sind bis zum Ende des dritten Jahres nach dem Kauf gültig und können nicht bar ausgezahlt werden. Mehr dazu unter <a href="/de/gift-card">Geschenkgutscheine</a>.</p>
<h2>§ 8 Haftung</h2>
<p>Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit, für Schäden aus der Verletzung von Leben, Körper oder Gesundheit sowie nach dem Produkthaftungsgesetz. Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt.</p>
<h2>§ 9 Schlussbestimmungen</h2>
<p>Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts. Gegenüber Verbraucherinnen und Verbrauchern gilt diese Rechtswahl nur, soweit dadurch nicht der Schutz zwingender Bestimmungen des Staates entzogen wird, in dem sie ihren gewöhnlichen Aufenthalt haben. Informationen zum Datenschutz finden Sie in der <a href="/de/privacy-policy">Datenschutzerklärung</a>, unsere Unternehmensangaben im <a href="/de/legal">Impressum</a>.</p>
`,
  },

  'customer-service': {
    title: 'Kundenservice',
    metaDescription:
      'So erreichen Sie Karoo Appliances: WhatsApp für Kundenservice, Servicecenter, Ersatzteile und Großgeräte, Telefon, E-Mail und Servicezeiten.',
    content: `
<h2>Wir sind für Sie da</h2>
<p>Sie suchen den passenden Kühlschrank, möchten einen Liefertermin verschieben oder Ihre Waschmaschine pumpt nicht mehr ab? Bei uns meldet sich ein Mensch, kein Sprachcomputer. Wählen Sie einfach den Weg, der Ihnen am liebsten ist.</p>
<h2>WhatsApp</h2>
<p>Am schnellsten geht es per WhatsApp. Speichern Sie die Nummer der passenden Abteilung und schicken Sie uns eine Nachricht, wenn vorhanden mit Ihrer Bestellnummer.</p>
<table>
<thead><tr><th>Abteilung</th><th>WhatsApp</th><th>Zuständig für</th></tr></thead>
<tbody>
<tr><td>Kundenservice</td><td><a href="https://wa.me/4915123604410?text=Hallo%20Karoo-Kundenservice%2C%20ich%20habe%20eine%20Frage%3A">+49 151 2360 4410</a></td><td>Bestellungen, Zahlung, Liefertermine, Widerruf und Rücksendungen</td></tr>
<tr><td>Servicecenter</td><td><a href="https://wa.me/4915123604420?text=Hallo%20Karoo-Servicecenter%2C%20ich%20habe%20eine%20Frage%3A">+49 151 2360 4420</a></td><td>Reparaturen, Technikerbesuche, Gewährleistung und Garantie</td></tr>
<tr><td>Ersatzteile</td><td><a href="https://wa.me/4915123604430?text=Hallo%20Karoo-Ersatzteilteam%2C%20ich%20habe%20eine%20Frage%3A">+49 151 2360 4430</a></td><td>Filter, Dichtungen, Glaskannen, Körbe und weiteres Zubehör</td></tr>
<tr><td>Großgeräte</td><td><a href="https://wa.me/4915123604440?text=Hallo%20Karoo-Gro%C3%9Fger%C3%A4teteam%2C%20ich%20habe%20eine%20Frage%3A">+49 151 2360 4440</a></td><td>Beratung, Lieferung und Anschluss von Kühlschränken, Herden und Waschmaschinen</td></tr>
</tbody>
</table>
<h2>Telefon und E-Mail</h2>
<ul>
<li>Telefon: <strong>+49 40 8090 3140</strong> (Festnetztarif, keine Zusatzkosten)</li>
<li>E-Mail: service@karooappliances.de</li>
<li>Oder nutzen Sie unser <a href="/de/contact">Kontaktformular</a>. Sie erhalten eine Bestätigung mit Vorgangsnummer per E-Mail.</li>
</ul>
<h2>Servicezeiten</h2>
<table>
<thead><tr><th>Tag</th><th>Telefon und WhatsApp</th></tr></thead>
<tbody>
<tr><td>Montag bis Freitag</td><td>8:00 – 18:00 Uhr</td></tr>
<tr><td>Samstag</td><td>9:00 – 14:00 Uhr</td></tr>
<tr><td>Sonn- und Feiertage</td><td>geschlossen</td></tr>
</tbody>
</table>
<p>Nachrichten, die außerhalb der Servicezeiten eingehen, beantworten wir am nächsten Werktag als Erstes. Unsere Filialen in Südafrika und ihre Öffnungszeiten finden Sie in der <a href="/de/stores">Filialsuche</a>.</p>
<h2>Schnelle Antworten</h2>
<ul>
<li><strong>Wo ist meine Bestellung?</strong> Nutzen Sie die <a href="/de/order-tracking">Sendungsverfolgung</a> mit Bestellnummer und E-Mail-Adresse.</li>
<li><strong>Versandkosten und Lieferzeiten:</strong> siehe <a href="/de/shipping-delivery">Versand und Lieferung</a>.</li>
<li><strong>Defekt oder Widerruf:</strong> siehe <a href="/de/warranty-returns">Gewährleistung und Rückgabe</a>.</li>
<li><strong>Neues Gerät registrieren</strong> für schnelleren Service: <a href="/de/register-your-warranty">Garantie registrieren</a>.</li>
<li><strong>Bestellung aus dem gedruckten Katalog:</strong> <a href="/de/order-from-catalog">So funktioniert es</a>.</li>
</ul>
<p>Geschäftskunden, die mehrere Geräte benötigen oder ein Angebot mit Rechnung auf ihre USt-IdNr. wünschen, wenden sich bitte an den Kundenservice.</p>
`,
  },

  'shipping-delivery': {
    title: 'Versand und Lieferung',
    metaDescription:
      'Lieferung in ganz Deutschland aus Duisburg: kostenloser Standardversand ab {{delivery.freeOver}}, Großgeräte bis in die Wohnung, Altgerätemitnahme.',
    content: `
<h2>Von Duisburg zu Ihnen</h2>
<p>Alle Bestellungen für Deutschland versenden wir aus unserem Logistikzentrum in Duisburg. Kleingeräte kommen als Paket, Großgeräte wie Kühlschränke, Waschmaschinen und Herde liefert unser Speditionspartner mit zwei Personen bis in die Wohnung. Wir liefern an alle Adressen in Deutschland, Pakete auch an Packstationen, Großgeräte jedoch nicht.</p>
<h2>Versandkosten und Lieferzeiten</h2>
<table>
<thead><tr><th>Versandart</th><th>Lieferzeit</th><th>Kosten</th></tr></thead>
<tbody>
<tr><td>Standardversand (Paket)</td><td>{{delivery.standard.days}} Werktage</td><td>{{delivery.standard.price}}, ab {{delivery.freeOver}} Bestellwert kostenlos</td></tr>
<tr><td>Expressversand (Paket)</td><td>{{delivery.express.days}} Werktage</td><td>{{delivery.express.price}}</td></tr>
<tr><td>Großgerät bis zur Verwendungsstelle</td><td>{{delivery.large_appliance.days}} Werktage, mit Terminvereinbarung</td><td>{{delivery.large_appliance.price}}</td></tr>
<tr><td>Anschluss von Waschmaschine oder Geschirrspüler</td><td>bei Lieferung</td><td>in der Großgerätelieferung enthalten ({{installation.price}})</td></tr>
</tbody>
</table>
<p>Werktage sind Montag bis Samstag ohne gesetzliche Feiertage. Was bis 14 Uhr bezahlt ist und auf Lager liegt, verlässt unser Lager noch am selben Tag.</p>
<h2>Großgeräte: Lieferung mit Termin</h2>
<p>Die Spedition meldet sich telefonisch oder per SMS, um ein Lieferfenster von zwei Stunden zu vereinbaren. Das Team trägt das Gerät an den gewünschten Platz, packt es aus und nimmt die Verpackung mit. Bitte messen Sie vorher Türen, Flure und Treppenhäuser aus; unser <a href="/de/i/size-guide">Größenratgeber</a> zeigt, worauf es ankommt.</p>
<p>Einbaugeräte und Elektroherde mit Festanschluss dürfen nur von einer Elektrofachkraft angeschlossen werden. Diesen Anschluss bieten wir nicht an.</p>
<h2>Altgeräte geben Sie einfach mit</h2>
<p>Nach dem Elektro- und Elektronikgerätegesetz nehmen wir Ihr Altgerät kostenlos zurück:</p>
<ul>
<li><strong>Großgeräte:</strong> Kaufen Sie ein neues Gerät gleicher Art, zum Beispiel einen Kühlschrank für einen Kühlschrank, nehmen wir das Altgerät bei der Lieferung kostenlos mit. Sagen Sie uns dafür bei der Bestellung oder spätestens bei der Terminvereinbarung Bescheid, damit das Team darauf eingestellt ist. Das Gerät muss abgeklemmt und entleert sein.</li>
<li><strong>Kleingeräte</strong> (keine äußere Abmessung über 25 cm) können Sie uns auch ohne Neukauf kostenlos zurückschicken; das Rücksendeetikett erhalten Sie vom Kundenservice.</li>
</ul>
<p>Bitte entnehmen Sie vorher Batterien und Akkus, soweit möglich, und löschen Sie personenbezogene Daten von vernetzten Geräten.</p>
<h2>Bei der Lieferung</h2>
<p>Prüfen Sie bitte die Verpackung, bevor Sie unterschreiben. Sichtbare Transportschäden vermerken Sie am besten auf dem Lieferschein und melden sie uns per WhatsApp unter +49 151 2360 4410. Ihre gesetzlichen Rechte bleiben davon unberührt, auch wenn Sie einen Schaden erst später entdecken.</p>
<p>Kühlgeräte sollten nach dem Transport etwa vier Stunden stehen, bevor Sie sie einschalten. Wo Ihr Paket gerade ist, sehen Sie in der <a href="/de/order-tracking">Sendungsverfolgung</a>.</p>
`,
  },

  'warranty-returns': {
    title: 'Gewährleistung und Rückgabe',
    metaDescription:
      'Ihre Rechte bei Karoo: 14 Tage Widerrufsrecht, zwei Jahre gesetzliche Gewährleistung, Herstellergarantie und so funktioniert die Rücksendung.',
    content: `
<h2>Widerrufsbelehrung</h2>
<h3>Widerrufsrecht</h3>
<p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat. Bei mehreren Waren, die getrennt geliefert werden, beginnt die Frist mit Erhalt der letzten Ware.</p>
<p>Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (Karoo Appliances Europe GmbH, Überseeallee 12, 20457 Hamburg, Telefon +49 40 8090 3140, E-Mail service@karooappliances.de) mittels einer eindeutigen Erklärung, zum Beispiel per E-Mail, Brief oder über unser <a href="/de/contact">Kontaktformular</a>, über Ihren Entschluss informieren. Zur Wahrung der Frist reicht es aus, dass Sie die Mitteilung vor Ablauf der Frist absenden.</p>
<h3>Folgen des Widerrufs</h3>
<p>Wir erstatten Ihnen alle Zahlungen einschließlich der Standard-Lieferkosten unverzüglich, spätestens binnen vierzehn Tagen ab Eingang Ihres Widerrufs, über das Zahlungsmittel, das Sie verwendet haben. Wir können die Rückzahlung verweigern, bis wir die Waren zurückerhalten haben oder Sie nachgewiesen haben, dass Sie sie zurückgesandt haben. Paketfähige Waren können Sie kostenlos mit unserem Rücksendeetikett zurückschicken. Bei Großgeräten, die per Spedition abgeholt werden, tragen Sie die unmittelbaren Kosten der Rücksendung; sie betragen höchstens etwa 79 €. Für einen Wertverlust müssen Sie nur aufkommen, wenn er auf einen Umgang mit der Ware zurückzuführen ist, der zur Prüfung von Beschaffenheit, Eigenschaften und Funktionsweise nicht notwendig war.</p>
<p>Kein Widerrufsrecht besteht unter anderem bei versiegelten Waren aus Hygienegründen, deren Versiegelung entfernt wurde (etwa Wasserfilterkartuschen), sowie bei digitalen Inhalten wie Rezept-E-Books, wenn Sie dem Beginn des Downloads zugestimmt haben.</p>
<h2>Gesetzliche Gewährleistung: zwei Jahre</h2>
<p>Für alle Waren gilt die gesetzliche Mängelhaftung von zwei Jahren ab Lieferung. Zeigt sich ein Mangel innerhalb des ersten Jahres, wird vermutet, dass er schon bei der Lieferung vorhanden war. Sie können zunächst zwischen Reparatur und Ersatzlieferung wählen. Gelingt das nicht, können Sie vom Vertrag zurücktreten oder den Preis mindern.</p>
<h2>Herstellergarantie und Garantieverlängerung</h2>
<p>Viele Hersteller geben zusätzlich eine Garantie, bei Kompressoren und Invertermotoren oft zehn Jahre. Sie ergänzt Ihre gesetzlichen Rechte, schränkt sie aber nicht ein. <a href="/de/register-your-warranty">Registrieren Sie Ihr Gerät</a>, damit wir Ihnen im Servicefall schneller helfen können. Für noch mehr Sicherheit gibt es unsere <a href="/de/c/extended-warranties">Garantieverlängerungen</a>.</p>
<h2>So melden Sie einen Defekt</h2>
<ol>
<li>Schreiben Sie unserem Servicecenter per WhatsApp (+49 151 2360 4420) oder über das Kontaktformular, mit Bestellnummer und einer kurzen Beschreibung, gern mit Foto.</li>
<li>Kleingeräte senden Sie mit dem Etikett zurück, das wir Ihnen schicken.</li>
<li>Bei Großgeräten kommt ein Techniker unseres Servicepartners zu Ihnen oder wir holen das Gerät ab. Bitte schicken Sie Großgeräte nicht selbst zurück.</li>
</ol>
`,
  },

  'gift-card': {
    title: 'Geschenkgutscheine',
    metaDescription:
      'Karoo-Geschenkgutscheine von 10 € bis 500 €: als E-Mail oder Karte, drei Jahre gültig und für das gesamte Sortiment einlösbar.',
    content: `
<h2>Das Geschenk, das immer passt</h2>
<p>Standmixer oder doch lieber eine neue Kaffeemaschine? Lassen Sie die Beschenkten selbst wählen. Ein Karoo-Geschenkgutschein gilt für unser gesamtes Sortiment, vom Wasserkocher bis zur Kühl-Gefrier-Kombination.</p>
<h2>Zwei Varianten</h2>
<h3>E-Mail-Gutschein</h3>
<p>Sie wählen den Betrag, schreiben eine persönliche Nachricht und legen fest, an welchem Tag der Gutschein ankommen soll. Wir schicken ihn pünktlich per E-Mail an die beschenkte Person oder an Sie, wenn Sie ihn lieber selbst ausdrucken möchten. Ideal, wenn der Geburtstag schon morgen ist.</p>
<h3>Gutscheinkarte</h3>
<p>Die Karte kommt in einer schönen Geschenkverpackung per Post, versandkostenfrei innerhalb Deutschlands. Bitte rechnen Sie mit zwei bis vier Werktagen Lieferzeit.</p>
<h2>Gut zu wissen</h2>
<ul>
<li>Beträge von <strong>10 € bis 500 €</strong>, frei wählbar in ganzen Euro.</li>
<li>Gültig bis zum <strong>Ende des dritten Jahres</strong> nach dem Kauf. Ein Gutschein von 2026 gilt also bis zum 31. Dezember 2029.</li>
<li>Teileinlösung möglich: Das Restguthaben bleibt bis zum Ablauf erhalten.</li>
<li>Mehrere Gutscheine lassen sich kombinieren; einen Restbetrag zahlen Sie wie gewohnt.</li>
<li>Keine Barauszahlung und kein Kauf weiterer Gutscheine mit einem Gutschein.</li>
</ul>
<h2>So lösen Sie ein</h2>
<ol>
<li>Legen Sie die gewünschten Artikel in den Warenkorb.</li>
<li>Geben Sie im Bezahlvorgang den Gutscheincode in das Feld <em>Geschenkgutschein oder Aktionscode</em> ein.</li>
<li>Der Betrag wird von Ihrer Summe abgezogen. Ist noch etwas offen, wählen Sie eine Zahlungsart.</li>
</ol>
<p>Bitte beachten Sie: Gutscheine aus unserem Online-Shop für Deutschland und Italien gelten nicht in unseren Filialen in Südafrika, und umgekehrt.</p>
<h2>Fragen zum Guthaben?</h2>
<p>Behandeln Sie Ihren Gutschein wie Bargeld. E-Mail-Gutscheine senden wir auf Wunsch erneut an die ursprüngliche Adresse. Bei Verlust einer Karte sperren wir das Restguthaben und stellen es neu aus, wenn Sie uns die Bestellnummer nennen. Unser <a href="/de/customer-service">Kundenservice</a> hilft gern, auch bei größeren Mengen für Mitarbeitende oder Geschäftspartner.</p>
`,
  },

  sale: {
    title: 'Angebote',
    metaDescription:
      'Aktuelle Angebote bei Karoo Appliances: reduzierte Kühlschränke, Waschmaschinen, Wasserkocher und Heißluftfritteusen, solange der Vorrat reicht.',
    content: `
<h2>Gute Geräte, bessere Preise</h2>
<p>In unseren Angeboten finden Sie echte Preisnachlässe auf Geräte, die wir auch zum vollen Preis empfehlen würden. Keine Restposten, die wir loswerden wollen, und keine Sondermodelle, die nur für eine Aktion gebaut wurden: Es sind dieselben Kühlschränke, Waschmaschinen, Wasserkocher und Heißluftfritteusen wie im regulären Sortiment, mit derselben Gewährleistung und demselben Service.</p>
<p><a href="/de/c/sale">Alle Angebote ansehen</a></p>
<h2>Hier lohnt sich der Blick</h2>
<ul>
<li><a href="/de/c/fridges-freezers">Kühl- und Gefriergeräte</a>: Ein Gerät der Effizienzklasse A oder B spart gegenüber einem zehn Jahre alten Kühlschrank jedes Jahr spürbar Strom.</li>
<li><a href="/de/c/washing-machines">Waschmaschinen</a>: Achten Sie auf den Energieverbrauch pro 100 Waschzyklen und den Wasserverbrauch auf dem Label.</li>
<li><a href="/de/c/air-fryers">Heißluftfritteusen</a> und <a href="/de/c/coffee-machines">Kaffeemaschinen</a>: kleine Anschaffungen, die den Alltag jeden Tag ein bisschen leichter machen.</li>
<li><a href="/de/c/kitchen-bundles">Küchen-Sets</a>: passende Geräte im gleichen Design, im Set günstiger als einzeln.</li>
</ul>
<h2>So funktionieren unsere Angebotspreise</h2>
<ul>
<li>Bei jeder Preisermäßigung nennen wir als Vergleich den niedrigsten Preis, den wir in den 30 Tagen vor der Ermäßigung verlangt haben, wie es die Preisangabenverordnung vorschreibt.</li>
<li>Angebotspreise gelten im angegebenen Zeitraum oder solange der Vorrat reicht.</li>
<li>Aktionscodes lassen sich nur kombinieren, wenn es bei der Aktion ausdrücklich angegeben ist. Geschenkgutscheine können Sie immer einlösen.</li>
<li>Für reduzierte Ware gelten dieselben Rechte wie für jeden anderen Kauf: 14 Tage Widerrufsrecht und zwei Jahre gesetzliche Gewährleistung. Mehr unter <a href="/de/warranty-returns">Gewährleistung und Rückgabe</a>.</li>
</ul>
<h2>Versandkostenfrei ab {{delivery.freeOver}}</h2>
<p>Paketversand ist ab {{delivery.freeOver}} Bestellwert kostenlos, die Lieferung von Großgeräten bis in die Wohnung kostet {{delivery.large_appliance.price}}. Ihr altes Gerät nehmen wir bei der Lieferung eines gleichartigen Neugeräts kostenlos mit. Alle Details unter <a href="/de/shipping-delivery">Versand und Lieferung</a>.</p>
<h2>Kein Angebot mehr verpassen</h2>
<p>Melden Sie sich für unseren Newsletter an: Sie erhalten einen Gutschein über 10 % für Ihre nächste Bestellung und erfahren vor allen anderen von neuen Aktionen. Die Abmeldung ist jederzeit mit einem Klick möglich.</p>
`,
  },

  'order-tracking': {
    title: 'Bestellung verfolgen',
    metaDescription:
      'Verfolgen Sie Ihre Karoo-Bestellung mit Bestellnummer und E-Mail-Adresse. Was die einzelnen Bestellstatus bedeuten und wann Sie uns kontaktieren sollten.',
    content: `
<h2>Wo ist meine Bestellung?</h2>
<p>Sie können Ihre Bestellung von der Zahlung bis zur Haustür verfolgen. Dafür brauchen Sie nur zwei Angaben:</p>
<ul>
<li>Ihre <strong>Bestellnummer</strong>; sie steht im Betreff Ihrer Bestellbestätigung, und</li>
<li>die <strong>E-Mail-Adresse</strong>, die Sie bei der Bestellung angegeben haben.</li>
</ul>
<p>Tragen Sie beides in das Formular auf dieser Seite ein. Aus Sicherheitsgründen zeigen wir eine Bestellung nur an, wenn Nummer und E-Mail-Adresse zusammenpassen. Wenn Sie angemeldet sind, finden Sie alle Bestellungen auch unter <a href="/de/my-account/orders">Mein Konto, Bestellungen</a>.</p>
<h2>Was der Status bedeutet</h2>
<table>
<thead><tr><th>Status</th><th>Bedeutung</th></tr></thead>
<tbody>
<tr><td>Ausstehend</td><td>Ihre Bestellung ist eingegangen, die Zahlung ist aber noch nicht bestätigt. Karten- und Linkzahlungen werden meist innerhalb weniger Minuten bestätigt, eine Überweisung bei Vorkasse dauert ein bis zwei Werktage.</td></tr>
<tr><td>In Bearbeitung</td><td>Die Zahlung ist da. Ihre Artikel werden kommissioniert und verpackt, an den Paketdienst übergeben oder bei der Spedition angemeldet.</td></tr>
<tr><td>Abgeschlossen</td><td>Ihre Bestellung wurde zugestellt.</td></tr>
</tbody>
</table>
<p>Sobald ein Paket unser Lager in Duisburg verlässt, schicken wir Ihnen die Sendungsnummer des Paketdienstes per E-Mail. Bei Großgeräten meldet sich die Spedition, um einen Liefertermin mit Ihnen abzustimmen.</p>
<h2>Meine Bestellung kommt nicht voran</h2>
<ul>
<li><strong>Seit mehr als zwei Werktagen „Ausstehend“?</strong> Prüfen Sie bitte, ob die Zahlung ausgeführt wurde. Bei Vorkasse geben Sie die Bestellnummer als Verwendungszweck an.</li>
<li><strong>Länger „In Bearbeitung“ als die angegebene Lieferzeit?</strong> In Aktionswochen und vor Feiertagen kann der Versand ein bis zwei Tage länger dauern. Dauert es länger, melden Sie sich bitte.</li>
<li><strong>Laut Sendungsverfolgung zugestellt, aber nichts angekommen?</strong> Fragen Sie bitte zuerst bei Nachbarn nach und prüfen Sie Ihren Briefkasten auf eine Benachrichtigungskarte. Dann melden Sie sich bei uns.</li>
</ul>
<p>Unser Kundenservice ist per WhatsApp unter +49 151 2360 4410 und telefonisch unter +49 40 8090 3140 erreichbar. Halten Sie Ihre Bestellnummer bereit. Die üblichen Lieferzeiten stehen unter <a href="/de/shipping-delivery">Versand und Lieferung</a>.</p>
<h2>Offline bestellt?</h2>
<p>Haben Sie ohne Internetverbindung bestellt, wartet Ihre Bestellung auf Ihrem Gerät und wird gesendet, sobald Sie wieder online sind. In der Sendungsverfolgung erscheint sie erst, wenn sie bei uns eingegangen ist und Sie die Bestellbestätigung erhalten haben.</p>
`,
  },

  'order-from-catalog': {
    title: 'Aus dem Katalog bestellen',
    metaDescription:
      'Etwas im gedruckten Karoo-Katalog entdeckt? Bestellen Sie bequem per Telefon oder WhatsApp mit der Artikelnummer und bezahlen Sie sicher per Link.',
    content: `
<h2>Unser gedruckter Katalog</h2>
<p>Zweimal im Jahr, im Frühjahr und im Herbst, erscheint unser Katalog für Deutschland und Italien mit dem gesamten Sortiment, saisonalen Angeboten und Rezepten aus unserer Testküche. Sie können ihn kostenlos beim Kundenservice anfordern; wir schicken ihn Ihnen per Post. Viele unserer Kundinnen und Kunden blättern lieber in Ruhe auf Papier und bestellen dann mit einer kurzen Nachricht.</p>
<h2>So bestellen Sie</h2>
<ol>
<li><strong>Artikelnummer notieren:</strong> Unter jedem Preis im Katalog steht eine Artikelnummer, zum Beispiel FRG-1042, dazu die Seitenzahl.</li>
<li><strong>Kontakt aufnehmen:</strong> telefonisch unter +49 40 8090 3140 oder per WhatsApp an unseren Kundenservice unter +49 151 2360 4410. Für Kühlschränke, Herde, Waschmaschinen und andere Großgeräte berät Sie unser Großgeräte-Team unter +49 151 2360 4440.</li>
<li><strong>Angaben machen:</strong> Artikelnummern und Mengen, Ihr Name, Lieferadresse, E-Mail-Adresse und Telefonnummer.</li>
<li><strong>Sicher bezahlen:</strong> Wir schicken Ihnen einen sicheren Zahlungslink per E-Mail oder SMS. Damit zahlen Sie per Karte oder in Raten. Alternativ überweisen Sie per Vorkasse mit der Bestellnummer als Verwendungszweck.</li>
<li><strong>Bestätigung erhalten:</strong> Sie bekommen eine Bestellbestätigung per E-Mail mit Ihrer Bestellnummer für die <a href="/de/order-tracking">Sendungsverfolgung</a>.</li>
</ol>
<p>Wichtig: Wir fragen Sie am Telefon oder per WhatsApp niemals nach Kartennummer, Prüfziffer oder TAN. Bezahlen Sie ausschließlich über den Link, den wir Ihnen senden.</p>
<h2>Preise und Gültigkeit</h2>
<p>Die Katalogpreise gelten im auf dem Titel angegebenen Zeitraum, solange der Vorrat reicht. Ist derselbe Artikel zum Zeitpunkt Ihrer Bestellung im Online-Shop günstiger, berechnen wir den niedrigeren Preis. Es gelten dieselben Versandkosten wie online, siehe <a href="/de/shipping-delivery">Versand und Lieferung</a>.</p>
<h2>Ihre Rechte</h2>
<p>Auch bei einer Bestellung per Telefon oder WhatsApp handelt es sich um einen Fernabsatzvertrag: Sie haben ein Widerrufsrecht von 14 Tagen ab Erhalt der Ware und zwei Jahre gesetzliche Gewährleistung. Mehr dazu unter <a href="/de/warranty-returns">Gewährleistung und Rückgabe</a>.</p>
<h2>Lieber selbst online bestellen?</h2>
<p>Alles aus dem Katalog finden Sie auch im Online-Shop. Suchen Sie nach dem Produktnamen oder stöbern Sie in den Kategorien <a href="/de/c/large-appliances">Großgeräte</a> und <a href="/de/c/small-appliances">Kleingeräte</a>.</p>
`,
  },

  'home-inspiration': {
    title: 'Ideen für Küche und Zuhause',
    metaDescription:
      'Ideen für eine Küche, die funktioniert: nach Kochgewohnheiten planen, eine Kaffee-Ecke einrichten, kleine Küchen clever nutzen.',
    content: `
<h2>Eine Küche, die zu Ihrem Alltag passt</h2>
<p>Die schönsten Küchen sind nicht die aus dem Hochglanzmagazin, sondern die, in denen der Wasserkocher genau dort steht, wo Ihre Hand morgens um sechs danach greift. Hier sind die Ideen, die uns Kundinnen, Kunden und Kollegen über die Jahre mitgegeben haben.</p>
<h2>Planen Sie nach Ihren Kochgewohnheiten</h2>
<p>Denken Sie an die letzte Woche: Haben Sie jeden Abend gekocht, am Wochenende gegrillt, sonntags für die ganze Woche vorgekocht oder meist nur aufgewärmt? Wer auf Vorrat kocht, braucht mehr Gefrierraum, nicht unbedingt einen Eiswürfelspender. Wer sich von Kaffee und Toast ernährt, ist mit einer guten Kaffeemaschine und einem zuverlässigen Toaster besser bedient als mit einem Herd mit sechs Kochstellen.</p>
<ul>
<li><strong>Vorratsköche:</strong> ein Gefrierschrank im Keller oder eine Kombination mit großen Gefrierschubladen, dazu ein Slow Cooker.</li>
<li><strong>Feierabendköche:</strong> eine <a href="/de/c/air-fryers">Heißluftfritteuse</a> und eine Mikrowelle mit Grill halbieren die Zeit bis zum Abendessen.</li>
<li><strong>Backfans:</strong> ein Backofen mit Umluft und genauem Thermostat sowie eine Küchenmaschine, die das Kneten übernimmt.</li>
</ul>
<h2>Die Kaffee-Ecke</h2>
<p>Geben Sie dem Kaffee einen eigenen Platz, weg vom Herd und nah an Steckdose und Wasserhahn. Ein kurzes Stück Arbeitsplatte mit <a href="/de/c/coffee-machines">Kaffeemaschine</a>, Mühle und einem Regal für Tassen hält morgens den Verkehr aus dem Kochbereich heraus. Ein kleines Tablett fängt Tropfen und Kaffeesatz auf.</p>
<h2>Kleine Küche, große Wirkung</h2>
<ul>
<li>Ein schmaler Geschirrspüler mit 45 cm ist besser als gar keiner: Er spart mehr Wasser als Spülen von Hand.</li>
<li>Eine hohe, schmale Kühl-Gefrier-Kombination nutzt die Grundfläche besser als ein breites Gerät.</li>
<li>Multikocher und Heißluft-Backöfen ersetzen zwei oder drei Einzelgeräte.</li>
<li>Geräte, die Sie seltener als einmal pro Woche nutzen, gehören in den Schrank. Die Arbeitsfläche bleibt für die täglichen.</li>
</ul>
<h2>Alles aus einem Guss</h2>
<p>Wasserkocher und Toaster im gleichen Design lassen eine Küche sofort aufgeräumt wirken. Unsere <a href="/de/c/kitchen-bundles">Küchen-Sets</a> kombinieren passende Geräte und sind im Set günstiger. Übrigens: Edelstahl zeigt Fingerabdrücke deutlicher, als es im Laden wirkt. Gebürstete oder schwarze Oberflächen sind im Alltag pflegeleichter.</p>
<h2>Strom sparen beim Kochen</h2>
<p>Deckel auf den Topf, Wasser im Wasserkocher statt auf dem Herd erhitzen und kleine Portionen lieber in der Heißluftfritteuse als im großen Backofen garen: So sinkt die Stromrechnung spürbar. Welche Geräte besonders sparsam sind, erklärt unsere Seite zum <a href="/de/i/energy-labels">EU-Energielabel</a>.</p>
<p>Brauchen Sie Hilfe beim Ausmessen? Unser <a href="/de/i/size-guide">Größenratgeber</a> zeigt, wie es geht.</p>
`,
  },

  'size-guide': {
    title: 'Größenratgeber für Haushaltsgeräte',
    metaDescription:
      'Welcher Kühlschrank, welche Trommelgröße, welche Heißluftfritteuse passt zu Ihrem Haushalt? Und so messen Sie Nische, Türen und Treppenhaus richtig aus.',
    content: `
<h2>Die richtige Größe finden</h2>
<p>Ist ein Gerät zu klein, wird ständig gestapelt und gequetscht. Ist es zu groß, zahlen Sie für Platz und Strom, den Sie nicht nutzen. Die folgende Tabelle ist ein guter Ausgangspunkt. Überlegen Sie danach, wie Sie einkaufen und kochen.</p>
<table>
<thead><tr><th>Haushalt</th><th>Kühl-Gefrier-Kombination (gesamt)</th><th>Waschmaschine (Trommel)</th><th>Heißluftfritteuse</th><th>Mikrowelle</th></tr></thead>
<tbody>
<tr><td>1–2 Personen</td><td>200–300 Liter</td><td>6–7 kg</td><td>3–4 Liter</td><td>20 Liter</td></tr>
<tr><td>3–4 Personen</td><td>300–400 Liter</td><td>8–9 kg</td><td>5–6 Liter</td><td>25–30 Liter</td></tr>
<tr><td>5 und mehr</td><td>400–600 Liter</td><td>10 kg und mehr</td><td>7 Liter oder Doppelkorb</td><td>30–34 Liter</td></tr>
</tbody>
</table>
<p>Sie kaufen nur einmal pro Woche groß ein oder frieren viel ein? Dann wählen Sie beim Kühlgerät eine Zeile höher. Sie waschen oft Bettdecken oder Sportkleidung? Dann gilt das Gleiche für die Waschmaschine.</p>
<h2>So messen Sie den Stellplatz aus</h2>
<ol>
<li>Messen Sie <strong>Breite, Höhe und Tiefe</strong> jeweils an drei Stellen, denn Wände und Arbeitsplatten sind selten ganz gerade. Maßgeblich ist der kleinste Wert.</li>
<li>Planen Sie Luft ein: Freistehende Kühlgeräte brauchen meist etwa <strong>5 cm</strong> Abstand nach oben und <strong>2–5 cm</strong> nach hinten und zur Seite. Die genauen Werte stehen in der Montageanleitung.</li>
<li>Die Kühlschranktür sollte sich weiter als 90 Grad öffnen lassen, damit sich die Schubladen herausziehen lassen, vor allem direkt neben einer Wand.</li>
<li>Hinter einer Waschmaschine brauchen die Schläuche 2–3 cm Platz.</li>
</ol>
<h2>Auch der Weg dorthin zählt</h2>
<p>Ein Gerät, das in die Küche passt, muss auch dorthin kommen. Messen Sie die engste Stelle auf dem Weg: Haustür, Flur, Treppenabsatz, Aufzug und Küchentür. Etwa 5 cm Spielraum sollten bleiben. Kühlgeräte müssen aufrecht transportiert werden. Türen und Griffe lassen sich oft abnehmen, um ein paar Zentimeter zu gewinnen; das übernimmt bei Bedarf das Lieferteam.</p>
<h2>Übliche Normmaße</h2>
<ul>
<li>Einbaubacköfen: 60 cm breit, passend für einen 60-cm-Unterschrank.</li>
<li>Einbau-Kühlschränke: Nischenhöhen von 88, 122, 158 oder 178 cm.</li>
<li>Geschirrspüler: 60 cm (12–15 Maßgedecke) oder 45 cm (9–10 Maßgedecke).</li>
<li>Unterbaugeräte: etwa 82–85 cm hoch; prüfen Sie die Höhe Ihrer Arbeitsplatte.</li>
</ul>
<p>Noch unsicher? Schicken Sie unserem Großgeräte-Team ein Foto und Ihre Maße per WhatsApp an +49 151 2360 4440. Wir schlagen Ihnen passende Modelle vor. Oder stöbern Sie direkt bei <a href="/de/c/fridges-freezers">Kühl- und Gefriergeräten</a> und <a href="/de/c/washing-machines">Waschmaschinen</a>.</p>
`,
  },

  'energy-labels': {
    title: 'Das EU-Energielabel erklärt',
    metaDescription:
      'So lesen Sie das EU-Energielabel mit den Klassen A bis G und QR-Code und berechnen, was Kühlschrank oder Waschmaschine im Jahr an Strom kosten.',
    content: `
<h2>Warum sich der Blick aufs Label lohnt</h2>
<p>Der Kaufpreis ist nur ein Teil dessen, was ein Gerät kostet. Ein Kühlschrank läuft zehn Jahre oder länger rund um die Uhr. Der Unterschied zwischen einem sparsamen und einem stromhungrigen Modell kann sich bei deutschen Strompreisen auf mehrere hundert Euro summieren. Das EU-Energielabel macht diesen Unterschied vergleichbar.</p>
<h2>Die neue Skala von A bis G</h2>
<p>Seit März 2021 tragen Kühl- und Gefriergeräte, Waschmaschinen, Waschtrockner, Geschirrspüler sowie Fernseher und Monitore ein neues Label. Die Plus-Klassen sind verschwunden, die Skala reicht wieder von A (dunkelgrün, am sparsamsten) bis G (rot). Weil die Anforderungen deutlich verschärft wurden, ist ein früheres A+++-Gerät heute oft in Klasse D oder E eingestuft, ohne dass es mehr Strom verbraucht. Seit Juli 2025 gilt die neue Skala auch für Wäschetrockner. Backöfen und Dunstabzugshauben tragen noch das alte Label mit den Klassen A+++ bis D.</p>
<h2>Was auf dem Label steht</h2>
<ul>
<li><strong>Effizienzklasse</strong> von A bis G.</li>
<li><strong>Energieverbrauch</strong>: bei Kühlgeräten in kWh pro Jahr, bei Waschmaschinen und Geschirrspülern in kWh pro 100 Zyklen im Eco-Programm.</li>
<li><strong>Weitere Werte</strong> wie Nutzinhalt, Wasserverbrauch pro Zyklus, Programmdauer und die Geräuschemissionsklasse von A bis D.</li>
<li><strong>QR-Code</strong>: Er führt zum Produktdatenblatt in der europäischen Produktdatenbank EPREL, in der Sie weitere Details nachlesen können.</li>
</ul>
<h2>Betriebskosten selbst berechnen</h2>
<p>Multiplizieren Sie den Jahresverbrauch mit Ihrem Strompreis pro kWh. Die folgende Beispielrechnung geht von 0,38 € pro kWh aus.</p>
<table>
<thead><tr><th>Kühl-Gefrier-Kombination</th><th>Verbrauch pro Jahr</th><th>Stromkosten pro Jahr</th></tr></thead>
<tbody>
<tr><td>Klasse E</td><td>260 kWh</td><td>98,80 €</td></tr>
<tr><td>Klasse C</td><td>170 kWh</td><td>64,60 €</td></tr>
<tr><td>Klasse A</td><td>110 kWh</td><td>41,80 €</td></tr>
</tbody>
</table>
<p>Über zehn Jahre spart das Gerät der Klasse A in diesem Beispiel rund 570 € gegenüber dem Gerät der Klasse E, Preissteigerungen nicht eingerechnet.</p>
<h2>Tipps zum Vergleichen</h2>
<ul>
<li>Vergleichen Sie nur Geräte gleicher Art und ähnlicher Größe. Ein großer Kühlschrank der Klasse B kann mehr verbrauchen als ein kleiner der Klasse C.</li>
<li>Achten Sie bei Waschmaschinen auch auf Wasserverbrauch und Programmdauer.</li>
<li>Geräte mit Invertermotor oder -kompressor erreichen meist bessere Klassen und laufen leiser.</li>
</ul>
<p>Mehr dazu in unserem Blogbeitrag <a href="/de/blog/buying-guides/reading-energy-labels">Energielabel richtig lesen</a> oder direkt bei den sparsamen <a href="/de/c/fridges-freezers">Kühl- und Gefriergeräten</a>.</p>
`,
  },
}
