import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`donation_campaigns_totals\` ADD \`goal\` numeric;`)
  await db.run(sql`ALTER TABLE \`_donation_campaigns_v_version_totals\` ADD \`goal\` numeric;`)
  await db.run(sql`ALTER TABLE \`donation_campaigns\` DROP COLUMN \`goal_text\`;`)
  await db.run(sql`ALTER TABLE \`_donation_campaigns_v\` DROP COLUMN \`version_goal_text\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`donation_campaigns\` ADD \`goal_text\` text;`)
  await db.run(sql`ALTER TABLE \`_donation_campaigns_v\` ADD \`version_goal_text\` text;`)
  await db.run(sql`ALTER TABLE \`donation_campaigns_totals\` DROP COLUMN \`goal\`;`)
  await db.run(sql`ALTER TABLE \`_donation_campaigns_v_version_totals\` DROP COLUMN \`goal\`;`)
}
