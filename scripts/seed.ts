/**
 * Seed the demo store into DATA_DIR (or DATABASE_URL).
 *   npm run seed                        the demo catalogue, if the database is empty (the demo trade
 *                                       account too, unless production: see SEED_DEMO_ACCOUNT)
 *   npm run seed -- --products 10000    a larger deterministic catalogue (benchmarks); replaces nothing,
 *                                       so point DATA_DIR at a fresh folder
 */
import { openDatabase } from '../app/db/connection.server'
import { prepareDatabase } from '../app/db/setup.server'
import { getEnv, seedsDemoTradeAccount } from '../app/utils/env.server'

function productsArg(argv: string[]): number | undefined {
  const index = argv.indexOf('--products')
  if (index === -1) return undefined
  const value = Number(argv[index + 1])
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    throw new Error('--products needs a whole number between 1 and 1 000 000')
  }
  return value
}

async function main() {
  const env = getEnv()
  const products = productsArg(process.argv.slice(2))
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
  try {
    // Under the same lock as app starts: a seed beside a starting instance seeds once between them.
    const { seeded } = await prepareDatabase(handle, { seedDemo: { products, tradeAccount: seedsDemoTradeAccount(env) } })
    if (!seeded) {
      console.log(`${handle.describe} already has a catalogue; use a fresh DATA_DIR to seed another one.`)
      return
    }
    console.log(`Seeded ${seeded.products} products in ${seeded.categories} categories into ${handle.describe} in ${seeded.ms} ms`)
  } finally {
    await handle.close()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
