import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_articles_kind" AS ENUM('news', 'sports');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_kind" AS ENUM('news', 'sports');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_programmes_modalities" AS ENUM('Face-to-face', 'Online', 'Blended');
  CREATE TYPE "public"."enum_programmes_kind" AS ENUM('undergraduate', 'graduate', 'extension', 'certificate');
  CREATE TYPE "public"."enum_programmes_certificate_level" AS ENUM('Certificate', 'Diploma', 'Graduate');
  CREATE TYPE "public"."enum_programmes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__programmes_v_version_modalities" AS ENUM('Face-to-face', 'Online', 'Blended');
  CREATE TYPE "public"."enum__programmes_v_version_kind" AS ENUM('undergraduate', 'graduate', 'extension', 'certificate');
  CREATE TYPE "public"."enum__programmes_v_version_certificate_level" AS ENUM('Certificate', 'Diploma', 'Graduate');
  CREATE TYPE "public"."enum__programmes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_calendar_events_calendar" AS ENUM('academic', 'events');
  CREATE TYPE "public"."enum_information_requests_gender" AS ENUM('Male', 'Female');
  CREATE TYPE "public"."enum_information_requests_adventist" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_information_requests_degree_type" AS ENUM('Certificate', 'Undergraduate', 'Graduate');
  CREATE TYPE "public"."enum_information_requests_forward_status" AS ENUM('not-configured', 'pending', 'sent', 'failed');
  CREATE TYPE "public"."enum_documents_category" AS ENUM('form', 'handbook', 'bulletin', 'calendar', 'policy', 'brochure', 'other');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'admissions');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'forwardInformationRequest');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'forwardInformationRequest');
  CREATE TYPE "public"."enum_site_settings_social_platform" AS ENUM('Facebook', 'Instagram', 'X', 'YouTube', 'LinkedIn', 'TikTok');
  CREATE TABLE "banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"click_url" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"cover_id" integer,
  	"author" varchar,
  	"summary" varchar,
  	"content" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_stories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_stories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_cover_id" integer,
  	"version_author" varchar,
  	"version_summary" varchar,
  	"version_content" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__stories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "articles_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"kind" "enum_articles_kind" DEFAULT 'news',
  	"cover_id" integer,
  	"second_image_id" integer,
  	"writer" varchar,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_articles_v_version_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_kind" "enum__articles_v_version_kind" DEFAULT 'news',
  	"version_cover_id" integer,
  	"version_second_image_id" integer,
  	"version_writer" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "upcoming_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"location" varchar,
  	"image_id" integer NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sports_houses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"points" numeric DEFAULT 0 NOT NULL,
  	"crest_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donation_campaigns_totals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" varchar NOT NULL,
  	"total" numeric NOT NULL
  );
  
  CREATE TABLE "donation_campaigns" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"goal_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "programmes_modalities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_programmes_modalities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "programmes_skills" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"skill" varchar
  );
  
  CREATE TABLE "programmes_careers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"career" varchar
  );
  
  CREATE TABLE "programmes_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "programmes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"kind" "enum_programmes_kind",
  	"level" varchar,
  	"certificate_level" "enum_programmes_certificate_level",
  	"department_id" integer,
  	"levels_associate_science" boolean,
  	"levels_associate_arts" boolean,
  	"levels_bachelor_science" boolean,
  	"levels_bachelor_arts" boolean,
  	"levels_doctorate" boolean,
  	"extension_day" boolean,
  	"extension_evening" boolean,
  	"extension_eastern" boolean,
  	"extension_western" boolean,
  	"extension_online" boolean,
  	"accredited" boolean DEFAULT true,
  	"duration" varchar,
  	"tuition_local" numeric,
  	"tuition_international" numeric,
  	"overview" jsonb,
  	"description" jsonb,
  	"matriculation_requirements" jsonb,
  	"provisional_requirements" jsonb,
  	"graduate_benefit" varchar,
  	"thumbnail_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_programmes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "programmes_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "programmes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_programmes_v_version_modalities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__programmes_v_version_modalities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_programmes_v_version_skills" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"skill" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_programmes_v_version_careers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"career" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_programmes_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_programmes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_kind" "enum__programmes_v_version_kind",
  	"version_level" varchar,
  	"version_certificate_level" "enum__programmes_v_version_certificate_level",
  	"version_department_id" integer,
  	"version_levels_associate_science" boolean,
  	"version_levels_associate_arts" boolean,
  	"version_levels_bachelor_science" boolean,
  	"version_levels_bachelor_arts" boolean,
  	"version_levels_doctorate" boolean,
  	"version_extension_day" boolean,
  	"version_extension_evening" boolean,
  	"version_extension_eastern" boolean,
  	"version_extension_western" boolean,
  	"version_extension_online" boolean,
  	"version_accredited" boolean DEFAULT true,
  	"version_duration" varchar,
  	"version_tuition_local" numeric,
  	"version_tuition_international" numeric,
  	"version_overview" jsonb,
  	"version_description" jsonb,
  	"version_matriculation_requirements" jsonb,
  	"version_provisional_requirements" jsonb,
  	"version_graduate_benefit" varchar,
  	"version_thumbnail_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__programmes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_programmes_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_programmes_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "colleges_research" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"summary" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "colleges_top_achievers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"programme" varchar,
  	"achievement" varchar,
  	"photo_id" integer
  );
  
  CREATE TABLE "colleges_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar,
  	"internal_extension" varchar,
  	"external_phone" varchar,
  	"email" varchar
  );
  
  CREATE TABLE "colleges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"route" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"summary" varchar NOT NULL,
  	"image_id" integer,
  	"dean_name" varchar,
  	"dean_photo_id" integer,
  	"dean_message" jsonb,
  	"success_story_name" varchar,
  	"success_story_quote" varchar,
  	"success_story_photo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "departments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"college_id" integer,
  	"website" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "minors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"department_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"department" varchar NOT NULL,
  	"closing_date" timestamp(3) with time zone NOT NULL,
  	"advert_url" varchar NOT NULL,
  	"description_url" varchar,
  	"views" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "calendar_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"calendar" "enum_calendar_events_calendar" NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"end_date" timestamp(3) with time zone,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "calendar_downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"file_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "directory_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"matters" varchar,
  	"extension" varchar NOT NULL,
  	"email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "office_hours" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"department" varchar NOT NULL,
  	"extension" varchar,
  	"hours" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "keyword_groups_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page_name" varchar NOT NULL,
  	"page_link" varchar NOT NULL
  );
  
  CREATE TABLE "keyword_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"keyword" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "information_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"entry_date" timestamp(3) with time zone NOT NULL,
  	"first_name" varchar NOT NULL,
  	"middle_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"telephone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"gender" "enum_information_requests_gender" NOT NULL,
  	"location" varchar NOT NULL,
  	"last_school" varchar NOT NULL,
  	"grade" varchar NOT NULL,
  	"adventist" "enum_information_requests_adventist",
  	"church_conference" varchar,
  	"church_district" varchar,
  	"degree_type" "enum_information_requests_degree_type" NOT NULL,
  	"program_choice" varchar,
  	"degree_choice" varchar,
  	"addition_info" varchar,
  	"handled" boolean DEFAULT false,
  	"forward_status" "enum_information_requests_forward_status" DEFAULT 'not-configured',
  	"forward_attempts" numeric DEFAULT 0,
  	"forwarded_at" timestamp(3) with time zone,
  	"forward_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"key" varchar,
  	"category" "enum_documents_category",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "verification_uses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"signature" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"banners_id" integer,
  	"stories_id" integer,
  	"articles_id" integer,
  	"upcoming_events_id" integer,
  	"sports_houses_id" integer,
  	"donation_campaigns_id" integer,
  	"programmes_id" integer,
  	"colleges_id" integer,
  	"departments_id" integer,
  	"minors_id" integer,
  	"jobs_id" integer,
  	"calendar_events_id" integer,
  	"calendar_downloads_id" integer,
  	"directory_entries_id" integer,
  	"office_hours_id" integer,
  	"keyword_groups_id" integer,
  	"information_requests_id" integer,
  	"media_id" integer,
  	"documents_id" integer,
  	"users_id" integer,
  	"verification_uses_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_phones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"number" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_social_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"university_name" varchar NOT NULL,
  	"short_name" varchar NOT NULL,
  	"tagline" varchar,
  	"address" varchar NOT NULL,
  	"fax" varchar,
  	"emails_general" varchar NOT NULL,
  	"emails_admissions" varchar NOT NULL,
  	"emails_data_protection" varchar NOT NULL,
  	"emails_mentorship" varchar,
  	"links_application" varchar NOT NULL,
  	"links_learning_platform" varchar NOT NULL,
  	"links_webmail" varchar NOT NULL,
  	"links_job_board" varchar NOT NULL,
  	"links_library" varchar NOT NULL,
  	"links_transcripts" varchar NOT NULL,
  	"links_letters" varchar NOT NULL,
  	"links_media" varchar NOT NULL,
  	"links_student_newspaper" varchar NOT NULL,
  	"links_foundation" varchar NOT NULL,
  	"links_homecoming" varchar NOT NULL,
  	"links_entrepreneurship" varchar NOT NULL,
  	"links_distance_education" varchar NOT NULL,
  	"links_giving_form" varchar NOT NULL,
  	"links_photo_gallery" varchar NOT NULL,
  	"links_virtual_tour" varchar NOT NULL,
  	"links_mentorship_form" varchar NOT NULL,
  	"home_video_title" varchar NOT NULL,
  	"home_video_youtube_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_page_cta_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_wholistic_life" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_admissions_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_core_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_graduate_destinations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"figure" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_partner_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_heading" varchar NOT NULL,
  	"cta_text" varchar NOT NULL,
  	"wholistic_heading" varchar DEFAULT 'A wholistic life' NOT NULL,
  	"admissions_heading" varchar DEFAULT 'Admissions' NOT NULL,
  	"mission" varchar NOT NULL,
  	"vision" varchar NOT NULL,
  	"graduates_heading" varchar DEFAULT 'Where our graduates go' NOT NULL,
  	"partners_heading" varchar DEFAULT 'Partners and services' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "banners" ADD CONSTRAINT "banners_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stories" ADD CONSTRAINT "stories_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_parent_id_stories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stories_v" ADD CONSTRAINT "_stories_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_paragraphs" ADD CONSTRAINT "articles_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_second_image_id_media_id_fk" FOREIGN KEY ("second_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_version_paragraphs" ADD CONSTRAINT "_articles_v_version_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_second_image_id_media_id_fk" FOREIGN KEY ("version_second_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "upcoming_events" ADD CONSTRAINT "upcoming_events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sports_houses" ADD CONSTRAINT "sports_houses_crest_id_media_id_fk" FOREIGN KEY ("crest_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "donation_campaigns_totals" ADD CONSTRAINT "donation_campaigns_totals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donation_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes_modalities" ADD CONSTRAINT "programmes_modalities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes_skills" ADD CONSTRAINT "programmes_skills_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes_careers" ADD CONSTRAINT "programmes_careers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes_links" ADD CONSTRAINT "programmes_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes" ADD CONSTRAINT "programmes_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programmes" ADD CONSTRAINT "programmes_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "programmes_texts" ADD CONSTRAINT "programmes_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes_rels" ADD CONSTRAINT "programmes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "programmes_rels" ADD CONSTRAINT "programmes_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_v_version_modalities" ADD CONSTRAINT "_programmes_v_version_modalities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_programmes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_v_version_skills" ADD CONSTRAINT "_programmes_v_version_skills_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_programmes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_v_version_careers" ADD CONSTRAINT "_programmes_v_version_careers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_programmes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_v_version_links" ADD CONSTRAINT "_programmes_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_programmes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_v" ADD CONSTRAINT "_programmes_v_parent_id_programmes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."programmes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programmes_v" ADD CONSTRAINT "_programmes_v_version_department_id_departments_id_fk" FOREIGN KEY ("version_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programmes_v" ADD CONSTRAINT "_programmes_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_programmes_v_texts" ADD CONSTRAINT "_programmes_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_programmes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_v_rels" ADD CONSTRAINT "_programmes_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_programmes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_programmes_v_rels" ADD CONSTRAINT "_programmes_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "colleges_research" ADD CONSTRAINT "colleges_research_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "colleges_research" ADD CONSTRAINT "colleges_research_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "colleges_top_achievers" ADD CONSTRAINT "colleges_top_achievers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "colleges_top_achievers" ADD CONSTRAINT "colleges_top_achievers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "colleges_contacts" ADD CONSTRAINT "colleges_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "colleges" ADD CONSTRAINT "colleges_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "colleges" ADD CONSTRAINT "colleges_dean_photo_id_media_id_fk" FOREIGN KEY ("dean_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "colleges" ADD CONSTRAINT "colleges_success_story_photo_id_media_id_fk" FOREIGN KEY ("success_story_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments" ADD CONSTRAINT "departments_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "departments" ADD CONSTRAINT "departments_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "minors" ADD CONSTRAINT "minors_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "calendar_downloads" ADD CONSTRAINT "calendar_downloads_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "keyword_groups_results" ADD CONSTRAINT "keyword_groups_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."keyword_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stories_fk" FOREIGN KEY ("stories_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_upcoming_events_fk" FOREIGN KEY ("upcoming_events_id") REFERENCES "public"."upcoming_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sports_houses_fk" FOREIGN KEY ("sports_houses_id") REFERENCES "public"."sports_houses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donation_campaigns_fk" FOREIGN KEY ("donation_campaigns_id") REFERENCES "public"."donation_campaigns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_programmes_fk" FOREIGN KEY ("programmes_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_colleges_fk" FOREIGN KEY ("colleges_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_departments_fk" FOREIGN KEY ("departments_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_minors_fk" FOREIGN KEY ("minors_id") REFERENCES "public"."minors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calendar_events_fk" FOREIGN KEY ("calendar_events_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calendar_downloads_fk" FOREIGN KEY ("calendar_downloads_id") REFERENCES "public"."calendar_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_directory_entries_fk" FOREIGN KEY ("directory_entries_id") REFERENCES "public"."directory_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_office_hours_fk" FOREIGN KEY ("office_hours_id") REFERENCES "public"."office_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_keyword_groups_fk" FOREIGN KEY ("keyword_groups_id") REFERENCES "public"."keyword_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_information_requests_fk" FOREIGN KEY ("information_requests_id") REFERENCES "public"."information_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verification_uses_fk" FOREIGN KEY ("verification_uses_id") REFERENCES "public"."verification_uses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_phones" ADD CONSTRAINT "site_settings_phones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social" ADD CONSTRAINT "site_settings_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_cta_links" ADD CONSTRAINT "home_page_cta_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_wholistic_life" ADD CONSTRAINT "home_page_wholistic_life_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_admissions_links" ADD CONSTRAINT "home_page_admissions_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_core_values" ADD CONSTRAINT "home_page_core_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_graduate_destinations" ADD CONSTRAINT "home_page_graduate_destinations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_partner_links" ADD CONSTRAINT "home_page_partner_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "banners_image_idx" ON "banners" USING btree ("image_id");
  CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");
  CREATE UNIQUE INDEX "stories_slug_idx" ON "stories" USING btree ("slug");
  CREATE INDEX "stories_cover_idx" ON "stories" USING btree ("cover_id");
  CREATE INDEX "stories_updated_at_idx" ON "stories" USING btree ("updated_at");
  CREATE INDEX "stories_created_at_idx" ON "stories" USING btree ("created_at");
  CREATE INDEX "stories__status_idx" ON "stories" USING btree ("_status");
  CREATE INDEX "_stories_v_parent_idx" ON "_stories_v" USING btree ("parent_id");
  CREATE INDEX "_stories_v_version_version_slug_idx" ON "_stories_v" USING btree ("version_slug");
  CREATE INDEX "_stories_v_version_version_cover_idx" ON "_stories_v" USING btree ("version_cover_id");
  CREATE INDEX "_stories_v_version_version_updated_at_idx" ON "_stories_v" USING btree ("version_updated_at");
  CREATE INDEX "_stories_v_version_version_created_at_idx" ON "_stories_v" USING btree ("version_created_at");
  CREATE INDEX "_stories_v_version_version__status_idx" ON "_stories_v" USING btree ("version__status");
  CREATE INDEX "_stories_v_created_at_idx" ON "_stories_v" USING btree ("created_at");
  CREATE INDEX "_stories_v_updated_at_idx" ON "_stories_v" USING btree ("updated_at");
  CREATE INDEX "_stories_v_latest_idx" ON "_stories_v" USING btree ("latest");
  CREATE INDEX "articles_paragraphs_order_idx" ON "articles_paragraphs" USING btree ("_order");
  CREATE INDEX "articles_paragraphs_parent_id_idx" ON "articles_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");
  CREATE INDEX "articles_cover_idx" ON "articles" USING btree ("cover_id");
  CREATE INDEX "articles_second_image_idx" ON "articles" USING btree ("second_image_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE INDEX "_articles_v_version_paragraphs_order_idx" ON "_articles_v_version_paragraphs" USING btree ("_order");
  CREATE INDEX "_articles_v_version_paragraphs_parent_id_idx" ON "_articles_v_version_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_slug_idx" ON "_articles_v" USING btree ("version_slug");
  CREATE INDEX "_articles_v_version_version_cover_idx" ON "_articles_v" USING btree ("version_cover_id");
  CREATE INDEX "_articles_v_version_version_second_image_idx" ON "_articles_v" USING btree ("version_second_image_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE UNIQUE INDEX "upcoming_events_slug_idx" ON "upcoming_events" USING btree ("slug");
  CREATE INDEX "upcoming_events_image_idx" ON "upcoming_events" USING btree ("image_id");
  CREATE INDEX "upcoming_events_updated_at_idx" ON "upcoming_events" USING btree ("updated_at");
  CREATE INDEX "upcoming_events_created_at_idx" ON "upcoming_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "sports_houses_name_idx" ON "sports_houses" USING btree ("name");
  CREATE INDEX "sports_houses_crest_idx" ON "sports_houses" USING btree ("crest_id");
  CREATE INDEX "sports_houses_updated_at_idx" ON "sports_houses" USING btree ("updated_at");
  CREATE INDEX "sports_houses_created_at_idx" ON "sports_houses" USING btree ("created_at");
  CREATE INDEX "donation_campaigns_totals_order_idx" ON "donation_campaigns_totals" USING btree ("_order");
  CREATE INDEX "donation_campaigns_totals_parent_id_idx" ON "donation_campaigns_totals" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "donation_campaigns_slug_idx" ON "donation_campaigns" USING btree ("slug");
  CREATE INDEX "donation_campaigns_updated_at_idx" ON "donation_campaigns" USING btree ("updated_at");
  CREATE INDEX "donation_campaigns_created_at_idx" ON "donation_campaigns" USING btree ("created_at");
  CREATE INDEX "programmes_modalities_order_idx" ON "programmes_modalities" USING btree ("order");
  CREATE INDEX "programmes_modalities_parent_idx" ON "programmes_modalities" USING btree ("parent_id");
  CREATE INDEX "programmes_skills_order_idx" ON "programmes_skills" USING btree ("_order");
  CREATE INDEX "programmes_skills_parent_id_idx" ON "programmes_skills" USING btree ("_parent_id");
  CREATE INDEX "programmes_careers_order_idx" ON "programmes_careers" USING btree ("_order");
  CREATE INDEX "programmes_careers_parent_id_idx" ON "programmes_careers" USING btree ("_parent_id");
  CREATE INDEX "programmes_links_order_idx" ON "programmes_links" USING btree ("_order");
  CREATE INDEX "programmes_links_parent_id_idx" ON "programmes_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "programmes_slug_idx" ON "programmes" USING btree ("slug");
  CREATE INDEX "programmes_kind_idx" ON "programmes" USING btree ("kind");
  CREATE INDEX "programmes_department_idx" ON "programmes" USING btree ("department_id");
  CREATE INDEX "programmes_thumbnail_idx" ON "programmes" USING btree ("thumbnail_id");
  CREATE INDEX "programmes_updated_at_idx" ON "programmes" USING btree ("updated_at");
  CREATE INDEX "programmes_created_at_idx" ON "programmes" USING btree ("created_at");
  CREATE INDEX "programmes__status_idx" ON "programmes" USING btree ("_status");
  CREATE INDEX "programmes_texts_order_parent" ON "programmes_texts" USING btree ("order","parent_id");
  CREATE INDEX "programmes_rels_order_idx" ON "programmes_rels" USING btree ("order");
  CREATE INDEX "programmes_rels_parent_idx" ON "programmes_rels" USING btree ("parent_id");
  CREATE INDEX "programmes_rels_path_idx" ON "programmes_rels" USING btree ("path");
  CREATE INDEX "programmes_rels_media_id_idx" ON "programmes_rels" USING btree ("media_id");
  CREATE INDEX "_programmes_v_version_modalities_order_idx" ON "_programmes_v_version_modalities" USING btree ("order");
  CREATE INDEX "_programmes_v_version_modalities_parent_idx" ON "_programmes_v_version_modalities" USING btree ("parent_id");
  CREATE INDEX "_programmes_v_version_skills_order_idx" ON "_programmes_v_version_skills" USING btree ("_order");
  CREATE INDEX "_programmes_v_version_skills_parent_id_idx" ON "_programmes_v_version_skills" USING btree ("_parent_id");
  CREATE INDEX "_programmes_v_version_careers_order_idx" ON "_programmes_v_version_careers" USING btree ("_order");
  CREATE INDEX "_programmes_v_version_careers_parent_id_idx" ON "_programmes_v_version_careers" USING btree ("_parent_id");
  CREATE INDEX "_programmes_v_version_links_order_idx" ON "_programmes_v_version_links" USING btree ("_order");
  CREATE INDEX "_programmes_v_version_links_parent_id_idx" ON "_programmes_v_version_links" USING btree ("_parent_id");
  CREATE INDEX "_programmes_v_parent_idx" ON "_programmes_v" USING btree ("parent_id");
  CREATE INDEX "_programmes_v_version_version_slug_idx" ON "_programmes_v" USING btree ("version_slug");
  CREATE INDEX "_programmes_v_version_version_kind_idx" ON "_programmes_v" USING btree ("version_kind");
  CREATE INDEX "_programmes_v_version_version_department_idx" ON "_programmes_v" USING btree ("version_department_id");
  CREATE INDEX "_programmes_v_version_version_thumbnail_idx" ON "_programmes_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_programmes_v_version_version_updated_at_idx" ON "_programmes_v" USING btree ("version_updated_at");
  CREATE INDEX "_programmes_v_version_version_created_at_idx" ON "_programmes_v" USING btree ("version_created_at");
  CREATE INDEX "_programmes_v_version_version__status_idx" ON "_programmes_v" USING btree ("version__status");
  CREATE INDEX "_programmes_v_created_at_idx" ON "_programmes_v" USING btree ("created_at");
  CREATE INDEX "_programmes_v_updated_at_idx" ON "_programmes_v" USING btree ("updated_at");
  CREATE INDEX "_programmes_v_latest_idx" ON "_programmes_v" USING btree ("latest");
  CREATE INDEX "_programmes_v_texts_order_parent" ON "_programmes_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_programmes_v_rels_order_idx" ON "_programmes_v_rels" USING btree ("order");
  CREATE INDEX "_programmes_v_rels_parent_idx" ON "_programmes_v_rels" USING btree ("parent_id");
  CREATE INDEX "_programmes_v_rels_path_idx" ON "_programmes_v_rels" USING btree ("path");
  CREATE INDEX "_programmes_v_rels_media_id_idx" ON "_programmes_v_rels" USING btree ("media_id");
  CREATE INDEX "colleges_research_order_idx" ON "colleges_research" USING btree ("_order");
  CREATE INDEX "colleges_research_parent_id_idx" ON "colleges_research" USING btree ("_parent_id");
  CREATE INDEX "colleges_research_image_idx" ON "colleges_research" USING btree ("image_id");
  CREATE INDEX "colleges_top_achievers_order_idx" ON "colleges_top_achievers" USING btree ("_order");
  CREATE INDEX "colleges_top_achievers_parent_id_idx" ON "colleges_top_achievers" USING btree ("_parent_id");
  CREATE INDEX "colleges_top_achievers_photo_idx" ON "colleges_top_achievers" USING btree ("photo_id");
  CREATE INDEX "colleges_contacts_order_idx" ON "colleges_contacts" USING btree ("_order");
  CREATE INDEX "colleges_contacts_parent_id_idx" ON "colleges_contacts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "colleges_code_idx" ON "colleges" USING btree ("code");
  CREATE UNIQUE INDEX "colleges_route_idx" ON "colleges" USING btree ("route");
  CREATE INDEX "colleges_image_idx" ON "colleges" USING btree ("image_id");
  CREATE INDEX "colleges_dean_dean_photo_idx" ON "colleges" USING btree ("dean_photo_id");
  CREATE INDEX "colleges_success_story_success_story_photo_idx" ON "colleges" USING btree ("success_story_photo_id");
  CREATE INDEX "colleges_updated_at_idx" ON "colleges" USING btree ("updated_at");
  CREATE INDEX "colleges_created_at_idx" ON "colleges" USING btree ("created_at");
  CREATE UNIQUE INDEX "departments_code_idx" ON "departments" USING btree ("code");
  CREATE INDEX "departments_college_idx" ON "departments" USING btree ("college_id");
  CREATE INDEX "departments_image_idx" ON "departments" USING btree ("image_id");
  CREATE INDEX "departments_updated_at_idx" ON "departments" USING btree ("updated_at");
  CREATE INDEX "departments_created_at_idx" ON "departments" USING btree ("created_at");
  CREATE UNIQUE INDEX "minors_name_idx" ON "minors" USING btree ("name");
  CREATE INDEX "minors_department_idx" ON "minors" USING btree ("department_id");
  CREATE INDEX "minors_updated_at_idx" ON "minors" USING btree ("updated_at");
  CREATE INDEX "minors_created_at_idx" ON "minors" USING btree ("created_at");
  CREATE INDEX "jobs_closing_date_idx" ON "jobs" USING btree ("closing_date");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "calendar_events_calendar_idx" ON "calendar_events" USING btree ("calendar");
  CREATE INDEX "calendar_events_date_idx" ON "calendar_events" USING btree ("date");
  CREATE INDEX "calendar_events_updated_at_idx" ON "calendar_events" USING btree ("updated_at");
  CREATE INDEX "calendar_events_created_at_idx" ON "calendar_events" USING btree ("created_at");
  CREATE INDEX "calendar_downloads_file_idx" ON "calendar_downloads" USING btree ("file_id");
  CREATE INDEX "calendar_downloads_updated_at_idx" ON "calendar_downloads" USING btree ("updated_at");
  CREATE INDEX "calendar_downloads_created_at_idx" ON "calendar_downloads" USING btree ("created_at");
  CREATE INDEX "directory_entries_updated_at_idx" ON "directory_entries" USING btree ("updated_at");
  CREATE INDEX "directory_entries_created_at_idx" ON "directory_entries" USING btree ("created_at");
  CREATE INDEX "office_hours_updated_at_idx" ON "office_hours" USING btree ("updated_at");
  CREATE INDEX "office_hours_created_at_idx" ON "office_hours" USING btree ("created_at");
  CREATE INDEX "keyword_groups_results_order_idx" ON "keyword_groups_results" USING btree ("_order");
  CREATE INDEX "keyword_groups_results_parent_id_idx" ON "keyword_groups_results" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "keyword_groups_keyword_idx" ON "keyword_groups" USING btree ("keyword");
  CREATE INDEX "keyword_groups_updated_at_idx" ON "keyword_groups" USING btree ("updated_at");
  CREATE INDEX "keyword_groups_created_at_idx" ON "keyword_groups" USING btree ("created_at");
  CREATE INDEX "information_requests_entry_date_idx" ON "information_requests" USING btree ("entry_date");
  CREATE INDEX "information_requests_handled_idx" ON "information_requests" USING btree ("handled");
  CREATE INDEX "information_requests_forward_status_idx" ON "information_requests" USING btree ("forward_status");
  CREATE INDEX "information_requests_updated_at_idx" ON "information_requests" USING btree ("updated_at");
  CREATE INDEX "information_requests_created_at_idx" ON "information_requests" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "documents_key_idx" ON "documents" USING btree ("key");
  CREATE INDEX "documents_updated_at_idx" ON "documents" USING btree ("updated_at");
  CREATE INDEX "documents_created_at_idx" ON "documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "documents_filename_idx" ON "documents" USING btree ("filename");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "verification_uses_signature_idx" ON "verification_uses" USING btree ("signature");
  CREATE INDEX "verification_uses_expires_at_idx" ON "verification_uses" USING btree ("expires_at");
  CREATE INDEX "verification_uses_updated_at_idx" ON "verification_uses" USING btree ("updated_at");
  CREATE INDEX "verification_uses_created_at_idx" ON "verification_uses" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("banners_id");
  CREATE INDEX "payload_locked_documents_rels_stories_id_idx" ON "payload_locked_documents_rels" USING btree ("stories_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_upcoming_events_id_idx" ON "payload_locked_documents_rels" USING btree ("upcoming_events_id");
  CREATE INDEX "payload_locked_documents_rels_sports_houses_id_idx" ON "payload_locked_documents_rels" USING btree ("sports_houses_id");
  CREATE INDEX "payload_locked_documents_rels_donation_campaigns_id_idx" ON "payload_locked_documents_rels" USING btree ("donation_campaigns_id");
  CREATE INDEX "payload_locked_documents_rels_programmes_id_idx" ON "payload_locked_documents_rels" USING btree ("programmes_id");
  CREATE INDEX "payload_locked_documents_rels_colleges_id_idx" ON "payload_locked_documents_rels" USING btree ("colleges_id");
  CREATE INDEX "payload_locked_documents_rels_departments_id_idx" ON "payload_locked_documents_rels" USING btree ("departments_id");
  CREATE INDEX "payload_locked_documents_rels_minors_id_idx" ON "payload_locked_documents_rels" USING btree ("minors_id");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_calendar_events_id_idx" ON "payload_locked_documents_rels" USING btree ("calendar_events_id");
  CREATE INDEX "payload_locked_documents_rels_calendar_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("calendar_downloads_id");
  CREATE INDEX "payload_locked_documents_rels_directory_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("directory_entries_id");
  CREATE INDEX "payload_locked_documents_rels_office_hours_id_idx" ON "payload_locked_documents_rels" USING btree ("office_hours_id");
  CREATE INDEX "payload_locked_documents_rels_keyword_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("keyword_groups_id");
  CREATE INDEX "payload_locked_documents_rels_information_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("information_requests_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("documents_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_verification_uses_id_idx" ON "payload_locked_documents_rels" USING btree ("verification_uses_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_phones_order_idx" ON "site_settings_phones" USING btree ("_order");
  CREATE INDEX "site_settings_phones_parent_id_idx" ON "site_settings_phones" USING btree ("_parent_id");
  CREATE INDEX "site_settings_social_order_idx" ON "site_settings_social" USING btree ("_order");
  CREATE INDEX "site_settings_social_parent_id_idx" ON "site_settings_social" USING btree ("_parent_id");
  CREATE INDEX "home_page_cta_links_order_idx" ON "home_page_cta_links" USING btree ("_order");
  CREATE INDEX "home_page_cta_links_parent_id_idx" ON "home_page_cta_links" USING btree ("_parent_id");
  CREATE INDEX "home_page_wholistic_life_order_idx" ON "home_page_wholistic_life" USING btree ("_order");
  CREATE INDEX "home_page_wholistic_life_parent_id_idx" ON "home_page_wholistic_life" USING btree ("_parent_id");
  CREATE INDEX "home_page_admissions_links_order_idx" ON "home_page_admissions_links" USING btree ("_order");
  CREATE INDEX "home_page_admissions_links_parent_id_idx" ON "home_page_admissions_links" USING btree ("_parent_id");
  CREATE INDEX "home_page_core_values_order_idx" ON "home_page_core_values" USING btree ("_order");
  CREATE INDEX "home_page_core_values_parent_id_idx" ON "home_page_core_values" USING btree ("_parent_id");
  CREATE INDEX "home_page_graduate_destinations_order_idx" ON "home_page_graduate_destinations" USING btree ("_order");
  CREATE INDEX "home_page_graduate_destinations_parent_id_idx" ON "home_page_graduate_destinations" USING btree ("_parent_id");
  CREATE INDEX "home_page_partner_links_order_idx" ON "home_page_partner_links" USING btree ("_order");
  CREATE INDEX "home_page_partner_links_parent_id_idx" ON "home_page_partner_links" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "banners" CASCADE;
  DROP TABLE "stories" CASCADE;
  DROP TABLE "_stories_v" CASCADE;
  DROP TABLE "articles_paragraphs" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "_articles_v_version_paragraphs" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "upcoming_events" CASCADE;
  DROP TABLE "sports_houses" CASCADE;
  DROP TABLE "donation_campaigns_totals" CASCADE;
  DROP TABLE "donation_campaigns" CASCADE;
  DROP TABLE "programmes_modalities" CASCADE;
  DROP TABLE "programmes_skills" CASCADE;
  DROP TABLE "programmes_careers" CASCADE;
  DROP TABLE "programmes_links" CASCADE;
  DROP TABLE "programmes" CASCADE;
  DROP TABLE "programmes_texts" CASCADE;
  DROP TABLE "programmes_rels" CASCADE;
  DROP TABLE "_programmes_v_version_modalities" CASCADE;
  DROP TABLE "_programmes_v_version_skills" CASCADE;
  DROP TABLE "_programmes_v_version_careers" CASCADE;
  DROP TABLE "_programmes_v_version_links" CASCADE;
  DROP TABLE "_programmes_v" CASCADE;
  DROP TABLE "_programmes_v_texts" CASCADE;
  DROP TABLE "_programmes_v_rels" CASCADE;
  DROP TABLE "colleges_research" CASCADE;
  DROP TABLE "colleges_top_achievers" CASCADE;
  DROP TABLE "colleges_contacts" CASCADE;
  DROP TABLE "colleges" CASCADE;
  DROP TABLE "departments" CASCADE;
  DROP TABLE "minors" CASCADE;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "calendar_events" CASCADE;
  DROP TABLE "calendar_downloads" CASCADE;
  DROP TABLE "directory_entries" CASCADE;
  DROP TABLE "office_hours" CASCADE;
  DROP TABLE "keyword_groups_results" CASCADE;
  DROP TABLE "keyword_groups" CASCADE;
  DROP TABLE "information_requests" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "documents" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "verification_uses" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_phones" CASCADE;
  DROP TABLE "site_settings_social" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "home_page_cta_links" CASCADE;
  DROP TABLE "home_page_wholistic_life" CASCADE;
  DROP TABLE "home_page_admissions_links" CASCADE;
  DROP TABLE "home_page_core_values" CASCADE;
  DROP TABLE "home_page_graduate_destinations" CASCADE;
  DROP TABLE "home_page_partner_links" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TYPE "public"."enum_stories_status";
  DROP TYPE "public"."enum__stories_v_version_status";
  DROP TYPE "public"."enum_articles_kind";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_kind";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum_programmes_modalities";
  DROP TYPE "public"."enum_programmes_kind";
  DROP TYPE "public"."enum_programmes_certificate_level";
  DROP TYPE "public"."enum_programmes_status";
  DROP TYPE "public"."enum__programmes_v_version_modalities";
  DROP TYPE "public"."enum__programmes_v_version_kind";
  DROP TYPE "public"."enum__programmes_v_version_certificate_level";
  DROP TYPE "public"."enum__programmes_v_version_status";
  DROP TYPE "public"."enum_calendar_events_calendar";
  DROP TYPE "public"."enum_information_requests_gender";
  DROP TYPE "public"."enum_information_requests_adventist";
  DROP TYPE "public"."enum_information_requests_degree_type";
  DROP TYPE "public"."enum_information_requests_forward_status";
  DROP TYPE "public"."enum_documents_category";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_site_settings_social_platform";`)
}
