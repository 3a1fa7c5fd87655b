import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "page_seo" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "stories" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "stories" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "stories" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_stories_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_stories_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_stories_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "articles" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "articles" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "articles" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_articles_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "upcoming_events" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "upcoming_events" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "upcoming_events" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_upcoming_events_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_upcoming_events_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_upcoming_events_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "programmes" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "programmes" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "programmes" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_programmes_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_programmes_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_programmes_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "colleges" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "colleges" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "colleges" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_colleges_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_colleges_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_colleges_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "jobs" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "jobs" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "jobs" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_jobs_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "media" ADD COLUMN "sizes_card_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_card_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_card_filename" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_seo_id" integer;
  ALTER TABLE "page_seo" ADD CONSTRAINT "page_seo_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "page_seo_path_idx" ON "page_seo" USING btree ("path");
  CREATE INDEX "page_seo_meta_meta_image_idx" ON "page_seo" USING btree ("meta_image_id");
  CREATE INDEX "page_seo_updated_at_idx" ON "page_seo" USING btree ("updated_at");
  CREATE INDEX "page_seo_created_at_idx" ON "page_seo" USING btree ("created_at");
  ALTER TABLE "stories" ADD CONSTRAINT "stories_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "upcoming_events" ADD CONSTRAINT "upcoming_events_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_upcoming_events_v" ADD CONSTRAINT "_upcoming_events_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programmes" ADD CONSTRAINT "programmes_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programmes_v" ADD CONSTRAINT "_programmes_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "colleges" ADD CONSTRAINT "colleges_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_colleges_v" ADD CONSTRAINT "_colleges_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_seo_fk" FOREIGN KEY ("page_seo_id") REFERENCES "public"."page_seo"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "stories_meta_meta_image_idx" ON "stories" USING btree ("meta_image_id");
  CREATE INDEX "_stories_v_version_meta_version_meta_image_idx" ON "_stories_v" USING btree ("version_meta_image_id");
  CREATE INDEX "articles_meta_meta_image_idx" ON "articles" USING btree ("meta_image_id");
  CREATE INDEX "_articles_v_version_meta_version_meta_image_idx" ON "_articles_v" USING btree ("version_meta_image_id");
  CREATE INDEX "upcoming_events_meta_meta_image_idx" ON "upcoming_events" USING btree ("meta_image_id");
  CREATE INDEX "_upcoming_events_v_version_meta_version_meta_image_idx" ON "_upcoming_events_v" USING btree ("version_meta_image_id");
  CREATE INDEX "programmes_meta_meta_image_idx" ON "programmes" USING btree ("meta_image_id");
  CREATE INDEX "_programmes_v_version_meta_version_meta_image_idx" ON "_programmes_v" USING btree ("version_meta_image_id");
  CREATE INDEX "colleges_meta_meta_image_idx" ON "colleges" USING btree ("meta_image_id");
  CREATE INDEX "_colleges_v_version_meta_version_meta_image_idx" ON "_colleges_v" USING btree ("version_meta_image_id");
  CREATE INDEX "jobs_meta_meta_image_idx" ON "jobs" USING btree ("meta_image_id");
  CREATE INDEX "_jobs_v_version_meta_version_meta_image_idx" ON "_jobs_v" USING btree ("version_meta_image_id");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "payload_locked_documents_rels_page_seo_id_idx" ON "payload_locked_documents_rels" USING btree ("page_seo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_seo" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_seo" CASCADE;
  ALTER TABLE "stories" DROP CONSTRAINT "stories_meta_image_id_media_id_fk";
  
  ALTER TABLE "_stories_v" DROP CONSTRAINT "_stories_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "articles" DROP CONSTRAINT "articles_meta_image_id_media_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "upcoming_events" DROP CONSTRAINT "upcoming_events_meta_image_id_media_id_fk";
  
  ALTER TABLE "_upcoming_events_v" DROP CONSTRAINT "_upcoming_events_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "programmes" DROP CONSTRAINT "programmes_meta_image_id_media_id_fk";
  
  ALTER TABLE "_programmes_v" DROP CONSTRAINT "_programmes_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "colleges" DROP CONSTRAINT "colleges_meta_image_id_media_id_fk";
  
  ALTER TABLE "_colleges_v" DROP CONSTRAINT "_colleges_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "jobs" DROP CONSTRAINT "jobs_meta_image_id_media_id_fk";
  
  ALTER TABLE "_jobs_v" DROP CONSTRAINT "_jobs_v_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_seo_fk";
  
  DROP INDEX "stories_meta_meta_image_idx";
  DROP INDEX "_stories_v_version_meta_version_meta_image_idx";
  DROP INDEX "articles_meta_meta_image_idx";
  DROP INDEX "_articles_v_version_meta_version_meta_image_idx";
  DROP INDEX "upcoming_events_meta_meta_image_idx";
  DROP INDEX "_upcoming_events_v_version_meta_version_meta_image_idx";
  DROP INDEX "programmes_meta_meta_image_idx";
  DROP INDEX "_programmes_v_version_meta_version_meta_image_idx";
  DROP INDEX "colleges_meta_meta_image_idx";
  DROP INDEX "_colleges_v_version_meta_version_meta_image_idx";
  DROP INDEX "jobs_meta_meta_image_idx";
  DROP INDEX "_jobs_v_version_meta_version_meta_image_idx";
  DROP INDEX "media_sizes_card_sizes_card_filename_idx";
  DROP INDEX "payload_locked_documents_rels_page_seo_id_idx";
  ALTER TABLE "stories" DROP COLUMN "meta_title";
  ALTER TABLE "stories" DROP COLUMN "meta_description";
  ALTER TABLE "stories" DROP COLUMN "meta_image_id";
  ALTER TABLE "_stories_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_stories_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_stories_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "articles" DROP COLUMN "meta_title";
  ALTER TABLE "articles" DROP COLUMN "meta_description";
  ALTER TABLE "articles" DROP COLUMN "meta_image_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_articles_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_articles_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "upcoming_events" DROP COLUMN "meta_title";
  ALTER TABLE "upcoming_events" DROP COLUMN "meta_description";
  ALTER TABLE "upcoming_events" DROP COLUMN "meta_image_id";
  ALTER TABLE "_upcoming_events_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_upcoming_events_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_upcoming_events_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "programmes" DROP COLUMN "meta_title";
  ALTER TABLE "programmes" DROP COLUMN "meta_description";
  ALTER TABLE "programmes" DROP COLUMN "meta_image_id";
  ALTER TABLE "_programmes_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_programmes_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_programmes_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "colleges" DROP COLUMN "meta_title";
  ALTER TABLE "colleges" DROP COLUMN "meta_description";
  ALTER TABLE "colleges" DROP COLUMN "meta_image_id";
  ALTER TABLE "_colleges_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_colleges_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_colleges_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "jobs" DROP COLUMN "meta_title";
  ALTER TABLE "jobs" DROP COLUMN "meta_description";
  ALTER TABLE "jobs" DROP COLUMN "meta_image_id";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_jobs_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "media" DROP COLUMN "sizes_card_url";
  ALTER TABLE "media" DROP COLUMN "sizes_card_width";
  ALTER TABLE "media" DROP COLUMN "sizes_card_height";
  ALTER TABLE "media" DROP COLUMN "sizes_card_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_card_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_card_filename";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_seo_id";`)
}
