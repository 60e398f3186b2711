/**
 * An ESLint rule (run by `npm run lint`, set up in eslint.config.js): comments and test titles may not
 * point at documents that a clone of the repository does not have, namely the product specification
 * (by its file name, or its name with a section number) and the tracker's issues (by number). Such a
 * pointer tells a newcomer nothing. Say the rule the code relies on instead; for history, say why the
 * code is as it is. Decision records (docs/decisions/NNNN) are in the repository and may be cited, and
 * a bug in another project is cited by the address of its report.
 */

/** What a comment or title may not contain, with the words the report uses for it. */
const POINTERS = [
  { pattern: /\bSPEC\b/, what: 'the specification' },
  { pattern: /\bspec\.md\b/i, what: 'the specification' },
  { pattern: /\bspec(?:ification)?\s+(?:section|§)\s*\d/i, what: 'a section of the specification' },
  { pattern: /\bissues?\s*#\d+|\bissue\s+\d+/i, what: 'an issue' },
]

/** Calls whose first argument is a test title: describe, it, test and their variants (describe.each, test.skip...). */
const TEST_FUNCTIONS = /^(?:describe\w*|it|test)$/

function pointerIn(text) {
  return POINTERS.find(({ pattern }) => pattern.test(text)) ?? null
}

/** The identifier a call starts from: `it` for `it.each([...])('title', ...)`. */
function calleeRoot(node) {
  let callee = node.callee
  while (callee.type === 'CallExpression' || callee.type === 'MemberExpression') {
    callee = callee.type === 'CallExpression' ? callee.callee : callee.object
  }
  return callee.type === 'Identifier' ? callee.name : null
}

function titleText(node) {
  if (!node) return null
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('')
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
export const noReferencesOutsideRepo = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments and test titles state the rule they rely on, not a document outside the repository' },
    schema: [],
    messages: {
      comment: 'This comment points at {{what}}, which is not in the repository: state the rule it relies on instead.',
      title: 'This test title points at {{what}}, which is not in the repository: describe the behaviour instead.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = pointerIn(comment.value)
          if (found) context.report({ loc: comment.loc, messageId: 'comment', data: { what: found.what } })
        }
      },
      CallExpression(node) {
        const root = calleeRoot(node)
        if (!root || !TEST_FUNCTIONS.test(root)) return
        const title = titleText(node.arguments[0])
        const found = title === null ? null : pointerIn(title)
        if (found) context.report({ node: node.arguments[0], messageId: 'title', data: { what: found.what } })
      },
    }
  },
}
