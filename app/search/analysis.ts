/**
 * Text analysis for the embedded search engine, per store view language, close to what the
 * Elasticsearch adapter asks of its analysers (elasticsearch/mapping.ts):
 * - every language: words are runs of letters and digits, lower-cased, accents folded
 *   ("Kühlschrank" -> kuhlschrank, ß -> ss); a hyphenated or dotted chunk also gives its parts
 *   joined ("KRO-FR-001" -> kro, fr, 001, krofr001);
 * - stop words of the language are dropped ("für die Küche" -> kuche);
 * - German: "ae", "oe", "ue" read as umlauts (as ES's german_normalization: "Kuehlschrank" meets
 *   "Kühlschrank"), then Savoy's light German stemmer (ES `light_german`);
 * - Italian: elided articles dropped ("l'asciugatrice" -> asciugatrice), then Savoy's light Italian
 *   stemmer (ES `light_italian`): "lavatrici" and "lavatrice" both give lavatric;
 * - English: a minimal plural stemmer ("fridges" -> fridge, "batteries" -> battery). ES uses the
 *   fuller Porter stemmer there; both make plural and singular meet, which is what shoppers type.
 * The stemmers are our own implementations of the published algorithms. Product codes are not
 * language: the sku field keeps `tokenizeText`'s plain words.
 */
import { storeViews } from '~/utils/store-views'

export type AnalysisLanguage = 'english' | 'german' | 'italian'

/** The analysis language for a store view, from its locale (de-DE -> german, ...). */
export function analysisLanguageFor(storeCode: string): AnalysisLanguage {
  const locale = storeViews.find((view) => view.storeCode === storeCode)?.locale ?? storeCode
  const language = locale.slice(0, 2).toLowerCase()
  if (language === 'de') return 'german'
  if (language === 'it') return 'italian'
  return 'english'
}

/** Lower case, accents folded, ß as ss. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
}

/** Words of a text: runs of letters/digits; joined parts of hyphenated or dotted chunks too. */
export function tokenizeText(raw: string): string[] {
  const tokens = new Set<string>()
  for (const chunk of foldText(raw).split(/\s+/)) {
    const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    for (const part of parts) tokens.add(part)
    if (parts.length > 1) tokens.add(parts.join(''))
  }
  return [...tokens]
}

// Stop words, folded as words are (für -> fur).
const STOP_WORDS: Record<AnalysisLanguage, ReadonlySet<string>> = {
  english: new Set(
    'a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(
      ' ',
    ),
  ),
  german: new Set(
    (
      'aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes auch auf aus bei bin bis bist ' +
      'da damit dann das dass dasselbe dazu dein deine dem den denn der des dessen dich die dies diese diesem diesen dieser dieses ' +
      'dir doch dort du durch ein eine einem einen einer eines er es etwas euch euer fur gegen gewesen hab habe haben hat hatte ' +
      'hatten hier hin hinter ich ihm ihn ihnen ihr ihre im in indem ins ist jede jedem jeden jeder jedes jene jetzt kann kein ' +
      'keine konnen mich mein meine mit muss nach nicht nichts noch nun nur ob oder ohne sehr sein seine sich sie sind so solche ' +
      'soll sondern uber um und uns unser unter viel vom von vor war waren was weil welche wenn werde werden wie wieder will wir ' +
      'wird wo wollen zu zum zur zwar zwischen'
    ).split(' '),
  ),
  italian: new Set(
    (
      'a ad agli ai al alla alle allo anche che chi ci coi col come con contro cui da dagli dai dal dalla dalle dallo degli dei ' +
      'del della delle dello di dove e ed gli ha hanno i il in io la le lei li lo loro lui ma mi mia mio ne negli nei nel nella ' +
      'nelle nello noi non nostro o per perche piu quale quanto quella quelle quelli quello questa queste questi questo se sei si ' +
      'sia sono su sua sue sugli sui sul sulla sulle sullo suo tra tu tua tuo tutti tutto un una uno vi voi'
    ).split(' '),
  ),
}

export function isStopWord(word: string, language: AnalysisLanguage): boolean {
  return STOP_WORDS[language].has(word)
}

/** The stem of a folded word. */
export function stem(word: string, language: AnalysisLanguage): string {
  switch (language) {
    case 'german':
      return stemGerman(word)
    case 'italian':
      return stemItalian(word)
    case 'english':
      return stemEnglishPlural(word)
  }
}

/** A search term: its plain word (for product codes) and its analysed form (for text fields). */
export interface SearchTerm {
  plain: string
  analyzed: string
}

/** The terms of a text: `tokenizeText`'s words (elisions dropped in Italian), stop words dropped, each with its stem. */
export function queryTerms(raw: string, language: AnalysisLanguage): SearchTerm[] {
  const text = language === 'italian' ? raw.replace(ITALIAN_ELISION, '') : raw
  return tokenizeText(text)
    .filter((token) => !isStopWord(token, language))
    .map((plain) => ({ plain, analyzed: stem(plain, language) }))
}

/** The words of a text field in a language: its terms' stems, distinct. */
export function analyzeText(raw: string, language: AnalysisLanguage): string[] {
  return [...new Set(queryTerms(raw, language).map((term) => term.analyzed))]
}

// ---------------------------------------------------------------------------------------
// Stemmers (input: one folded word, lower case without accents)

/** "l'", "dell'", "un'"... at the start of a word (straight or typographic apostrophe). */
const ITALIAN_ELISION = /(?<![\p{L}\p{N}])(?:c|l|all|dall|dell|nell|sull|coll|pell|quell|un|m|t|s|d|v|n)['’](?=\p{L})/giu

/** German ae/oe/ue as ä/ö/ü (already folded to a/o/u); "ue" after q stays ("quelle"). */
function normaliseGermanUmlauts(word: string): string {
  return word.replace(/([aou])e/g, (pair, vowel: string, at: number) => (vowel === 'u' && word[at - 1] === 'q' ? pair : vowel))
}

/** Letters after which a final "s" (or "st") is an inflection in German. */
const GERMAN_S_ENDING = new Set('bdfghklmnt')

/** Savoy's light German stemmer: two rounds of suffix stripping. */
function stemGerman(input: string): string {
  let word = normaliseGermanUmlauts(input)
  const n = () => word.length
  // Round 1: -ern, -em/-en/-er/-es, -e, -s after a consonant that takes it.
  if (n() > 5 && word.endsWith('ern')) word = word.slice(0, -3)
  else if (n() > 4 && /e[mnrs]$/.test(word)) word = word.slice(0, -2)
  else if (n() > 3 && word.endsWith('e')) word = word.slice(0, -1)
  else if (n() > 3 && word.endsWith('s') && GERMAN_S_ENDING.has(word[n() - 2]!)) word = word.slice(0, -1)
  // Round 2: -est, -er/-en, -st after such a consonant.
  if (n() > 5 && word.endsWith('est')) word = word.slice(0, -3)
  else if (n() > 4 && /e[rn]$/.test(word)) word = word.slice(0, -2)
  else if (n() > 4 && word.endsWith('st') && GERMAN_S_ENDING.has(word[n() - 3]!)) word = word.slice(0, -2)
  return word
}

/** Savoy's light Italian stemmer: a final vowel goes, with an "i" or "h" before e/i, and an "i" before a/o. */
function stemItalian(word: string): string {
  if (word.length < 6) return word
  const last = word[word.length - 1]
  const before = word[word.length - 2]
  switch (last) {
    case 'e':
    case 'i':
      return word.slice(0, before === 'i' || before === 'h' ? -2 : -1)
    case 'a':
    case 'o':
      return word.slice(0, before === 'i' ? -2 : -1)
    default:
      return word
  }
}

/** English plurals: -ies -> -y (not -aies/-eies), -es after i/a/o/e and -us/-ss kept, else -s dropped. */
function stemEnglishPlural(word: string): string {
  if (word.length < 3 || !word.endsWith('s')) return word
  const before = word[word.length - 2]
  if (before === 'u' || before === 's') return word
  if (before === 'e') {
    const third = word[word.length - 3]
    if (word.length > 3 && third === 'i' && word[word.length - 4] !== 'a' && word[word.length - 4] !== 'e') {
      return `${word.slice(0, -3)}y`
    }
    if (third === 'i' || third === 'a' || third === 'o' || third === 'e') return word
  }
  return word.slice(0, -1)
}

// ---------------------------------------------------------------------------------------
// What a product is: the head word of its name

/**
 * Words that start a name's modifier ("Kalkfilter für Wasserkocher", "Fridge with Water
 * Dispenser", "Filtro acqua per macchina da caffè"): the head comes before them. Folded.
 */
const MODIFIER_START: Record<AnalysisLanguage, ReadonlySet<string>> = {
  english: new Set(['for', 'with', 'without', 'of', 'from', 'to', 'in', 'on', 'by']),
  german: new Set(['fur', 'mit', 'ohne', 'von', 'vom', 'zum', 'zur', 'zu', 'aus', 'gegen', 'bei', 'inkl']),
  italian: new Set(['per', 'con', 'senza', 'da', 'di', 'del', 'della', 'in', 'a']),
}

/**
 * The stem of the word that says what a product (or a query) is, or null: in English and
 * German the head of a noun phrase is its last noun ("Fridge Door Seal" is a seal, "Koel
 * Kühlschrank-Wasserfilterkartusche" a cartridge), in Italian its first ("Guarnizione porta
 * frigorifero" is a seal). The name is read up to its first modifier word; words with digits
 * (sizes, codes) and of one or two letters (units) are skipped, as are stop words; a
 * hyphenated chunk ends in its last part. Brands before the head in English and German are
 * harmless: the last word wins.
 */
export function nameHead(raw: string, language: AnalysisLanguage): string | null {
  const words: string[] = []
  const stops = MODIFIER_START[language]
  for (const chunk of foldText(language === 'italian' ? raw.replace(ITALIAN_ELISION, '') : raw).split(/\s+/)) {
    const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    if (parts.length === 0) continue
    if (words.length > 0 && parts.length === 1 && stops.has(parts[0]!)) break
    const last = parts[parts.length - 1]!
    if (last.length <= 2 || /\p{N}/u.test(last) || isStopWord(last, language)) continue
    if (language === 'italian') return stem(last, language)
    words.push(last)
  }
  const head = words.at(-1)
  return head === undefined ? null : stem(head, language)
}

/** Words that join the kinds a category name lists ("Fridges & Freezers", "Frigoriferi e congelatori"). */
const LIST_JOINERS = /\s*(?:&|,|\+|\/)\s*|\s+(?:and|und|e|ed|oder|or|o)\s+/iu

/**
 * The heads of the kinds of product a category name lists: `nameHead` of each listed part.
 * A German part its writers shortened with a hyphen ("Kühl- & Gefrierschränke") is completed
 * with every ending of the last part's head, so that one of them is the meant word
 * ("kuhlschrank"); the others ("kuhlrank") are never typed.
 */
export function categoryHeads(raw: string, language: AnalysisLanguage): string[] {
  const parts = raw.split(LIST_JOINERS).filter((part) => /[\p{L}]/u.test(part))
  const heads = parts.map((part) => nameHead(part, language))
  const last = heads.at(-1)
  const result = new Set<string>()
  parts.forEach((part, i) => {
    const head = heads[i]
    if (head === null || head === undefined) return
    if (language === 'german' && last && i < parts.length - 1 && /-\s*$/.test(part)) {
      for (let cut = 1; cut < last.length - 2; cut++) result.add(head + last.slice(cut))
    } else {
      result.add(head)
    }
  })
  return [...result]
}

/**
 * Whether a query's head names a product's head: the same stem, or in German the end of a
 * compound ("Kaffeemaschine" heads "Filterkaffeemaschine": a German compound is a kind of its
 * last part). A word the query only starts ("mixer" in "mixerbowl") is another word.
 */
export function headMatches(productHead: string | null, queryHead: string | null, language: AnalysisLanguage): boolean {
  if (productHead === null || queryHead === null || queryHead.length < 3) return false
  if (productHead === queryHead) return true
  return language === 'german' && queryHead.length >= 4 && productHead.length >= queryHead.length + 3 && productHead.endsWith(queryHead)
}

/**
 * What a product is: the head of its name and the heads of the kinds its categories list,
 * distinct (see `nameHead`, `categoryHeads`). Both engines index these; `categoryHeadsOf` lets
 * a caller reuse the heads of a category name it has already read.
 */
export function productKinds(
  name: string,
  categoryNames: readonly string[],
  language: AnalysisLanguage,
  categoryHeadsOf: (categoryName: string, language: AnalysisLanguage) => string[] = categoryHeads,
): string[] {
  const kinds = new Set<string>()
  const head = nameHead(name, language)
  if (head !== null) kinds.add(head)
  for (const categoryName of categoryNames) for (const kind of categoryHeadsOf(categoryName, language)) kinds.add(kind)
  return [...kinds]
}
