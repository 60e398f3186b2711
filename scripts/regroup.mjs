/**
 * Groups the server code by domain and the shop's routes by area (docs/decisions/0065), by moving files
 * with `git mv` and rewriting every import that reaches a moved file. Re-runnable: a move already made is
 * skipped, imports are found by resolving each specifier to its file (so files written after this table
 * are rewritten too), and the entry files only gain the exports that are missing.
 *
 *   node scripts/regroup.mjs            moves, rewrites, writes the entries and says what it did
 *   node scripts/regroup.mjs --dry-run  says what it would do and changes nothing
 *
 * What is rewritten, in app/, tests/, scripts/, server.ts and the config files at the root:
 *  - import/export specifiers, `import()`, `typeof import()`, and vi.mock/doMock/importActual strings,
 *    relative or `~/`, keeping the spelling (`~/` stays `~/`, no extension stays none);
 *  - in routes, components and root.tsx, an import of a server module inside a provider folder becomes an
 *    import of that folder's entry (`~/providers/<domain>/index.server`), and the entry gains the re-export;
 *  - route ids (`routes/($store)+/cart`) and route file names in strings and comments, and `app/...` file
 *    paths in comments and README.md.
 * Uses the project's own TypeScript to read the sources; no other dependency.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

// ---------------------------------------------------------------------------------------------------------
// The move table. Paths are relative to app/. A test beside a moved module (same stem, `.test.ts` or
// `.<anything>.test.ts`) moves with it.

/** Provider domains: each is a folder of app/providers with one entry, index.server.ts. */
const DOMAINS = {
  catalog: 'Categories, attributes, products and their prices, the product page, listings and search.',
  cart: 'The cart: its cookie, lines, pricing, count, expiry, the cart across login, and how its forms answer.',
  checkout: 'Checkout state and the delivery promises of the cart and product page.',
  orders: 'Orders: placing them, who may see one, their status, history, downloads and invoices.',
  payments: 'Payment state of an order, the gateways per method, their notifications and the sandbox.',
  customers: 'Accounts, sessions, passwords, address books and what passes between a browser and an account.',
  content: 'CMS pages and blocks, the blog and the magazine.',
  service: 'Contact messages and warranty registrations, with their mails.',
  mail: 'The mail port, the outbox and its delivery worker.',
  engagement: 'Newsletter, reviews, wishlist and compare, recently viewed and analytics.',
  throttle: 'Throttle counters and the limit on mails a stranger can make the shop send.',
}

/** Infrastructure of the process (database handle, memo, jobs, start-up, page cache): app/server. */
const MOVES = [
  // infrastructure
  ['providers/db.server.ts', 'server/db.server.ts'],
  ['providers/memo.server.ts', 'server/memo.server.ts'],
  ['providers/periodic-job.server.ts', 'server/periodic-job.server.ts'],
  ['providers/daily-job.server.ts', 'server/daily-job.server.ts'],
  ['providers/app.server.ts', 'server/app.server.ts'],
  ['providers/page-cache.server.ts', 'server/page-cache.server.ts'],
  ['providers/translations.server.ts', 'server/translations.server.ts'],
  // catalog
  ['providers/catalog.server.ts', 'providers/catalog/index.server.ts'],
  ['providers/listing.server.ts', 'providers/catalog/listing.server.ts'],
  ['providers/search.server.ts', 'providers/catalog/search.server.ts'],
  ['providers/catalogue-events.server.ts', 'providers/catalog/events.server.ts'],
  ['utils/product-page.server.ts', 'providers/catalog/product-route.server.ts'],
  ['utils/trust-html.server.tsx', 'providers/catalog/trust-html.server.tsx'],
  // cart
  ['providers/cart.server.ts', 'providers/cart/cart.server.ts'],
  ['providers/cart-pricing.server.ts', 'providers/cart/pricing.server.ts'],
  ['providers/cart-edit.server.ts', 'providers/cart/edit.server.ts'],
  ['providers/cart-cookie.server.ts', 'providers/cart/cookie.server.ts'],
  ['providers/cart-expiry.server.ts', 'providers/cart/expiry.server.ts'],
  ['providers/cart-login.server.ts', 'providers/cart/login.server.ts'],
  ['utils/cart-answers.server.ts', 'providers/cart/answers.server.ts'],
  // checkout
  ['providers/checkout.server.ts', 'providers/checkout/checkout.server.ts'],
  ['providers/delivery.server.ts', 'providers/checkout/delivery.server.ts'],
  // orders
  ['providers/orders.server.ts', 'providers/orders/orders.server.ts'],
  ['providers/order-types.ts', 'providers/orders/types.ts'],
  ['providers/order-access.server.ts', 'providers/orders/access.server.ts'],
  ['providers/order-downloads.server.ts', 'providers/orders/downloads.server.ts'],
  ['providers/order-history.server.ts', 'providers/orders/history.server.ts'],
  ['providers/order-status.server.ts', 'providers/orders/status.server.ts'],
  ['providers/invoice.server.ts', 'providers/orders/invoice.server.ts'],
  ['utils/seller.server.ts', 'providers/orders/seller.server.ts'],
  // payments
  ['providers/payments.server.ts', 'providers/payments/payments.server.ts'],
  ['providers/payment-registry.server.ts', 'providers/payments/registry.server.ts'],
  ['providers/payment-sandbox.server.ts', 'providers/payments/sandbox.server.ts'],
  ['providers/payment-webhooks.server.ts', 'providers/payments/webhooks.server.ts'],
  // customers
  ['providers/customers.server.ts', 'providers/customers/customers.server.ts'],
  ['providers/customer-session.server.ts', 'providers/customers/session.server.ts'],
  ['providers/signed-in.server.ts', 'providers/customers/signed-in.server.ts'],
  ['providers/passwords.server.ts', 'providers/customers/passwords.server.ts'],
  ['providers/password-reset.server.ts', 'providers/customers/password-reset.server.ts'],
  ['providers/addresses.server.ts', 'providers/customers/addresses.server.ts'],
  ['providers/account-housekeeping.server.ts', 'providers/customers/housekeeping.server.ts'],
  ['providers/guest-data.server.ts', 'providers/customers/guest-data.server.ts'],
  // content
  ['providers/content.server.ts', 'providers/content/content.server.ts'],
  ['providers/blog.server.ts', 'providers/content/blog.server.ts'],
  ['utils/blog-page.server.ts', 'providers/content/blog-page.server.ts'],
  // service
  ['providers/contact.server.ts', 'providers/service/contact.server.ts'],
  ['providers/contact-mail.server.ts', 'providers/service/contact-mail.server.ts'],
  ['providers/warranty.server.ts', 'providers/service/warranty.server.ts'],
  ['providers/warranty-mail.server.ts', 'providers/service/warranty-mail.server.ts'],
  // mail
  ['providers/mail.server.ts', 'providers/mail/mail.server.ts'],
  ['providers/mail-delivery.server.ts', 'providers/mail/delivery.server.ts'],
  ['providers/mail-outbox.server.ts', 'providers/mail/outbox.server.ts'],
  // engagement
  ['providers/newsletter.server.ts', 'providers/engagement/newsletter.server.ts'],
  ['providers/newsletter-mail.server.ts', 'providers/engagement/newsletter-mail.server.ts'],
  ['utils/newsletter-form.server.ts', 'providers/engagement/newsletter-form.server.ts'],
  ['providers/reviews.server.ts', 'providers/engagement/reviews.server.ts'],
  ['utils/review-answers.server.ts', 'providers/engagement/review-answers.server.ts'],
  ['providers/shopper-lists.server.ts', 'providers/engagement/shopper-lists.server.ts'],
  ['utils/shopper-list-answers.server.ts', 'providers/engagement/shopper-list-answers.server.ts'],
  ['providers/recently-viewed.server.ts', 'providers/engagement/recently-viewed.server.ts'],
  ['providers/analytics.server.ts', 'providers/engagement/analytics.server.ts'],
  // throttle
  ['providers/throttle.server.ts', 'providers/throttle/counters.server.ts'],
  ['providers/recipient-limit.server.ts', 'providers/throttle/recipient-limit.server.ts'],
]

/**
 * Areas of the shop's routes (app/routes/($store)+). The folders are pathless (`_` prefix), so a file
 * keeps its flat name and its URL; the first pattern that matches a route's name (file name without the
 * extension) wins; a route no pattern matches stays where it is (home, the catch-all, error, offline).
 */
const STORE_ROUTES = 'routes/($store)+'
const ROUTE_AREAS = [
  [/^(login|logout|reset-password|Account\.Reset-Password|my-account)([._].*)?$/, '_account+'],
  [/^(cart|checkout|order|order-tracking|download-unavailable)([._].*)?$/, '_checkout+'],
  [/^(blog|magazine)([._].*)?$/, '_blog+'],
  [/^(c|p|search|compare|wishlist)[._]/, '_catalog+'],
  [/^(search|compare|wishlist)$/, '_catalog+'],
  [/^(contact|stores|warranty|newsletter|i)([._].*)?$/, '_service+'],
]

// ---------------------------------------------------------------------------------------------------------

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const appDir = path.join(root, 'app')
const dryRun = process.argv.includes('--dry-run')
const SOURCE_EXT = ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.jsx']
const RESOLVE_EXT = ['.ts', '.tsx', '.js', '.mjs', '.jsx', '.json']
const SCANNED = ['app', 'tests', 'scripts']
const SCANNED_FILES = ['server.ts', 'remix.config.js', 'vitest.config.ts', 'playwright.config.ts', 'eslint.config.js']
const SKIPPED_DIRS = new Set(['node_modules', 'build', '.cache', 'test-results', 'playwright-report'])
const notes = []
const note = (line) => notes.push(line)

const rel = (file) => path.relative(root, file).split(path.sep).join('/')
const isFile = (file) => fs.existsSync(file) && fs.statSync(file).isFile()

function walk(dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry.name)) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return walk(full)
    return [full]
  })
}

/** The stem of a module: its name without `.server` and the extension (cart-pricing.server.ts -> cart-pricing). */
const stemOf = (name) => name.replace(/\.(tsx?|jsx?|mjs)$/, '').replace(/\.server$/, '')

/** Every move, as absolute paths: the table, the tests beside its modules, and the routes by area. */
/**
 * Moves already made (old path -> new path). A file written on another branch may still import an old
 * path after this branch's moves are merged: such a specifier resolves through this map.
 */
const DONE = new Map()

function plannedMoves() {
  const moves = []
  const add = (from, to) => moves.push([from, to])
  const withSiblings = (from, to) => {
    add(from, to)
    const dir = path.dirname(from)
    const stem = stemOf(path.basename(from))
    const newStem = stemOf(path.basename(to))
    if (!fs.existsSync(dir)) return
    for (const name of fs.readdirSync(dir)) {
      if (name === path.basename(from) || !name.startsWith(`${stem}.`) || !/\.test\.tsx?$/.test(name)) continue
      add(path.join(dir, name), path.join(path.dirname(to), newStem + name.slice(stem.length)))
    }
  }
  for (const [from, to] of MOVES) withSiblings(path.join(appDir, from), path.join(appDir, to))
  const storeDir = path.join(appDir, STORE_ROUTES)
  if (fs.existsSync(storeDir)) {
    for (const entry of fs.readdirSync(storeDir, { withFileTypes: true })) {
      if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name) || !/\.(tsx?|jsx?)$/.test(entry.name)) continue
      const name = entry.name.replace(/\.(tsx?|jsx?)$/, '')
      const area = ROUTE_AREAS.find(([pattern]) => pattern.test(name))?.[1]
      if (!area) continue
      withSiblings(path.join(storeDir, entry.name), path.join(storeDir, area, entry.name))
    }
    // Routes already in an area folder: their old place, for imports and ids written before the move.
    for (const [, area] of ROUTE_AREAS) {
      const areaDir = path.join(storeDir, area)
      if (!fs.existsSync(areaDir)) continue
      for (const name of fs.readdirSync(areaDir)) {
        if (/\.test\.tsx?$/.test(name) || !/\.(tsx?|jsx?)$/.test(name) || isFile(path.join(storeDir, name))) continue
        DONE.set(path.join(storeDir, name), path.join(areaDir, name))
      }
    }
  }
  // De-duplicate (a test can be found twice), and keep only moves still to make.
  const seen = new Map()
  for (const [from, to] of moves) seen.set(from, to)
  const todo = new Map()
  for (const [from, to] of seen) {
    if (isFile(from) && isFile(to)) throw new Error(`Both ${rel(from)} and ${rel(to)} exist: merge them by hand, then run again.`)
    if (isFile(from)) todo.set(from, to)
    else if (isFile(to)) DONE.set(from, to)
    else note(`skipped: neither ${rel(from)} nor ${rel(to)} exists`)
  }
  return todo
}

/** The route ids whose files move: `routes/($store)+/cart` -> `routes/($store)+/_checkout+/cart`. */
function routeIdMoves(moves) {
  const ids = new Map()
  for (const [from, to] of moves) {
    const fromRel = path.relative(appDir, from).split(path.sep).join('/')
    if (!fromRel.startsWith(`${STORE_ROUTES}/`) || /\.test\.tsx?$/.test(fromRel)) continue
    const toRel = path.relative(appDir, to).split(path.sep).join('/')
    ids.set(fromRel.replace(/\.(tsx?|jsx?)$/, ''), toRel.replace(/\.(tsx?|jsx?)$/, ''))
  }
  return ids
}

// --- resolving ------------------------------------------------------------------------------------------

/** The file a specifier names, and whether it named it through a folder's index. */
function resolveSpecifier(importer, specifier) {
  let base
  if (specifier.startsWith('~/')) base = path.join(appDir, specifier.slice(2))
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.resolve(path.dirname(importer), specifier)
  else return null
  if (isFile(base)) return { file: base, viaIndex: false, explicitExt: true }
  for (const ext of RESOLVE_EXT) if (isFile(base + ext)) return { file: base + ext, viaIndex: false, explicitExt: false }
  if (/\.(m?js|jsx)$/.test(base)) {
    const stripped = base.replace(/\.(m?js|jsx)$/, '')
    for (const ext of ['.ts', '.tsx'])
      if (isFile(stripped + ext)) return { file: stripped + ext, viaIndex: false, explicitExt: true, jsExt: path.extname(base) }
  }
  for (const ext of RESOLVE_EXT)
    if (isFile(path.join(base, `index${ext}`))) return { file: path.join(base, `index${ext}`), viaIndex: true, explicitExt: false }
  // An old path of a file this script has moved already.
  if (DONE.has(base)) return { file: DONE.get(base), viaIndex: false, explicitExt: true, stale: true }
  for (const ext of RESOLVE_EXT)
    if (DONE.has(base + ext)) return { file: DONE.get(base + ext), viaIndex: false, explicitExt: false, stale: true }
  return null
}

/** The specifier for `target` seen from `importer`, in the spelling of `original`. */
function specifierFor(importer, target, original, resolved) {
  let spelled
  const inApp = !path.relative(appDir, target).startsWith('..')
  // A file beside its importer is imported as `./name`, however it was spelled before the move.
  if (original.startsWith('~/') && inApp && path.dirname(importer) === path.dirname(target)) spelled = `./${path.basename(target)}`
  else if (original.startsWith('~/') && inApp) spelled = '~/' + path.relative(appDir, target).split(path.sep).join('/')
  else {
    spelled = path.relative(path.dirname(importer), target).split(path.sep).join('/')
    if (!spelled.startsWith('.')) spelled = `./${spelled}`
    // A relative path that would now climb out of the importer's folder, inside app/, is written from app/.
    const bothInApp = inApp && !path.relative(appDir, importer).startsWith('..')
    if (spelled.startsWith('../') && !original.startsWith('../') && bothInApp)
      spelled = '~/' + path.relative(appDir, target).split(path.sep).join('/')
  }
  if (resolved.jsExt) return spelled.replace(/\.tsx?$/, resolved.jsExt)
  if (!resolved.explicitExt) spelled = spelled.replace(/\.(tsx?|jsx?|mjs)$/, '')
  return spelled
}

// --- reading sources ---------------------------------------------------------------------------------------

const MOCK_CALLS = new Set(['mock', 'doMock', 'unmock', 'doUnmock', 'importActual', 'importMock'])

/**
 * The module specifiers of a source, with where they stand in the text, and for import declarations the
 * names they bring (and whether all of them are types).
 */
function specifiersOf(file, text) {
  const kind =
    file.endsWith('.tsx') || file.endsWith('.jsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found = []
  const literal = (node, extra = {}) => {
    if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) {
      found.push({ start: node.getStart(source) + 1, end: node.getEnd() - 1, value: node.text, ...extra })
    }
  }
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      let names = null
      let namespace = false
      let typeOnly = false
      if (clause) {
        typeOnly = clause.isTypeOnly
        names = []
        if (clause.name) namespace = true // a default import: no name to re-export by
        const bindings = clause.namedBindings
        if (bindings && ts.isNamespaceImport(bindings)) namespace = true
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            names.push({
              name: (element.propertyName ?? element.name).text,
              type: clause.isTypeOnly || element.isTypeOnly,
              text: element.getText(source),
            })
          }
        }
      }
      literal(node.moduleSpecifier, {
        declaration: clause ? { names, namespace, typeOnly, start: node.getStart(source), end: node.getEnd() } : null,
      })
    } else if (ts.isExportDeclaration(node)) literal(node.moduleSpecifier)
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal)
    else if (ts.isCallExpression(node)) {
      const callee = node.expression
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require'
      const isMock =
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'vi' &&
        MOCK_CALLS.has(callee.name.text)
      if (isImport || isRequire || isMock) literal(node.arguments[0])
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      literal(node.moduleReference.expression)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The names a module exports, each as a type or a value (`*` for `export *` from another module). */
function exportsOf(file, depth = 0) {
  const out = new Map()
  if (!isFile(file) || depth > 3) return out
  const text = fs.readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const exported = (node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  const localTypes = new Set()
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) localTypes.add(statement.name.text)
  }
  for (const statement of source.statements) {
    if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && exported(statement))
      out.set(statement.name.text, 'type')
    else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
      statement.name &&
      exported(statement)
    )
      out.set(statement.name.text, 'value')
    else if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) out.set(declaration.name.text, 'value')
    } else if (ts.isExportDeclaration(statement)) {
      const from =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? resolveSpecifier(file, statement.moduleSpecifier.text)?.file
          : null
      if (!statement.exportClause) {
        if (from) for (const [name, kind] of exportsOf(from, depth + 1)) out.set(name, kind)
        continue
      }
      if (!ts.isNamedExports(statement.exportClause)) continue
      for (const element of statement.exportClause.elements) {
        const name = element.name.text
        const original = (element.propertyName ?? element.name).text
        if (statement.isTypeOnly || element.isTypeOnly) out.set(name, 'type')
        else if (from) out.set(name, exportsOf(from, depth + 1).get(original) ?? 'value')
        else out.set(name, localTypes.has(original) ? 'type' : 'value')
      }
    }
  }
  return out
}

/** Prose as comment lines of at most 110 characters. */
function wrap(text) {
  const lines = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > 107) {
      lines.push(` * ${line}`)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(` * ${line}`)
  return lines.join('\n')
}

/** `{ a, b, type C }`, on one line when it fits, else one name a line (values first, then types). */
function namedList(names) {
  const sorted = [...new Set(names)].sort((a, b) => {
    const ta = a.startsWith('type ') ? 1 : 0
    const tb = b.startsWith('type ') ? 1 : 0
    return ta - tb || a.replace(/^type /, '').localeCompare(b.replace(/^type /, ''))
  })
  const line = `{ ${sorted.join(', ')} }`
  return line.length <= 100 ? line : `{\n${sorted.map((name) => `  ${name},`).join('\n')}\n}`
}

/**
 * Imports that now name the same module (two providers' files became one entry) are merged into the first
 * of them. Only plain named imports are merged; a default or namespace import stays as it is.
 */
function mergeImports(file, text) {
  const kind = file.endsWith('.tsx') || file.endsWith('.jsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const groups = new Map()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    const clause = statement.importClause
    if (!clause || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue
    const list = groups.get(statement.moduleSpecifier.text) ?? []
    list.push(statement)
    groups.set(statement.moduleSpecifier.text, list)
  }
  const edits = []
  for (const [specifier, statements] of groups) {
    if (statements.length < 2) continue
    const allTypes = statements.every((s) => s.importClause.isTypeOnly)
    const names = statements.flatMap((s) =>
      s.importClause.namedBindings.elements.map((element) => {
        const typed = !allTypes && (s.importClause.isTypeOnly || element.isTypeOnly)
        return (typed ? 'type ' : '') + element.getText(source).replace(/^type\s+/, '')
      }),
    )
    const [first, ...rest] = statements
    edits.push({
      start: first.getStart(source),
      end: first.getEnd(),
      text: `import ${allTypes ? 'type ' : ''}${namedList(names)} from '${specifier}'`,
    })
    for (const statement of rest) {
      let end = statement.getEnd()
      if (text[end] === '\n') end++
      edits.push({ start: statement.getStart(source), end, text: '' })
    }
  }
  let out = text
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
  return out
}

/** What an entry re-exports: exported name -> the file it comes from, when it is re-exported under its own name. */
function entrySources(entry) {
  const out = new Map()
  if (!isFile(entry)) return out
  const source = ts.createSourceFile(entry, fs.readFileSync(entry, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    if (!statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue
    const from = resolveSpecifier(entry, statement.moduleSpecifier.text)?.file
    if (!from) continue
    for (const element of statement.exportClause.elements) if (!element.propertyName) out.set(element.name.text, from)
  }
  return out
}

// --- the run ---------------------------------------------------------------------------------------------

/** Routes, components and root.tsx reach a provider folder through its entry. */
function usesEntries(file) {
  const r = path.relative(appDir, file).split(path.sep).join('/')
  if (r.startsWith('..') || /\.test\.tsx?$/.test(r)) return false
  return r.startsWith('routes/') || r.startsWith('components/') || r === 'root.tsx'
}

/** The domain folder a file lies in, if it is one of DOMAINS. */
function domainOf(file) {
  const r = path.relative(path.join(appDir, 'providers'), file).split(path.sep)
  return r.length > 1 && r[0] in DOMAINS ? r[0] : null
}
const entryOf = (domain) => path.join(appDir, 'providers', domain, 'index.server.ts')

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function main() {
  const moves = plannedMoves()
  const after = (file) => moves.get(file) ?? file
  const routeIds = routeIdMoves([...moves, ...DONE])

  const files = [...SCANNED.flatMap((dir) => walk(path.join(root, dir))), ...SCANNED_FILES.map((f) => path.join(root, f))].filter(
    // Not this script: its table names the old places on purpose.
    (file) => isFile(file) && SOURCE_EXT.includes(path.extname(file)) && file !== fileURLToPath(import.meta.url),
  )

  // What each entry must re-export: domain -> name -> { kind, module (after the moves) }.
  const wanted = new Map()
  const entryNames = new Map() // domain -> Map(name -> module), from the entry as it will be
  const readEntry = (domain) => {
    if (entryNames.has(domain)) return entryNames.get(domain)
    const names = new Map()
    // Before the moves the entry may still be at its old place (providers/catalog.server.ts).
    const entry = entryOf(domain)
    const current = [...moves].find(([, to]) => to === entry)?.[0] ?? entry
    if (isFile(current)) {
      for (const [name] of exportsOf(current)) names.set(name, entry)
    }
    entryNames.set(domain, names)
    return names
  }

  // Route ids and file paths in text (comments, strings, README), longest first so `my-account._index`
  // is not read as `my-account`.
  const idPatterns = [...routeIds]
    .sort(([a], [b]) => b.length - a.length)
    .map(([from, to]) => [new RegExp(`(?<![\\w$+.-])${escapeRegExp(from)}(\\.tsx?)?(?![\\w$()\\[\\].+-])`, 'g'), to])
  const pathPatterns = [...moves, ...DONE]
    .filter(([from]) => !path.relative(appDir, from).startsWith('..'))
    .sort(([a], [b]) => b.length - a.length)
    // `app/providers/cart.server.ts`, `~/providers/cart.server`, `providers/cart.server.ts` in prose.
    .map(([from, to]) => {
      const strip = (file) =>
        rel(file)
          .slice(4)
          .replace(/\.(tsx?|jsx?|mjs)$/, '')
      const pattern = new RegExp(`(?<![\\w/.~-])(app/|~/)?${escapeRegExp(strip(from))}(\\.tsx?)?(?![\\w-]|\\.\\w)`, 'g')
      return [pattern, (_m, prefix, ext) => `${prefix ?? ''}${strip(to)}${ext ?? ''}`]
    })
  const rewriteText = (text) => {
    let out = text
    for (const [pattern, to] of idPatterns) out = out.replace(pattern, (_m, ext) => to + (ext ?? ''))
    for (const [pattern, to] of pathPatterns) out = out.replace(pattern, to)
    return out
  }

  const edits = new Map() // file (before the moves) -> new text
  let rewritten = 0
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8')
    const importer = after(file)
    const replacements = []
    for (const spec of specifiersOf(file, text)) {
      const resolved = resolveSpecifier(file, spec.value)
      if (!resolved) continue
      let target = after(resolved.file)
      const domain = domainOf(target)
      // An import from a server module in a provider folder, in a route or component: through the entry.
      if (domain && usesEntries(importer) && spec.declaration && target !== entryOf(domain)) {
        const { names, namespace, typeOnly } = spec.declaration
        const serverModule = /\.server\.tsx?$/.test(resolved.file)
        const allTypes = typeOnly || (names ?? []).every((n) => n.type || exportsOf(resolved.file).get(n.name) === 'type')
        const entryExports = readEntry(domain)
        const domainWants = wanted.get(domain) ?? new Map()
        const kinds = exportsOf(resolved.file)
        const clash = (names ?? []).find(({ name }) => {
          const known = entryExports.get(name) ?? domainWants.get(name)?.module
          return known && known !== entryOf(domain) && known !== target
        })
        if (namespace || !names || (!serverModule && !allTypes)) {
          note(`left as is (not through the entry): ${rel(file)} imports ${spec.value}`)
        } else if (clash) {
          note(`left as is: ${rel(file)} imports ${clash.name} from ${spec.value}, and the ${domain} entry has another ${clash.name}`)
        } else {
          for (const { name } of names) {
            if (entryExports.get(name) === entryOf(domain)) continue
            domainWants.set(name, { kind: kinds.get(name) ?? 'value', module: target })
          }
          wanted.set(domain, domainWants)
          target = entryOf(domain)
        }
      }
      // Providers and the rest of the server code import the file that defines a name, not another
      // folder's entry: an entry re-exports many files, and reaching it from inside would close cycles.
      if (
        !usesEntries(importer) &&
        domainOf(target) &&
        target === entryOf(domainOf(target)) &&
        spec.declaration?.names?.length &&
        !spec.declaration.namespace &&
        !path.relative(appDir, importer).startsWith('..') &&
        !/\.test\.tsx?$/.test(importer)
      ) {
        const sources = entrySources(resolved.file)
        const { names, typeOnly, start, end } = spec.declaration
        if (names.every(({ name }) => sources.has(name))) {
          const byModule = new Map()
          for (const { name, text: element } of names) {
            const list = byModule.get(sources.get(name)) ?? []
            list.push(typeOnly ? `type ${element.replace(/^type\s+/, '')}` : element)
            byModule.set(sources.get(name), list)
          }
          const lines = [...byModule].map(([module, list]) => {
            const spelled = specifierFor(importer, after(module), spec.value, { explicitExt: false })
            const allTypes = list.every((name) => name.startsWith('type '))
            return `import ${allTypes ? 'type ' : ''}${namedList(allTypes ? list.map((name) => name.replace(/^type /, '')) : list)} from '${spelled}'`
          })
          replacements.push({ start, end, next: lines.join('\n') })
          continue
        }
        note(`left as is (a name the entry does not re-export by its own name): ${rel(file)} imports ${spec.value}`)
      }
      if (importer === file && target === resolved.file && !resolved.stale) continue
      let next
      if (resolved.viaIndex && target === resolved.file) {
        next = specifierFor(importer, path.dirname(target), spec.value, { explicitExt: true })
      } else {
        next = specifierFor(
          importer,
          target,
          spec.value,
          target === resolved.file
            ? resolved
            : { ...resolved, explicitExt: resolved.explicitExt && path.extname(target) === path.extname(resolved.file) },
        )
      }
      if (next !== spec.value) replacements.push({ ...spec, next })
    }
    let out = text
    for (const r of replacements.sort((a, b) => b.start - a.start)) out = out.slice(0, r.start) + r.next + out.slice(r.end)
    if (replacements.length && /\.[cm]?[jt]sx?$/.test(file)) out = mergeImports(file, out)
    out = rewriteText(out)
    if (out !== text) {
      edits.set(file, out)
      rewritten++
    }
  }
  const readme = path.join(root, 'README.md')
  if (isFile(readme)) {
    const text = fs.readFileSync(readme, 'utf8')
    const out = rewriteText(text)
    if (out !== text) edits.set(readme, out)
  }

  console.log(`${moves.size} file(s) to move, ${rewritten} source file(s) to rewrite${dryRun ? ' (dry run)' : ''}.`)
  for (const [from, to] of moves) console.log(`  ${rel(from)} -> ${rel(to)}`)
  if (dryRun) {
    for (const line of notes) console.log(line)
    return
  }

  for (const [file, text] of edits) fs.writeFileSync(file, text)
  for (const [from, to] of moves) {
    fs.mkdirSync(path.dirname(to), { recursive: true })
    execFileSync('git', ['mv', from, to], { cwd: root, stdio: 'inherit' })
  }

  // The entries: an entry keeps what it has and gains the re-exports routes and components now need.
  for (const domain of Object.keys(DOMAINS)) {
    const entry = entryOf(domain)
    if (!fs.existsSync(path.dirname(entry))) continue
    let text = isFile(entry)
      ? fs.readFileSync(entry, 'utf8')
      : `/**\n${wrap(`The ${domain} provider's entry: ${DOMAINS[domain]} Routes and components import this file, not the files beside it (docs/decisions/0065); the re-exports below are what they use. Other server code imports the file that defines a name.`)}\n */\n`
    const have = exportsOf(entry)
    const byModule = new Map()
    for (const [name, { kind, module }] of wanted.get(domain) ?? []) {
      if (have.has(name)) continue
      const list = byModule.get(module) ?? []
      list.push(kind === 'type' ? `type ${name}` : name)
      byModule.set(module, list)
    }
    if (byModule.size === 0 && isFile(entry)) continue
    for (const [module, names] of [...byModule].sort(([a], [b]) => a.localeCompare(b))) {
      const spec = specifierFor(entry, module, './x', { explicitExt: false })
      text += `export ${namedList(names)} from '${spec}'\n`
    }
    if (byModule.size === 0 && !/^export /m.test(text)) text += 'export {}\n'
    fs.writeFileSync(entry, text)
    execFileSync('git', ['add', entry], { cwd: root })
    console.log(`  entry ${rel(entry)}: ${byModule.size === 0 ? 'written' : `+${[...byModule.values()].flat().length} export(s)`}`)
  }

  const leftAtTop = fs
    .readdirSync(path.join(appDir, 'providers'), { withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => `app/providers/${entry.name}`)
  if (leftAtTop.length) note(`not in a domain folder yet (add them to MOVES): ${leftAtTop.join(', ')}`)
  for (const line of notes) console.log(line)
}

main()
