import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stories_review_status" AS ENUM('submitted', 'sent-back', 'approved');
  CREATE TYPE "public"."enum__stories_v_version_review_status" AS ENUM('submitted', 'sent-back', 'approved');
  CREATE TYPE "public"."enum_articles_review_status" AS ENUM('submitted', 'sent-back', 'approved');
  CREATE TYPE "public"."enum__articles_v_version_review_status" AS ENUM('submitted', 'sent-back', 'approved');
  CREATE TYPE "public"."enum_programmes_review_status" AS ENUM('submitted', 'sent-back', 'approved');
  CREATE TYPE "public"."enum__programmes_v_version_review_status" AS ENUM('submitted', 'sent-back', 'approved');
  CREATE TYPE "public"."enum_colleges_review_status" AS ENUM('submitted', 'sent-back', 'approved');
  CREATE TYPE "public"."enum__colleges_v_version_review_status" AS ENUM('submitted', 'sent-back', 'approved');
  CREATE TYPE "public"."enum_departments_review_status" AS ENUM('submitted', 'sent-back', 'approved');
  CREATE TYPE "public"."enum_departments_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__departments_v_version_review_status" AS ENUM('submitted', 'sent-back', 'approved');
  CREATE TYPE "public"."enum__departments_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_review_status" AS ENUM('submitted', 'sent-back', 'approved');
  CREATE TYPE "public"."enum__pages_v_version_review_status" AS ENUM('submitted', 'sent-back', 'approved');
  CREATE TYPE "public"."enum_site_settings_review_collections" AS ENUM('programmes', 'departments', 'colleges', 'stories', 'pages', 'articles');
  CREATE TYPE "public"."enum__site_settings_v_version_review_collections" AS ENUM('programmes', 'departments', 'colleges', 'stories', 'pages', 'articles');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'review-submitted';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'review-sent-back';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'review-approved';
  CREATE TABLE "site_settings_review_collections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_review_collections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings_review_colleges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"college_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "_site_settings_v_version_review_collections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__site_settings_v_version_review_collections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_review_colleges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"college_id" integer NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  ALTER TABLE "departments" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "departments" ALTER COLUMN "code" DROP NOT NULL;
  ALTER TABLE "_departments_v" ALTER COLUMN "version_name" DROP NOT NULL;
  ALTER TABLE "_departments_v" ALTER COLUMN "version_code" DROP NOT NULL;
  ALTER TABLE "stories" ADD COLUMN "review_status" "enum_stories_review_status";
  ALTER TABLE "stories" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "stories" ADD COLUMN "review_submitted_by" numeric;
  ALTER TABLE "stories" ADD COLUMN "review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "stories" ADD COLUMN "review_college" numeric;
  ALTER TABLE "stories" ADD COLUMN "review_reviewed_by" numeric;
  ALTER TABLE "stories" ADD COLUMN "review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "_stories_v" ADD COLUMN "version_review_status" "enum__stories_v_version_review_status";
  ALTER TABLE "_stories_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "_stories_v" ADD COLUMN "version_review_submitted_by" numeric;
  ALTER TABLE "_stories_v" ADD COLUMN "version_review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "_stories_v" ADD COLUMN "version_review_college" numeric;
  ALTER TABLE "_stories_v" ADD COLUMN "version_review_reviewed_by" numeric;
  ALTER TABLE "_stories_v" ADD COLUMN "version_review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "articles" ADD COLUMN "review_status" "enum_articles_review_status";
  ALTER TABLE "articles" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "articles" ADD COLUMN "review_submitted_by" numeric;
  ALTER TABLE "articles" ADD COLUMN "review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "articles" ADD COLUMN "review_college" numeric;
  ALTER TABLE "articles" ADD COLUMN "review_reviewed_by" numeric;
  ALTER TABLE "articles" ADD COLUMN "review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "_articles_v" ADD COLUMN "version_review_status" "enum__articles_v_version_review_status";
  ALTER TABLE "_articles_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_review_submitted_by" numeric;
  ALTER TABLE "_articles_v" ADD COLUMN "version_review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "_articles_v" ADD COLUMN "version_review_college" numeric;
  ALTER TABLE "_articles_v" ADD COLUMN "version_review_reviewed_by" numeric;
  ALTER TABLE "_articles_v" ADD COLUMN "version_review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "programmes" ADD COLUMN "review_status" "enum_programmes_review_status";
  ALTER TABLE "programmes" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "programmes" ADD COLUMN "review_submitted_by" numeric;
  ALTER TABLE "programmes" ADD COLUMN "review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "programmes" ADD COLUMN "review_college" numeric;
  ALTER TABLE "programmes" ADD COLUMN "review_reviewed_by" numeric;
  ALTER TABLE "programmes" ADD COLUMN "review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "_programmes_v" ADD COLUMN "version_review_status" "enum__programmes_v_version_review_status";
  ALTER TABLE "_programmes_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "_programmes_v" ADD COLUMN "version_review_submitted_by" numeric;
  ALTER TABLE "_programmes_v" ADD COLUMN "version_review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "_programmes_v" ADD COLUMN "version_review_college" numeric;
  ALTER TABLE "_programmes_v" ADD COLUMN "version_review_reviewed_by" numeric;
  ALTER TABLE "_programmes_v" ADD COLUMN "version_review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "colleges" ADD COLUMN "review_status" "enum_colleges_review_status";
  ALTER TABLE "colleges" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "colleges" ADD COLUMN "review_submitted_by" numeric;
  ALTER TABLE "colleges" ADD COLUMN "review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "colleges" ADD COLUMN "review_college" numeric;
  ALTER TABLE "colleges" ADD COLUMN "review_reviewed_by" numeric;
  ALTER TABLE "colleges" ADD COLUMN "review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "_colleges_v" ADD COLUMN "version_review_status" "enum__colleges_v_version_review_status";
  ALTER TABLE "_colleges_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "_colleges_v" ADD COLUMN "version_review_submitted_by" numeric;
  ALTER TABLE "_colleges_v" ADD COLUMN "version_review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "_colleges_v" ADD COLUMN "version_review_college" numeric;
  ALTER TABLE "_colleges_v" ADD COLUMN "version_review_reviewed_by" numeric;
  ALTER TABLE "_colleges_v" ADD COLUMN "version_review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "departments" ADD COLUMN "review_status" "enum_departments_review_status";
  ALTER TABLE "departments" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "departments" ADD COLUMN "review_submitted_by" numeric;
  ALTER TABLE "departments" ADD COLUMN "review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "departments" ADD COLUMN "review_college" numeric;
  ALTER TABLE "departments" ADD COLUMN "review_reviewed_by" numeric;
  ALTER TABLE "departments" ADD COLUMN "review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "departments" ADD COLUMN "_status" "enum_departments_status" DEFAULT 'draft';
  ALTER TABLE "_departments_v" ADD COLUMN "version_review_status" "enum__departments_v_version_review_status";
  ALTER TABLE "_departments_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "_departments_v" ADD COLUMN "version_review_submitted_by" numeric;
  ALTER TABLE "_departments_v" ADD COLUMN "version_review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "_departments_v" ADD COLUMN "version_review_college" numeric;
  ALTER TABLE "_departments_v" ADD COLUMN "version_review_reviewed_by" numeric;
  ALTER TABLE "_departments_v" ADD COLUMN "version_review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "_departments_v" ADD COLUMN "version__status" "enum__departments_v_version_status" DEFAULT 'draft';
  ALTER TABLE "_departments_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "_departments_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "pages" ADD COLUMN "review_status" "enum_pages_review_status";
  ALTER TABLE "pages" ADD COLUMN "review_comment" varchar;
  ALTER TABLE "pages" ADD COLUMN "review_submitted_by" numeric;
  ALTER TABLE "pages" ADD COLUMN "review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "review_college" numeric;
  ALTER TABLE "pages" ADD COLUMN "review_reviewed_by" numeric;
  ALTER TABLE "pages" ADD COLUMN "review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_status" "enum__pages_v_version_review_status";
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_comment" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_submitted_by" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_college" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_reviewed_by" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_review_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings_review_collections" ADD CONSTRAINT "site_settings_review_collections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_review_colleges" ADD CONSTRAINT "site_settings_review_colleges_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_review_colleges" ADD CONSTRAINT "site_settings_review_colleges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_review_collections" ADD CONSTRAINT "_site_settings_v_version_review_collections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_review_colleges" ADD CONSTRAINT "_site_settings_v_version_review_colleges_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_review_colleges" ADD CONSTRAINT "_site_settings_v_version_review_colleges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_rels" ADD CONSTRAINT "_site_settings_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_rels" ADD CONSTRAINT "_site_settings_v_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_review_collections_order_idx" ON "site_settings_review_collections" USING btree ("order");
  CREATE INDEX "site_settings_review_collections_parent_idx" ON "site_settings_review_collections" USING btree ("parent_id");
  CREATE INDEX "site_settings_review_colleges_order_idx" ON "site_settings_review_colleges" USING btree ("_order");
  CREATE INDEX "site_settings_review_colleges_parent_id_idx" ON "site_settings_review_colleges" USING btree ("_parent_id");
  CREATE INDEX "site_settings_review_colleges_college_idx" ON "site_settings_review_colleges" USING btree ("college_id");
  CREATE INDEX "site_settings_rels_order_idx" ON "site_settings_rels" USING btree ("order");
  CREATE INDEX "site_settings_rels_parent_idx" ON "site_settings_rels" USING btree ("parent_id");
  CREATE INDEX "site_settings_rels_path_idx" ON "site_settings_rels" USING btree ("path");
  CREATE INDEX "site_settings_rels_users_id_idx" ON "site_settings_rels" USING btree ("users_id");
  CREATE INDEX "_site_settings_v_version_review_collections_order_idx" ON "_site_settings_v_version_review_collections" USING btree ("order");
  CREATE INDEX "_site_settings_v_version_review_collections_parent_idx" ON "_site_settings_v_version_review_collections" USING btree ("parent_id");
  CREATE INDEX "_site_settings_v_version_review_colleges_order_idx" ON "_site_settings_v_version_review_colleges" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_review_colleges_parent_id_idx" ON "_site_settings_v_version_review_colleges" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_review_colleges_college_idx" ON "_site_settings_v_version_review_colleges" USING btree ("college_id");
  CREATE INDEX "_site_settings_v_rels_order_idx" ON "_site_settings_v_rels" USING btree ("order");
  CREATE INDEX "_site_settings_v_rels_parent_idx" ON "_site_settings_v_rels" USING btree ("parent_id");
  CREATE INDEX "_site_settings_v_rels_path_idx" ON "_site_settings_v_rels" USING btree ("path");
  CREATE INDEX "_site_settings_v_rels_users_id_idx" ON "_site_settings_v_rels" USING btree ("users_id");
  CREATE INDEX "stories_review_review_status_idx" ON "stories" USING btree ("review_status");
  CREATE INDEX "_stories_v_version_review_version_review_status_idx" ON "_stories_v" USING btree ("version_review_status");
  CREATE INDEX "articles_review_review_status_idx" ON "articles" USING btree ("review_status");
  CREATE INDEX "_articles_v_version_review_version_review_status_idx" ON "_articles_v" USING btree ("version_review_status");
  CREATE INDEX "programmes_review_review_status_idx" ON "programmes" USING btree ("review_status");
  CREATE INDEX "_programmes_v_version_review_version_review_status_idx" ON "_programmes_v" USING btree ("version_review_status");
  CREATE INDEX "colleges_review_review_status_idx" ON "colleges" USING btree ("review_status");
  CREATE INDEX "_colleges_v_version_review_version_review_status_idx" ON "_colleges_v" USING btree ("version_review_status");
  CREATE INDEX "departments_review_review_status_idx" ON "departments" USING btree ("review_status");
  CREATE INDEX "departments__status_idx" ON "departments" USING btree ("_status");
  CREATE INDEX "_departments_v_version_review_version_review_status_idx" ON "_departments_v" USING btree ("version_review_status");
  CREATE INDEX "_departments_v_version_version__status_idx" ON "_departments_v" USING btree ("version__status");
  CREATE INDEX "_departments_v_latest_idx" ON "_departments_v" USING btree ("latest");
  CREATE INDEX "_departments_v_autosave_idx" ON "_departments_v" USING btree ("autosave");
  CREATE INDEX "pages_review_review_status_idx" ON "pages" USING btree ("review_status");
  CREATE INDEX "_pages_v_version_review_version_review_status_idx" ON "_pages_v" USING btree ("version_review_status");`)
  // Departments gain drafts: the ones visitors saw stay published, the newest version of each its latest.
  await db.execute(sql`
  UPDATE "departments" SET "_status" = 'published';
  UPDATE "_departments_v" SET "version__status" = 'published', "autosave" = false, "latest" = ("id" = (SELECT max(v."id") FROM "_departments_v" v WHERE v."parent_id" = "_departments_v"."parent_id"));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings_review_collections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_review_colleges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_review_collections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_review_colleges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_settings_review_collections" CASCADE;
  DROP TABLE "site_settings_review_colleges" CASCADE;
  DROP TABLE "site_settings_rels" CASCADE;
  DROP TABLE "_site_settings_v_version_review_collections" CASCADE;
  DROP TABLE "_site_settings_v_version_review_colleges" CASCADE;
  DROP TABLE "_site_settings_v_rels" CASCADE;
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('viewed', 'exported', 'erased', 'deleted', 'purged', 'published', 'unpublished');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "stories_review_review_status_idx";
  DROP INDEX "_stories_v_version_review_version_review_status_idx";
  DROP INDEX "articles_review_review_status_idx";
  DROP INDEX "_articles_v_version_review_version_review_status_idx";
  DROP INDEX "programmes_review_review_status_idx";
  DROP INDEX "_programmes_v_version_review_version_review_status_idx";
  DROP INDEX "colleges_review_review_status_idx";
  DROP INDEX "_colleges_v_version_review_version_review_status_idx";
  DROP INDEX "departments_review_review_status_idx";
  DROP INDEX "departments__status_idx";
  DROP INDEX "_departments_v_version_review_version_review_status_idx";
  DROP INDEX "_departments_v_version_version__status_idx";
  DROP INDEX "_departments_v_latest_idx";
  DROP INDEX "_departments_v_autosave_idx";
  DROP INDEX "pages_review_review_status_idx";
  DROP INDEX "_pages_v_version_review_version_review_status_idx";
  ALTER TABLE "departments" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "departments" ALTER COLUMN "code" SET NOT NULL;
  ALTER TABLE "_departments_v" ALTER COLUMN "version_name" SET NOT NULL;
  ALTER TABLE "_departments_v" ALTER COLUMN "version_code" SET NOT NULL;
  ALTER TABLE "stories" DROP COLUMN "review_status";
  ALTER TABLE "stories" DROP COLUMN "review_comment";
  ALTER TABLE "stories" DROP COLUMN "review_submitted_by";
  ALTER TABLE "stories" DROP COLUMN "review_submitted_at";
  ALTER TABLE "stories" DROP COLUMN "review_college";
  ALTER TABLE "stories" DROP COLUMN "review_reviewed_by";
  ALTER TABLE "stories" DROP COLUMN "review_reviewed_at";
  ALTER TABLE "_stories_v" DROP COLUMN "version_review_status";
  ALTER TABLE "_stories_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "_stories_v" DROP COLUMN "version_review_submitted_by";
  ALTER TABLE "_stories_v" DROP COLUMN "version_review_submitted_at";
  ALTER TABLE "_stories_v" DROP COLUMN "version_review_college";
  ALTER TABLE "_stories_v" DROP COLUMN "version_review_reviewed_by";
  ALTER TABLE "_stories_v" DROP COLUMN "version_review_reviewed_at";
  ALTER TABLE "articles" DROP COLUMN "review_status";
  ALTER TABLE "articles" DROP COLUMN "review_comment";
  ALTER TABLE "articles" DROP COLUMN "review_submitted_by";
  ALTER TABLE "articles" DROP COLUMN "review_submitted_at";
  ALTER TABLE "articles" DROP COLUMN "review_college";
  ALTER TABLE "articles" DROP COLUMN "review_reviewed_by";
  ALTER TABLE "articles" DROP COLUMN "review_reviewed_at";
  ALTER TABLE "_articles_v" DROP COLUMN "version_review_status";
  ALTER TABLE "_articles_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "_articles_v" DROP COLUMN "version_review_submitted_by";
  ALTER TABLE "_articles_v" DROP COLUMN "version_review_submitted_at";
  ALTER TABLE "_articles_v" DROP COLUMN "version_review_college";
  ALTER TABLE "_articles_v" DROP COLUMN "version_review_reviewed_by";
  ALTER TABLE "_articles_v" DROP COLUMN "version_review_reviewed_at";
  ALTER TABLE "programmes" DROP COLUMN "review_status";
  ALTER TABLE "programmes" DROP COLUMN "review_comment";
  ALTER TABLE "programmes" DROP COLUMN "review_submitted_by";
  ALTER TABLE "programmes" DROP COLUMN "review_submitted_at";
  ALTER TABLE "programmes" DROP COLUMN "review_college";
  ALTER TABLE "programmes" DROP COLUMN "review_reviewed_by";
  ALTER TABLE "programmes" DROP COLUMN "review_reviewed_at";
  ALTER TABLE "_programmes_v" DROP COLUMN "version_review_status";
  ALTER TABLE "_programmes_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "_programmes_v" DROP COLUMN "version_review_submitted_by";
  ALTER TABLE "_programmes_v" DROP COLUMN "version_review_submitted_at";
  ALTER TABLE "_programmes_v" DROP COLUMN "version_review_college";
  ALTER TABLE "_programmes_v" DROP COLUMN "version_review_reviewed_by";
  ALTER TABLE "_programmes_v" DROP COLUMN "version_review_reviewed_at";
  ALTER TABLE "colleges" DROP COLUMN "review_status";
  ALTER TABLE "colleges" DROP COLUMN "review_comment";
  ALTER TABLE "colleges" DROP COLUMN "review_submitted_by";
  ALTER TABLE "colleges" DROP COLUMN "review_submitted_at";
  ALTER TABLE "colleges" DROP COLUMN "review_college";
  ALTER TABLE "colleges" DROP COLUMN "review_reviewed_by";
  ALTER TABLE "colleges" DROP COLUMN "review_reviewed_at";
  ALTER TABLE "_colleges_v" DROP COLUMN "version_review_status";
  ALTER TABLE "_colleges_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "_colleges_v" DROP COLUMN "version_review_submitted_by";
  ALTER TABLE "_colleges_v" DROP COLUMN "version_review_submitted_at";
  ALTER TABLE "_colleges_v" DROP COLUMN "version_review_college";
  ALTER TABLE "_colleges_v" DROP COLUMN "version_review_reviewed_by";
  ALTER TABLE "_colleges_v" DROP COLUMN "version_review_reviewed_at";
  ALTER TABLE "departments" DROP COLUMN "review_status";
  ALTER TABLE "departments" DROP COLUMN "review_comment";
  ALTER TABLE "departments" DROP COLUMN "review_submitted_by";
  ALTER TABLE "departments" DROP COLUMN "review_submitted_at";
  ALTER TABLE "departments" DROP COLUMN "review_college";
  ALTER TABLE "departments" DROP COLUMN "review_reviewed_by";
  ALTER TABLE "departments" DROP COLUMN "review_reviewed_at";
  ALTER TABLE "departments" DROP COLUMN "_status";
  ALTER TABLE "_departments_v" DROP COLUMN "version_review_status";
  ALTER TABLE "_departments_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "_departments_v" DROP COLUMN "version_review_submitted_by";
  ALTER TABLE "_departments_v" DROP COLUMN "version_review_submitted_at";
  ALTER TABLE "_departments_v" DROP COLUMN "version_review_college";
  ALTER TABLE "_departments_v" DROP COLUMN "version_review_reviewed_by";
  ALTER TABLE "_departments_v" DROP COLUMN "version_review_reviewed_at";
  ALTER TABLE "_departments_v" DROP COLUMN "version__status";
  ALTER TABLE "_departments_v" DROP COLUMN "latest";
  ALTER TABLE "_departments_v" DROP COLUMN "autosave";
  ALTER TABLE "pages" DROP COLUMN "review_status";
  ALTER TABLE "pages" DROP COLUMN "review_comment";
  ALTER TABLE "pages" DROP COLUMN "review_submitted_by";
  ALTER TABLE "pages" DROP COLUMN "review_submitted_at";
  ALTER TABLE "pages" DROP COLUMN "review_college";
  ALTER TABLE "pages" DROP COLUMN "review_reviewed_by";
  ALTER TABLE "pages" DROP COLUMN "review_reviewed_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_status";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_comment";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_submitted_by";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_submitted_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_college";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_reviewed_by";
  ALTER TABLE "_pages_v" DROP COLUMN "version_review_reviewed_at";
  DROP TYPE "public"."enum_stories_review_status";
  DROP TYPE "public"."enum__stories_v_version_review_status";
  DROP TYPE "public"."enum_articles_review_status";
  DROP TYPE "public"."enum__articles_v_version_review_status";
  DROP TYPE "public"."enum_programmes_review_status";
  DROP TYPE "public"."enum__programmes_v_version_review_status";
  DROP TYPE "public"."enum_colleges_review_status";
  DROP TYPE "public"."enum__colleges_v_version_review_status";
  DROP TYPE "public"."enum_departments_review_status";
  DROP TYPE "public"."enum_departments_status";
  DROP TYPE "public"."enum__departments_v_version_review_status";
  DROP TYPE "public"."enum__departments_v_version_status";
  DROP TYPE "public"."enum_pages_review_status";
  DROP TYPE "public"."enum__pages_v_version_review_status";
  DROP TYPE "public"."enum_site_settings_review_collections";
  DROP TYPE "public"."enum__site_settings_v_version_review_collections";`)
}
