import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_banners_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_upcoming_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__upcoming_events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_colleges_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__colleges_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_jobs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_version_employment_type" AS ENUM('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER');
  CREATE TYPE "public"."enum__jobs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__calendar_events_v_version_calendar" AS ENUM('academic', 'events');
  CREATE TYPE "public"."enum__site_settings_v_version_social_platform" AS ENUM('Facebook', 'Instagram', 'X', 'YouTube', 'LinkedIn', 'TikTok');
  CREATE TYPE "public"."enum__site_settings_v_version_admissions_notices_frequency" AS ENUM('each', 'daily', 'off');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'published';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'unpublished';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_banners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_image_id" integer,
  	"version_click_url" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__banners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_upcoming_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_location" varchar,
  	"version_image_id" integer,
  	"version_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__upcoming_events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_sports_houses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_points" numeric DEFAULT 0 NOT NULL,
  	"version_crest_id" integer NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_donation_campaigns_v_version_totals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"currency" varchar NOT NULL,
  	"total" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_donation_campaigns_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_slug" varchar NOT NULL,
  	"version_goal_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_colleges_v_version_research" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_colleges_v_version_top_achievers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"programme" varchar,
  	"achievement" varchar,
  	"photo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_colleges_v_version_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"internal_extension" varchar,
  	"external_phone" varchar,
  	"email" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_colleges_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_code" varchar,
  	"version_route" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_summary" varchar,
  	"version_image_id" integer,
  	"version_dean_name" varchar,
  	"version_dean_photo_id" integer,
  	"version_dean_message" jsonb,
  	"version_success_story_name" varchar,
  	"version_success_story_quote" varchar,
  	"version_success_story_photo_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__colleges_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_departments_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_code" varchar NOT NULL,
  	"version_college_id" integer,
  	"version_website" varchar,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_minors_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_department_id" integer NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_jobs_v_version_employment_type" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__jobs_v_version_employment_type",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_jobs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_department" varchar,
  	"version_closing_date" timestamp(3) with time zone,
  	"version_description" jsonb,
  	"version_advert_url" varchar,
  	"version_description_url" varchar,
  	"version_views" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__jobs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_calendar_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_calendar" "enum__calendar_events_v_version_calendar" NOT NULL,
  	"version_date" timestamp(3) with time zone NOT NULL,
  	"version_end_date" timestamp(3) with time zone,
  	"version_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_calendar_downloads_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_label" varchar NOT NULL,
  	"version_file_id" integer NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_directory_entries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_matters" varchar,
  	"version_extension" varchar NOT NULL,
  	"version_email" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_office_hours_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_department" varchar NOT NULL,
  	"version_extension" varchar,
  	"version_hours" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_keyword_groups_v_version_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_name" varchar NOT NULL,
  	"page_link" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_keyword_groups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_keyword" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_phones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"number" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"platform" "enum__site_settings_v_version_social_platform" NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_university_name" varchar NOT NULL,
  	"version_short_name" varchar NOT NULL,
  	"version_tagline" varchar,
  	"version_address" varchar NOT NULL,
  	"version_fax" varchar,
  	"version_emails_general" varchar NOT NULL,
  	"version_emails_admissions" varchar NOT NULL,
  	"version_emails_data_protection" varchar NOT NULL,
  	"version_emails_mentorship" varchar,
  	"version_links_application" varchar NOT NULL,
  	"version_links_learning_platform" varchar NOT NULL,
  	"version_links_webmail" varchar NOT NULL,
  	"version_links_job_board" varchar NOT NULL,
  	"version_links_library" varchar NOT NULL,
  	"version_links_transcripts" varchar NOT NULL,
  	"version_links_letters" varchar NOT NULL,
  	"version_links_media" varchar NOT NULL,
  	"version_links_student_newspaper" varchar NOT NULL,
  	"version_links_foundation" varchar NOT NULL,
  	"version_links_homecoming" varchar NOT NULL,
  	"version_links_entrepreneurship" varchar NOT NULL,
  	"version_links_distance_education" varchar NOT NULL,
  	"version_links_giving_form" varchar NOT NULL,
  	"version_links_photo_gallery" varchar NOT NULL,
  	"version_links_virtual_tour" varchar NOT NULL,
  	"version_links_mentorship_form" varchar NOT NULL,
  	"version_home_video_title" varchar,
  	"version_home_video_youtube_id" varchar,
  	"version_admissions_notices_frequency" "enum__site_settings_v_version_admissions_notices_frequency" DEFAULT 'each' NOT NULL,
  	"version_admissions_notices_recipient" varchar,
  	"version_request_retention_months" numeric DEFAULT 24 NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_cta_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_wholistic_life" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_admissions_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_core_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_graduate_destinations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"figure" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_partner_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_cta_heading" varchar,
  	"version_cta_text" varchar,
  	"version_wholistic_heading" varchar DEFAULT 'A wholistic life',
  	"version_admissions_heading" varchar DEFAULT 'Admissions',
  	"version_mission" varchar,
  	"version_vision" varchar,
  	"version_graduates_heading" varchar DEFAULT 'Where our graduates go',
  	"version_partners_heading" varchar DEFAULT 'Partners and services',
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "banners" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "upcoming_events" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "upcoming_events" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "upcoming_events" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "upcoming_events" ALTER COLUMN "image_id" DROP NOT NULL;
  ALTER TABLE "colleges_research" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "colleges_top_achievers" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "colleges_contacts" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "colleges" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "colleges" ALTER COLUMN "code" DROP NOT NULL;
  ALTER TABLE "colleges" ALTER COLUMN "route" DROP NOT NULL;
  ALTER TABLE "colleges" ALTER COLUMN "summary" DROP NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "department" DROP NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "closing_date" DROP NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "advert_url" DROP NOT NULL;
  ALTER TABLE "home_page_cta_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "home_page_cta_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "home_page_wholistic_life" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_page_wholistic_life" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "home_page_wholistic_life" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "home_page_admissions_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "home_page_admissions_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "home_page_core_values" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "home_page_graduate_destinations" ALTER COLUMN "figure" DROP NOT NULL;
  ALTER TABLE "home_page_graduate_destinations" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "home_page_partner_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "home_page_partner_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "cta_heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "cta_text" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "wholistic_heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "admissions_heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "mission" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "vision" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "graduates_heading" DROP NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "partners_heading" DROP NOT NULL;
  ALTER TABLE "banners" ADD COLUMN "_status" "enum_banners_status" DEFAULT 'draft';
  ALTER TABLE "_stories_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_articles_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "upcoming_events" ADD COLUMN "_status" "enum_upcoming_events_status" DEFAULT 'draft';
  ALTER TABLE "_programmes_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "colleges" ADD COLUMN "_status" "enum_colleges_status" DEFAULT 'draft';
  ALTER TABLE "jobs" ADD COLUMN "_status" "enum_jobs_status" DEFAULT 'draft';
  ALTER TABLE "home_page" ADD COLUMN "_status" "enum_home_page_status" DEFAULT 'draft';
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_parent_id_banners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_upcoming_events_v" ADD CONSTRAINT "_upcoming_events_v_parent_id_upcoming_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."upcoming_events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_upcoming_events_v" ADD CONSTRAINT "_upcoming_events_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sports_houses_v" ADD CONSTRAINT "_sports_houses_v_parent_id_sports_houses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sports_houses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sports_houses_v" ADD CONSTRAINT "_sports_houses_v_version_crest_id_media_id_fk" FOREIGN KEY ("version_crest_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_donation_campaigns_v_version_totals" ADD CONSTRAINT "_donation_campaigns_v_version_totals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donation_campaigns_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donation_campaigns_v" ADD CONSTRAINT "_donation_campaigns_v_parent_id_donation_campaigns_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."donation_campaigns"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_colleges_v_version_research" ADD CONSTRAINT "_colleges_v_version_research_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_colleges_v_version_research" ADD CONSTRAINT "_colleges_v_version_research_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_colleges_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_colleges_v_version_top_achievers" ADD CONSTRAINT "_colleges_v_version_top_achievers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_colleges_v_version_top_achievers" ADD CONSTRAINT "_colleges_v_version_top_achievers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_colleges_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_colleges_v_version_contacts" ADD CONSTRAINT "_colleges_v_version_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_colleges_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_colleges_v" ADD CONSTRAINT "_colleges_v_parent_id_colleges_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."colleges"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_colleges_v" ADD CONSTRAINT "_colleges_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_colleges_v" ADD CONSTRAINT "_colleges_v_version_dean_photo_id_media_id_fk" FOREIGN KEY ("version_dean_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_colleges_v" ADD CONSTRAINT "_colleges_v_version_success_story_photo_id_media_id_fk" FOREIGN KEY ("version_success_story_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v" ADD CONSTRAINT "_departments_v_parent_id_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v" ADD CONSTRAINT "_departments_v_version_college_id_colleges_id_fk" FOREIGN KEY ("version_college_id") REFERENCES "public"."colleges"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_departments_v" ADD CONSTRAINT "_departments_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_minors_v" ADD CONSTRAINT "_minors_v_parent_id_minors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."minors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_minors_v" ADD CONSTRAINT "_minors_v_version_department_id_departments_id_fk" FOREIGN KEY ("version_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v_version_employment_type" ADD CONSTRAINT "_jobs_v_version_employment_type_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_calendar_events_v" ADD CONSTRAINT "_calendar_events_v_parent_id_calendar_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calendar_events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_calendar_downloads_v" ADD CONSTRAINT "_calendar_downloads_v_parent_id_calendar_downloads_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calendar_downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_calendar_downloads_v" ADD CONSTRAINT "_calendar_downloads_v_version_file_id_documents_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_directory_entries_v" ADD CONSTRAINT "_directory_entries_v_parent_id_directory_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."directory_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_office_hours_v" ADD CONSTRAINT "_office_hours_v_parent_id_office_hours_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."office_hours"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_keyword_groups_v_version_results" ADD CONSTRAINT "_keyword_groups_v_version_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_keyword_groups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_keyword_groups_v" ADD CONSTRAINT "_keyword_groups_v_parent_id_keyword_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."keyword_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_phones" ADD CONSTRAINT "_site_settings_v_version_phones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_social" ADD CONSTRAINT "_site_settings_v_version_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_cta_links" ADD CONSTRAINT "_home_page_v_version_cta_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_wholistic_life" ADD CONSTRAINT "_home_page_v_version_wholistic_life_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_admissions_links" ADD CONSTRAINT "_home_page_v_version_admissions_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_core_values" ADD CONSTRAINT "_home_page_v_version_core_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_graduate_destinations" ADD CONSTRAINT "_home_page_v_version_graduate_destinations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_partner_links" ADD CONSTRAINT "_home_page_v_version_partner_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_banners_v_parent_idx" ON "_banners_v" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_version_image_idx" ON "_banners_v" USING btree ("version_image_id");
  CREATE INDEX "_banners_v_version_version_updated_at_idx" ON "_banners_v" USING btree ("version_updated_at");
  CREATE INDEX "_banners_v_version_version_created_at_idx" ON "_banners_v" USING btree ("version_created_at");
  CREATE INDEX "_banners_v_version_version__status_idx" ON "_banners_v" USING btree ("version__status");
  CREATE INDEX "_banners_v_created_at_idx" ON "_banners_v" USING btree ("created_at");
  CREATE INDEX "_banners_v_updated_at_idx" ON "_banners_v" USING btree ("updated_at");
  CREATE INDEX "_banners_v_latest_idx" ON "_banners_v" USING btree ("latest");
  CREATE INDEX "_banners_v_autosave_idx" ON "_banners_v" USING btree ("autosave");
  CREATE INDEX "_upcoming_events_v_parent_idx" ON "_upcoming_events_v" USING btree ("parent_id");
  CREATE INDEX "_upcoming_events_v_version_version_slug_idx" ON "_upcoming_events_v" USING btree ("version_slug");
  CREATE INDEX "_upcoming_events_v_version_version_image_idx" ON "_upcoming_events_v" USING btree ("version_image_id");
  CREATE INDEX "_upcoming_events_v_version_version_updated_at_idx" ON "_upcoming_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_upcoming_events_v_version_version_created_at_idx" ON "_upcoming_events_v" USING btree ("version_created_at");
  CREATE INDEX "_upcoming_events_v_version_version__status_idx" ON "_upcoming_events_v" USING btree ("version__status");
  CREATE INDEX "_upcoming_events_v_created_at_idx" ON "_upcoming_events_v" USING btree ("created_at");
  CREATE INDEX "_upcoming_events_v_updated_at_idx" ON "_upcoming_events_v" USING btree ("updated_at");
  CREATE INDEX "_upcoming_events_v_latest_idx" ON "_upcoming_events_v" USING btree ("latest");
  CREATE INDEX "_upcoming_events_v_autosave_idx" ON "_upcoming_events_v" USING btree ("autosave");
  CREATE INDEX "_sports_houses_v_parent_idx" ON "_sports_houses_v" USING btree ("parent_id");
  CREATE INDEX "_sports_houses_v_version_version_name_idx" ON "_sports_houses_v" USING btree ("version_name");
  CREATE INDEX "_sports_houses_v_version_version_crest_idx" ON "_sports_houses_v" USING btree ("version_crest_id");
  CREATE INDEX "_sports_houses_v_version_version_updated_at_idx" ON "_sports_houses_v" USING btree ("version_updated_at");
  CREATE INDEX "_sports_houses_v_version_version_created_at_idx" ON "_sports_houses_v" USING btree ("version_created_at");
  CREATE INDEX "_sports_houses_v_created_at_idx" ON "_sports_houses_v" USING btree ("created_at");
  CREATE INDEX "_sports_houses_v_updated_at_idx" ON "_sports_houses_v" USING btree ("updated_at");
  CREATE INDEX "_donation_campaigns_v_version_totals_order_idx" ON "_donation_campaigns_v_version_totals" USING btree ("_order");
  CREATE INDEX "_donation_campaigns_v_version_totals_parent_id_idx" ON "_donation_campaigns_v_version_totals" USING btree ("_parent_id");
  CREATE INDEX "_donation_campaigns_v_parent_idx" ON "_donation_campaigns_v" USING btree ("parent_id");
  CREATE INDEX "_donation_campaigns_v_version_version_slug_idx" ON "_donation_campaigns_v" USING btree ("version_slug");
  CREATE INDEX "_donation_campaigns_v_version_version_updated_at_idx" ON "_donation_campaigns_v" USING btree ("version_updated_at");
  CREATE INDEX "_donation_campaigns_v_version_version_created_at_idx" ON "_donation_campaigns_v" USING btree ("version_created_at");
  CREATE INDEX "_donation_campaigns_v_created_at_idx" ON "_donation_campaigns_v" USING btree ("created_at");
  CREATE INDEX "_donation_campaigns_v_updated_at_idx" ON "_donation_campaigns_v" USING btree ("updated_at");
  CREATE INDEX "_colleges_v_version_research_order_idx" ON "_colleges_v_version_research" USING btree ("_order");
  CREATE INDEX "_colleges_v_version_research_parent_id_idx" ON "_colleges_v_version_research" USING btree ("_parent_id");
  CREATE INDEX "_colleges_v_version_research_image_idx" ON "_colleges_v_version_research" USING btree ("image_id");
  CREATE INDEX "_colleges_v_version_top_achievers_order_idx" ON "_colleges_v_version_top_achievers" USING btree ("_order");
  CREATE INDEX "_colleges_v_version_top_achievers_parent_id_idx" ON "_colleges_v_version_top_achievers" USING btree ("_parent_id");
  CREATE INDEX "_colleges_v_version_top_achievers_photo_idx" ON "_colleges_v_version_top_achievers" USING btree ("photo_id");
  CREATE INDEX "_colleges_v_version_contacts_order_idx" ON "_colleges_v_version_contacts" USING btree ("_order");
  CREATE INDEX "_colleges_v_version_contacts_parent_id_idx" ON "_colleges_v_version_contacts" USING btree ("_parent_id");
  CREATE INDEX "_colleges_v_parent_idx" ON "_colleges_v" USING btree ("parent_id");
  CREATE INDEX "_colleges_v_version_version_code_idx" ON "_colleges_v" USING btree ("version_code");
  CREATE INDEX "_colleges_v_version_version_route_idx" ON "_colleges_v" USING btree ("version_route");
  CREATE INDEX "_colleges_v_version_version_image_idx" ON "_colleges_v" USING btree ("version_image_id");
  CREATE INDEX "_colleges_v_version_dean_version_dean_photo_idx" ON "_colleges_v" USING btree ("version_dean_photo_id");
  CREATE INDEX "_colleges_v_version_success_story_version_success_story__idx" ON "_colleges_v" USING btree ("version_success_story_photo_id");
  CREATE INDEX "_colleges_v_version_version_updated_at_idx" ON "_colleges_v" USING btree ("version_updated_at");
  CREATE INDEX "_colleges_v_version_version_created_at_idx" ON "_colleges_v" USING btree ("version_created_at");
  CREATE INDEX "_colleges_v_version_version__status_idx" ON "_colleges_v" USING btree ("version__status");
  CREATE INDEX "_colleges_v_created_at_idx" ON "_colleges_v" USING btree ("created_at");
  CREATE INDEX "_colleges_v_updated_at_idx" ON "_colleges_v" USING btree ("updated_at");
  CREATE INDEX "_colleges_v_latest_idx" ON "_colleges_v" USING btree ("latest");
  CREATE INDEX "_colleges_v_autosave_idx" ON "_colleges_v" USING btree ("autosave");
  CREATE INDEX "_departments_v_parent_idx" ON "_departments_v" USING btree ("parent_id");
  CREATE INDEX "_departments_v_version_version_code_idx" ON "_departments_v" USING btree ("version_code");
  CREATE INDEX "_departments_v_version_version_college_idx" ON "_departments_v" USING btree ("version_college_id");
  CREATE INDEX "_departments_v_version_version_image_idx" ON "_departments_v" USING btree ("version_image_id");
  CREATE INDEX "_departments_v_version_version_updated_at_idx" ON "_departments_v" USING btree ("version_updated_at");
  CREATE INDEX "_departments_v_version_version_created_at_idx" ON "_departments_v" USING btree ("version_created_at");
  CREATE INDEX "_departments_v_created_at_idx" ON "_departments_v" USING btree ("created_at");
  CREATE INDEX "_departments_v_updated_at_idx" ON "_departments_v" USING btree ("updated_at");
  CREATE INDEX "_minors_v_parent_idx" ON "_minors_v" USING btree ("parent_id");
  CREATE INDEX "_minors_v_version_version_name_idx" ON "_minors_v" USING btree ("version_name");
  CREATE INDEX "_minors_v_version_version_department_idx" ON "_minors_v" USING btree ("version_department_id");
  CREATE INDEX "_minors_v_version_version_updated_at_idx" ON "_minors_v" USING btree ("version_updated_at");
  CREATE INDEX "_minors_v_version_version_created_at_idx" ON "_minors_v" USING btree ("version_created_at");
  CREATE INDEX "_minors_v_created_at_idx" ON "_minors_v" USING btree ("created_at");
  CREATE INDEX "_minors_v_updated_at_idx" ON "_minors_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_version_employment_type_order_idx" ON "_jobs_v_version_employment_type" USING btree ("order");
  CREATE INDEX "_jobs_v_version_employment_type_parent_idx" ON "_jobs_v_version_employment_type" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_parent_idx" ON "_jobs_v" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_version_closing_date_idx" ON "_jobs_v" USING btree ("version_closing_date");
  CREATE INDEX "_jobs_v_version_version_updated_at_idx" ON "_jobs_v" USING btree ("version_updated_at");
  CREATE INDEX "_jobs_v_version_version_created_at_idx" ON "_jobs_v" USING btree ("version_created_at");
  CREATE INDEX "_jobs_v_version_version__status_idx" ON "_jobs_v" USING btree ("version__status");
  CREATE INDEX "_jobs_v_created_at_idx" ON "_jobs_v" USING btree ("created_at");
  CREATE INDEX "_jobs_v_updated_at_idx" ON "_jobs_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_latest_idx" ON "_jobs_v" USING btree ("latest");
  CREATE INDEX "_jobs_v_autosave_idx" ON "_jobs_v" USING btree ("autosave");
  CREATE INDEX "_calendar_events_v_parent_idx" ON "_calendar_events_v" USING btree ("parent_id");
  CREATE INDEX "_calendar_events_v_version_version_calendar_idx" ON "_calendar_events_v" USING btree ("version_calendar");
  CREATE INDEX "_calendar_events_v_version_version_date_idx" ON "_calendar_events_v" USING btree ("version_date");
  CREATE INDEX "_calendar_events_v_version_version_updated_at_idx" ON "_calendar_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_calendar_events_v_version_version_created_at_idx" ON "_calendar_events_v" USING btree ("version_created_at");
  CREATE INDEX "_calendar_events_v_created_at_idx" ON "_calendar_events_v" USING btree ("created_at");
  CREATE INDEX "_calendar_events_v_updated_at_idx" ON "_calendar_events_v" USING btree ("updated_at");
  CREATE INDEX "_calendar_downloads_v_parent_idx" ON "_calendar_downloads_v" USING btree ("parent_id");
  CREATE INDEX "_calendar_downloads_v_version_version_file_idx" ON "_calendar_downloads_v" USING btree ("version_file_id");
  CREATE INDEX "_calendar_downloads_v_version_version_updated_at_idx" ON "_calendar_downloads_v" USING btree ("version_updated_at");
  CREATE INDEX "_calendar_downloads_v_version_version_created_at_idx" ON "_calendar_downloads_v" USING btree ("version_created_at");
  CREATE INDEX "_calendar_downloads_v_created_at_idx" ON "_calendar_downloads_v" USING btree ("created_at");
  CREATE INDEX "_calendar_downloads_v_updated_at_idx" ON "_calendar_downloads_v" USING btree ("updated_at");
  CREATE INDEX "_directory_entries_v_parent_idx" ON "_directory_entries_v" USING btree ("parent_id");
  CREATE INDEX "_directory_entries_v_version_version_updated_at_idx" ON "_directory_entries_v" USING btree ("version_updated_at");
  CREATE INDEX "_directory_entries_v_version_version_created_at_idx" ON "_directory_entries_v" USING btree ("version_created_at");
  CREATE INDEX "_directory_entries_v_created_at_idx" ON "_directory_entries_v" USING btree ("created_at");
  CREATE INDEX "_directory_entries_v_updated_at_idx" ON "_directory_entries_v" USING btree ("updated_at");
  CREATE INDEX "_office_hours_v_parent_idx" ON "_office_hours_v" USING btree ("parent_id");
  CREATE INDEX "_office_hours_v_version_version_updated_at_idx" ON "_office_hours_v" USING btree ("version_updated_at");
  CREATE INDEX "_office_hours_v_version_version_created_at_idx" ON "_office_hours_v" USING btree ("version_created_at");
  CREATE INDEX "_office_hours_v_created_at_idx" ON "_office_hours_v" USING btree ("created_at");
  CREATE INDEX "_office_hours_v_updated_at_idx" ON "_office_hours_v" USING btree ("updated_at");
  CREATE INDEX "_keyword_groups_v_version_results_order_idx" ON "_keyword_groups_v_version_results" USING btree ("_order");
  CREATE INDEX "_keyword_groups_v_version_results_parent_id_idx" ON "_keyword_groups_v_version_results" USING btree ("_parent_id");
  CREATE INDEX "_keyword_groups_v_parent_idx" ON "_keyword_groups_v" USING btree ("parent_id");
  CREATE INDEX "_keyword_groups_v_version_version_keyword_idx" ON "_keyword_groups_v" USING btree ("version_keyword");
  CREATE INDEX "_keyword_groups_v_version_version_updated_at_idx" ON "_keyword_groups_v" USING btree ("version_updated_at");
  CREATE INDEX "_keyword_groups_v_version_version_created_at_idx" ON "_keyword_groups_v" USING btree ("version_created_at");
  CREATE INDEX "_keyword_groups_v_created_at_idx" ON "_keyword_groups_v" USING btree ("created_at");
  CREATE INDEX "_keyword_groups_v_updated_at_idx" ON "_keyword_groups_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_version_phones_order_idx" ON "_site_settings_v_version_phones" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_phones_parent_id_idx" ON "_site_settings_v_version_phones" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_social_order_idx" ON "_site_settings_v_version_social" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_social_parent_id_idx" ON "_site_settings_v_version_social" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_version_cta_links_order_idx" ON "_home_page_v_version_cta_links" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_cta_links_parent_id_idx" ON "_home_page_v_version_cta_links" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_wholistic_life_order_idx" ON "_home_page_v_version_wholistic_life" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_wholistic_life_parent_id_idx" ON "_home_page_v_version_wholistic_life" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_admissions_links_order_idx" ON "_home_page_v_version_admissions_links" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_admissions_links_parent_id_idx" ON "_home_page_v_version_admissions_links" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_core_values_order_idx" ON "_home_page_v_version_core_values" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_core_values_parent_id_idx" ON "_home_page_v_version_core_values" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_graduate_destinations_order_idx" ON "_home_page_v_version_graduate_destinations" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_graduate_destinations_parent_id_idx" ON "_home_page_v_version_graduate_destinations" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_partner_links_order_idx" ON "_home_page_v_version_partner_links" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_partner_links_parent_id_idx" ON "_home_page_v_version_partner_links" USING btree ("_parent_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "_home_page_v_autosave_idx" ON "_home_page_v" USING btree ("autosave");
  CREATE INDEX "banners__status_idx" ON "banners" USING btree ("_status");
  CREATE INDEX "_stories_v_autosave_idx" ON "_stories_v" USING btree ("autosave");
  CREATE INDEX "_articles_v_autosave_idx" ON "_articles_v" USING btree ("autosave");
  CREATE INDEX "upcoming_events__status_idx" ON "upcoming_events" USING btree ("_status");
  CREATE INDEX "_programmes_v_autosave_idx" ON "_programmes_v" USING btree ("autosave");
  CREATE INDEX "colleges__status_idx" ON "colleges" USING btree ("_status");
  CREATE INDEX "jobs__status_idx" ON "jobs" USING btree ("_status");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_banners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_upcoming_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sports_houses_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_donation_campaigns_v_version_totals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_donation_campaigns_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_colleges_v_version_research" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_colleges_v_version_top_achievers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_colleges_v_version_contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_colleges_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_departments_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_minors_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_version_employment_type" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_calendar_events_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_calendar_downloads_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_directory_entries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_office_hours_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_keyword_groups_v_version_results" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_keyword_groups_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_phones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_cta_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_wholistic_life" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_admissions_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_core_values" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_graduate_destinations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_partner_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_banners_v" CASCADE;
  DROP TABLE "_upcoming_events_v" CASCADE;
  DROP TABLE "_sports_houses_v" CASCADE;
  DROP TABLE "_donation_campaigns_v_version_totals" CASCADE;
  DROP TABLE "_donation_campaigns_v" CASCADE;
  DROP TABLE "_colleges_v_version_research" CASCADE;
  DROP TABLE "_colleges_v_version_top_achievers" CASCADE;
  DROP TABLE "_colleges_v_version_contacts" CASCADE;
  DROP TABLE "_colleges_v" CASCADE;
  DROP TABLE "_departments_v" CASCADE;
  DROP TABLE "_minors_v" CASCADE;
  DROP TABLE "_jobs_v_version_employment_type" CASCADE;
  DROP TABLE "_jobs_v" CASCADE;
  DROP TABLE "_calendar_events_v" CASCADE;
  DROP TABLE "_calendar_downloads_v" CASCADE;
  DROP TABLE "_directory_entries_v" CASCADE;
  DROP TABLE "_office_hours_v" CASCADE;
  DROP TABLE "_keyword_groups_v_version_results" CASCADE;
  DROP TABLE "_keyword_groups_v" CASCADE;
  DROP TABLE "_site_settings_v_version_phones" CASCADE;
  DROP TABLE "_site_settings_v_version_social" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_home_page_v_version_cta_links" CASCADE;
  DROP TABLE "_home_page_v_version_wholistic_life" CASCADE;
  DROP TABLE "_home_page_v_version_admissions_links" CASCADE;
  DROP TABLE "_home_page_v_version_core_values" CASCADE;
  DROP TABLE "_home_page_v_version_graduate_destinations" CASCADE;
  DROP TABLE "_home_page_v_version_partner_links" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('viewed', 'exported', 'erased', 'deleted', 'purged');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardInformationRequest', 'purgeExpiredRequests', 'noticeAdmissions', 'admissionsDigest');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardInformationRequest', 'purgeExpiredRequests', 'noticeAdmissions', 'admissionsDigest');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "banners__status_idx";
  DROP INDEX "_stories_v_autosave_idx";
  DROP INDEX "_articles_v_autosave_idx";
  DROP INDEX "upcoming_events__status_idx";
  DROP INDEX "_programmes_v_autosave_idx";
  DROP INDEX "colleges__status_idx";
  DROP INDEX "jobs__status_idx";
  DROP INDEX "home_page__status_idx";
  ALTER TABLE "banners" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "upcoming_events" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "upcoming_events" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "upcoming_events" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "upcoming_events" ALTER COLUMN "image_id" SET NOT NULL;
  ALTER TABLE "colleges_research" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "colleges_top_achievers" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "colleges_contacts" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "colleges" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "colleges" ALTER COLUMN "code" SET NOT NULL;
  ALTER TABLE "colleges" ALTER COLUMN "route" SET NOT NULL;
  ALTER TABLE "colleges" ALTER COLUMN "summary" SET NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "department" SET NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "closing_date" SET NOT NULL;
  ALTER TABLE "jobs" ALTER COLUMN "advert_url" SET NOT NULL;
  ALTER TABLE "home_page_cta_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "home_page_cta_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "home_page_wholistic_life" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_page_wholistic_life" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "home_page_wholistic_life" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "home_page_admissions_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "home_page_admissions_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "home_page_core_values" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "home_page_graduate_destinations" ALTER COLUMN "figure" SET NOT NULL;
  ALTER TABLE "home_page_graduate_destinations" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "home_page_partner_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "home_page_partner_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "cta_heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "cta_text" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "wholistic_heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "admissions_heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "mission" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "vision" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "graduates_heading" SET NOT NULL;
  ALTER TABLE "home_page" ALTER COLUMN "partners_heading" SET NOT NULL;
  ALTER TABLE "banners" DROP COLUMN "_status";
  ALTER TABLE "_stories_v" DROP COLUMN "autosave";
  ALTER TABLE "_articles_v" DROP COLUMN "autosave";
  ALTER TABLE "upcoming_events" DROP COLUMN "_status";
  ALTER TABLE "_programmes_v" DROP COLUMN "autosave";
  ALTER TABLE "colleges" DROP COLUMN "_status";
  ALTER TABLE "jobs" DROP COLUMN "_status";
  ALTER TABLE "home_page" DROP COLUMN "_status";
  DROP TYPE "public"."enum_banners_status";
  DROP TYPE "public"."enum__banners_v_version_status";
  DROP TYPE "public"."enum_upcoming_events_status";
  DROP TYPE "public"."enum__upcoming_events_v_version_status";
  DROP TYPE "public"."enum_colleges_status";
  DROP TYPE "public"."enum__colleges_v_version_status";
  DROP TYPE "public"."enum_jobs_status";
  DROP TYPE "public"."enum__jobs_v_version_employment_type";
  DROP TYPE "public"."enum__jobs_v_version_status";
  DROP TYPE "public"."enum__calendar_events_v_version_calendar";
  DROP TYPE "public"."enum__site_settings_v_version_social_platform";
  DROP TYPE "public"."enum__site_settings_v_version_admissions_notices_frequency";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_status";`)
}
