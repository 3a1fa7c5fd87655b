import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_jobs_employment_type" AS ENUM('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('permanent', 'temporary');
  CREATE TYPE "public"."enum_alerts_level" AS ENUM('emergency', 'warning', 'information');
  CREATE TYPE "public"."enum_site_settings_admissions_notices_frequency" AS ENUM('each', 'daily', 'off');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'college-editor';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'noticeAdmissions';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'admissionsDigest';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'noticeAdmissions';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'admissionsDigest';
  CREATE TABLE "stories_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"colleges_id" integer
  );
  
  CREATE TABLE "_stories_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"colleges_id" integer
  );
  
  CREATE TABLE "jobs_employment_type" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_jobs_employment_type",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promoted_results_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "promoted_results" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promoted_results_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "search_queries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"query" varchar NOT NULL,
  	"searches" numeric DEFAULT 0 NOT NULL,
  	"misses" numeric DEFAULT 0 NOT NULL,
  	"last_searched" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"type" "enum_redirects_type" DEFAULT 'permanent' NOT NULL,
  	"from_key" varchar,
  	"reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"level" "enum_alerts_level" DEFAULT 'information' NOT NULL,
  	"headline" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"link_url" varchar,
  	"link_label" varchar,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "media" ALTER COLUMN "alt" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "home_video_title" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "home_video_youtube_id" DROP NOT NULL;
  ALTER TABLE "jobs" ADD COLUMN "description" jsonb;
  ALTER TABLE "information_requests" ADD COLUMN "noticed_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "college_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promoted_results_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_queries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "alerts_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "admissions_notices_frequency" "enum_site_settings_admissions_notices_frequency" DEFAULT 'each' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "admissions_notices_recipient" varchar;
  ALTER TABLE "stories_rels" ADD CONSTRAINT "stories_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stories_rels" ADD CONSTRAINT "stories_rels_colleges_fk" FOREIGN KEY ("colleges_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_rels" ADD CONSTRAINT "_stories_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stories_v_rels" ADD CONSTRAINT "_stories_v_rels_colleges_fk" FOREIGN KEY ("colleges_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_employment_type" ADD CONSTRAINT "jobs_employment_type_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promoted_results_links" ADD CONSTRAINT "promoted_results_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."promoted_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promoted_results_texts" ADD CONSTRAINT "promoted_results_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promoted_results"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "stories_rels_order_idx" ON "stories_rels" USING btree ("order");
  CREATE INDEX "stories_rels_parent_idx" ON "stories_rels" USING btree ("parent_id");
  CREATE INDEX "stories_rels_path_idx" ON "stories_rels" USING btree ("path");
  CREATE INDEX "stories_rels_colleges_id_idx" ON "stories_rels" USING btree ("colleges_id");
  CREATE INDEX "_stories_v_rels_order_idx" ON "_stories_v_rels" USING btree ("order");
  CREATE INDEX "_stories_v_rels_parent_idx" ON "_stories_v_rels" USING btree ("parent_id");
  CREATE INDEX "_stories_v_rels_path_idx" ON "_stories_v_rels" USING btree ("path");
  CREATE INDEX "_stories_v_rels_colleges_id_idx" ON "_stories_v_rels" USING btree ("colleges_id");
  CREATE INDEX "jobs_employment_type_order_idx" ON "jobs_employment_type" USING btree ("order");
  CREATE INDEX "jobs_employment_type_parent_idx" ON "jobs_employment_type" USING btree ("parent_id");
  CREATE INDEX "promoted_results_links_order_idx" ON "promoted_results_links" USING btree ("_order");
  CREATE INDEX "promoted_results_links_parent_id_idx" ON "promoted_results_links" USING btree ("_parent_id");
  CREATE INDEX "promoted_results_updated_at_idx" ON "promoted_results" USING btree ("updated_at");
  CREATE INDEX "promoted_results_created_at_idx" ON "promoted_results" USING btree ("created_at");
  CREATE INDEX "promoted_results_texts_order_parent" ON "promoted_results_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "search_queries_query_idx" ON "search_queries" USING btree ("query");
  CREATE INDEX "search_queries_searches_idx" ON "search_queries" USING btree ("searches");
  CREATE INDEX "search_queries_misses_idx" ON "search_queries" USING btree ("misses");
  CREATE INDEX "search_queries_updated_at_idx" ON "search_queries" USING btree ("updated_at");
  CREATE INDEX "search_queries_created_at_idx" ON "search_queries" USING btree ("created_at");
  CREATE UNIQUE INDEX "redirects_from_key_idx" ON "redirects" USING btree ("from_key");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "alerts_updated_at_idx" ON "alerts" USING btree ("updated_at");
  CREATE INDEX "alerts_created_at_idx" ON "alerts" USING btree ("created_at");
  ALTER TABLE "users" ADD CONSTRAINT "users_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promoted_results_fk" FOREIGN KEY ("promoted_results_id") REFERENCES "public"."promoted_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_queries_fk" FOREIGN KEY ("search_queries_id") REFERENCES "public"."search_queries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alerts_fk" FOREIGN KEY ("alerts_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "information_requests_noticed_at_idx" ON "information_requests" USING btree ("noticed_at");
  CREATE INDEX "users_college_idx" ON "users" USING btree ("college_id");
  CREATE INDEX "payload_locked_documents_rels_promoted_results_id_idx" ON "payload_locked_documents_rels" USING btree ("promoted_results_id");
  CREATE INDEX "payload_locked_documents_rels_search_queries_id_idx" ON "payload_locked_documents_rels" USING btree ("search_queries_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stories_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stories_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_employment_type" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promoted_results_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promoted_results" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promoted_results_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "search_queries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stories_rels" CASCADE;
  DROP TABLE "_stories_v_rels" CASCADE;
  DROP TABLE "jobs_employment_type" CASCADE;
  DROP TABLE "promoted_results_links" CASCADE;
  DROP TABLE "promoted_results" CASCADE;
  DROP TABLE "promoted_results_texts" CASCADE;
  DROP TABLE "search_queries" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "alerts" CASCADE;
  ALTER TABLE "users" DROP CONSTRAINT "users_college_id_colleges_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promoted_results_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_queries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_alerts_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'admissions');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardInformationRequest', 'purgeExpiredRequests');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardInformationRequest', 'purgeExpiredRequests');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "information_requests_noticed_at_idx";
  DROP INDEX "users_college_idx";
  DROP INDEX "payload_locked_documents_rels_promoted_results_id_idx";
  DROP INDEX "payload_locked_documents_rels_search_queries_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  DROP INDEX "payload_locked_documents_rels_alerts_id_idx";
  ALTER TABLE "media" ALTER COLUMN "alt" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "home_video_title" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "home_video_youtube_id" SET NOT NULL;
  ALTER TABLE "jobs" DROP COLUMN "description";
  ALTER TABLE "information_requests" DROP COLUMN "noticed_at";
  ALTER TABLE "users" DROP COLUMN "college_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promoted_results_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_queries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "alerts_id";
  ALTER TABLE "site_settings" DROP COLUMN "admissions_notices_frequency";
  ALTER TABLE "site_settings" DROP COLUMN "admissions_notices_recipient";
  DROP TYPE "public"."enum_jobs_employment_type";
  DROP TYPE "public"."enum_redirects_type";
  DROP TYPE "public"."enum_alerts_level";
  DROP TYPE "public"."enum_site_settings_admissions_notices_frequency";`)
}
