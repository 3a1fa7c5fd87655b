import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "stories_published_at_idx" ON "stories" USING btree ("published_at");
  CREATE INDEX "_stories_v_version_version_published_at_idx" ON "_stories_v" USING btree ("version_published_at");
  CREATE INDEX "articles_kind_idx" ON "articles" USING btree ("kind");
  CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");
  CREATE INDEX "kind_publishedAt_idx" ON "articles" USING btree ("kind","published_at");
  CREATE INDEX "_articles_v_version_version_kind_idx" ON "_articles_v" USING btree ("version_kind");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE INDEX "version_kind_version_publishedAt_idx" ON "_articles_v" USING btree ("version_kind","version_published_at");
  CREATE INDEX "upcoming_events_date_idx" ON "upcoming_events" USING btree ("date");
  CREATE INDEX "_upcoming_events_v_version_version_date_idx" ON "_upcoming_events_v" USING btree ("version_date");
  CREATE INDEX "kind_name_idx" ON "programmes" USING btree ("kind","name");
  CREATE INDEX "version_kind_version_name_idx" ON "_programmes_v" USING btree ("version_kind","version_name");
  CREATE INDEX "calendar_events_end_date_idx" ON "calendar_events" USING btree ("end_date");
  CREATE INDEX "calendar_date_idx" ON "calendar_events" USING btree ("calendar","date");
  CREATE INDEX "_calendar_events_v_version_version_end_date_idx" ON "_calendar_events_v" USING btree ("version_end_date");
  CREATE INDEX "version_calendar_version_date_idx" ON "_calendar_events_v" USING btree ("version_calendar","version_date");
  CREATE INDEX "directory_entries_name_idx" ON "directory_entries" USING btree ("name");
  CREATE INDEX "_directory_entries_v_version_version_name_idx" ON "_directory_entries_v" USING btree ("version_name");
  CREATE INDEX "category_key_idx" ON "documents" USING btree ("category","key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "stories_published_at_idx";
  DROP INDEX "_stories_v_version_version_published_at_idx";
  DROP INDEX "articles_kind_idx";
  DROP INDEX "articles_published_at_idx";
  DROP INDEX "kind_publishedAt_idx";
  DROP INDEX "_articles_v_version_version_kind_idx";
  DROP INDEX "_articles_v_version_version_published_at_idx";
  DROP INDEX "version_kind_version_publishedAt_idx";
  DROP INDEX "upcoming_events_date_idx";
  DROP INDEX "_upcoming_events_v_version_version_date_idx";
  DROP INDEX "kind_name_idx";
  DROP INDEX "version_kind_version_name_idx";
  DROP INDEX "calendar_events_end_date_idx";
  DROP INDEX "calendar_date_idx";
  DROP INDEX "_calendar_events_v_version_version_end_date_idx";
  DROP INDEX "version_calendar_version_date_idx";
  DROP INDEX "directory_entries_name_idx";
  DROP INDEX "_directory_entries_v_version_version_name_idx";
  DROP INDEX "category_key_idx";`)
}
