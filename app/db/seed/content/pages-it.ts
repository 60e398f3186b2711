import type { PageSet } from './types'

/** CMS pages of the Italian store view (euro, delivery from the European warehouse, Codice del Consumo). */
export const pagesIt: PageSet = {
  about: {
    title: 'Chi siamo',
    metaDescription:
      'Da un laboratorio di riparazioni a Città del Capo a un negozio online per l’Italia: scopri la storia di Karoo Appliances.',
    content: `
<h2>Elettrodomestici che lavorano sodo, come te</h2>
<p>Karoo Appliances nasce nel 1998 come piccolo laboratorio di riparazioni a Woodstock, un quartiere di Città del Capo, in Sudafrica. Elsa Botha e Sipho Dlamini rimettevano in funzione frigoriferi, cucine e lavatrici che altri avevano dato per spacciati, e così hanno imparato presto quali apparecchi durano nel tempo e quali no. I clienti hanno cominciato a chiedere loro consiglio su cosa comprare, non solo su cosa riparare: qualche anno dopo è arrivato il primo negozio.</p>
<p>Il nome viene dal Karoo, il grande altopiano semidesertico nel cuore del Sudafrica dove i fondatori passavano le vacanze da ragazzi. Lì conta ciò che è semplice, robusto e onesto. È ancora il criterio con cui scegliamo ogni prodotto.</p>
<h2>Karoo oggi</h2>
<ul>
<li><strong>Sette negozi</strong> in Sudafrica, da Johannesburg a Città del Capo, dove si trova anche la nostra sede centrale.</li>
<li><strong>Oltre 300 collaboratori</strong>, molti dei quali lavorano con noi da più di dieci anni.</li>
<li><strong>Dal 2024 un negozio online per Italia e Germania</strong>, gestito da Karoo Appliances Europe GmbH con sede ad Amburgo e servito dal nostro magazzino di Duisburg.</li>
</ul>
<h2>In cosa crediamo</h2>
<h3>Consigli sinceri</h3>
<p>Non guadagniamo di più se scegli una marca piuttosto che un'altra. Se un frigorifero più piccolo o un bollitore più economico fanno al caso tuo, te lo diciamo. La nostra <a href="/it/i/size-guide">guida alle dimensioni</a> e la pagina sull'<a href="/it/i/energy-labels">etichetta energetica</a> nascono proprio dalle domande che riceviamo ogni giorno.</p>
<h3>Consumi bassi, lunga durata</h3>
<p>Preferiamo apparecchi con motori inverter, buone classi energetiche e ricambi davvero disponibili. Teniamo a magazzino i ricambi più comuni per almeno sette anni dopo l'uscita di produzione di un modello.</p>
<h3>Assistenza dopo l'acquisto</h3>
<p>Per noi la vendita è l'inizio del rapporto, non la fine. Ogni prodotto è coperto dalla garanzia legale di conformità di due anni e, quasi sempre, anche dalla garanzia del produttore. Per le riparazioni ci appoggiamo a una rete di centri assistenza autorizzati in tutta Italia. Trovi tutti i dettagli nella pagina <a href="/it/warranty-returns">Garanzia e resi</a>.</p>
<h2>Radici sudafricane</h2>
<p>Anche se la tua spedizione parte da Duisburg, le nostre ricette, le guide e un po' del nostro spirito arrivano dal Sudafrica. Sul blog trovi, per esempio, le alette di pollo speziate alla bobotie o la nostra ricetta dei rusks al latticello.</p>
<p>Hai domande? Il nostro <a href="/it/customer-service">servizio clienti</a> è a tua disposizione.</p>
`,
  },

  legal: {
    title: 'Note legali',
    metaDescription:
      'Note legali di Karoo Appliances Europe GmbH: sede, registro delle imprese, partita IVA, contatti e informazioni ai sensi del D.Lgs. 70/2003.',
    content: `
<h2>Titolare del sito</h2>
<p>Informazioni fornite ai sensi dell'art. 7 del D.Lgs. 70/2003 sul commercio elettronico.</p>
<table>
<tbody>
<tr><th>Ragione sociale</th><td>Karoo Appliances Europe GmbH</td></tr>
<tr><th>Sede legale</th><td>Überseeallee 12, 20457 Amburgo, Germania</td></tr>
<tr><th>Amministratori</th><td>Katrin Albers, Sipho Dlamini</td></tr>
<tr><th>Registro delle imprese</th><td>Tribunale di Amburgo (Amtsgericht Hamburg), HRB 178432</td></tr>
<tr><th>Capitale sociale</th><td>250.000 € interamente versato</td></tr>
<tr><th>Partita IVA comunitaria</th><td>DE334718205</td></tr>
<tr><th>Telefono</th><td>+39 02 8295 1470 (lun–ven 9–18, sab 9–13)</td></tr>
<tr><th>E-mail</th><td>assistenza@karooappliances.it</td></tr>
<tr><th>N. iscrizione Registro AEE</th><td>IT21040000012874</td></tr>
</tbody>
</table>
<p>Karoo Appliances Europe GmbH è una società controllata da Karoo Appliances (Pty) Ltd, Città del Capo, Sudafrica. Sulle vendite in Italia applichiamo l'IVA italiana al 22% tramite il regime OSS.</p>
<h2>Risoluzione delle controversie</h2>
<p>Se qualcosa non va, scrivici o chiamaci: la maggior parte delle richieste si risolve in pochi giorni. In caso di controversia, resta salvo il diritto del consumatore di rivolgersi al giudice del luogo in cui risiede e di ricorrere agli organismi di risoluzione alternativa delle controversie (ADR) previsti dal Codice del Consumo.</p>
<h2>Contenuti e responsabilità</h2>
<p>Curiamo con attenzione i contenuti di questo sito. Le caratteristiche dei prodotti si basano sui dati forniti dai produttori e possono cambiare senza preavviso; fanno fede le informazioni presenti nella pagina prodotto al momento dell'ordine. Il sito contiene esclusivamente collegamenti a pagine proprie.</p>
<h2>Diritto d'autore</h2>
<p>Testi, descrizioni, fotografie e grafiche di questo sito sono protetti dal diritto d'autore e non possono essere riprodotti senza nostra autorizzazione scritta. I marchi e i loghi appartengono ai rispettivi titolari.</p>
<h2>Smaltimento dei RAEE</h2>
<p>Il simbolo del cassonetto barrato indica che le apparecchiature elettriche ed elettroniche non vanno gettate nei rifiuti indifferenziati. Alla consegna di un nuovo elettrodomestico ritiriamo gratuitamente quello vecchio equivalente; come funziona lo spieghiamo nella pagina <a href="/it/shipping-delivery">Spedizioni e consegne</a>.</p>
<h2>Altre informazioni legali</h2>
<ul>
<li><a href="/it/terms-conditions">Condizioni generali di vendita</a></li>
<li><a href="/it/privacy-policy">Informativa sulla privacy</a></li>
<li><a href="/it/warranty-returns">Diritto di recesso, garanzia e resi</a></li>
</ul>
`,
  },

  'privacy-policy': {
    title: 'Informativa sulla privacy',
    metaDescription:
      'Come Karoo Appliances Europe GmbH tratta i tuoi dati personali ai sensi del GDPR, per quanto tempo li conserva e quali diritti hai.',
    content: `
<p>La tua privacy è importante per noi. Questa informativa, resa ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR), spiega quali dati personali trattiamo, per quali finalità e su quale base giuridica. Ultimo aggiornamento: 15 gennaio 2026.</p>
<h2>Titolare del trattamento</h2>
<p>Karoo Appliances Europe GmbH, Überseeallee 12, 20457 Amburgo, Germania, e-mail privacy@karooappliances.it. Il nostro Responsabile della protezione dei dati (DPO) è raggiungibile allo stesso indirizzo e-mail.</p>
<h2>Quali dati trattiamo e perché</h2>
<ul>
<li><strong>Ordini e consegne:</strong> nome, indirizzo, e-mail, telefono e prodotti acquistati, per eseguire il contratto (art. 6, par. 1, lett. b GDPR). Il numero di telefono viene comunicato al corriere per concordare la consegna.</li>
<li><strong>Pagamenti:</strong> i dati di pagamento sono trattati dai nostri fornitori di servizi di pagamento. Non vediamo né conserviamo il numero completo della tua carta.</li>
<li><strong>Account cliente:</strong> se crei un account conserviamo i tuoi dati finché non lo chiudi. Le password sono salvate solo in forma cifrata con un algoritmo di hash sicuro.</li>
<li><strong>Assistenza:</strong> le richieste via telefono, e-mail, WhatsApp o modulo di contatto sono trattate per eseguire il contratto o per il nostro legittimo interesse a offrirti un buon servizio (art. 6, par. 1, lett. f GDPR).</li>
<li><strong>Newsletter:</strong> solo con il tuo consenso (art. 6, par. 1, lett. a GDPR), che puoi revocare in qualsiasi momento, anche dalle <a href="/it/my-account/newsletter">preferenze newsletter</a>.</li>
<li><strong>Obblighi di legge:</strong> conserviamo fatture e scritture contabili come richiesto dalla normativa fiscale (art. 6, par. 1, lett. c GDPR).</li>
</ul>
<h2>Cookie</h2>
<p>Utilizziamo solo cookie tecnici e memorizzazione locale strettamente necessari al funzionamento del negozio, per esempio per il carrello, l'accesso e la navigazione offline. Per questi non serve il consenso. Non usiamo cookie di profilazione senza il tuo consenso.</p>
<h2>Destinatari e trasferimenti extra UE</h2>
<p>Comunichiamo i dati solo quando necessario: a corrieri, fornitori di servizi di pagamento, centri di assistenza e fornitori informatici nominati responsabili del trattamento. Alcuni sistemi sono gestiti dalla nostra società capogruppo in Sudafrica; per questo trasferimento abbiamo sottoscritto le clausole contrattuali standard approvate dalla Commissione europea (art. 46 GDPR), di cui puoi chiederci copia.</p>
<h2>Per quanto tempo conserviamo i dati</h2>
<p>Conserviamo i dati solo per il tempo necessario alle finalità indicate. Fatture e documenti contabili vengono conservati per dieci anni, come previsto dall'art. 2220 del Codice civile. I dati dell'account vengono cancellati entro dodici mesi dalla chiusura.</p>
<h2>I tuoi diritti</h2>
<ul>
<li>Accesso, rettifica e cancellazione dei dati (artt. 15–17 GDPR)</li>
<li>Limitazione del trattamento e portabilità dei dati (artt. 18 e 20)</li>
<li>Opposizione al trattamento basato sul legittimo interesse e al marketing diretto (art. 21)</li>
<li>Revoca del consenso in qualsiasi momento, senza pregiudicare i trattamenti precedenti</li>
<li>Reclamo al Garante per la protezione dei dati personali</li>
</ul>
<p>Per esercitare i tuoi diritti scrivi a privacy@karooappliances.it. Trovi i nostri dati societari nelle <a href="/it/legal">note legali</a>.</p>
`,
  },

  'terms-conditions': {
    title: 'Condizioni generali di vendita',
    metaDescription:
      'Condizioni generali di vendita di Karoo Appliances Europe GmbH per l’Italia: conclusione del contratto, prezzi, pagamento, consegna, recesso e garanzia.',
    content: `
<p>Le presenti condizioni regolano gli acquisti effettuati da consumatori residenti in Italia presso Karoo Appliances Europe GmbH, Überseeallee 12, 20457 Amburgo, Germania, tramite questo sito, per telefono o via WhatsApp. Versione del 15 gennaio 2026.</p>
<h2>1. Conclusione del contratto</h2>
<p>La presentazione dei prodotti sul sito non costituisce un'offerta vincolante. Con il clic su "Ordine con obbligo di pagamento" invii una proposta d'acquisto. L'e-mail automatica che ricevi subito dopo conferma solo la ricezione dell'ordine; il contratto si conclude quando ti confermiamo l'accettazione o spediamo la merce. La lingua del contratto è l'italiano e riceverai il testo delle condizioni con la conferma d'ordine.</p>
<h2>2. Prezzi</h2>
<p>Tutti i prezzi sono in euro e comprendono l'IVA italiana al 22%. Le spese di spedizione e i costi dei servizi aggiuntivi, come l'installazione, sono indicati prima della conferma dell'ordine. Maggiori dettagli nella pagina <a href="/it/shipping-delivery">Spedizioni e consegne</a>.</p>
<h2>3. Pagamento</h2>
<p>Puoi pagare con carta di credito o di debito, tramite link di pagamento, a rate con il nostro partner finanziario oppure con bonifico anticipato. Con il bonifico, spediamo la merce dopo l'accredito. Se acquisti come azienda puoi richiedere la fattura indicando la tua partita IVA.</p>
<h2>4. Consegna e passaggio del rischio</h2>
<p>Consegniamo in tutta Italia, con le eccezioni indicate nella pagina sulle spedizioni. Il rischio di perdita o danneggiamento passa a te solo quando tu, o una persona da te indicata diversa dal corriere, entri in possesso materiale della merce.</p>
<h2>5. Diritto di recesso</h2>
<p>Il consumatore ha diritto di recedere dal contratto entro 14 giorni dalla consegna, senza dover fornire alcuna motivazione, ai sensi degli artt. 52 e seguenti del Codice del Consumo. Tutti i dettagli sono nella pagina <a href="/it/warranty-returns">Garanzia e resi</a>.</p>
<h2>6. Garanzia</h2>
<p>Si applica la garanzia legale di conformità di 24 mesi dalla consegna prevista dal Codice del Consumo. Le garanzie del produttore e le estensioni di garanzia si aggiungono alla garanzia legale senza limitarla.</p>
<h2>7. Carte regalo e codici sconto</h2>
<p>Le carte regalo non sono convertibili in denaro. I codici sconto non sono cumulabili, salvo diversa indicazione. Maggiori informazioni nella pagina <a href="/it/gift-card">Carte regalo</a>.</p>
<h2>8. Responsabilità</h2>
<p>Rispondiamo dei danni causati con dolo o colpa grave e, in ogni caso, nei limiti inderogabili previsti dalla legge, incluse le norme sulla responsabilità per danno da prodotti difettosi.</p>
<h2>9. Legge applicabile e foro</h2>
<p>Il contratto è regolato dalla legge tedesca, fatte salve le norme imperative più favorevoli del Paese di residenza del consumatore, in particolare il Codice del Consumo italiano. Per le controversie con i consumatori è competente il giudice del luogo di residenza o domicilio del consumatore. Il trattamento dei dati è descritto nell'<a href="/it/privacy-policy">informativa sulla privacy</a>; i dati societari sono nelle <a href="/it/legal">note legali</a>.</p>
`,
  },

  'customer-service': {
    title: 'Servizio clienti',
    metaDescription:
      'Contatta Karoo Appliances su WhatsApp, per telefono o e-mail: servizio clienti, centro assistenza, ricambi e grandi elettrodomestici. Orari e FAQ.',
    content: `
<h2>Siamo qui per aiutarti</h2>
<p>Vuoi un consiglio sul frigorifero giusto, devi spostare la data di consegna o la lavatrice non scarica più l'acqua? Dall'altra parte trovi una persona vera, non un risponditore automatico. Scegli il canale che preferisci.</p>
<h2>WhatsApp</h2>
<p>WhatsApp è il modo più rapido per contattarci. Salva il numero del reparto che ti serve e scrivici, indicando il numero d'ordine se ce l'hai.</p>
<table>
<thead><tr><th>Reparto</th><th>WhatsApp</th><th>Per</th></tr></thead>
<tbody>
<tr><td>Servizio clienti</td><td><a href="https://wa.me/393470185510?text=Ciao%20servizio%20clienti%20Karoo%2C%20ho%20una%20domanda%3A">+39 347 018 5510</a></td><td>Ordini, pagamenti, date di consegna, recesso e resi</td></tr>
<tr><td>Centro assistenza</td><td><a href="https://wa.me/393470185520?text=Ciao%20centro%20assistenza%20Karoo%2C%20ho%20una%20domanda%3A">+39 347 018 5520</a></td><td>Riparazioni, interventi tecnici, garanzia</td></tr>
<tr><td>Ricambi</td><td><a href="https://wa.me/393470185530?text=Ciao%20reparto%20ricambi%20Karoo%2C%20ho%20una%20domanda%3A">+39 347 018 5530</a></td><td>Filtri, guarnizioni, caraffe, cestelli e altri accessori</td></tr>
<tr><td>Grandi elettrodomestici</td><td><a href="https://wa.me/393470185540?text=Ciao%20reparto%20grandi%20elettrodomestici%20Karoo%2C%20ho%20una%20domanda%3A">+39 347 018 5540</a></td><td>Consulenza, consegna e installazione di frigoriferi, cucine e lavatrici</td></tr>
</tbody>
</table>
<h2>Telefono ed e-mail</h2>
<ul>
<li>Telefono: <strong>+39 02 8295 1470</strong> (numero di rete fissa di Milano, nessun costo aggiuntivo)</li>
<li>E-mail: assistenza@karooappliances.it</li>
<li>Oppure usa il nostro <a href="/it/contact">modulo di contatto</a>: riceverai un'e-mail di conferma con il numero della tua richiesta.</li>
</ul>
<h2>Orari</h2>
<table>
<thead><tr><th>Giorno</th><th>Telefono e WhatsApp</th></tr></thead>
<tbody>
<tr><td>Dal lunedì al venerdì</td><td>9:00 – 18:00</td></tr>
<tr><td>Sabato</td><td>9:00 – 13:00</td></tr>
<tr><td>Domenica e festivi</td><td>chiuso</td></tr>
</tbody>
</table>
<p>Ai messaggi ricevuti fuori orario rispondiamo per primi il giorno lavorativo successivo. I nostri negozi in Sudafrica e i loro orari sono nella pagina <a href="/it/stores">Trova negozio</a>.</p>
<h2>Risposte rapide</h2>
<ul>
<li><strong>Dov'è il mio ordine?</strong> Usa la pagina <a href="/it/order-tracking">Traccia il tuo ordine</a> con numero d'ordine ed e-mail.</li>
<li><strong>Costi e tempi di consegna:</strong> vedi <a href="/it/shipping-delivery">Spedizioni e consegne</a>.</li>
<li><strong>Prodotto difettoso o ripensamento:</strong> vedi <a href="/it/warranty-returns">Garanzia e resi</a>.</li>
<li><strong>Registra il tuo nuovo elettrodomestico</strong> per un'assistenza più veloce: <a href="/it/register-your-warranty">registra la garanzia</a>.</li>
<li><strong>Ordini dal catalogo cartaceo:</strong> <a href="/it/order-from-catalog">ecco come fare</a>.</li>
</ul>
<p>Se sei un'azienda e ti servono più apparecchi o un preventivo con fattura intestata alla tua partita IVA, contatta il servizio clienti.</p>
`,
  },

  'shipping-delivery': {
    title: 'Spedizioni e consegne',
    metaDescription:
      'Consegna in tutta Italia: spedizione gratuita da {{delivery.freeOver}}, grandi elettrodomestici al piano, installazione e ritiro dell’usato.',
    content: `
<h2>Dal nostro magazzino a casa tua</h2>
<p>Spediamo tutti gli ordini per l'Italia dal nostro centro logistico di Duisburg, in Germania. I piccoli elettrodomestici viaggiano con corriere espresso; frigoriferi, lavatrici, cucine e gli altri grandi elettrodomestici vengono consegnati da un trasportatore specializzato con due addetti, fino al piano e nella stanza che preferisci.</p>
<h2>Costi e tempi</h2>
<table>
<thead><tr><th>Servizio</th><th>Tempi</th><th>Costo</th></tr></thead>
<tbody>
<tr><td>Spedizione standard con corriere</td><td>{{delivery.standard.days}} giorni lavorativi</td><td>{{delivery.standard.price}}, gratuita per ordini da {{delivery.freeOver}}</td></tr>
<tr><td>Spedizione espressa</td><td>{{delivery.express.days}} giorni lavorativi</td><td>{{delivery.express.price}}</td></tr>
<tr><td>Grandi elettrodomestici, consegna al piano</td><td>{{delivery.large_appliance.days}} giorni lavorativi, su appuntamento</td><td>{{delivery.large_appliance.price}}</td></tr>
<tr><td>Installazione di lavatrice, lavastoviglie o cucina elettrica a libera installazione</td><td>alla consegna</td><td>inclusa nella consegna dei grandi elettrodomestici ({{installation.price}})</td></tr>
<tr><td>Ritiro dell'usato equivalente</td><td>alla consegna</td><td>gratuito</td></tr>
</tbody>
</table>
<p>Per Sicilia, Sardegna e Calabria calcola uno o due giorni in più. Non effettuiamo consegne nelle isole minori, a Livigno, a Campione d'Italia, a San Marino e nella Città del Vaticano. Gli ordini pagati entro le 14 e disponibili a magazzino partono il giorno stesso.</p>
<h2>Grandi elettrodomestici: consegna su appuntamento</h2>
<p>Il trasportatore ti contatterà per telefono o SMS per concordare una fascia oraria di due ore. Gli addetti portano l'apparecchio nel punto desiderato, lo disimballano e portano via l'imballaggio. Prima della consegna misura porte, corridoi, vani scala e ascensore: nella nostra <a href="/it/i/size-guide">guida alle dimensioni</a> ti spieghiamo come fare.</p>
<p>I forni e i piani cottura da incasso, così come gli apparecchi a gas, devono essere collegati da un installatore abilitato che rilasci la dichiarazione di conformità. Questo servizio non è incluso.</p>
<h2>Ritiro gratuito dell'usato (RAEE)</h2>
<p>Quando acquisti un nuovo elettrodomestico, ritiriamo gratuitamente alla consegna quello vecchio di tipo equivalente (ritiro "uno contro uno"), come previsto dalla normativa sui RAEE. Segnalacelo al momento dell'ordine o quando fissi l'appuntamento. L'apparecchio deve essere scollegato, vuoto e, nel caso del frigorifero, sbrinato.</p>
<p>I piccoli apparecchi con nessun lato superiore a 25 cm puoi rispedirceli gratuitamente anche senza un nuovo acquisto: chiedi l'etichetta di reso al servizio clienti. Ricordati di togliere le pile e di cancellare i dati personali dagli apparecchi connessi.</p>
<h2>Al momento della consegna</h2>
<p>Controlla l'imballo prima di firmare. Se è visibilmente danneggiato, firma "con riserva" indicando il danno e scrivici su WhatsApp al +39 347 018 5510. I tuoi diritti di garanzia restano validi anche per i danni scoperti dopo.</p>
<p>Frigoriferi e congelatori vanno lasciati in piedi per circa quattro ore prima di accenderli. Per sapere dove si trova il tuo pacco, usa <a href="/it/order-tracking">Traccia il tuo ordine</a>.</p>
`,
  },

  'warranty-returns': {
    title: 'Garanzia e resi',
    metaDescription:
      'I tuoi diritti con Karoo: recesso entro 14 giorni, garanzia legale di conformità di 24 mesi, garanzia del produttore e come effettuare un reso.',
    content: `
<h2>Diritto di recesso: 14 giorni</h2>
<p>Hai il diritto di recedere dal contratto, senza indicarne le ragioni, entro 14 giorni. Il periodo di recesso scade dopo 14 giorni dal giorno in cui tu, o un terzo da te designato diverso dal vettore, acquisisci il possesso fisico dei beni. Se l'ordine arriva in più consegne separate, il termine decorre dalla consegna dell'ultimo bene.</p>
<p>Per esercitare il diritto di recesso devi informarci (Karoo Appliances Europe GmbH, Überseeallee 12, 20457 Amburgo, Germania, telefono +39 02 8295 1470, e-mail assistenza@karooappliances.it) della tua decisione con una dichiarazione esplicita, per esempio per e-mail, lettera o tramite il nostro <a href="/it/contact">modulo di contatto</a>. Puoi utilizzare il modulo tipo di recesso, ma non è obbligatorio. Per rispettare il termine basta inviare la comunicazione prima della scadenza.</p>
<h3>Effetti del recesso</h3>
<p>Ti rimborsiamo tutti i pagamenti ricevuti, compresi i costi di consegna standard, senza indebito ritardo e comunque entro 14 giorni dal giorno in cui siamo informati del recesso, con lo stesso mezzo di pagamento che hai usato. Possiamo sospendere il rimborso fino al ricevimento dei beni o fino alla prova della loro spedizione. I piccoli elettrodomestici puoi restituirli gratuitamente con l'etichetta che ti inviamo. Per i grandi elettrodomestici ritirati dal trasportatore, i costi diretti della restituzione sono a tuo carico e ammontano al massimo a circa 79 €. Sei responsabile solo della diminuzione di valore dovuta a una manipolazione diversa da quella necessaria per verificarne natura, caratteristiche e funzionamento.</p>
<p>Il recesso è escluso, tra l'altro, per i beni sigillati che non si prestano a essere restituiti per motivi igienici e sono stati aperti (come le cartucce filtranti per l'acqua) e per i contenuti digitali, come i ricettari in formato e-book, se hai acconsentito all'inizio del download.</p>
<h2>Garanzia legale di conformità: 24 mesi</h2>
<p>Tutti i prodotti sono coperti dalla garanzia legale di conformità prevista dal Codice del Consumo per 24 mesi dalla consegna. Si presume che i difetti che si manifestano entro un anno dalla consegna esistessero già a quel momento. Segnalaci il difetto appena te ne accorgi: la legge prevede la denuncia entro due mesi dalla scoperta. Puoi chiedere la riparazione o la sostituzione; se non sono possibili, una riduzione del prezzo o la risoluzione del contratto.</p>
<h2>Garanzia del produttore ed estensioni</h2>
<p>Molti produttori offrono in più una garanzia convenzionale, spesso di dieci anni su compressori e motori inverter. Si aggiunge ai tuoi diritti di legge senza limitarli. <a href="/it/register-your-warranty">Registra il tuo prodotto</a> per un'assistenza più rapida, oppure scopri le nostre <a href="/it/c/extended-warranties">estensioni di garanzia</a>.</p>
<h2>Come segnalare un guasto</h2>
<ol>
<li>Scrivi al centro assistenza su WhatsApp (+39 347 018 5520) o tramite il modulo di contatto, con numero d'ordine, una breve descrizione e, se puoi, una foto.</li>
<li>I piccoli elettrodomestici li rispedisci con l'etichetta che ti mandiamo.</li>
<li>Per i grandi elettrodomestici organizziamo l'intervento di un tecnico a domicilio o il ritiro. Non spedirli da solo.</li>
</ol>
`,
  },

  'gift-card': {
    title: 'Carte regalo',
    metaDescription:
      'Regala una carta Karoo da 10 € a 500 €: digitale o fisica, valida tre anni e utilizzabile su tutto l’assortimento del negozio online.',
    content: `
<h2>Il regalo giusto, sempre</h2>
<p>Impastatrice o nuova macchina da caffè? Lascia scegliere a chi la riceve. La carta regalo Karoo è valida su tutto il nostro assortimento online, dal bollitore al frigorifero combinato.</p>
<h2>Due formati</h2>
<h3>Carta regalo digitale</h3>
<p>Scegli l'importo, scrivi un messaggio personale e indica il giorno di consegna. Invieremo la carta via e-mail alla persona che vuoi sorprendere, oppure a te se preferisci stamparla. Perfetta per il compleanno di domani che avevi dimenticato.</p>
<h3>Carta regalo fisica</h3>
<p>Arriva per posta in una confezione regalo, con spedizione gratuita in tutta Italia. I tempi di consegna sono di tre-sei giorni lavorativi.</p>
<h2>Da sapere</h2>
<ul>
<li>Importi da <strong>10 € a 500 €</strong>, a tua scelta in euro interi.</li>
<li>Valida fino al <strong>31 dicembre del terzo anno</strong> successivo all'acquisto: una carta acquistata nel 2026 vale fino al 31 dicembre 2029.</li>
<li>Puoi usarla anche in più volte: il credito residuo resta disponibile fino alla scadenza.</li>
<li>Puoi combinare più carte regalo e pagare l'eventuale differenza con un altro metodo di pagamento.</li>
<li>Non è convertibile in denaro e non si può usare per acquistare altre carte regalo.</li>
</ul>
<h2>Come usarla</h2>
<ol>
<li>Aggiungi al carrello i prodotti che desideri.</li>
<li>Al momento del pagamento inserisci il codice nel campo <em>Carta regalo o codice sconto</em>.</li>
<li>L'importo viene scalato dal totale. Se resta qualcosa da pagare, scegli un metodo di pagamento come di consueto.</li>
</ol>
<p>Nota bene: le carte regalo del negozio online per Italia e Germania non sono valide nei nostri negozi in Sudafrica, e viceversa.</p>
<h2>Domande sul credito?</h2>
<p>Conserva la carta regalo come se fosse denaro contante. Le carte digitali possono essere reinviate all'indirizzo e-mail originale. In caso di smarrimento di una carta fisica, blocchiamo il credito residuo e lo riemettiamo se ci comunichi il numero d'ordine dell'acquisto. Il nostro <a href="/it/customer-service">servizio clienti</a> ti aiuta volentieri, anche per ordini di più carte per dipendenti o clienti.</p>
`,
  },

  sale: {
    title: 'Offerte',
    metaDescription:
      'Le offerte Karoo Appliances del momento: frigoriferi, lavatrici, bollitori e friggitrici ad aria a prezzi ridotti, fino a esaurimento scorte.',
    content: `
<h2>Ottimi elettrodomestici, prezzi migliori</h2>
<p>Nelle nostre offerte trovi sconti veri su prodotti che ti consiglieremmo anche a prezzo pieno. Niente fondi di magazzino da smaltire e niente modelli speciali creati apposta per una promozione: sono gli stessi frigoriferi, lavatrici, bollitori e friggitrici ad aria del nostro assortimento abituale, con la stessa garanzia e la stessa assistenza.</p>
<p><a href="/it/c/sale">Scopri tutte le offerte</a></p>
<h2>Da dove cominciare</h2>
<ul>
<li><a href="/it/c/fridges-freezers">Frigoriferi e congelatori</a>: un modello in classe A o B consuma molto meno di un frigorifero di dieci anni fa, e lo noti in bolletta.</li>
<li><a href="/it/c/washing-machines">Lavatrici</a>: sull'etichetta guarda il consumo di energia per 100 cicli e quello d'acqua per ciclo.</li>
<li><a href="/it/c/air-fryers">Friggitrici ad aria</a> e <a href="/it/c/coffee-machines">macchine da caffè</a>: piccoli acquisti che rendono più semplice ogni giornata.</li>
<li><a href="/it/c/kitchen-bundles">Set cucina</a>: elettrodomestici coordinati, più convenienti in set che acquistati singolarmente.</li>
</ul>
<h2>Come funzionano i nostri prezzi scontati</h2>
<ul>
<li>Per ogni riduzione di prezzo indichiamo come riferimento il prezzo più basso applicato nei 30 giorni precedenti lo sconto, come previsto dal Codice del Consumo.</li>
<li>I prezzi in offerta valgono per il periodo indicato o fino a esaurimento scorte.</li>
<li>I codici sconto non sono cumulabili con le offerte, salvo diversa indicazione. Le carte regalo sono sempre accettate.</li>
<li>Sui prodotti in offerta hai gli stessi diritti di qualsiasi altro acquisto: 14 giorni per il recesso e 24 mesi di garanzia legale. Dettagli nella pagina <a href="/it/warranty-returns">Garanzia e resi</a>.</li>
</ul>
<h2>Spedizione gratuita da {{delivery.freeOver}}</h2>
<p>La spedizione standard è gratuita per ordini da {{delivery.freeOver}}, la consegna al piano dei grandi elettrodomestici costa {{delivery.large_appliance.price}}. Alla consegna di un nuovo apparecchio ritiriamo gratis quello vecchio equivalente. Tutte le informazioni sono nella pagina <a href="/it/shipping-delivery">Spedizioni e consegne</a>.</p>
<h2>Non perdere le prossime offerte</h2>
<p>Iscriviti alla newsletter: riceverai un codice sconto del 10% sul tuo prossimo ordine e saprai per primo delle nuove promozioni. Puoi annullare l'iscrizione in qualsiasi momento con un clic.</p>
`,
  },

  'order-tracking': {
    title: 'Traccia il tuo ordine',
    metaDescription:
      'Segui il tuo ordine Karoo con numero d’ordine e indirizzo e-mail. Cosa significa ogni stato dell’ordine e quando contattarci.',
    content: `
<h2>Dov'è il mio ordine?</h2>
<p>Puoi seguire il tuo ordine dal pagamento fino alla porta di casa. Ti servono solo due informazioni:</p>
<ul>
<li>il <strong>numero d'ordine</strong>, che trovi nell'oggetto dell'e-mail di conferma, e</li>
<li>l'<strong>indirizzo e-mail</strong> che hai usato per l'ordine.</li>
</ul>
<p>Inseriscili nel modulo in questa pagina. Per la tua sicurezza mostriamo l'ordine solo se numero ed e-mail corrispondono. Se hai effettuato l'accesso, trovi tutti i tuoi ordini anche in <a href="/it/my-account/orders">Il mio account, ordini</a>.</p>
<h2>Cosa significano gli stati</h2>
<table>
<thead><tr><th>Stato</th><th>Cosa sta succedendo</th></tr></thead>
<tbody>
<tr><td>In attesa</td><td>Abbiamo ricevuto l'ordine, ma il pagamento non è ancora confermato. I pagamenti con carta o tramite link si confermano di solito in pochi minuti; un bonifico anticipato richiede uno o due giorni lavorativi.</td></tr>
<tr><td>In lavorazione</td><td>Il pagamento è arrivato. Stiamo preparando e imballando i tuoi articoli, affidandoli al corriere o prenotando la consegna dei grandi elettrodomestici.</td></tr>
<tr><td>Completato</td><td>L'ordine è stato consegnato.</td></tr>
</tbody>
</table>
<p>Quando il pacco lascia il nostro magazzino di Duisburg, ti inviamo per e-mail il numero di spedizione del corriere, così puoi seguirlo anche sul suo sistema. Per i grandi elettrodomestici sarà il trasportatore a contattarti per fissare l'appuntamento.</p>
<h2>Il mio ordine non si muove</h2>
<ul>
<li><strong>"In attesa" da più di due giorni lavorativi?</strong> Verifica che il pagamento sia andato a buon fine. Per il bonifico, indica il numero d'ordine nella causale.</li>
<li><strong>"In lavorazione" oltre i tempi indicati?</strong> Durante le promozioni e prima delle festività la spedizione può richiedere uno o due giorni in più. Se il ritardo è maggiore, scrivici.</li>
<li><strong>Risulta consegnato ma non hai ricevuto nulla?</strong> Chiedi prima ai vicini o al portiere e controlla se c'è un avviso di passaggio, poi contattaci.</li>
</ul>
<p>Il servizio clienti risponde su WhatsApp al +39 347 018 5510 e al telefono +39 02 8295 1470. Tieni a portata di mano il numero d'ordine. I tempi di consegna abituali sono nella pagina <a href="/it/shipping-delivery">Spedizioni e consegne</a>.</p>
<h2>Hai ordinato offline?</h2>
<p>Se hai completato l'ordine senza connessione, l'ordine resta sul tuo dispositivo e viene inviato appena torni online. Compare nel tracciamento solo dopo che lo abbiamo ricevuto e ti è arrivata l'e-mail di conferma.</p>
`,
  },

  'order-from-catalog': {
    title: 'Ordina dal catalogo',
    metaDescription:
      'Hai trovato qualcosa nel catalogo cartaceo Karoo? Ordina per telefono o WhatsApp con il codice articolo e paga in sicurezza tramite link.',
    content: `
<h2>Il nostro catalogo cartaceo</h2>
<p>Due volte l'anno, in primavera e in autunno, pubblichiamo il catalogo per Italia e Germania con tutto l'assortimento, le offerte di stagione e le ricette della nostra cucina di prova. Puoi richiederlo gratuitamente al servizio clienti: te lo spediamo per posta. Molti clienti preferiscono sfogliarlo con calma sul divano e poi ordinare con un semplice messaggio.</p>
<h2>Come ordinare</h2>
<ol>
<li><strong>Annota il codice articolo:</strong> sotto ogni prezzo del catalogo trovi un codice, per esempio FRG-1042, e il numero di pagina.</li>
<li><strong>Contattaci</strong> al telefono +39 02 8295 1470 o su WhatsApp al servizio clienti, +39 347 018 5510. Per frigoriferi, cucine, lavatrici e altri grandi elettrodomestici puoi scrivere direttamente al reparto grandi elettrodomestici al +39 347 018 5540.</li>
<li><strong>Comunicaci i dati:</strong> codici e quantità, nome, indirizzo di consegna, e-mail e numero di telefono.</li>
<li><strong>Paga in sicurezza:</strong> ti inviamo un link di pagamento protetto via e-mail o SMS, con cui puoi pagare con carta o a rate. In alternativa puoi fare un bonifico anticipato indicando il numero d'ordine nella causale.</li>
<li><strong>Ricevi la conferma</strong> via e-mail, con il numero d'ordine da usare in <a href="/it/order-tracking">Traccia il tuo ordine</a>.</li>
</ol>
<p>Importante: al telefono o su WhatsApp non ti chiederemo mai il numero della carta, il codice di sicurezza o codici OTP. Paga solo tramite il link che ti inviamo.</p>
<h2>Prezzi e validità</h2>
<p>I prezzi del catalogo sono validi nel periodo indicato in copertina, fino a esaurimento scorte. Se al momento dell'ordine lo stesso articolo costa meno sul sito, ti addebitiamo il prezzo più basso. Le spese di spedizione sono le stesse del negozio online: vedi <a href="/it/shipping-delivery">Spedizioni e consegne</a>.</p>
<h2>I tuoi diritti</h2>
<p>Anche l'ordine per telefono o WhatsApp è un contratto a distanza: hai 14 giorni dalla consegna per recedere e 24 mesi di garanzia legale. Trovi tutto nella pagina <a href="/it/warranty-returns">Garanzia e resi</a>.</p>
<h2>Preferisci ordinare da solo?</h2>
<p>Tutti i prodotti del catalogo sono anche nel negozio online. Cerca il nome del prodotto oppure parti dalle categorie <a href="/it/c/large-appliances">grandi elettrodomestici</a> e <a href="/it/c/small-appliances">piccoli elettrodomestici</a>.</p>
`,
  },

  'home-inspiration': {
    title: 'Ispirazioni per la casa',
    metaDescription:
      'Idee per una cucina che funziona davvero: progettarla in base a come cucini, creare l’angolo caffè e sfruttare al meglio gli spazi piccoli.',
    content: `
<h2>Una cucina su misura per la tua vita</h2>
<p>Le cucine più belle non sono quelle delle riviste, ma quelle in cui la moka o il bollitore stanno esattamente dove la mano li cerca alle sette del mattino. Ecco le idee che clienti e colleghi ci hanno regalato in tutti questi anni.</p>
<h2>Parti da come cucini</h2>
<p>Ripensa all'ultima settimana. Hai cucinato tutte le sere, fatto la grigliata nel weekend, preparato la domenica i pasti per tutta la settimana o soprattutto riscaldato? Chi cucina in anticipo ha bisogno di spazio nel congelatore più che del dispenser del ghiaccio. Chi vive di caffè e fette biscottate sta meglio con un'ottima macchina da caffè che con un piano cottura a sei fuochi.</p>
<ul>
<li><strong>Chi cucina per la settimana:</strong> un congelatore verticale in cantina o un combinato con cassetti freezer capienti, più una slow cooker.</li>
<li><strong>Chi ha sempre fretta:</strong> una <a href="/it/c/air-fryers">friggitrice ad aria</a> e un microonde combinato dimezzano i tempi della cena.</li>
<li><strong>Chi ama impastare:</strong> un forno ventilato con termostato preciso e un'impastatrice che lavora al posto tuo.</li>
</ul>
<h2>L'angolo caffè</h2>
<p>Dai al caffè uno spazio tutto suo, lontano dai fornelli e vicino a una presa e al rubinetto. Un tratto di piano con la <a href="/it/c/coffee-machines">macchina da caffè</a>, il macinacaffè e una mensola per le tazzine tiene il traffico del mattino lontano dalla zona cottura. Un vassoio raccoglie gocce e fondi.</p>
<h2>Cucina piccola, grandi idee</h2>
<ul>
<li>Una lavastoviglie da 45 cm è meglio di nessuna: consuma meno acqua del lavaggio a mano.</li>
<li>Un combinato alto e stretto sfrutta il pavimento meglio di un modello largo.</li>
<li>Multicooker e forni ad aria sostituiscono due o tre apparecchi specializzati.</li>
<li>Riponi nei pensili gli apparecchi che usi meno di una volta alla settimana e lascia sul piano solo quelli di tutti i giorni.</li>
</ul>
<h2>Tutto coordinato</h2>
<p>Bollitore e tostapane abbinati danno subito un'aria ordinata alla cucina. I nostri <a href="/it/c/kitchen-bundles">set cucina</a> riuniscono apparecchi dello stesso stile, con un risparmio sul prezzo. Un consiglio: l'acciaio lucido mostra le impronte più di quanto sembri in negozio, mentre le finiture spazzolate o nere sono più facili da tenere in ordine.</p>
<h2>Risparmiare energia in cucina</h2>
<p>Coperchio sulla pentola, acqua scaldata nel bollitore invece che sul fornello elettrico e piccole porzioni nella friggitrice ad aria invece che nel forno grande: piccoli gesti che si vedono in bolletta. Quali apparecchi consumano meno lo spieghiamo nella pagina sull'<a href="/it/i/energy-labels">etichetta energetica</a>.</p>
<p>Ti serve aiuto con le misure? La nostra <a href="/it/i/size-guide">guida alle dimensioni</a> ti accompagna passo dopo passo.</p>
`,
  },

  'size-guide': {
    title: 'Guida alle dimensioni degli elettrodomestici',
    metaDescription:
      'Quale capacità di frigorifero, carico di lavatrice o friggitrice ad aria fa per la tua famiglia? E come misurare nicchia, porte e scale.',
    content: `
<h2>Scegli la misura giusta</h2>
<p>Troppo piccolo e dovrai sempre incastrare tutto; troppo grande e pagherai spazio ed energia che non usi. Usa questa tabella come punto di partenza, poi pensa a come fai la spesa e a come cucini.</p>
<table>
<thead><tr><th>Famiglia</th><th>Frigorifero combinato (totale)</th><th>Lavatrice (carico)</th><th>Friggitrice ad aria</th><th>Microonde</th></tr></thead>
<tbody>
<tr><td>1–2 persone</td><td>200–300 litri</td><td>6–7 kg</td><td>3–4 litri</td><td>20 litri</td></tr>
<tr><td>3–4 persone</td><td>300–400 litri</td><td>8–9 kg</td><td>5–6 litri</td><td>25–30 litri</td></tr>
<tr><td>5 o più</td><td>400–600 litri</td><td>10 kg e oltre</td><td>7 litri o doppio cestello</td><td>30–34 litri</td></tr>
</tbody>
</table>
<p>Fai una grande spesa alla settimana o congeli molto? Per il frigorifero sali di una riga. Lavi spesso piumoni e tute sportive? Vale lo stesso per la lavatrice.</p>
<h2>Come misurare lo spazio</h2>
<ol>
<li>Misura <strong>larghezza, altezza e profondità</strong> in tre punti ciascuna, perché pareti e piani di lavoro raramente sono perfettamente dritti. Considera la misura più piccola.</li>
<li>Lascia spazio all'aria: i frigoriferi a libera installazione richiedono di solito circa <strong>5 cm</strong> sopra e <strong>2–5 cm</strong> dietro e ai lati. I valori esatti sono nel manuale di installazione.</li>
<li>Verifica che la porta del frigorifero si apra oltre i 90 gradi, così i cassetti possono uscire, soprattutto se è accanto a una parete.</li>
<li>Dietro la lavatrice servono 2–3 cm per i tubi.</li>
</ol>
<h2>Misura anche il percorso</h2>
<p>Un elettrodomestico che entra in cucina deve anche riuscire ad arrivarci. Misura il punto più stretto del percorso: portone, porta di casa, corridoio, pianerottoli, ascensore e porta della cucina. Servono circa 5 cm di margine e i frigoriferi devono viaggiare in piedi. Spesso si possono smontare porte e maniglie per guadagnare qualche centimetro: se serve, se ne occupano gli addetti alla consegna.</p>
<h2>Misure standard</h2>
<ul>
<li>Forni da incasso: larghezza 60 cm, per un mobile base standard da 60 cm.</li>
<li>Frigoriferi da incasso: nicchie alte 88, 122, 158 o 178 cm.</li>
<li>Lavastoviglie: 60 cm (12–15 coperti) oppure 45 cm (9–10 coperti).</li>
<li>Apparecchi sottopiano: circa 82–85 cm di altezza; controlla quella del tuo piano di lavoro.</li>
</ul>
<p>Hai ancora dubbi? Manda una foto e le misure al reparto grandi elettrodomestici su WhatsApp al +39 347 018 5540 e ti suggeriremo i modelli adatti. Oppure sfoglia subito <a href="/it/c/fridges-freezers">frigoriferi e congelatori</a> e <a href="/it/c/washing-machines">lavatrici</a>.</p>
`,
  },

  'energy-labels': {
    title: 'L’etichetta energetica UE spiegata',
    metaDescription:
      'Come leggere l’etichetta energetica europea con classi da A a G e codice QR, e calcolare quanto costa all’anno far funzionare un elettrodomestico.',
    content: `
<h2>Perché conviene guardare l'etichetta</h2>
<p>Il prezzo d'acquisto è solo una parte del costo di un elettrodomestico. Un frigorifero resta acceso giorno e notte per dieci anni o più: tra un modello efficiente e uno energivoro la differenza in bolletta può arrivare a diverse centinaia di euro. L'etichetta energetica europea ti aiuta a confrontarli.</p>
<h2>La nuova scala da A a G</h2>
<p>Da marzo 2021 frigoriferi e congelatori, lavatrici, lavasciuga, lavastoviglie, televisori e monitor hanno una nuova etichetta. Le classi con il "più" sono sparite e la scala torna da A (verde scuro, la più efficiente) a G (rossa). Poiché i requisiti sono diventati molto più severi, un apparecchio che prima era A+++ oggi può trovarsi in classe D o E senza consumare di più. Da luglio 2025 la nuova scala vale anche per le asciugatrici. Forni e cappe hanno invece ancora la vecchia etichetta, con classi da A+++ a D.</p>
<h2>Cosa trovi sull'etichetta</h2>
<ul>
<li><strong>La classe di efficienza energetica</strong>, da A a G.</li>
<li><strong>Il consumo di energia</strong>: in kWh all'anno per frigoriferi e congelatori, in kWh per 100 cicli del programma eco per lavatrici e lavastoviglie.</li>
<li><strong>Altri dati</strong> come capacità, consumo d'acqua per ciclo, durata del programma e classe di rumore da A a D.</li>
<li><strong>Il codice QR</strong>, che porta alla scheda del prodotto nella banca dati europea EPREL, con tutte le informazioni tecniche.</li>
</ul>
<h2>Calcola il costo di esercizio</h2>
<p>Moltiplica il consumo annuo per il prezzo che paghi per ogni kWh. L'esempio qui sotto considera 0,30 € per kWh.</p>
<table>
<thead><tr><th>Frigorifero combinato</th><th>Consumo annuo</th><th>Costo annuo</th></tr></thead>
<tbody>
<tr><td>Classe E</td><td>260 kWh</td><td>78,00 €</td></tr>
<tr><td>Classe C</td><td>170 kWh</td><td>51,00 €</td></tr>
<tr><td>Classe A</td><td>110 kWh</td><td>33,00 €</td></tr>
</tbody>
</table>
<p>In dieci anni, il frigorifero in classe A di questo esempio fa risparmiare circa 450 € rispetto a quello in classe E, senza contare gli aumenti delle tariffe.</p>
<h2>Consigli per il confronto</h2>
<ul>
<li>Confronta solo apparecchi dello stesso tipo e di dimensioni simili: un grande frigorifero in classe B può consumare più di uno piccolo in classe C.</li>
<li>Per le lavatrici guarda anche consumo d'acqua e durata del programma.</li>
<li>Gli apparecchi con motore o compressore inverter ottengono di solito classi migliori e sono più silenziosi.</li>
</ul>
<p>Approfondisci nel nostro articolo <a href="/it/blog/buying-guides/reading-energy-labels">Come leggere l'etichetta energetica</a> oppure scopri i <a href="/it/c/fridges-freezers">frigoriferi e congelatori</a> più efficienti.</p>
`,
  },
}
