import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_statistics_metric" AS ENUM('views', 'entries', 'lcp', 'inp', 'cls', 'requests', 'bookings');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeExpiredStatistics' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeExpiredStatistics' BEFORE 'schedulePublish';
  CREATE TABLE "page_statistics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"metric" "enum_page_statistics_metric" NOT NULL,
  	"key" varchar DEFAULT '' NOT NULL,
  	"page" varchar DEFAULT '' NOT NULL,
  	"bucket" numeric DEFAULT 0 NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_statistics_id" integer;
  CREATE INDEX "page_statistics_day_idx" ON "page_statistics" USING btree ("day");
  CREATE INDEX "page_statistics_updated_at_idx" ON "page_statistics" USING btree ("updated_at");
  CREATE INDEX "page_statistics_created_at_idx" ON "page_statistics" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_metric_key_page_bucket_idx" ON "page_statistics" USING btree ("day","metric","key","page","bucket");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_statistics_fk" FOREIGN KEY ("page_statistics_id") REFERENCES "public"."page_statistics"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_page_statistics_id_idx" ON "payload_locked_documents_rels" USING btree ("page_statistics_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_statistics" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_statistics" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_page_statistics_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardInformationRequest', 'purgeExpiredRequests', 'noticeAdmissions', 'admissionsDigest', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardInformationRequest', 'purgeExpiredRequests', 'noticeAdmissions', 'admissionsDigest', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_page_statistics_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_statistics_id";
  DROP TYPE "public"."enum_page_statistics_metric";`)
}
