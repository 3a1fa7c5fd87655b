import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_visit_bookings_status" AS ENUM('confirmed', 'waiting', 'cancelled');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'visitBookingMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'visitReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgePastVisitBookings' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'visitBookingMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'visitReminders' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgePastVisitBookings' BEFORE 'schedulePublish';
  CREATE TABLE "upcoming_events_booking_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"required" boolean DEFAULT false
  );
  
  CREATE TABLE "_upcoming_events_v_version_booking_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"required" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "visit_bookings_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar
  );
  
  CREATE TABLE "visit_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"event_name" varchar NOT NULL,
  	"event_date" timestamp(3) with time zone NOT NULL,
  	"status" "enum_visit_bookings_status" NOT NULL,
  	"booked_at" timestamp(3) with time zone NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"guests" numeric NOT NULL,
  	"programme" varchar,
  	"offered_at" timestamp(3) with time zone,
  	"cancelled_at" timestamp(3) with time zone,
  	"reminder_sent_at" timestamp(3) with time zone,
  	"consent_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "visit_places" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event" numeric NOT NULL,
  	"taken" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "upcoming_events" ADD COLUMN "booking_bookable" boolean DEFAULT false;
  ALTER TABLE "upcoming_events" ADD COLUMN "booking_capacity" numeric;
  ALTER TABLE "upcoming_events" ADD COLUMN "booking_deadline" timestamp(3) with time zone;
  ALTER TABLE "upcoming_events" ADD COLUMN "booking_hours" numeric DEFAULT 3;
  ALTER TABLE "_upcoming_events_v" ADD COLUMN "version_booking_bookable" boolean DEFAULT false;
  ALTER TABLE "_upcoming_events_v" ADD COLUMN "version_booking_capacity" numeric;
  ALTER TABLE "_upcoming_events_v" ADD COLUMN "version_booking_deadline" timestamp(3) with time zone;
  ALTER TABLE "_upcoming_events_v" ADD COLUMN "version_booking_hours" numeric DEFAULT 3;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visit_bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visit_places_id" integer;
  ALTER TABLE "upcoming_events_booking_questions" ADD CONSTRAINT "upcoming_events_booking_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."upcoming_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_upcoming_events_v_version_booking_questions" ADD CONSTRAINT "_upcoming_events_v_version_booking_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_upcoming_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "visit_bookings_answers" ADD CONSTRAINT "visit_bookings_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."visit_bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "visit_bookings" ADD CONSTRAINT "visit_bookings_event_id_upcoming_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."upcoming_events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "upcoming_events_booking_questions_order_idx" ON "upcoming_events_booking_questions" USING btree ("_order");
  CREATE INDEX "upcoming_events_booking_questions_parent_id_idx" ON "upcoming_events_booking_questions" USING btree ("_parent_id");
  CREATE INDEX "_upcoming_events_v_version_booking_questions_order_idx" ON "_upcoming_events_v_version_booking_questions" USING btree ("_order");
  CREATE INDEX "_upcoming_events_v_version_booking_questions_parent_id_idx" ON "_upcoming_events_v_version_booking_questions" USING btree ("_parent_id");
  CREATE INDEX "visit_bookings_answers_order_idx" ON "visit_bookings_answers" USING btree ("_order");
  CREATE INDEX "visit_bookings_answers_parent_id_idx" ON "visit_bookings_answers" USING btree ("_parent_id");
  CREATE INDEX "visit_bookings_event_idx" ON "visit_bookings" USING btree ("event_id");
  CREATE INDEX "visit_bookings_event_date_idx" ON "visit_bookings" USING btree ("event_date");
  CREATE INDEX "visit_bookings_status_idx" ON "visit_bookings" USING btree ("status");
  CREATE INDEX "visit_bookings_booked_at_idx" ON "visit_bookings" USING btree ("booked_at");
  CREATE INDEX "visit_bookings_email_idx" ON "visit_bookings" USING btree ("email");
  CREATE INDEX "visit_bookings_reminder_sent_at_idx" ON "visit_bookings" USING btree ("reminder_sent_at");
  CREATE INDEX "visit_bookings_updated_at_idx" ON "visit_bookings" USING btree ("updated_at");
  CREATE INDEX "visit_bookings_created_at_idx" ON "visit_bookings" USING btree ("created_at");
  CREATE UNIQUE INDEX "visit_places_event_idx" ON "visit_places" USING btree ("event");
  CREATE INDEX "visit_places_updated_at_idx" ON "visit_places" USING btree ("updated_at");
  CREATE INDEX "visit_places_created_at_idx" ON "visit_places" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_bookings_fk" FOREIGN KEY ("visit_bookings_id") REFERENCES "public"."visit_bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_places_fk" FOREIGN KEY ("visit_places_id") REFERENCES "public"."visit_places"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_visit_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_bookings_id");
  CREATE INDEX "payload_locked_documents_rels_visit_places_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_places_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "upcoming_events_booking_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_upcoming_events_v_version_booking_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visit_bookings_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visit_bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visit_places" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "upcoming_events_booking_questions" CASCADE;
  DROP TABLE "_upcoming_events_v_version_booking_questions" CASCADE;
  DROP TABLE "visit_bookings_answers" CASCADE;
  DROP TABLE "visit_bookings" CASCADE;
  DROP TABLE "visit_places" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visit_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visit_places_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardInformationRequest', 'purgeExpiredRequests', 'noticeAdmissions', 'admissionsDigest', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardInformationRequest', 'purgeExpiredRequests', 'noticeAdmissions', 'admissionsDigest', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_visit_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_visit_places_id_idx";
  ALTER TABLE "upcoming_events" DROP COLUMN "booking_bookable";
  ALTER TABLE "upcoming_events" DROP COLUMN "booking_capacity";
  ALTER TABLE "upcoming_events" DROP COLUMN "booking_deadline";
  ALTER TABLE "upcoming_events" DROP COLUMN "booking_hours";
  ALTER TABLE "_upcoming_events_v" DROP COLUMN "version_booking_bookable";
  ALTER TABLE "_upcoming_events_v" DROP COLUMN "version_booking_capacity";
  ALTER TABLE "_upcoming_events_v" DROP COLUMN "version_booking_deadline";
  ALTER TABLE "_upcoming_events_v" DROP COLUMN "version_booking_hours";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visit_bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visit_places_id";
  DROP TYPE "public"."enum_visit_bookings_status";`)
}
