import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Payload keeps a hasMany text field's values (a programme's campuses, …) in `<table>_texts`, with
 * an index on (order, parent_id) only, and every read of the collection gathers each record's
 * values with `where parent_id = ?`, which that index cannot serve: each record read scanned the
 * whole table. At 100x the demo (11,700 programmes, 15,200 values) one page of 100 programmes took
 * 10 s of synchronous SQLite work, and the server answered nothing meanwhile; 0.2 s with these.
 */
export const TEXTS_TABLES = [
  'programmes_texts',
  '_programmes_v_texts',
  'promoted_results_texts',
  '_promoted_results_v_texts',
  'site_settings_texts',
  '_site_settings_v_texts',
]

export const createStatements = () =>
  TEXTS_TABLES.map((t) => `CREATE INDEX IF NOT EXISTS \`${t}_parent_order_idx\` ON \`${t}\` (\`parent_id\`, \`order\`);`)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of createStatements()) await db.run(sql.raw(statement))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const t of TEXTS_TABLES) await db.run(sql.raw(`DROP INDEX IF EXISTS \`${t}_parent_order_idx\`;`))
}
