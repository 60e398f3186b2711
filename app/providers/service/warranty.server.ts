/**
 * Warranty registrations (docs/decisions/0030). A registration is stored with its proof of
 * purchase written under WARRANTY_UPLOADS_DIR with a random name (never under public/, and no route serves
 * it: the store reads it from disk), and its confirmation mail queued in the same transaction.
 */
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { ulid } from 'ulid'
import type { WarrantyRegistrationTable } from '~/db/schema'
import { LISTABLE_VISIBILITY } from '~/domain/product-rules'
import { PROOF_EXTENSIONS, registrationNumber, todayIn, type ProofKind, type PurchaseChannel } from '~/domain/warranty'
import { getEnv } from '~/utils/env.server'
import type { StoreView } from '~/utils/store-views'
import { getDb } from '~/server/db.server'
import { enqueueMail, nudgeMailDelivery } from '~/providers/mail/outbox.server'

/** Products a shopper registers: physical appliances in the catalogue, not services, e-books or sets. */
const REGISTRABLE_TYPES = ['simple', 'configurable'] as const
/** The datalist offers at most this many models; any other model number is still accepted as typed. */
const MODEL_CHOICES = 500

/** The folder proofs of purchase are kept in. */
export function warrantyUploadsDir(): string {
  const env = getEnv()
  return path.resolve(env.WARRANTY_UPLOADS_DIR ?? path.join(env.DATA_DIR, 'warranty-uploads'))
}

export interface ModelChoice {
  sku: string
  name: string
}

/** The catalogue's appliances for the model field's suggestions, by name. */
export async function modelChoices(): Promise<ModelChoice[]> {
  return getDb()
    .selectFrom('product')
    .select(['sku', 'name'])
    .where('parent_id', 'is', null)
    .where('type_id', 'in', [...REGISTRABLE_TYPES])
    .where('status', '=', 1)
    .where('visibility', 'in', [...LISTABLE_VISIBILITY])
    .orderBy('name')
    .orderBy('sku')
    .limit(MODEL_CHOICES)
    .execute()
}

/**
 * The catalogue product a typed model number names: its SKU (any case; a configurable's child SKU finds
 * the child), or a suggestion picked from the list ("SKU — name"). Null for a model we do not sell.
 */
export async function matchModel(typed: string): Promise<{ id: number; sku: string; name: string } | null> {
  const sku = typed.split(' — ', 1)[0]!.trim().toUpperCase()
  if (!sku) return null
  const row = await getDb()
    .selectFrom('product')
    .select(['id', 'sku', 'name'])
    .where((eb) => eb(eb.fn('upper', ['sku']), '=', sku))
    .where('type_id', 'in', [...REGISTRABLE_TYPES])
    .executeTakeFirst()
  return row ?? null
}

export interface PurchaseStore {
  id: number
  name: string
  city: string
}

/** The retailer's stores, for "where did you buy it". */
export async function purchaseStores(): Promise<PurchaseStore[]> {
  return getDb().selectFrom('store_location').select(['id', 'name', 'city']).orderBy('name').execute()
}

async function storeExists(id: number): Promise<boolean> {
  return Boolean(await getDb().selectFrom('store_location').select('id').where('id', '=', id).executeTakeFirst())
}

export interface NewRegistration {
  modelNumber: string
  serialNumber: string
  purchaseDate: string
  channel: PurchaseChannel
  storeLocationId?: number
  retailerName?: string
  name: string
  email: string
  phone: string
  proof: { kind: ProofKind; bytes: Uint8Array }
  customerId: string | null
  view: StoreView
  locale: string
}

export type RegistrationResult = { ok: true; number: string } | { ok: false; problem: 'unknown-store' }

/** The proof of purchase, under a random name (the shopper's file name is never used on disk). */
async function writeProof(kind: ProofKind, bytes: Uint8Array): Promise<string> {
  const folder = warrantyUploadsDir()
  await fs.mkdir(folder, { recursive: true, mode: 0o700 })
  const name = `${crypto.randomBytes(16).toString('hex')}.${PROOF_EXTENSIONS[kind]}`
  // 'wx': a name is never reused; 0600: only the shop's own user reads it.
  await fs.writeFile(path.join(folder, name), bytes, { flag: 'wx', mode: 0o600 })
  return name
}

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { message?: string })?.message ?? error)
  return /unique|duplicate key/i.test(text)
}

/** Store a registration with its proof and queue its confirmation mail; returns its number. */
export async function registerWarranty(input: NewRegistration): Promise<RegistrationResult> {
  if (input.channel === 'store' && (input.storeLocationId === undefined || !(await storeExists(input.storeLocationId)))) {
    return { ok: false, problem: 'unknown-store' }
  }
  const product = await matchModel(input.modelNumber)
  const proofFile = await writeProof(input.proof.kind, input.proof.bytes)
  const now = new Date()
  const row: WarrantyRegistrationTable = {
    id: ulid(),
    number: '',
    customer_id: input.customerId,
    product_id: product?.id ?? null,
    model_number: product?.sku ?? input.modelNumber,
    product_name: product?.name ?? null,
    serial_number: input.serialNumber,
    purchase_date: input.purchaseDate,
    purchase_channel: input.channel,
    store_location_id: input.channel === 'store' ? input.storeLocationId! : null,
    retailer_name: input.channel === 'retailer' ? (input.retailerName ?? null) : null,
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone,
    proof_file: proofFile,
    proof_type: input.proof.kind,
    proof_size: input.proof.bytes.byteLength,
    store_code: input.view.storeCode,
    locale: input.locale,
    created_at: now.toISOString(),
  }
  try {
    // A clash of the random code (30^6 a day) takes another.
    for (let attempt = 1; ; attempt++) {
      row.number = registrationNumber(todayIn(input.view.timeZone, now), crypto.randomBytes(6))
      try {
        await getDb()
          .transaction()
          .execute(async (trx) => {
            await trx.insertInto('warranty_registration').values(row).execute()
            await enqueueMail(trx, {
              kind: 'warranty_registration',
              dedupeKey: `warranty_registration:${row.id}`,
              to: row.email,
              payload: { registrationId: row.id },
            })
          })
        break
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 5) throw error
      }
    }
  } catch (error) {
    await fs.rm(path.join(warrantyUploadsDir(), proofFile), { force: true })
    throw error
  }
  nudgeMailDelivery()
  return { ok: true, number: row.number }
}

export interface RegistrationSummary {
  number: string
  modelNumber: string
  productName: string | null
  serialNumber: string
  purchaseDate: string
  createdAt: string
}

function summary(
  row: Pick<WarrantyRegistrationTable, 'number' | 'model_number' | 'product_name' | 'serial_number' | 'purchase_date' | 'created_at'>,
): RegistrationSummary {
  return {
    number: row.number,
    modelNumber: row.model_number,
    productName: row.product_name,
    serialNumber: row.serial_number,
    purchaseDate: row.purchase_date,
    createdAt: row.created_at,
  }
}

const SUMMARY_COLUMNS = ['number', 'model_number', 'product_name', 'serial_number', 'purchase_date', 'created_at'] as const

/** A customer's registrations, newest first. */
export async function customerRegistrations(customerId: string): Promise<RegistrationSummary[]> {
  const rows = await getDb()
    .selectFrom('warranty_registration')
    .select([...SUMMARY_COLUMNS])
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(summary)
}

/** One registration by its number (the confirmation page shows no more than the number and the model). */
export async function registrationByNumber(number: string): Promise<RegistrationSummary | null> {
  const row = await getDb()
    .selectFrom('warranty_registration')
    .select([...SUMMARY_COLUMNS])
    .where('number', '=', number)
    .executeTakeFirst()
  return row ? summary(row) : null
}

/** Everything about one registration, for its confirmation mail. */
export async function registrationForMail(id: string) {
  return getDb()
    .selectFrom('warranty_registration')
    .leftJoin('store_location', 'store_location.id', 'warranty_registration.store_location_id')
    .selectAll('warranty_registration')
    .select('store_location.name as store_name')
    .where('warranty_registration.id', '=', id)
    .executeTakeFirst()
}
