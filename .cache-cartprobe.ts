// scratch (not committed): discover the bench's cart target on a running server and print path + cookie
import { discoverTargets } from './scripts/bench/throughput-shop'
const base = process.argv[2]
const { pages } = await discoverTargets(base)
for (const p of pages) console.log(JSON.stringify(p))
