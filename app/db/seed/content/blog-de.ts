import type { BlogSlug } from './blog-meta'
import type { BlogPostText } from './types'

/** Blog posts of the German store view, adapted for readers in Germany. */
export const blogDe: Record<BlogSlug, BlogPostText> = {
  'how-to-choose-a-fridge': {
    title: 'So finden Sie den richtigen Kühlschrank für Ihre Familie',
    excerpt: 'Liter pro Person, Gefrierraum, Inverter-Kompressor und Energieklasse: Darauf kommt es beim Kühlschrankkauf wirklich an.',
    content: `
<p>Der Kühlschrank ist das einzige Gerät im Haushalt, das nie Feierabend hat. Sie leben zehn bis fünfzehn Jahre mit ihm, da lohnen sich zwanzig Minuten Überlegung vor dem Kauf. Hier ist die Checkliste, mit der auch unser Einkaufsteam arbeitet.</p>
<h2>1. Die passende Größe</h2>
<p>Als Faustregel gelten etwa <strong>100 Liter pro Person</strong> für Kühl- und Gefrierteil zusammen. Rechnen Sie 50 bis 100 Liter dazu, wenn Sie nur einmal pro Woche einkaufen, gern vorkochen oder Teenager im Haus haben. Ein Paar kommt mit 250 bis 300 Litern gut aus, eine vierköpfige Familie braucht meist 350 bis 400 Liter. Eine ausführliche Tabelle finden Sie in unserem <a href="/de/i/size-guide">Größenratgeber</a>.</p>
<p>Überlegen Sie auch, wie viel Gefrierraum Sie brauchen. Wer Obst aus dem Garten einfriert oder für die ganze Woche vorkocht, sollte mindestens 100 Liter einplanen. Wer vor allem frisch einkauft, fährt mit einem großen Kühlteil und guten Gemüseschubladen besser.</p>
<h2>2. Die Bauform</h2>
<ul>
<li><strong>Kühlschrank mit Gefrierfach:</strong> günstig und kompakt, ideal für Singles und als Zweitgerät.</li>
<li><strong>Kühl-Gefrier-Kombination mit Gefrierteil unten:</strong> Das Kühlteil liegt auf Augenhöhe, Sie bücken sich seltener. Die beliebteste Wahl für Familien.</li>
<li><strong>Side-by-Side:</strong> sehr viel Platz, oft mit Wasser- und Eisspender, aber schmale Fächer, in die kein großes Blech passt. Braucht etwa 90 cm Breite.</li>
<li><strong>French Door:</strong> breite Kühlfächer oben, Gefrierschubladen unten. Großzügig und elegant, mit entsprechendem Preis.</li>
<li><strong>Einbaugerät:</strong> verschwindet hinter der Küchenfront. Achten Sie auf die Nischenhöhe Ihrer Küche.</li>
</ul>
<h2>3. Der Kompressor</h2>
<p>Ein <strong>Inverter-Kompressor</strong> regelt seine Drehzahl stufenlos, statt ständig an- und auszuschalten. Er verbraucht weniger Strom, läuft leiser und verschleißt weniger. Viele Hersteller geben darauf zehn Jahre Garantie, was einiges über ihr Vertrauen in die Technik sagt.</p>
<h2>4. NoFrost oder nicht?</h2>
<p>NoFrost-Geräte verteilen die Kälte mit einem Ventilator, sodass sich im Gefrierteil kein Eis bildet und Abtauen entfällt. Geräte ohne NoFrost sind günstiger und halten Lebensmittel etwas feuchter, müssen aber ein- bis zweimal im Jahr abgetaut werden. Für die meisten Familien lohnt sich der Aufpreis für NoFrost.</p>
<h2>5. Das Energielabel</h2>
<p>Ein Kühlschrank läuft rund um die Uhr, eine bessere Effizienzklasse macht sich daher deutlich bemerkbar. Multiplizieren Sie den Jahresverbrauch auf dem Label mit Ihrem Strompreis, dann wissen Sie, was das Gerät im Jahr kostet. Unser Artikel zum <a href="/de/i/energy-labels">EU-Energielabel</a> erklärt die Einzelheiten. Achten Sie auch auf die Geräuschklasse, vor allem in offenen Wohnküchen.</p>
<h2>6. Lagerzonen</h2>
<p>Eine 0-Grad-Zone hält Fleisch, Fisch und Gemüse deutlich länger frisch. Wer viel frisch einkauft, wird sie schnell nicht mehr missen wollen.</p>
<h2>7. Zweimal messen</h2>
<p>Messen Sie den Stellplatz und lassen Sie oben etwa 5 cm und hinten einige Zentimeter Luft. Prüfen Sie, ob sich die Tür ganz öffnen lässt. Dann messen Sie Haustür, Flur und Treppenhaus. Das Lieferteam kann Türen abnehmen, einen Kühlschrank schmaler machen kann es nicht.</p>
<p>Bereit zum Vergleichen? Stöbern Sie bei unseren <a href="/de/c/fridges-freezers">Kühl- und Gefriergeräten</a> oder schicken Sie unserem Großgeräte-Team ein Foto und Ihre Maße per WhatsApp an +49 151 2360 4440.</p>
`,
  },

  'load-shedding-appliance-tips': {
    title: 'Was wir vom Load-Shedding gelernt haben: Geräte bei Stromausfall schützen',
    excerpt:
      'In Südafrika gehören geplante Stromabschaltungen zum Alltag. Was unsere Techniker daraus gelernt haben, hilft auch bei Stromausfällen in Deutschland.',
    content: `
<p>In Südafrika, wo Karoo zu Hause ist, heißen geplante Stromabschaltungen „Load-Shedding“. Zeitweise war der Strom dort mehrmals täglich für zwei bis vier Stunden weg. Unsere Techniker haben in dieser Zeit viel darüber gelernt, wie Haushaltsgeräte Stromausfälle überstehen. In Deutschland ist das Netz sehr zuverlässig, doch nach Unwettern, bei Bauarbeiten oder einem Defekt im Haus fällt auch hier einmal der Strom aus. Diese Tipps helfen dann.</p>
<h2>Nicht der Ausfall ist das Problem, sondern die Rückkehr</h2>
<p>Der Stromausfall selbst schadet Geräten selten. Kritisch ist der Moment, in dem der Strom zurückkommt: Spannungsspitzen können Elektronikplatinen, Kompressoren und Netzteile beschädigen, vor allem wenn alle Geräte gleichzeitig anlaufen.</p>
<h2>Während des Ausfalls</h2>
<ul>
<li><strong>Geräte vom Netz nehmen</strong>, die nicht sofort wieder laufen müssen: Waschmaschine, Geschirrspüler, Backofen, Mikrowelle, Fernseher und Computer. Ziehen Sie den Stecker oder schalten Sie die Steckdosenleiste aus.</li>
<li><strong>Kühl- und Gefriergeräte geschlossen halten.</strong> Ein voller Gefrierschrank hält die Temperatur geschlossen bis zu 48 Stunden, ein halbvoller etwa 24 Stunden. Im Kühlschrank bleiben Lebensmittel etwa vier Stunden sicher.</li>
<li><strong>Kerzen nur unter Aufsicht.</strong> Eine aufgeladene LED-Lampe ist sicherer.</li>
</ul>
<h2>Wenn der Strom zurückkommt</h2>
<ul>
<li>Warten Sie zwei bis drei Minuten, bevor Sie Geräte wieder einschalten. In den ersten Momenten schwankt die Spannung oft.</li>
<li>Schalten Sie die Geräte nacheinander ein, nicht alle auf einmal.</li>
<li>Ist die Waschmaschine mitten im Programm stehen geblieben, setzen die meisten modernen Modelle es automatisch fort. Bleibt die Tür verriegelt, warten Sie ein paar Minuten, bis die Trommel abgekühlt und abgepumpt ist.</li>
<li>Prüfen Sie nach einem längeren Ausfall die Lebensmittel im Gefrierschrank. Angetaute, aber noch eiskalte Ware können Sie meist verbrauchen, aber nicht wieder einfrieren.</li>
</ul>
<h2>Gut geschützt</h2>
<p>Eine <strong>Steckdosenleiste mit Überspannungsschutz</strong> kostet wenig und kann eine teure Steuerplatine retten. Sinnvoll ist sie für Fernseher, Computer, Kaffeevollautomat und Kühlschrank. Für das ganze Haus kann eine Elektrofachkraft einen Überspannungsschutz im Verteilerkasten nachrüsten; in Neubauten ist er ohnehin vorgeschrieben.</p>
<p>Wer eine Notstromversorgung oder einen Batteriespeicher mit Inselbetrieb nutzt, sollte darauf achten, dass der Wechselrichter eine <strong>reine Sinuswelle</strong> liefert. Kühlschränke, Mikrowellen und Geräte mit Motor laufen an einfachen Wechselrichtern mit modifizierter Sinuswelle oft heiß oder brummen.</p>
<h2>Geräte, die mehr aushalten</h2>
<p>Beim nächsten Neukauf lohnt sich der Blick auf Geräte mit Invertermotor oder -kompressor und auf Kühlgeräte mit langer Lagerzeit bei Störung, die der Hersteller im Datenblatt angibt. Eine <a href="/de/c/air-fryers">Heißluftfritteuse</a> braucht übrigens deutlich weniger Strom als ein großer Backofen und lässt sich auch an einem kleinen Batteriespeicher betreiben.</p>
<p>Ein Gerät hat einen Stromausfall nicht überstanden? Unser Servicecenter hilft: WhatsApp +49 151 2360 4420. Überspannungsschäden übernimmt häufig die Hausratversicherung; fragen Sie dort nach.</p>
`,
  },

  'descaling-a-kettle-in-hard-water-areas': {
    title: 'Wasserkocher entkalken: So geht es bei hartem Wasser',
    excerpt:
      'Die weiße Kruste im Wasserkocher kostet Strom und verdirbt den Tee. So entkalken Sie mit Zitronensäure oder Essig und beugen neuem Kalk vor.',
    content: `
<p>Wer in München, Stuttgart, Berlin oder Würzburg wohnt, kennt das Problem: Nach wenigen Wochen liegt im Wasserkocher eine weiße, kreidige Schicht. Das ist Kalk, also Calcium- und Magnesiumcarbonat, das sich beim Erhitzen von hartem Wasser absetzt. Gesundheitlich ist er unbedenklich, für Gerät und Tee aber lästig.</p>
<h2>Warum sich Entkalken lohnt</h2>
<ul>
<li><strong>Es spart Strom.</strong> Kalk isoliert das Heizelement. Das Gerät braucht länger und mehr Energie, um dieselbe Menge Wasser zu kochen.</li>
<li><strong>Es verlängert die Lebensdauer.</strong> Ein verkalktes Heizelement überhitzt, und der Thermostat schaltet zu früh oder zu spät ab.</li>
<li><strong>Es schmeckt besser.</strong> Kalkflocken in der Tasse sind unschön und dämpfen das Aroma von Tee und Kaffee.</li>
</ul>
<h2>Wie hart ist Ihr Wasser?</h2>
<p>Die Wasserhärte wird in Deutschland in Grad deutscher Härte (°dH) angegeben. Ihr Wasserversorger veröffentlicht den Wert, oft steht er auch auf der Wasserabrechnung.</p>
<table>
<thead><tr><th>Härtebereich</th><th>°dH</th><th>Entkalken etwa alle</th></tr></thead>
<tbody>
<tr><td>weich</td><td>unter 8,4</td><td>3 bis 6 Monate</td></tr>
<tr><td>mittel</td><td>8,4 bis 14</td><td>1 bis 2 Monate</td></tr>
<tr><td>hart</td><td>über 14</td><td>2 bis 4 Wochen</td></tr>
</tbody>
</table>
<h2>Methode 1: Zitronensäure</h2>
<p>Zitronensäure gibt es als Pulver in jeder Drogerie. Sie wirkt zuverlässig und riecht nicht.</p>
<ol>
<li>Ein bis zwei Esslöffel Zitronensäure in einem Liter Wasser im Wasserkocher auflösen.</li>
<li>Das Wasser nur lauwarm werden lassen und dann ausschalten. Zitronensäure bildet bei kochendem Wasser schwer lösliche Calciumcitrat-Rückstände.</li>
<li>20 bis 30 Minuten einwirken lassen, ausgießen und gründlich ausspülen.</li>
<li>Zweimal frisches Wasser aufkochen und weggießen, bevor Sie Tee zubereiten.</li>
</ol>
<h2>Methode 2: Essig</h2>
<ol>
<li>Den Wasserkocher zur Hälfte mit Haushaltsessig und Wasser im Verhältnis 1:1 füllen.</li>
<li>Aufkochen, ausschalten und mindestens 30 Minuten stehen lassen, bei dicker Kalkschicht eine Stunde.</li>
<li>Ausgießen und gelösten Kalk vorsichtig mit einer weichen Bürste entfernen. Keine Stahlwolle verwenden.</li>
<li>Zwei- bis dreimal mit frischem Wasser aufkochen, bis der Essiggeruch verschwunden ist.</li>
</ol>
<h2>Den Kalkfilter nicht vergessen</h2>
<p>Die meisten Wasserkocher haben im Ausguss ein herausnehmbares Sieb, das Kalkflocken zurückhält. Nehmen Sie es heraus und legen Sie es in dieselbe Lösung, dann abspülen. Ist es beschädigt, bekommen Sie bei unserem Ersatzteil-Team meist Ersatz: WhatsApp +49 151 2360 4430.</p>
<h2>Kalk vorbeugen</h2>
<ul>
<li>Nur so viel Wasser kochen, wie Sie brauchen. Das spart auch Strom.</li>
<li>Restwasser nach dem Gebrauch ausgießen, statt es stehen zu lassen.</li>
<li>Bei sehr hartem Wasser hilft ein Wasserfilter; er verbessert auch den Geschmack.</li>
<li>Auch Kaffeemaschinen brauchen regelmäßige Pflege. Verwenden Sie dort den vom Hersteller empfohlenen Entkalker, denn Essig kann Dichtungen angreifen.</li>
</ul>
<p>Zeit für einen neuen Wasserkocher? Ein verdecktes Heizelement und ein herausnehmbarer Filter machen das Entkalken viel leichter. Hier geht es zu unseren <a href="/de/c/kettles">Wasserkochern</a>.</p>
`,
  },

  'bobotie-spiced-air-fryer-chicken-wings': {
    title: 'Chicken Wings mit Bobotie-Gewürz aus der Heißluftfritteuse',
    excerpt:
      'Die warmen, fruchtigen Aromen des südafrikanischen Bobotie auf knusprigen Chicken Wings, in 30 Minuten aus der Heißluftfritteuse. Mit Aprikosen-Chutney-Glasur.',
    content: `
<p>Bobotie ist eines der großen Gerichte Südafrikas: mild gewürztes Hackfleisch mit einer Note von Früchten, überbacken mit einem herzhaften Eierguss. Seine Gewürzmischung haben wir uns für Chicken Wings ausgeliehen, und beim letzten Grillabend unseres Teams waren sie in wenigen Minuten verschwunden. Die Heißluftfritteuse macht sie knusprig, ganz ohne Topf voll Öl.</p>
<h2>Zutaten (4 Portionen als Snack, 2 als Hauptgericht)</h2>
<h3>Für die Wings</h3>
<ul>
<li>1 kg Chicken Wings, Flügelspitzen entfernt und am Gelenk geteilt</li>
<li>1 EL mildes Currypulver</li>
<li>1 TL gemahlene Kurkuma</li>
<li>½ TL gemahlener Ingwer</li>
<li>½ TL Zimt</li>
<li>¼ TL gemahlene Nelken</li>
<li>1 TL Salz</li>
<li>1 TL Backpulver (das Geheimnis der knusprigen Haut)</li>
<li>1 EL Sonnenblumenöl</li>
</ul>
<h3>Für die Glasur</h3>
<ul>
<li>3 EL Fruchtchutney, zum Beispiel Mango- oder Pfirsichchutney</li>
<li>1 EL Aprikosenkonfitüre ohne Stücke</li>
<li>1 EL Zitronensaft</li>
<li>1 Knoblauchzehe, fein gerieben</li>
<li>1 EL Butter</li>
</ul>
<h2>Zubereitung</h2>
<ol>
<li><strong>Trocken tupfen:</strong> Die Wings gründlich mit Küchenpapier abtrocknen. Je trockener die Haut, desto knuspriger das Ergebnis.</li>
<li><strong>Würzen:</strong> Currypulver, Kurkuma, Ingwer, Zimt, Nelken, Salz und Backpulver mischen. Die Wings erst im Öl, dann in der Gewürzmischung wenden, bis sie rundum bedeckt sind.</li>
<li><strong>Garen:</strong> Die Heißluftfritteuse auf 180 °C vorheizen. Die Wings mit der Hautseite nach oben in einer Lage in den Korb legen, ohne dass sie sich überlappen. Ist Ihr Korb kleiner als 5 Liter, in zwei Durchgängen garen. 20 Minuten garen, nach der Hälfte wenden.</li>
<li><strong>Knusprig machen:</strong> Auf 200 °C erhöhen und weitere 5 bis 7 Minuten garen, bis die Haut tief goldbraun ist und die dickste Stelle mit dem Fleischthermometer 75 °C erreicht.</li>
<li><strong>Glasur:</strong> Währenddessen Chutney, Konfitüre, Zitronensaft, Knoblauch und Butter in einem kleinen Topf oder 30 Sekunden in der Mikrowelle erwärmen, bis alles glänzt.</li>
<li><strong>Schwenken:</strong> Die heißen Wings in der Glasur wenden und sofort servieren.</li>
</ol>
<h2>Dazu passt</h2>
<p>Servieren Sie die Wings so, wie man Bobotie in Südafrika isst: mit gelbem Rosinenreis, einem Tomaten-Zwiebel-Salat, Bananenscheiben und etwas Kokosraspeln. Zum Grillabend passt eine Schüssel kalter Joghurt mit geriebener Gurke und Minze, der die Schärfe mildert.</p>
<h2>Tipps</h2>
<ul>
<li>Die Wings lassen sich bis zu einem Tag vorher würzen. Offen im Kühlschrank trocknet die Haut an und wird noch knuspriger.</li>
<li>Lieber schärfer? Einen halben Teelöffel Chilipulver in die Gewürzmischung oder eine gehackte frische Chili in die Glasur geben.</li>
<li>Ein Lorbeerblatt in der warmen Glasur bringt das typische Bobotie-Aroma. Vor dem Schwenken herausnehmen.</li>
<li>Reste lassen sich gut aufwärmen: 5 Minuten bei 180 °C in der Heißluftfritteuse.</li>
</ul>
<p>Kochen Sie für viele Gäste? Mit einer Heißluftfritteuse mit Doppelkorb garen Sie zwei Portionen gleichzeitig. Sie finden sie bei unseren <a href="/de/c/air-fryers">Heißluftfritteusen</a>, weitere Rezepte in unseren <a href="/de/c/recipe-e-books">Rezept-E-Books</a>.</p>
`,
  },

  'reading-energy-labels': {
    title: 'Energielabel richtig lesen: Was die Buchstaben wirklich bedeuten',
    excerpt:
      'Warum ein früheres A+++-Gerät heute Klasse D sein kann, wie Sie Kilowattstunden in Euro umrechnen und was das EU-Energielabel nicht verrät.',
    content: `
<p>Auf jedem Kühlschrank, jeder Waschmaschine und jedem Geschirrspüler im Handel klebt das farbige EU-Energielabel. Es ist eines der nützlichsten Hilfsmittel beim Gerätevergleich, doch die meisten werfen nur einen kurzen Blick auf den Buchstaben. So holen Sie mehr heraus.</p>
<h2>Warum A+++ verschwunden ist</h2>
<p>Bis 2021 drängten sich fast alle Geräte in den Klassen A+ bis A+++. Der Unterschied zwischen gut und sehr gut war kaum noch zu erkennen. Deshalb hat die EU die Skala neu geordnet: Seit März 2021 reicht sie für Kühlgeräte, Waschmaschinen, Waschtrockner, Geschirrspüler und Bildschirme wieder von A bis G, seit Juli 2025 auch für Wäschetrockner. Die Anforderungen wurden dabei so verschärft, dass ein früheres A+++-Gerät heute oft in Klasse D oder E landet, obwohl es keine Kilowattstunde mehr verbraucht. Klasse A ist bewusst so streng, dass sie anfangs kaum ein Gerät erreichte.</p>
<h2>Der Buchstabe ist ein Vergleich, keine Rechnung</h2>
<p>Die Effizienzklasse sagt, wie sparsam ein Gerät <em>im Verhältnis zu seiner Größe</em> ist. Ein großer Kühlschrank der Klasse B kann deshalb mehr Strom verbrauchen als ein kleiner der Klasse C. Schauen Sie also zuerst auf den Buchstaben und dann auf die Zahl.</p>
<h2>Die Zahl ist das, was Sie bezahlen</h2>
<p>Das Label nennt den Energieverbrauch in Kilowattstunden: pro Jahr bei Kühl- und Gefriergeräten, pro 100 Zyklen im Eco-Programm bei Waschmaschinen und Geschirrspülern. Multiplizieren Sie den Wert mit Ihrem Strompreis, in Deutschland derzeit meist zwischen 0,30 € und 0,40 € pro kWh.</p>
<h3>Beispiel: zwei gleich große Kühl-Gefrier-Kombinationen</h3>
<ul>
<li>Klasse D: 210 kWh pro Jahr × 0,38 € = <strong>79,80 € pro Jahr</strong></li>
<li>Klasse A: 110 kWh pro Jahr × 0,38 € = <strong>41,80 € pro Jahr</strong></li>
</ul>
<p>Die 38 € Unterschied pro Jahr summieren sich in zehn Jahren auf 380 €, Preiserhöhungen nicht eingerechnet. Kostet das sparsamere Modell 200 € mehr, hat es sich nach gut fünf Jahren bezahlt gemacht.</p>
<h2>Waschmaschinen: in Zyklen denken</h2>
<p>Eine vierköpfige Familie wäscht etwa 220 Mal im Jahr. Der Wert pro 100 Zyklen auf dem Label lässt sich deshalb leicht hochrechnen. Achten Sie außerdem auf den Wasserverbrauch pro Zyklus und die Programmdauer: Das Eco-Programm ist sparsam, dauert aber oft über drei Stunden.</p>
<h2>Was das Label nicht verrät</h2>
<ul>
<li><strong>Wie Sie das Gerät nutzen.</strong> Wer bei 30 statt 60 °C wäscht, halbiert den Energieverbrauch pro Waschgang ungefähr, egal was das Label sagt.</li>
<li><strong>Wo es steht.</strong> Ein Kühlschrank neben dem Backofen oder in einer warmen Dachwohnung arbeitet deutlich mehr als im Prüflabor.</li>
<li><strong>Reparierbarkeit.</strong> Hersteller müssen Ersatzteile für viele Geräte heute sieben bis zehn Jahre lang liefern. Fragen Sie trotzdem nach.</li>
</ul>
<h2>Der QR-Code</h2>
<p>Oben rechts auf dem Label sitzt ein QR-Code. Er führt zum Eintrag in der europäischen Produktdatenbank EPREL mit allen technischen Daten, hilfreich, wenn Sie zwei Modelle in Ruhe vergleichen möchten.</p>
<p>Eine Kurzübersicht finden Sie auf unserer Seite zum <a href="/de/i/energy-labels">EU-Energielabel</a>. Auf jeder Produktseite im Shop stehen Klasse und Verbrauch. Beginnen Sie mit unseren sparsamsten <a href="/de/c/fridges-freezers">Kühl- und Gefriergeräten</a> oder <a href="/de/c/washing-machines">Waschmaschinen</a>.</p>
`,
  },

  'washing-machine-care': {
    title: 'Waschmaschine pflegen: sieben Gewohnheiten für ein langes Leben',
    excerpt:
      'Die meisten Waschmaschinenschäden, die unsere Techniker sehen, wären vermeidbar gewesen. Sieben einfache Gewohnheiten halten Ihre Maschine sauber und fit.',
    content: `
<p>Unsere Servicetechniker sehen jedes Jahr Hunderte Waschmaschinen. Manche Defekte sind einfach Pech, doch erstaunlich viele gehen auf ein verstopftes Flusensieb, eine überladene Trommel oder eine verschimmelte Türdichtung zurück. Diese Gewohnheiten empfehlen unsere Techniker.</p>
<h2>1. Flusensieb alle zwei bis drei Monate reinigen</h2>
<p>Frontlader haben unten vorn hinter einer Klappe ein Flusensieb. Es fängt Münzen, Haarklammern, Knöpfe und Flusen ab, bevor sie die Laugenpumpe erreichen. Legen Sie ein flaches Gefäß und ein Handtuch bereit, lassen Sie über den Notentleerungsschlauch das Restwasser ab und drehen Sie das Sieb langsam heraus. Unter dem Wasserhahn reinigen und wieder fest einschrauben. Pumpt eine Maschine nicht mehr ab oder zeigt sie einen Fehlercode, ist sehr oft einfach das Sieb voll.</p>
<h2>2. Einmal im Monat heiß waschen</h2>
<p>Wer meist bei 30 oder 40 °C wäscht, spart Strom, aber in der Maschine sammeln sich Waschmittelreste und Bakterien. Die Folge ist muffiger Geruch. Lassen Sie deshalb einmal im Monat die leere Maschine im heißesten Programm laufen, mit 60 bis 90 °C oder im Trommelreinigungsprogramm, mit etwas Vollwaschmittel-Pulver oder einem Maschinenreiniger.</p>
<h2>3. Tür und Schublade offen lassen</h2>
<p>Lassen Sie nach dem Waschen Tür und Waschmittelschublade einen Spalt offen, damit alles trocknen kann. Wischen Sie die Gummidichtung mit einem trockenen Tuch aus und kontrollieren Sie die Falten auf Socken, Münzen und Haare. Schimmel in der Dichtung ist die häufigste Ursache für schlechten Geruch.</p>
<h2>4. Die Waschmittelschublade reinigen</h2>
<p>Ziehen Sie die Schublade ganz heraus, bei den meisten Modellen über eine kleine Entriegelung, und reinigen Sie sie mit warmem Wasser und einer alten Zahnbürste. Vergessen Sie auch den Schacht nicht, in dem sie sitzt: Dort verstecken sich gern Weichspülerreste und Schimmel.</p>
<h2>5. Weder überladen noch halb leer</h2>
<p>Eine flache Hand sollte oben in der Trommel über der Wäsche Platz haben. Eine überladene Maschine wäscht schlechter und belastet Lager und Motor. Ein einzelnes schweres Teil wie eine Badematte kann die Trommel aus dem Gleichgewicht bringen; legen Sie ein paar Handtücher dazu.</p>
<h2>6. Weniger Waschmittel, als Sie denken</h2>
<p>Zu viel Waschmittel hinterlässt Rückstände in Wäsche und Maschine und kann zu starker Schaumbildung führen. Dosieren Sie nach der Wasserhärte, die Ihr Wasserversorger angibt: Bei weichem Wasser, etwa in Hamburg oder im Schwarzwald, reicht deutlich weniger als bei hartem. Pulver hält die Maschine sauberer als Flüssigwaschmittel.</p>
<h2>7. Schläuche und Stand einmal im Jahr prüfen</h2>
<p>Kontrollieren Sie Zulauf- und Ablaufschlauch auf Risse oder Beulen und tauschen Sie sie etwa alle fünf Jahre aus. Ein Zulaufschlauch mit Aquastop schützt vor Wasserschäden. Prüfen Sie außerdem, ob die Maschine waagerecht steht und alle vier Füße Kontakt zum Boden haben; eine Maschine, die beim Schleudern wandert, verschleißt schnell.</p>
<h2>Wann Sie uns rufen sollten</h2>
<p>Wenn die Trommel schleift, unter der Maschine Wasser austritt oder der Fehlerstromschutzschalter auslöst, nutzen Sie die Maschine nicht weiter und melden Sie sich bei unserem Servicecenter per WhatsApp unter +49 151 2360 4420. Flusensiebe, Dichtungen und Schläuche liefert unser Ersatzteil-Team: +49 151 2360 4430.</p>
<p>Zeit für eine neue Maschine? Vergleichen Sie Füllmengen und Energieklassen bei unseren <a href="/de/c/washing-machines">Waschmaschinen</a>.</p>
`,
  },

  'choosing-a-coffee-machine': {
    title: 'Welche Kaffeemaschine passt zu Ihnen?',
    excerpt: 'Kapselmaschine, Filterkaffee, Siebträger oder Vollautomat? Wir vergleichen Kosten pro Tasse, Aufwand und Geschmack.',
    content: `
<p>Eine gute Kaffeemaschine zu Hause hat sich gegenüber dem täglichen Cappuccino vom Café an der Ecke schnell bezahlt gemacht. Doch es gibt viele Bauarten, und die richtige hängt weniger vom Preis ab als davon, wie Sie Ihren Kaffee mögen und wie viel Aufwand Sie betreiben wollen.</p>
<h2>Filterkaffeemaschine</h2>
<p>Der Klassiker: Wasser tropft durch gemahlenen Kaffee in eine Kanne. Ideal für Haushalte, die morgens mehrere Becher schwarzen Kaffee trinken, oder fürs Büro. Wählen Sie ein Modell mit Thermoskanne statt Warmhalteplatte; der Kaffee bleibt stundenlang heiß, ohne bitter zu werden.</p>
<p><strong>Ideal für:</strong> große Mengen, schwarzen Kaffee. <strong>Kosten pro Tasse:</strong> etwa 0,10 bis 0,15 €.</p>
<h2>Kapselmaschine</h2>
<p>Kapsel einlegen, Knopf drücken, und in weniger als einer Minute steht ein Espresso oder Lungo bereit, ohne Krümel und Kaffeesatz. Kapseln sind die teuerste Art, Kaffee zu kochen, und die leeren Kapseln müssen recycelt werden. Bequemer geht es aber nicht.</p>
<p><strong>Ideal für:</strong> ein bis zwei Personen, Bequemlichkeit. <strong>Kosten pro Tasse:</strong> etwa 0,35 bis 0,60 €.</p>
<h2>Siebträgermaschine</h2>
<p>Sie mahlen die Bohnen, füllen und tampern den Siebträger und schäumen die Milch selbst auf. Das braucht Übung, gibt Ihnen aber volle Kontrolle und echte Barista-Milchgetränke. Planen Sie eine gute Mühle mit ein: Frisch gemahlener Kaffee macht mehr Unterschied als die Maschine selbst.</p>
<p><strong>Ideal für:</strong> alle, die das Ritual genießen. <strong>Kosten pro Tasse:</strong> etwa 0,15 bis 0,25 €.</p>
<h2>Kaffeevollautomat</h2>
<p>Der Vollautomat mahlt, presst, brüht und schäumt auf Knopfdruck oft auch die Milch. In der Anschaffung am teuersten, pro Tasse aber günstig, weil Sie ganze Bohnen verwenden, und geschmacklich sehr gut. Trinkt Ihr Haushalt viel Cappuccino, lohnt sich ein Modell mit automatischem Milchsystem.</p>
<p><strong>Ideal für:</strong> Milchgetränke, mehrere Kaffeetrinker. <strong>Kosten pro Tasse:</strong> etwa 0,15 bis 0,25 €.</p>
<h2>Fragen, die Sie sich stellen sollten</h2>
<ul>
<li><strong>Wie viele Tassen am Tag?</strong> Bei mehr als vier zählen die Kosten pro Tasse mehr als der Kaufpreis.</li>
<li><strong>Mit Milch oder schwarz?</strong> Für Milchgetränke brauchen Sie eine Dampflanze oder ein automatisches Milchsystem.</li>
<li><strong>Wie viel wollen Sie reinigen?</strong> Bei Vollautomaten müssen Brüheinheit und Milchsystem regelmäßig gespült werden, Kapselmaschinen brauchen fast nichts.</li>
<li><strong>Wie hart ist Ihr Wasser?</strong> Alle Maschinen müssen regelmäßig entkalkt werden. In Regionen mit hartem Wasser spart ein Modell mit Wasserfilter viel Ärger.</li>
</ul>
<h2>Stromverbrauch</h2>
<p>Espressomaschinen ziehen beim Aufheizen 1.200 bis 1.500 Watt, allerdings nur kurz. Mehr ins Gewicht fällt der Bereitschaftsbetrieb: Achten Sie auf eine automatische Abschaltung und eine kurze Aufheizzeit. Ein Überspannungsschutz schont die empfindliche Elektronik.</p>
<p>Bereit zum Auswählen? Vergleichen Sie unsere <a href="/de/c/coffee-machines">Kaffeemaschinen</a>. Ersatzkannen, Filter und Entkalker erhalten Sie bei unserem Ersatzteil-Team per WhatsApp unter +49 151 2360 4430.</p>
`,
  },

  'buttermilk-rusks': {
    title: 'Südafrikanische Buttermilch-Rusks',
    excerpt:
      'Jede südafrikanische Familie hat ihr eigenes Rusk-Rezept. Das ist unseres: einfache Buttermilch-Rusks, gebacken und dann langsam im Ofen getrocknet, perfekt zum Eintunken.',
    content: `
<p>Nichts ist südafrikanischer als eine Dose selbst gebackener Rusks neben dem Wasserkocher. Sie werden wie ein Brot gebacken, in Stangen geteilt und dann stundenlang getrocknet, bis sie knusprig genug sind, um ein ausgiebiges Bad in Kaffee oder Rooibostee zu überstehen. Man kann sie sich als Verwandte von Zwieback und Cantuccini vorstellen, nur mürber. Dieses Grundrezept mit Buttermilch backt unsere Testküche immer wieder.</p>
<h2>Zutaten (etwa 40 Stück)</h2>
<ul>
<li>1 kg Weizenmehl (Type 405)</li>
<li>2 Päckchen Backpulver (je 15 g)</li>
<li>1 TL Salz</li>
<li>200 g Zucker</li>
<li>250 g kalte Butter, in Würfeln</li>
<li>500 ml Buttermilch</li>
<li>2 Eier (Größe L)</li>
<li>Nach Belieben: 1 TL Anis, oder 200 g Müsli und 100 g Rosinen</li>
</ul>
<h2>Zubereitung</h2>
<ol>
<li><strong>Vorheizen:</strong> Den Backofen auf 180 °C Ober-/Unterhitze (160 °C Umluft) vorheizen und eine große Auflaufform von etwa 35 × 25 cm oder zwei Kastenformen fetten.</li>
<li><strong>Butter einarbeiten:</strong> Mehl, Backpulver, Salz und Zucker in einer großen Schüssel mischen. Die Butter mit den Fingerspitzen einreiben, bis die Mischung wie grobe Semmelbrösel aussieht. Mit dem Flachrührer der Küchenmaschine geht das in einer Minute.</li>
<li><strong>Flüssigkeit zugeben:</strong> Buttermilch und Eier verquirlen und unterrühren, bis ein weicher Teig entsteht. Jetzt nach Belieben Anis oder Müsli und Rosinen zugeben. Nicht kneten, nur zusammenbringen.</li>
<li><strong>Formen:</strong> Mit bemehlten Händen golfballgroße Kugeln formen und dicht an dicht in die Form setzen. So entsteht die typische Rusk-Form, und die Stücke lassen sich später leicht teilen.</li>
<li><strong>Backen:</strong> 45 bis 60 Minuten backen, bis die Oberfläche goldbraun ist und an einem Holzstäbchen kein Teig mehr haftet. Auf ein Gitter stürzen und mindestens eine Stunde abkühlen lassen.</li>
<li><strong>Teilen:</strong> Das Brot entlang der Kugeln in Stangen brechen oder schneiden.</li>
<li><strong>Trocknen:</strong> Die Rusks mit etwas Abstand auf Backofengitter legen und bei 80 bis 100 °C vier bis sechs Stunden oder über Nacht trocknen, bis sie durch und durch hart sind. Die Ofentür mit einem Holzlöffel einen Spalt offen halten, damit die Feuchtigkeit entweichen kann. Mit Umluft trocknen sie schneller und gleichmäßiger.</li>
</ol>
<h2>Tipps aus unserer Testküche</h2>
<ul>
<li>Rusks, die innen nicht ganz trocken sind, werden in der Dose weich und schimmeln. Brechen Sie zur Probe einen auf.</li>
<li>In einer luftdichten Dose halten sie etwa einen Monat. Meist sind sie viel früher aufgegessen.</li>
<li>Für eine Vollkornvariante ein Viertel des Mehls durch Weizenvollkornmehl ersetzen und Sonnenblumen- oder Kürbiskerne zugeben.</li>
<li>Keine Buttermilch im Haus? 450 ml Milch mit 3 EL Zitronensaft verrühren und zehn Minuten stehen lassen.</li>
</ul>
<p>Beim Trocknen zeigt sich, was ein guter Backofen kann: eine genaue niedrige Temperatur und gleichmäßige Umluft. Entdecken Sie unsere <a href="/de/c/stoves-ovens">Herde und Backöfen</a> und weitere Familienrezepte in unseren <a href="/de/c/recipe-e-books">Rezept-E-Books</a>.</p>
`,
  },

  'choosing-a-vacuum-cleaner': {
    title: 'Den richtigen Staubsauger finden: für Fliesen, Teppich und Haustiere',
    excerpt:
      'Akku-Stielsauger, Bodenstaubsauger oder Saugroboter? So finden Sie einen Staubsauger, der zu Ihren Böden, Ihren Haustieren und Ihrem Alltag passt.',
    content: `
<p>Der beste Staubsauger für eine Altbauwohnung mit Dielenboden ist nicht der beste für ein Einfamilienhaus mit Teppichen, Treppe und zwei Hunden. Bevor Sie auf Wattzahlen und Werbeversprechen schauen, beantworten Sie diese Fragen.</p>
<h2>Welche Böden haben Sie?</h2>
<ul>
<li><strong>Vor allem Fliesen, Parkett und Dielen:</strong> Wichtiger als rohe Saugkraft ist eine weiche Bürstenwalze, die feinen Staub und Sand aufnimmt, ohne ihn zu verteilen oder den Boden zu zerkratzen. Viele Akku-Stielsauger haben eine.</li>
<li><strong>Teppiche und Teppichböden:</strong> Hier braucht es eine motorisierte Bürste, die den Flor durcharbeitet, und kräftige Saugleistung.</li>
<li><strong>Gemischt:</strong> Achten Sie auf eine Düse, die sich automatisch anpasst, oder auf zwei wechselbare Düsen.</li>
</ul>
<h2>Die wichtigsten Bauarten</h2>
<h3>Akku-Stielsauger</h3>
<p>Leicht, schnell zur Hand und immer einsatzbereit: Für die tägliche Reinigung sind sie inzwischen die erste Wahl. Prüfen Sie die echte Laufzeit in der normalen Stufe, oft 25 bis 40 Minuten, nicht den Höchstwert für die niedrigste Stufe. Mit einem wechselbaren Akku können Sie für große Wohnungen einen zweiten nachkaufen.</p>
<h3>Bodenstaubsauger</h3>
<p>Nach wie vor die meiste Leistung fürs Geld, mit großer Reichweite unter Möbel und auf Treppen. Modelle mit Beutel sind für Allergiker hygienischer, weil der Staub sicher im Beutel bleibt. Beutellose Modelle sparen Beutel, ihre Filter müssen aber regelmäßig ausgewaschen werden.</p>
<h3>Bürstsauger</h3>
<p>Ideal für große Teppichflächen, mit breiter Bürste und großem Behälter. Schwerer zu tragen und auf Treppen weniger handlich. In Deutschland selten, in Häusern mit viel Teppichboden aber eine Überlegung wert.</p>
<h3>Saugroboter</h3>
<p>Ein Saugroboter hält die Böden zwischen zwei gründlichen Reinigungen sauber, ein Segen mit Haustieren. Einen richtigen Staubsauger ersetzt er nicht, und er braucht einen aufgeräumten Boden ohne herumliegende Kabel und Socken.</p>
<h2>Haustiere und Allergien</h2>
<p>Für Tierhaare empfiehlt sich eine Bürstenwalze, in der sich keine Haare verwickeln, und eine kleine Turbobürste für Sofa und Autositze. Allergiker sollten ein geschlossenes System mit HEPA-Filter wählen, das feine Partikel zurückhält, statt sie wieder in den Raum zu blasen.</p>
<h2>Leistung und Lautstärke</h2>
<p>Netzbetriebene Staubsauger dürfen in der EU höchstens 900 Watt aufnehmen. Eine höhere Wattzahl bedeutet ohnehin nicht mehr Saugkraft; entscheidend sind Düse und Luftführung. Schauen Sie lieber auf die Lautstärke: Unter 75 dB ist angenehm leise, wichtig in hellhörigen Mietwohnungen.</p>
<h2>Folgekosten</h2>
<p>Prüfen Sie vor dem Kauf Preis und Verfügbarkeit von Beuteln, Filtern und Ersatzakkus. Ein günstiger Staubsauger mit teuren Beuteln ist kein Schnäppchen. Unser Ersatzteil-Team führt Beutel und Filter für alle Modelle, die wir verkaufen: WhatsApp +49 151 2360 4430.</p>
<p>Vergleichen Sie die Modelle bei unseren <a href="/de/c/vacuum-cleaners">Staubsaugern</a>.</p>
`,
  },

  'green-smoothie-for-busy-mornings': {
    title: 'Grüner Smoothie für eilige Morgen',
    excerpt:
      'Spinat, Banane, Ananas und kalter Rooibostee: ein grüner Smoothie, der schmeckt, bis mittags satt macht und in zwei Minuten gemixt ist.',
    content: `
<p>Grüne Smoothies haben den Ruf, nach Rasenschnitt zu schmecken. Dieser nicht. Süße Banane und Ananas überdecken den Spinat, Haferflocken und Erdnussbutter machen satt, und kalter Rooibostee statt Saft hält den Zuckergehalt niedrig und bringt eine sanfte, honigartige Note. Das Ganze dauert zwei Minuten, inklusive Mixer ausspülen.</p>
<h2>Zutaten (2 Gläser)</h2>
<ul>
<li>250 ml kalter Rooibostee, oder Milch oder ein Haferdrink</li>
<li>1 reife Banane, in Scheiben geschnitten und eingefroren</li>
<li>150 g Ananas- oder Mangostücke, frisch oder tiefgekühlt</li>
<li>2 große Handvoll Babyspinat (etwa 60 g)</li>
<li>2 EL zarte Haferflocken</li>
<li>1 EL Erdnussbutter</li>
<li>Ein Spritzer Zitronensaft</li>
<li>Nach Belieben: ein kleines Stück frischer Ingwer oder eine Handvoll Eiswürfel</li>
</ul>
<h2>Zubereitung</h2>
<ol>
<li><strong>Zuerst die Flüssigkeit:</strong> Den Rooibostee in den Mixbecher gießen. Flüssigkeit am Boden hilft den Messern, alles nach unten zu ziehen, und schont den Motor.</li>
<li><strong>Dann die weichen Zutaten:</strong> Haferflocken, Erdnussbutter, Zitronensaft und Spinat zugeben.</li>
<li><strong>Gefrorenes Obst zuletzt:</strong> Banane und Ananas obenauf geben. Ihr Gewicht drückt die Blätter auf die Messer.</li>
<li><strong>Mixen:</strong> Ein paar Sekunden auf niedriger Stufe starten, dann 45 bis 60 Sekunden auf höchster Stufe mixen, bis alles ganz glatt ist. Ist der Smoothie zu dick, einen Schuss Flüssigkeit nachgießen.</li>
</ol>
<h2>Gut vorbereitet</h2>
<p>Packen Sie am Sonntag fünf Gefrierbeutel mit Banane, Ananas, Spinat und Haferflocken für jeden Morgen. Morgens einen Beutel mit Rooibos und Erdnussbutter in den Mixer geben und mixen. Gefrorener Spinat wird sogar feiner als frischer, und nichts wird weggeworfen.</p>
<h2>Welcher Mixer?</h2>
<p>Jeder Standmixer schafft diesen Smoothie, doch bei gefrorenem Obst und Blattgrün zeigt sich die Leistung. Ein Mixer ab 1.000 Watt mit stabilem Glas- oder Tritan-Behälter liefert ein seidiges Ergebnis ohne Blattstückchen. Ein Smoothie-Maker, dessen Becher gleich zur Trinkflasche wird, ist ideal für unterwegs. Beides finden Sie bei unseren <a href="/de/c/blenders">Standmixern</a>.</p>
<h2>In 30 Sekunden sauber</h2>
<p>Spülen Sie den Becher sofort aus, bevor etwas antrocknet. Dann zur Hälfte mit warmem Wasser und einem Tropfen Spülmittel füllen, 30 Sekunden mixen und ausspülen. Einmal pro Woche das Messer ausbauen, wenn Ihr Modell das erlaubt, und die Dichtung reinigen.</p>
<h2>Varianten</h2>
<ul>
<li><strong>Tropisch:</strong> Mango, ein paar Minzblätter und Kokosmilch statt Rooibos.</li>
<li><strong>Beeren:</strong> tiefgekühlte Beeren statt Ananas. Der Smoothie wird lila, und niemand ahnt, dass Spinat darin steckt.</li>
<li><strong>Protein:</strong> 125 g Naturjoghurt oder Skyr zugeben oder die Erdnussbutter verdoppeln, ideal nach dem Sport.</li>
</ul>
<p>Mehr schnelle Frühstücksideen finden Sie in unseren <a href="/de/c/recipe-e-books">Rezept-E-Books</a>.</p>
`,
  },
}
