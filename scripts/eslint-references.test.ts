/**
 * The lint rule that keeps comments and test titles free of pointers to documents outside the
 * repository, run through ESLint itself on small sources, TypeScript parser included.
 */
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import { noReferencesOutsideRepo } from './eslint-references.mjs'

const linter = new Linter({ configType: 'flat' })
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { karoo: { rules: { 'no-references-outside-repo': noReferencesOutsideRepo } } },
    rules: { 'karoo/no-references-outside-repo': 'error' as const },
  },
]

/** The rule's reports on `source`, as line and message id. */
function reports(source: string) {
  return linter.verify(source, config, 'example.ts').map((m) => ({ line: m.line, messageId: m.messageId, fatal: m.fatal ?? false }))
}

describe('comments and test titles that point outside the repository', () => {
  it.each([
    ['// SPEC.md section 4: 0 removes the item', 'the file name'],
    ['/** Adds to the cart (SPEC 4 "Adding to cart"). */', 'the name with a section number'],
    ['// The default (spec.md, paging)', 'the file name in lower case'],
    ['// As spec section 9 says', 'a section of the spec by number'],
    ['/* Product reviews (issue 10) */', 'an issue number'],
    ['// Issue 8: the mail used to be sent after the commit', 'an issue number starting a sentence'],
    ['// fixed in #12 (issues #12 and #13)', 'issues by #number'],
  ])('reports %s (%s)', (comment) => {
    expect(reports(`${comment}\nexport const x = 1\n`)).toEqual([{ line: 1, messageId: 'comment', fatal: false }])
  })

  it.each([
    ["describe('addLine (SPEC 4)', () => {})", 'describe'],
    ["it('hides cash on delivery (SPEC 5)', () => {})", 'it'],
    ["test.describe('offline (issue 11)', () => {})", 'a Playwright describe'],
    ["it.each([1, 2])('refuses %s (SPEC 5)', () => {})", 'it.each'],
    ['describeEachDatabase(`orders (issue 10)`, () => {})', 'a describe helper with a template title'],
  ])('reports the title of %s (%s)', (call) => {
    expect(reports(`declare const describe: any, it: any, test: any, describeEachDatabase: any\n${call}\n`)).toEqual([
      { line: 2, messageId: 'title', fatal: false },
    ])
  })

  it('leaves the rule itself, decision records, upstream addresses and ordinary words alone', () => {
    const source = [
      "// Setting a line's quantity to 0 removes the line.",
      '// Special prices apply within their dates (docs/decisions/0049-one-price-for-a-selection.md).',
      '// React Router fixed it upstream: https://github.com/remix-run/react-router/issues/12345',
      '// Playwright spec files run with JavaScript on and off; SPECIAL_FROM is a date.',
      '// An issue found on a 360 px phone is fixed here.',
      "const message = 'SPEC.md section 4 is not a comment'",
      'declare const it: any',
      "it('adds the quantities of the same product once', () => {})",
      'export { message }',
    ].join('\n')
    expect(reports(source)).toEqual([])
  })
})
