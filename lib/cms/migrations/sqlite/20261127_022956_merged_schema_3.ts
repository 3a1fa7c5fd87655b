import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * Changes nothing. Review before publishing added its migration against the schema before page
 * statistics, editors' forms and visit bookings; its snapshot (the .json beside it) holds only its
 * own change. This migration's snapshot is the whole merged schema, so the next
 * `payload migrate:create` compares against what the database really holds.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
