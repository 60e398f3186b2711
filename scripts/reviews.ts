/**
 * Moderate product reviews in DATA_DIR (or DATABASE_URL):
 *   npm run reviews -- list [pending|published|rejected]   reviews in that status (pending by default), oldest first
 *   npm run reviews -- publish <id>                        show a review on its product page
 *   npm run reviews -- reject <id>                         keep it off the page
 */
import { openDatabase } from '../app/db/connection.server'
import { prepareDatabase } from '../app/db/setup.server'
import type { ReviewStatus } from '../app/domain/ratings'
import { setDatabase } from '../app/server/db.server'
import { listReviews, moderateReview } from '../app/providers/engagement/reviews.server'
import { getEnv } from '../app/utils/env.server'

const STATUSES: readonly ReviewStatus[] = ['pending', 'published', 'rejected']
const USAGE = 'usage: npm run reviews -- list [pending|published|rejected] | publish <id> | reject <id>'

async function run(command: string | undefined, arg: string | undefined): Promise<number> {
  if (command === 'list') {
    const status = (arg ?? 'pending') as ReviewStatus
    if (!STATUSES.includes(status)) return fail(USAGE)
    const reviews = await listReviews(status)
    if (!reviews.length) console.log(`No ${status} reviews.`)
    for (const review of reviews) {
      // JSON-quoted: a review's text is whatever a shopper typed, control characters included.
      console.log(
        `${review.id}  ${review.createdAt}  ${review.productSku}  ${review.rating}/5${review.verified ? '  verified buyer' : ''}\n` +
          `  by ${JSON.stringify(review.name)} <${review.email}>\n` +
          (review.title ? `  ${JSON.stringify(review.title)}\n` : '') +
          `  ${JSON.stringify(review.text)}`,
      )
    }
    return 0
  }
  if ((command === 'publish' || command === 'reject') && arg) {
    const status = command === 'publish' ? 'published' : 'rejected'
    if (!(await moderateReview(arg, status))) return fail(`No review ${arg}.`)
    console.log(`Review ${arg} ${status}.`)
    return 0
  }
  return fail(USAGE)
}

function fail(message: string): number {
  console.error(message)
  return 1
}

const env = getEnv()
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
setDatabase(handle)
try {
  await prepareDatabase(handle)
  process.exitCode = await run(process.argv[2], process.argv[3])
} finally {
  setDatabase(undefined)
  await handle.close()
}
