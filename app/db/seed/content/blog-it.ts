import type { BlogSlug } from './blog-meta'
import type { BlogPostText } from './types'

/** Blog posts of the Italian store view, adapted for readers in Italy. */
export const blogIt: Record<BlogSlug, BlogPostText> = {
  'how-to-choose-a-fridge': {
    title: 'Come scegliere il frigorifero giusto per la tua famiglia',
    excerpt:
      'Litri per persona, spazio freezer, compressore inverter e classe energetica: ecco cosa conta davvero quando compri un frigorifero.',
    content: `
<p>Il frigorifero è l'unico elettrodomestico di casa che non si prende mai un giorno di riposo. Ci vivrai insieme per dieci-quindici anni, quindi vale la pena dedicare venti minuti a pensarci prima dell'acquisto. Ecco la lista di controllo che usa anche il nostro ufficio acquisti.</p>
<h2>1. La capienza giusta</h2>
<p>Una buona regola pratica è calcolare circa <strong>100 litri a persona</strong> tra frigorifero e congelatore, più 50-100 litri se fai la spesa grande una volta alla settimana, cucini in anticipo o hai figli adolescenti. Una coppia sta comoda con 250-300 litri, una famiglia di quattro persone ne usa di solito 350-400. Trovi la tabella completa nella nostra <a href="/it/i/size-guide">guida alle dimensioni</a>.</p>
<p>Pensa anche a come dividere lo spazio tra frigo e freezer. Chi congela la verdura dell'orto, il ragù della domenica o i pasti per la settimana ha bisogno di almeno 100 litri di congelatore. Chi compra soprattutto fresco preferirà un vano frigo più grande con buoni cassetti per frutta e verdura.</p>
<h2>2. La tipologia</h2>
<ul>
<li><strong>Doppia porta con freezer in alto:</strong> la soluzione più economica e, a parità di capienza, spesso la più efficiente.</li>
<li><strong>Combinato con freezer in basso:</strong> il frigo è all'altezza degli occhi e ti pieghi meno per le cose di tutti i giorni. La scelta preferita dalle famiglie.</li>
<li><strong>Side-by-side:</strong> tantissimo spazio e spesso il dispenser di acqua e ghiaccio, ma ripiani stretti in cui non entra una teglia grande. Servono circa 90 cm di larghezza.</li>
<li><strong>French door:</strong> ampi ripiani sopra e cassetti freezer sotto. Spazioso ed elegante, con un prezzo di conseguenza.</li>
<li><strong>Da incasso:</strong> sparisce dietro l'anta della cucina. Controlla bene l'altezza della nicchia.</li>
</ul>
<h2>3. Il compressore</h2>
<p>Un <strong>compressore inverter</strong> regola la velocità invece di accendersi e spegnersi di continuo. Consuma meno, è più silenzioso e si usura meno. Molti produttori lo garantiscono per dieci anni: un buon segno della fiducia che ci ripongono.</p>
<h2>4. No Frost o statico?</h2>
<p>I modelli No Frost fanno circolare aria fredda con una ventola, così nel congelatore non si forma ghiaccio e non devi mai sbrinare. I modelli statici costano meno e mantengono i cibi un po' più umidi, ma vanno sbrinati una o due volte l'anno. Per la maggior parte delle famiglie il No Frost vale la differenza di prezzo.</p>
<h2>5. L'etichetta energetica</h2>
<p>Il frigorifero è acceso 24 ore su 24, quindi una classe migliore si sente in bolletta. Moltiplica il consumo annuo indicato sull'etichetta per il prezzo del kWh e saprai quanto ti costa ogni anno. Tutti i dettagli nella pagina sull'<a href="/it/i/energy-labels">etichetta energetica</a>. Guarda anche la classe di rumore, soprattutto se la cucina è aperta sul soggiorno.</p>
<h2>6. Le zone di conservazione</h2>
<p>Un cassetto a temperatura vicina a zero gradi mantiene carne, pesce e verdure freschi molto più a lungo. Chi fa spesso la spesa al mercato non potrà più farne a meno.</p>
<h2>7. Misura due volte</h2>
<p>Misura lo spazio lasciando circa 5 cm sopra e qualche centimetro dietro per la ventilazione, e verifica che la porta si apra completamente. Poi misura portone, corridoi, scale e ascensore. I nostri addetti possono smontare le porte, ma non possono rendere un frigorifero più stretto.</p>
<p>Pronto a confrontare? Sfoglia i nostri <a href="/it/c/fridges-freezers">frigoriferi e congelatori</a> oppure manda una foto e le misure al reparto grandi elettrodomestici su WhatsApp al +39 347 018 5540.</p>
`,
  },

  'load-shedding-appliance-tips': {
    title: 'Cosa ci ha insegnato il load-shedding: proteggere gli elettrodomestici dai blackout',
    excerpt:
      'In Sudafrica i distacchi programmati di corrente sono parte della vita quotidiana. Quello che hanno imparato i nostri tecnici è utile anche durante un blackout in Italia.',
    content: `
<p>In Sudafrica, dove è nata Karoo, i distacchi programmati della corrente si chiamano "load-shedding". In certi periodi la luce saltava due o tre volte al giorno per due-quattro ore. I nostri tecnici hanno imparato molto su come gli elettrodomestici sopravvivono a queste interruzioni. Anche in Italia capita che la corrente vada via: durante un temporale, nelle ondate di calore estive quando la rete è sotto sforzo, o per un guasto nel condominio. Ecco cosa fare.</p>
<h2>Il problema non è il blackout, ma il ritorno della corrente</h2>
<p>L'interruzione in sé danneggia raramente gli apparecchi. Il momento critico è quando la corrente torna: i picchi di tensione possono rovinare schede elettroniche, compressori e alimentatori, soprattutto se tutto si riaccende nello stesso istante.</p>
<h2>Durante il blackout</h2>
<ul>
<li><strong>Scollega gli apparecchi</strong> che non devono ripartire subito: lavatrice, lavastoviglie, forno, microonde, televisore e computer. Togli la spina o spegni la ciabatta.</li>
<li><strong>Tieni chiusi frigorifero e congelatore.</strong> Un congelatore pieno mantiene la temperatura fino a 48 ore se non lo apri, uno mezzo vuoto circa 24 ore. Nel frigorifero i cibi restano sicuri per circa quattro ore.</li>
<li><strong>Candele solo sotto controllo.</strong> Una lampada LED ricaricabile è più sicura.</li>
</ul>
<h2>Quando torna la corrente</h2>
<ul>
<li>Aspetta due o tre minuti prima di riaccendere gli apparecchi: nei primi istanti la tensione spesso oscilla.</li>
<li>Riaccendi un apparecchio alla volta, non tutti insieme.</li>
<li>Se la lavatrice si è fermata a metà ciclo, la maggior parte dei modelli moderni riprende da sola. Se l'oblò resta bloccato, aspetta qualche minuto che il cestello si raffreddi e l'acqua venga scaricata.</li>
<li>Dopo un blackout lungo controlla i cibi nel congelatore: quelli parzialmente scongelati ma ancora molto freddi si possono consumare, ma non ricongelare.</li>
</ul>
<h2>Una protezione che costa poco</h2>
<p>Una <strong>ciabatta con protezione da sovratensioni</strong> costa poco e può salvare una scheda elettronica molto più cara. Usala per televisore, computer, macchina da caffè e frigorifero. Per proteggere tutta la casa, chiedi a un elettricista abilitato di installare uno scaricatore di sovratensione nel quadro elettrico.</p>
<p>Se hai un impianto fotovoltaico con accumulo e funzione di backup, verifica che l'inverter fornisca un'<strong>onda sinusoidale pura</strong>. Frigoriferi, microonde e apparecchi con motore, collegati a inverter economici a onda modificata, possono scaldarsi o ronzare.</p>
<h2>Apparecchi che resistono meglio</h2>
<p>Al prossimo acquisto scegli apparecchi con motore o compressore inverter e frigoriferi con una lunga autonomia in caso di interruzione, indicata nella scheda tecnica. Una <a href="/it/c/air-fryers">friggitrice ad aria</a>, poi, consuma molto meno di un forno grande e funziona anche con un piccolo sistema di accumulo.</p>
<p>Un apparecchio non ha superato il blackout? Il nostro centro assistenza ti aiuta: WhatsApp +39 347 018 5520. I danni da sovratensione sono spesso coperti dall'assicurazione sulla casa: chiedi alla tua compagnia.</p>
`,
  },

  'descaling-a-kettle-in-hard-water-areas': {
    title: 'Come togliere il calcare dal bollitore quando l’acqua è dura',
    excerpt:
      'La crosta bianca nel bollitore spreca energia e rovina il gusto del tè. Come eliminarla con acido citrico o aceto e come evitare che si riformi.',
    content: `
<p>Se vivi a Roma, Bologna, Palermo o in molte zone della Puglia, conosci bene lo strato bianco e gessoso che in poche settimane ricopre il fondo del bollitore. È calcare, cioè carbonato di calcio e magnesio che si deposita quando l'acqua dura viene scaldata. Non fa male alla salute, ma è un nemico per il bollitore e per il tuo tè.</p>
<h2>Perché togliere il calcare</h2>
<ul>
<li><strong>Fa risparmiare energia.</strong> Il calcare isola la resistenza: serve più tempo, e più corrente, per far bollire la stessa quantità d'acqua.</li>
<li><strong>Allunga la vita del bollitore.</strong> Una resistenza incrostata si surriscalda e il termostato può spegnersi troppo presto o troppo tardi.</li>
<li><strong>Migliora il gusto.</strong> Le scaglie di calcare nella tazza non sono belle da vedere e appiattiscono l'aroma di tisane e tè.</li>
</ul>
<h2>Quanto è dura la tua acqua?</h2>
<p>In Italia la durezza si misura in gradi francesi (°f). Il valore è pubblicato dal gestore dell'acquedotto, spesso anche in bolletta.</p>
<table>
<thead><tr><th>Acqua</th><th>°f</th><th>Togli il calcare circa ogni</th></tr></thead>
<tbody>
<tr><td>dolce</td><td>meno di 15</td><td>3-6 mesi</td></tr>
<tr><td>media</td><td>15-30</td><td>1-2 mesi</td></tr>
<tr><td>dura</td><td>oltre 30</td><td>2-4 settimane</td></tr>
</tbody>
</table>
<h2>Metodo 1: acido citrico</h2>
<p>L'acido citrico in polvere si trova al supermercato o in drogheria. Funziona benissimo e non ha odore.</p>
<ol>
<li>Sciogli uno o due cucchiai di acido citrico in un litro d'acqua nel bollitore.</li>
<li>Scalda l'acqua solo finché è tiepida, poi spegni: se la porti a ebollizione, l'acido citrico può formare depositi di citrato di calcio difficili da togliere.</li>
<li>Lascia agire 20-30 minuti, svuota e sciacqua bene.</li>
<li>Fai bollire acqua pulita due volte e buttala prima di preparare il tè.</li>
</ol>
<h2>Metodo 2: aceto</h2>
<ol>
<li>Riempi il bollitore a metà con aceto di vino bianco e acqua in parti uguali.</li>
<li>Porta a ebollizione, spegni e lascia riposare almeno 30 minuti, un'ora se il calcare è spesso.</li>
<li>Svuota e rimuovi delicatamente il calcare staccato con uno spazzolino morbido. Niente pagliette d'acciaio.</li>
<li>Fai bollire acqua pulita due o tre volte, finché sparisce l'odore di aceto.</li>
</ol>
<h2>Non dimenticare il filtro</h2>
<p>Quasi tutti i bollitori hanno nel beccuccio un filtro a rete estraibile che trattiene le scaglie di calcare. Toglilo e mettilo a bagno nella stessa soluzione, poi sciacqualo. Se è rovinato, il nostro reparto ricambi di solito può fornirtene uno nuovo: WhatsApp +39 347 018 5530.</p>
<h2>Prevenire il calcare</h2>
<ul>
<li>Fai bollire solo l'acqua che ti serve: risparmi anche energia.</li>
<li>Svuota il bollitore dopo l'uso invece di lasciarci l'acqua.</li>
<li>Con acqua molto dura, una caraffa filtrante aiuta e migliora anche il sapore.</li>
<li>Anche la macchina da caffè va decalcificata regolarmente. Usa il decalcificante consigliato dal produttore, perché l'aceto può rovinare le guarnizioni.</li>
</ul>
<p>È ora di cambiare bollitore? Una resistenza nascosta e un filtro estraibile rendono la pulizia molto più facile. Scopri i nostri <a href="/it/c/kettles">bollitori</a>.</p>
`,
  },

  'bobotie-spiced-air-fryer-chicken-wings': {
    title: 'Alette di pollo speziate alla bobotie nella friggitrice ad aria',
    excerpt:
      'I profumi caldi e fruttati della bobotie sudafricana su alette di pollo croccanti, pronte in 30 minuti nella friggitrice ad aria. Con glassa al chutney e albicocca.',
    content: `
<p>La bobotie è uno dei grandi piatti del Sudafrica: carne macinata delicatamente speziata al curry, con una nota dolce di frutta, ricoperta da una crema salata di uova e latte e passata in forno. Abbiamo preso in prestito il suo mix di spezie per le alette di pollo, e all'ultima grigliata del nostro team sono sparite in pochi minuti. La friggitrice ad aria le rende croccanti senza una pentola d'olio.</p>
<h2>Ingredienti (4 persone come stuzzichino, 2 come piatto unico)</h2>
<h3>Per le alette</h3>
<ul>
<li>1 kg di alette di pollo, senza la punta e divise all'articolazione</li>
<li>1 cucchiaio di curry dolce in polvere</li>
<li>1 cucchiaino di curcuma</li>
<li>½ cucchiaino di zenzero in polvere</li>
<li>½ cucchiaino di cannella</li>
<li>¼ di cucchiaino di chiodi di garofano macinati</li>
<li>1 cucchiaino di sale</li>
<li>1 cucchiaino di lievito istantaneo per torte salate (il segreto della pelle croccante)</li>
<li>1 cucchiaio di olio di semi di girasole</li>
</ul>
<h3>Per la glassa</h3>
<ul>
<li>3 cucchiai di chutney di frutta, per esempio di mango o di pesche</li>
<li>1 cucchiaio di confettura di albicocche senza pezzi</li>
<li>1 cucchiaio di succo di limone</li>
<li>1 spicchio d'aglio grattugiato finemente</li>
<li>1 cucchiaio di burro</li>
</ul>
<h2>Preparazione</h2>
<ol>
<li><strong>Asciuga le alette</strong> con cura usando carta da cucina. Più la pelle è asciutta, più il risultato sarà croccante.</li>
<li><strong>Condisci:</strong> mescola curry, curcuma, zenzero, cannella, chiodi di garofano, sale e lievito. Passa le alette nell'olio e poi nel mix di spezie, finché sono ricoperte in modo uniforme.</li>
<li><strong>Cuoci:</strong> preriscalda la friggitrice ad aria a 180 °C. Disponi le alette in un solo strato, con la pelle verso l'alto, senza sovrapporle; se il cestello è più piccolo di 5 litri, cuocile in due volte. Cuoci per 20 minuti, girandole a metà cottura.</li>
<li><strong>Rendile croccanti:</strong> alza la temperatura a 200 °C e cuoci per altri 5-7 minuti, finché la pelle è ben dorata e la parte più spessa raggiunge i 75 °C al termometro da cucina.</li>
<li><strong>Prepara la glassa:</strong> nel frattempo scalda chutney, confettura, succo di limone, aglio e burro in un pentolino, oppure 30 secondi nel microonde, finché la glassa è lucida.</li>
<li><strong>Mescola</strong> le alette ancora calde nella glassa e servile subito.</li>
</ol>
<h2>Come servirle</h2>
<p>Servile come si serve la bobotie in Sudafrica: con riso giallo all'uvetta, un'insalata di pomodori e cipolla, fettine di banana e un cucchiaio di cocco grattugiato. Per una grigliata con gli amici, aggiungi una ciotola di yogurt freddo con cetriolo grattugiato e menta per rinfrescare il palato.</p>
<h2>Consigli</h2>
<ul>
<li>Puoi condire le alette fino a un giorno prima e tenerle scoperte in frigorifero: la pelle si asciuga e diventa ancora più croccante.</li>
<li>Ti piace piccante? Aggiungi mezzo cucchiaino di peperoncino in polvere al mix di spezie o un peperoncino fresco tritato alla glassa.</li>
<li>Una foglia di alloro nella glassa mentre si scalda regala il profumo tipico della bobotie. Toglila prima di mescolare.</li>
<li>Gli avanzi si riscaldano bene: 5 minuti a 180 °C nella friggitrice ad aria.</li>
</ul>
<p>Cucini per tanti ospiti? Con una friggitrice ad aria a doppio cestello prepari due porzioni insieme. La trovi tra le nostre <a href="/it/c/air-fryers">friggitrici ad aria</a>, e altre ricette nei nostri <a href="/it/c/recipe-e-books">ricettari digitali</a>.</p>
`,
  },

  'reading-energy-labels': {
    title: 'Come leggere l’etichetta energetica: cosa significano davvero le lettere',
    excerpt:
      'Perché un apparecchio che era A+++ oggi può essere in classe D, come trasformare i kilowattora in euro e cosa l’etichetta non dice.',
    content: `
<p>Su ogni frigorifero, lavatrice e lavastoviglie in vendita c'è l'etichetta energetica europea, con i suoi colori dal verde al rosso. È uno degli strumenti più utili per confrontare gli elettrodomestici, eppure quasi tutti si limitano a guardare la lettera. Ecco come sfruttarla al meglio.</p>
<h2>Perché l'A+++ è sparita</h2>
<p>Fino al 2021 quasi tutti gli apparecchi si affollavano tra le classi A+ e A+++, e la differenza tra buono e ottimo non si vedeva più. Per questo l'Unione europea ha riscritto la scala: da marzo 2021 per frigoriferi, lavatrici, lavasciuga, lavastoviglie e schermi va di nuovo da A a G, e da luglio 2025 anche per le asciugatrici. I requisiti sono diventati così severi che un apparecchio che prima era A+++ oggi finisce spesso in classe D o E, pur consumando esattamente come prima. La classe A è stata pensata apposta perché all'inizio quasi nessun modello la raggiungesse.</p>
<h2>La lettera è un confronto, non una bolletta</h2>
<p>La classe di efficienza indica quanto un apparecchio è parsimonioso <em>in rapporto alle sue dimensioni</em>. Per questo un grande frigorifero in classe B può consumare più di uno piccolo in classe C. Guarda prima la lettera, poi il numero.</p>
<h2>Il numero è quello che paghi</h2>
<p>L'etichetta indica il consumo in kilowattora: all'anno per frigoriferi e congelatori, per 100 cicli del programma eco per lavatrici e lavastoviglie. Moltiplicalo per il prezzo che paghi per l'energia: oggi in Italia, per le famiglie, di solito tra 0,25 € e 0,35 € per kWh tutto compreso.</p>
<h3>Esempio: due combinati della stessa capienza</h3>
<ul>
<li>Classe D: 210 kWh all'anno × 0,30 € = <strong>63,00 € all'anno</strong></li>
<li>Classe A: 110 kWh all'anno × 0,30 € = <strong>33,00 € all'anno</strong></li>
</ul>
<p>I 30 € di differenza all'anno diventano 300 € in dieci anni, senza contare gli aumenti delle tariffe. Se il modello più efficiente costa 150 € in più, si ripaga in circa cinque anni.</p>
<h2>Lavatrici: ragiona in cicli</h2>
<p>Una famiglia di quattro persone fa circa 220 lavaggi l'anno, quindi il valore per 100 cicli riportato sull'etichetta si moltiplica facilmente. Guarda anche il consumo d'acqua per ciclo e la durata del programma: il programma eco consuma poco, ma spesso dura più di tre ore.</p>
<h2>Cosa l'etichetta non dice</h2>
<ul>
<li><strong>Come lo usi.</strong> Lavare a 30 °C invece che a 60 °C dimezza più o meno l'energia per lavaggio, qualunque cosa dica l'etichetta.</li>
<li><strong>Dove lo metti.</strong> Un frigorifero accanto al forno o in una mansarda calda lavora molto più che in laboratorio.</li>
<li><strong>La riparabilità.</strong> Oggi per molti elettrodomestici i produttori devono garantire i ricambi per sette-dieci anni. Chiedi comunque.</li>
</ul>
<h2>Il codice QR</h2>
<p>In alto a destra sull'etichetta c'è un codice QR. Porta alla scheda del prodotto nella banca dati europea EPREL, con tutti i dati tecnici: utile quando vuoi confrontare con calma due modelli.</p>
<p>Un riepilogo veloce è nella nostra pagina sull'<a href="/it/i/energy-labels">etichetta energetica</a>, e ogni scheda prodotto del negozio riporta classe e consumi. Parti dai nostri <a href="/it/c/fridges-freezers">frigoriferi e congelatori</a> o dalle <a href="/it/c/washing-machines">lavatrici</a> più efficienti.</p>
`,
  },

  'washing-machine-care': {
    title: 'Manutenzione della lavatrice: sette abitudini per farla durare di più',
    excerpt:
      'La maggior parte dei guasti che vedono i nostri tecnici si poteva evitare. Sette semplici abitudini per una lavatrice pulita, profumata ed efficiente.',
    content: `
<p>I tecnici dei nostri centri assistenza vedono centinaia di lavatrici ogni anno. Alcuni guasti sono semplice sfortuna, ma moltissimi dipendono da un filtro intasato, da un cestello troppo pieno o da una guarnizione ammuffita. Ecco le abitudini che consigliano.</p>
<h2>1. Pulisci il filtro ogni due-tre mesi</h2>
<p>Le lavatrici a carica frontale hanno un piccolo filtro dietro uno sportellino in basso sul davanti. Trattiene monete, forcine, bottoni e pelucchi prima che arrivino alla pompa di scarico. Metti a terra una bacinella bassa e un asciugamano, scarica l'acqua residua con il tubicino di emergenza, se c'è, poi svita lentamente il filtro. Sciacqualo sotto il rubinetto e riavvitalo bene. Una lavatrice che non scarica o mostra un codice di errore spesso ha semplicemente il filtro pieno.</p>
<h2>2. Un lavaggio caldo al mese</h2>
<p>Lavare quasi sempre a 30 o 40 °C fa risparmiare energia, ma lascia accumulare residui di detersivo e batteri: da qui il classico odore di chiuso. Una volta al mese fai un ciclo a vuoto con il programma più caldo, da 60 a 90 °C o il programma di pulizia del cestello, con un po' di detersivo in polvere o un prodotto specifico per lavatrici.</p>
<h2>3. Oblò e cassetto aperti</h2>
<p>Dopo il lavaggio lascia socchiusi l'oblò e il cassetto del detersivo, così l'interno si asciuga. Passa un panno asciutto sulla guarnizione in gomma e controlla le pieghe: calzini, monete e capelli si nascondono lì. La muffa nella guarnizione è la causa più comune dei cattivi odori.</p>
<h2>4. Pulisci il cassetto del detersivo</h2>
<p>Estrai completamente il cassetto, di solito premendo una linguetta, e lavalo con acqua calda e un vecchio spazzolino. Pulisci anche la sede in cui scorre, dove amano annidarsi residui di ammorbidente e muffa.</p>
<h2>5. Né troppo piena né mezza vuota</h2>
<p>Sopra il bucato nel cestello dovrebbe entrare una mano distesa. Una lavatrice sovraccarica lava peggio e affatica cuscinetti e motore. Un solo capo pesante, come un tappeto da bagno, può sbilanciare il cestello durante la centrifuga: aggiungi qualche asciugamano.</p>
<h2>6. Meno detersivo di quanto pensi</h2>
<p>Troppo detersivo lascia residui su capi e lavatrice e può fare troppa schiuma. Dosalo in base alla durezza dell'acqua indicata dal tuo gestore: con acqua dolce ne serve molto meno che con acqua dura. Con acqua molto dura, invece, un anticalcare aiuta a proteggere la resistenza. Il detersivo in polvere mantiene la lavatrice più pulita di quello liquido.</p>
<h2>7. Tubi e livellamento una volta l'anno</h2>
<p>Controlla i tubi di carico e scarico: se vedi crepe o rigonfiamenti, sostituiscili, e comunque cambiali ogni cinque anni circa. Un tubo con sistema antiallagamento protegge da brutte sorprese. Verifica anche che la lavatrice sia in bolla e che tutti e quattro i piedini tocchino il pavimento: una lavatrice che "cammina" in centrifuga si consuma in fretta.</p>
<h2>Quando chiamarci</h2>
<p>Se il cestello fa un rumore di sfregamento, esce acqua da sotto o salta il salvavita, non usare più la lavatrice e contatta il centro assistenza su WhatsApp al +39 347 018 5520. Filtri, guarnizioni e tubi li trovi dal nostro reparto ricambi: +39 347 018 5530.</p>
<p>È arrivato il momento di cambiarla? Confronta capacità e classi energetiche tra le nostre <a href="/it/c/washing-machines">lavatrici</a>.</p>
`,
  },

  'choosing-a-coffee-machine': {
    title: 'Quale macchina da caffè fa per te?',
    excerpt: 'Moka, capsule, macchina manuale o superautomatica? Confrontiamo costo per tazzina, impegno e gusto per aiutarti a scegliere.',
    content: `
<p>In Italia il caffè è una cosa seria, e ogni casa ha le sue abitudini. La macchina giusta dipende meno dal prezzo e più da come ti piace il caffè, da quanti siete in famiglia e da quanto tempo vuoi dedicarci la mattina.</p>
<h2>La moka</h2>
<p>Impossibile non partire da qui. La moka costa poco, dura decenni e fa un caffè intenso e aromatico. Ricordati di non pressare la polvere, di usare fuoco basso e di spegnere appena il caffè comincia a gorgogliare. Sui piani a induzione serve una moka in acciaio o con fondo adatto, oppure una moka elettrica.</p>
<p><strong>Ideale per:</strong> chi ama il rito e il caffè corposo. <strong>Costo per tazzina:</strong> circa 0,10-0,15 €.</p>
<h2>Macchina a capsule</h2>
<p>Inserisci la capsula, premi un tasto e in meno di un minuto hai un espresso o un lungo, senza sporcare. Le capsule sono il modo più caro di fare il caffè e vanno smaltite correttamente, ma per praticità non hanno rivali.</p>
<p><strong>Ideale per:</strong> una o due persone, chi ha fretta. <strong>Costo per tazzina:</strong> circa 0,30-0,50 €.</p>
<h2>Macchina manuale con portafiltro</h2>
<p>Macini il caffè, riempi e pressi il portafiltro, monti il latte con la lancia vapore. Ci vuole un po' di pratica, ma hai il pieno controllo e un cappuccino da bar. Metti in conto anche un buon macinacaffè: il caffè appena macinato fa più differenza della macchina stessa.</p>
<p><strong>Ideale per:</strong> chi si diverte a fare il barista. <strong>Costo per tazzina:</strong> circa 0,15-0,25 €.</p>
<h2>Macchina superautomatica</h2>
<p>Macina, pressa, estrae e spesso monta anche il latte con un solo tasto. È la più cara da comprare, ma per tazzina costa poco perché usi il caffè in grani, e il risultato è ottimo. Se in casa si bevono molti cappuccini, scegli un modello con sistema automatico per il latte.</p>
<p><strong>Ideale per:</strong> bevande con latte, famiglie con più amanti del caffè. <strong>Costo per tazzina:</strong> circa 0,15-0,25 €.</p>
<h2>Le domande da farti</h2>
<ul>
<li><strong>Quante tazzine al giorno?</strong> Oltre quattro, il costo per tazzina conta più del prezzo d'acquisto.</li>
<li><strong>Caffè o cappuccino?</strong> Per le bevande con latte serve una lancia vapore o un sistema automatico.</li>
<li><strong>Quanto vuoi pulire?</strong> Le superautomatiche richiedono di sciacquare il gruppo infusore e il circuito del latte con regolarità; le macchine a capsule quasi nulla.</li>
<li><strong>Quanto è dura la tua acqua?</strong> Tutte le macchine vanno decalcificate. Dove l'acqua è dura, un modello con filtro dell'acqua ti evita molti problemi.</li>
</ul>
<h2>Consumi</h2>
<p>Le macchine espresso assorbono da 1.200 a 1.500 watt mentre si scaldano, ma per poco tempo. Conta di più lo stand-by: cerca lo spegnimento automatico e un riscaldamento rapido. Una ciabatta con protezione dalle sovratensioni protegge l'elettronica, che è delicata.</p>
<p>Pronto a scegliere? Confronta le nostre <a href="/it/c/coffee-machines">macchine da caffè</a>. Caraffe, filtri e decalcificante di ricambio li trovi dal reparto ricambi su WhatsApp al +39 347 018 5530.</p>
`,
  },

  'buttermilk-rusks': {
    title: 'Rusks sudafricani al latticello',
    excerpt:
      'Ogni famiglia sudafricana ha la sua ricetta dei rusks. Questa è la nostra: biscotti al latticello cotti e poi essiccati lentamente in forno, perfetti da inzuppare.',
    content: `
<p>In Sudafrica non c'è cucina senza una scatola di rusks fatti in casa accanto al bollitore. Si cuociono come un pane, si dividono in bastoncini e poi si lasciano asciugare per ore in forno, finché diventano abbastanza croccanti da resistere a una lunga inzuppata nel caffè o nel rooibos. Immagina un parente dei cantucci e delle fette biscottate, ma più friabile. Questa è la ricetta base al latticello che la nostra cucina di prova rifà ogni volta.</p>
<h2>Ingredienti (circa 40 rusks)</h2>
<ul>
<li>1 kg di farina 00</li>
<li>2 bustine di lievito per dolci (16 g ciascuna)</li>
<li>1 cucchiaino di sale</li>
<li>200 g di zucchero</li>
<li>250 g di burro freddo a cubetti</li>
<li>500 ml di latticello</li>
<li>2 uova grandi</li>
<li>Facoltativo: 1 cucchiaino di semi di anice, oppure 200 g di muesli e 100 g di uvetta</li>
</ul>
<h2>Preparazione</h2>
<ol>
<li><strong>Preriscalda</strong> il forno statico a 180 °C (160 °C se ventilato) e imburra una pirofila grande, di circa 35 × 25 cm, o due stampi da plumcake.</li>
<li><strong>Lavora il burro:</strong> mescola in una ciotola capiente farina, lievito, sale e zucchero. Incorpora il burro sfregandolo con la punta delle dita finché il composto sembra un pangrattato grossolano. Con la frusta a foglia dell'impastatrice ci vuole un minuto.</li>
<li><strong>Aggiungi i liquidi:</strong> sbatti il latticello con le uova e uniscili, mescolando fino a ottenere un impasto morbido. Aggiungi ora anice, oppure muesli e uvetta, se li usi. Non impastare a lungo: basta che l'impasto stia insieme.</li>
<li><strong>Forma le palline:</strong> con le mani infarinate forma delle palline grandi come una pallina da golf e sistemale ben strette una accanto all'altra nella teglia. Così ottieni la forma tradizionale e potrai dividerle facilmente.</li>
<li><strong>Cuoci</strong> per 45-60 minuti, finché la superficie è dorata e lo stecchino esce asciutto. Sforna su una gratella e lascia raffreddare almeno un'ora.</li>
<li><strong>Dividi</strong> il pane in bastoncini seguendo le palline.</li>
<li><strong>Essicca:</strong> disponi i rusks sulle griglie del forno, distanziati. Lasciali asciugare a 80-100 °C per quattro-sei ore, o tutta la notte, finché sono duri fino al centro. Tieni lo sportello socchiuso con un cucchiaio di legno perché l'umidità possa uscire. Con la funzione ventilata asciugano più in fretta e in modo uniforme.</li>
</ol>
<h2>I consigli della nostra cucina</h2>
<ul>
<li>Se il latticello è difficile da trovare, mescola 450 ml di latte con 3 cucchiai di succo di limone e lascia riposare dieci minuti. In alternativa usa metà yogurt bianco e metà latte.</li>
<li>I rusks non completamente asciutti al centro diventano molli e ammuffiscono nella scatola. Spezzane uno per controllare.</li>
<li>In una scatola ermetica si conservano per circa un mese. Di solito finiscono molto prima.</li>
<li>Per una versione integrale, sostituisci un quarto della farina con farina integrale e aggiungi semi di girasole o di zucca.</li>
</ul>
<p>Nell'essiccazione si vede quanto vale un buon forno: una temperatura bassa precisa e una ventilazione uniforme fanno tutta la differenza. Scopri i nostri <a href="/it/c/stoves-ovens">cucine e forni</a> e altre ricette di famiglia nei nostri <a href="/it/c/recipe-e-books">ricettari digitali</a>.</p>
`,
  },

  'choosing-a-vacuum-cleaner': {
    title: 'Come scegliere l’aspirapolvere: pavimenti, tappeti e animali',
    excerpt:
      'Scopa elettrica senza filo, aspirapolvere a traino o robot? Come scegliere quello giusto per i tuoi pavimenti, i tuoi animali e il tuo modo di pulire.',
    content: `
<p>L'aspirapolvere ideale per un bilocale con il parquet non è lo stesso che serve in una villetta con tappeti, scale e due cani. Prima di guardare watt e promesse pubblicitarie, rispondi a queste domande.</p>
<h2>Che pavimenti hai?</h2>
<ul>
<li><strong>Soprattutto piastrelle, gres e parquet:</strong> conta meno la potenza pura e di più una spazzola morbida che raccoglie polvere fine e sabbia senza spargerla né graffiare. Molte scope elettriche senza filo ne hanno una.</li>
<li><strong>Tappeti e moquette:</strong> serve una spazzola motorizzata che lavori a fondo le fibre, con una buona aspirazione.</li>
<li><strong>Misti:</strong> cerca una spazzola che si adatti da sola al tipo di superficie, oppure due spazzole intercambiabili.</li>
</ul>
<h2>I tipi principali</h2>
<h3>Scopa elettrica senza filo</h3>
<p>Leggera, veloce e sempre pronta, è diventata la preferita per la pulizia di tutti i giorni. Controlla l'autonomia reale alla potenza normale, spesso 25-40 minuti, non il valore massimo dichiarato per la potenza minima. Con una batteria estraibile puoi comprarne una seconda per le case più grandi.</p>
<h3>Aspirapolvere a traino</h3>
<p>Offre ancora la maggiore potenza per il prezzo, con un lungo raggio d'azione sotto i mobili e sulle scale. I modelli con sacchetto sono più igienici per chi soffre di allergie, perché la polvere resta chiusa nel sacchetto; quelli senza sacchetto fanno risparmiare sui sacchetti, ma i filtri vanno lavati con regolarità.</p>
<h3>Aspirapolvere verticale</h3>
<p>Pensato per grandi superfici con moquette, con una spazzola larga e un contenitore capiente. Più pesante da portare e meno pratico sulle scale: in Italia è poco diffuso, ma ha senso se hai molti tappeti.</p>
<h3>Robot aspirapolvere</h3>
<p>Un robot tiene puliti i pavimenti tra una pulizia completa e l'altra, una benedizione se hai animali. Non sostituisce un vero aspirapolvere e ha bisogno di un pavimento sgombro, senza cavi e calzini in giro. Molti modelli lavano anche i pavimenti: comodi sul gres, meno sul parquet delicato.</p>
<h2>Animali e allergie</h2>
<p>Per i peli degli animali scegli una spazzola su cui i peli non si attorciglino e una piccola turbospazzola per divano e sedili dell'auto. Chi soffre di allergie dovrebbe preferire un sistema sigillato con filtro HEPA, che trattiene le particelle fini invece di rimetterle in circolo.</p>
<h2>Potenza e rumore</h2>
<p>Nell'Unione europea gli aspirapolvere con filo possono assorbire al massimo 900 watt. Più watt, del resto, non significano più aspirazione: contano la spazzola e il flusso d'aria. Guarda piuttosto la rumorosità: sotto i 75 dB è piacevolmente silenzioso, importante in condominio.</p>
<h2>Costi nel tempo</h2>
<p>Prima di comprare, verifica prezzo e disponibilità di sacchetti, filtri e batterie di ricambio. Un aspirapolvere economico con sacchetti cari non è un affare. Il nostro reparto ricambi tiene sacchetti e filtri per tutti i modelli che vendiamo: WhatsApp +39 347 018 5530.</p>
<p>Confronta i modelli tra i nostri <a href="/it/c/vacuum-cleaners">aspirapolvere</a>.</p>
`,
  },

  'green-smoothie-for-busy-mornings': {
    title: 'Smoothie verde per le mattine di corsa',
    excerpt:
      'Spinaci, banana, ananas e rooibos freddo: uno smoothie verde buono davvero, che sazia fino a pranzo e si prepara in due minuti.',
    content: `
<p>Gli smoothie verdi hanno la fama di sapere d'erba tagliata. Questo no. La dolcezza di banana e ananas copre gli spinaci, fiocchi d'avena e burro d'arachidi saziano, e il rooibos freddo al posto del succo tiene basso lo zucchero e regala una nota morbida che ricorda il miele. Ci vogliono due minuti, compreso il lavaggio del frullatore.</p>
<h2>Ingredienti (2 bicchieri)</h2>
<ul>
<li>250 ml di tè rooibos freddo, oppure latte o una bevanda vegetale all'avena</li>
<li>1 banana matura a rondelle, congelata</li>
<li>150 g di ananas o mango a pezzi, fresco o surgelato</li>
<li>2 grandi manciate di spinacino (circa 60 g)</li>
<li>2 cucchiai di fiocchi d'avena</li>
<li>1 cucchiaio di burro d'arachidi</li>
<li>Qualche goccia di succo di limone</li>
<li>Facoltativo: un pezzetto di zenzero fresco o una manciata di cubetti di ghiaccio</li>
</ul>
<h2>Preparazione</h2>
<ol>
<li><strong>Prima i liquidi:</strong> versa il rooibos nel bicchiere del frullatore. Il liquido sul fondo aiuta le lame a tirare giù tutto e non affatica il motore.</li>
<li><strong>Poi gli ingredienti morbidi:</strong> aggiungi avena, burro d'arachidi, succo di limone e spinaci.</li>
<li><strong>La frutta congelata per ultima:</strong> metti banana e ananas sopra. Il loro peso spinge le foglie verso le lame.</li>
<li><strong>Frulla:</strong> parti a bassa velocità per qualche secondo, poi frulla alla massima per 45-60 secondi, finché è perfettamente liscio. Se è troppo denso, aggiungi un goccio di liquido.</li>
</ol>
<h2>Preparalo in anticipo</h2>
<p>La domenica prepara cinque sacchetti gelo con banana, ananas, spinaci e avena, uno per ogni mattina. Al momento, versa un sacchetto nel frullatore con il rooibos e il burro d'arachidi e frulla. Gli spinaci congelati si frullano anche meglio di quelli freschi, e non sprechi niente.</p>
<h2>Quale frullatore?</h2>
<p>Qualsiasi frullatore a bicchiere può fare questo smoothie, ma con frutta congelata e verdure a foglia la potenza si vede. Un frullatore da almeno 1.000 watt con bicchiere robusto in vetro o Tritan dà un risultato vellutato, senza pezzetti di foglia. Un frullatore personale, il cui bicchiere diventa borraccia, è perfetto se lo bevi per strada. Trovi entrambi tra i nostri <a href="/it/c/blenders">frullatori</a>.</p>
<h2>Pulito in 30 secondi</h2>
<p>Sciacqua subito il bicchiere, prima che qualcosa si secchi. Poi riempilo a metà con acqua calda e una goccia di detersivo per piatti, frulla per 30 secondi e risciacqua. Una volta alla settimana smonta il gruppo lame, se il tuo modello lo consente, e lava la guarnizione.</p>
<h2>Varianti</h2>
<ul>
<li><strong>Tropicale:</strong> mango, qualche foglia di menta e latte di cocco al posto del rooibos.</li>
<li><strong>Ai frutti di bosco:</strong> frutti di bosco surgelati al posto dell'ananas. Il colore diventa viola e nessuno indovinerà che dentro ci sono gli spinaci.</li>
<li><strong>Proteico:</strong> aggiungi 125 g di yogurt greco o raddoppia il burro d'arachidi, ideale dopo la palestra.</li>
</ul>
<p>Cerchi altre colazioni veloci? Le trovi nei nostri <a href="/it/c/recipe-e-books">ricettari digitali</a>.</p>
`,
  },
}
