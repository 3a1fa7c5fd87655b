import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donation_campaigns_totals" ADD COLUMN "goal" numeric;
  ALTER TABLE "_donation_campaigns_v_version_totals" ADD COLUMN "goal" numeric;
  ALTER TABLE "donation_campaigns" DROP COLUMN "goal_text";
  ALTER TABLE "_donation_campaigns_v" DROP COLUMN "version_goal_text";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donation_campaigns" ADD COLUMN "goal_text" varchar;
  ALTER TABLE "_donation_campaigns_v" ADD COLUMN "version_goal_text" varchar;
  ALTER TABLE "donation_campaigns_totals" DROP COLUMN "goal";
  ALTER TABLE "_donation_campaigns_v_version_totals" DROP COLUMN "goal";`)
}
