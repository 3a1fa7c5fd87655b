import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Payload keeps a hasMany text field's values in `<table>_texts`, indexed on (order, parent_id)
 * only, and reads each record's values `where parent_id = $1`, which that index cannot serve: at
 * 100x the demo a page of 100 programmes scanned the 15,200 values once per programme (the SQLite
 * migration of the same name has the measurement).
 */
const TEXTS_TABLES = [
  'programmes_texts',
  '_programmes_v_texts',
  'promoted_results_texts',
  '_promoted_results_v_texts',
  'site_settings_texts',
  '_site_settings_v_texts',
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const t of TEXTS_TABLES)
    await db.execute(
      sql.raw(`CREATE INDEX IF NOT EXISTS "${t}_parent_order_idx" ON "${t}" USING btree ("parent_id", "order");`),
    )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const t of TEXTS_TABLES) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${t}_parent_order_idx";`))
}
