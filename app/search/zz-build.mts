import { openDatabase } from '../db/connection.server'
import { loadProductDocuments } from './documents.server'
import { OramaSearchEngine } from './orama.server'
const h = await openDatabase({ sqliteFile: process.argv[2] })
const d = await loadProductDocuments(h.db, 'default', new Date())
const d2 = await loadProductDocuments(h.db, 'de', new Date())
await h.close()
const e = new OramaSearchEngine()
console.profile?.()
let t = performance.now(); await e.replaceAll('default', d); console.log('default', (performance.now() - t).toFixed(0))
t = performance.now(); await e.replaceAll('de', d2); console.log('de', (performance.now() - t).toFixed(0))
