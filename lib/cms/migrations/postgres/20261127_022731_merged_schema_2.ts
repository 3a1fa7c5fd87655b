import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing. Three branches each added a migration against the same earlier schema (page
 * statistics, editors' forms, visit bookings); each one's snapshot (the .json beside it) holds only
 * its own change. This migration's snapshot is the whole merged schema, so the next
 * `payload migrate:create` compares against what the database really holds.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
