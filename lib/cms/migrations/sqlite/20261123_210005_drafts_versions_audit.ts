import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_banners_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_image_id\` integer,
  	\`version_click_url\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_banners_v_parent_idx\` ON \`_banners_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_image_idx\` ON \`_banners_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_updated_at_idx\` ON \`_banners_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_created_at_idx\` ON \`_banners_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version__status_idx\` ON \`_banners_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_created_at_idx\` ON \`_banners_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_updated_at_idx\` ON \`_banners_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_latest_idx\` ON \`_banners_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_autosave_idx\` ON \`_banners_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_upcoming_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_date\` text,
  	\`version_location\` text,
  	\`version_image_id\` integer,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`upcoming_events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_upcoming_events_v_parent_idx\` ON \`_upcoming_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_upcoming_events_v_version_version_slug_idx\` ON \`_upcoming_events_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_upcoming_events_v_version_version_image_idx\` ON \`_upcoming_events_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_upcoming_events_v_version_version_updated_at_idx\` ON \`_upcoming_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_upcoming_events_v_version_version_created_at_idx\` ON \`_upcoming_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_upcoming_events_v_version_version__status_idx\` ON \`_upcoming_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_upcoming_events_v_created_at_idx\` ON \`_upcoming_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_upcoming_events_v_updated_at_idx\` ON \`_upcoming_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_upcoming_events_v_latest_idx\` ON \`_upcoming_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_upcoming_events_v_autosave_idx\` ON \`_upcoming_events_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_sports_houses_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_points\` numeric DEFAULT 0 NOT NULL,
  	\`version_crest_id\` integer NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`sports_houses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_crest_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_sports_houses_v_parent_idx\` ON \`_sports_houses_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sports_houses_v_version_version_name_idx\` ON \`_sports_houses_v\` (\`version_name\`);`)
  await db.run(sql`CREATE INDEX \`_sports_houses_v_version_version_crest_idx\` ON \`_sports_houses_v\` (\`version_crest_id\`);`)
  await db.run(sql`CREATE INDEX \`_sports_houses_v_version_version_updated_at_idx\` ON \`_sports_houses_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sports_houses_v_version_version_created_at_idx\` ON \`_sports_houses_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sports_houses_v_created_at_idx\` ON \`_sports_houses_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sports_houses_v_updated_at_idx\` ON \`_sports_houses_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_donation_campaigns_v_version_totals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`currency\` text NOT NULL,
  	\`total\` numeric NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_donation_campaigns_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_donation_campaigns_v_version_totals_order_idx\` ON \`_donation_campaigns_v_version_totals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_donation_campaigns_v_version_totals_parent_id_idx\` ON \`_donation_campaigns_v_version_totals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_donation_campaigns_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_slug\` text NOT NULL,
  	\`version_goal_text\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`donation_campaigns\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_donation_campaigns_v_parent_idx\` ON \`_donation_campaigns_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_donation_campaigns_v_version_version_slug_idx\` ON \`_donation_campaigns_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_donation_campaigns_v_version_version_updated_at_idx\` ON \`_donation_campaigns_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_donation_campaigns_v_version_version_created_at_idx\` ON \`_donation_campaigns_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_donation_campaigns_v_created_at_idx\` ON \`_donation_campaigns_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_donation_campaigns_v_updated_at_idx\` ON \`_donation_campaigns_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_colleges_v_version_research\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_colleges_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_research_order_idx\` ON \`_colleges_v_version_research\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_research_parent_id_idx\` ON \`_colleges_v_version_research\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_research_image_idx\` ON \`_colleges_v_version_research\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_colleges_v_version_top_achievers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`programme\` text,
  	\`achievement\` text,
  	\`photo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_colleges_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_top_achievers_order_idx\` ON \`_colleges_v_version_top_achievers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_top_achievers_parent_id_idx\` ON \`_colleges_v_version_top_achievers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_top_achievers_photo_idx\` ON \`_colleges_v_version_top_achievers\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_colleges_v_version_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`internal_extension\` text,
  	\`external_phone\` text,
  	\`email\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_colleges_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_contacts_order_idx\` ON \`_colleges_v_version_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_contacts_parent_id_idx\` ON \`_colleges_v_version_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_colleges_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_code\` text,
  	\`version_route\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_summary\` text,
  	\`version_image_id\` integer,
  	\`version_dean_name\` text,
  	\`version_dean_photo_id\` integer,
  	\`version_dean_message\` text,
  	\`version_success_story_name\` text,
  	\`version_success_story_quote\` text,
  	\`version_success_story_photo_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`colleges\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_dean_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_success_story_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_colleges_v_parent_idx\` ON \`_colleges_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_version_code_idx\` ON \`_colleges_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_version_route_idx\` ON \`_colleges_v\` (\`version_route\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_version_image_idx\` ON \`_colleges_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_dean_version_dean_photo_idx\` ON \`_colleges_v\` (\`version_dean_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_success_story_version_success_story__idx\` ON \`_colleges_v\` (\`version_success_story_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_version_updated_at_idx\` ON \`_colleges_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_version_created_at_idx\` ON \`_colleges_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_version__status_idx\` ON \`_colleges_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_created_at_idx\` ON \`_colleges_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_updated_at_idx\` ON \`_colleges_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_latest_idx\` ON \`_colleges_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_autosave_idx\` ON \`_colleges_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_departments_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_code\` text NOT NULL,
  	\`version_college_id\` integer,
  	\`version_website\` text,
  	\`version_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_college_id\`) REFERENCES \`colleges\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_departments_v_parent_idx\` ON \`_departments_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_code_idx\` ON \`_departments_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_college_idx\` ON \`_departments_v\` (\`version_college_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_image_idx\` ON \`_departments_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_updated_at_idx\` ON \`_departments_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_created_at_idx\` ON \`_departments_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_created_at_idx\` ON \`_departments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_updated_at_idx\` ON \`_departments_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_minors_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_department_id\` integer NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`minors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_minors_v_parent_idx\` ON \`_minors_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_minors_v_version_version_name_idx\` ON \`_minors_v\` (\`version_name\`);`)
  await db.run(sql`CREATE INDEX \`_minors_v_version_version_department_idx\` ON \`_minors_v\` (\`version_department_id\`);`)
  await db.run(sql`CREATE INDEX \`_minors_v_version_version_updated_at_idx\` ON \`_minors_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_minors_v_version_version_created_at_idx\` ON \`_minors_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_minors_v_created_at_idx\` ON \`_minors_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_minors_v_updated_at_idx\` ON \`_minors_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_version_employment_type\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_employment_type_order_idx\` ON \`_jobs_v_version_employment_type\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_employment_type_parent_idx\` ON \`_jobs_v_version_employment_type\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_department\` text,
  	\`version_closing_date\` text,
  	\`version_description\` text,
  	\`version_advert_url\` text,
  	\`version_description_url\` text,
  	\`version_views\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_parent_idx\` ON \`_jobs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_closing_date_idx\` ON \`_jobs_v\` (\`version_closing_date\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_at_idx\` ON \`_jobs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_created_at_idx\` ON \`_jobs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version__status_idx\` ON \`_jobs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_created_at_idx\` ON \`_jobs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_updated_at_idx\` ON \`_jobs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_latest_idx\` ON \`_jobs_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_autosave_idx\` ON \`_jobs_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_calendar_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_calendar\` text NOT NULL,
  	\`version_date\` text NOT NULL,
  	\`version_end_date\` text,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`calendar_events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_calendar_events_v_parent_idx\` ON \`_calendar_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_events_v_version_version_calendar_idx\` ON \`_calendar_events_v\` (\`version_calendar\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_events_v_version_version_date_idx\` ON \`_calendar_events_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_events_v_version_version_updated_at_idx\` ON \`_calendar_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_events_v_version_version_created_at_idx\` ON \`_calendar_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_events_v_created_at_idx\` ON \`_calendar_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_events_v_updated_at_idx\` ON \`_calendar_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_calendar_downloads_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_label\` text NOT NULL,
  	\`version_file_id\` integer NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`calendar_downloads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_calendar_downloads_v_parent_idx\` ON \`_calendar_downloads_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_downloads_v_version_version_file_idx\` ON \`_calendar_downloads_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_downloads_v_version_version_updated_at_idx\` ON \`_calendar_downloads_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_downloads_v_version_version_created_at_idx\` ON \`_calendar_downloads_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_downloads_v_created_at_idx\` ON \`_calendar_downloads_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_calendar_downloads_v_updated_at_idx\` ON \`_calendar_downloads_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_directory_entries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_matters\` text,
  	\`version_extension\` text NOT NULL,
  	\`version_email\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`directory_entries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_directory_entries_v_parent_idx\` ON \`_directory_entries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_directory_entries_v_version_version_updated_at_idx\` ON \`_directory_entries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_directory_entries_v_version_version_created_at_idx\` ON \`_directory_entries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_directory_entries_v_created_at_idx\` ON \`_directory_entries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_directory_entries_v_updated_at_idx\` ON \`_directory_entries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_office_hours_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_department\` text NOT NULL,
  	\`version_extension\` text,
  	\`version_hours\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`office_hours\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_office_hours_v_parent_idx\` ON \`_office_hours_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_office_hours_v_version_version_updated_at_idx\` ON \`_office_hours_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_office_hours_v_version_version_created_at_idx\` ON \`_office_hours_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_office_hours_v_created_at_idx\` ON \`_office_hours_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_office_hours_v_updated_at_idx\` ON \`_office_hours_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_keyword_groups_v_version_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_name\` text NOT NULL,
  	\`page_link\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_keyword_groups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_keyword_groups_v_version_results_order_idx\` ON \`_keyword_groups_v_version_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_keyword_groups_v_version_results_parent_id_idx\` ON \`_keyword_groups_v_version_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_keyword_groups_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_keyword\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`keyword_groups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_keyword_groups_v_parent_idx\` ON \`_keyword_groups_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_keyword_groups_v_version_version_keyword_idx\` ON \`_keyword_groups_v\` (\`version_keyword\`);`)
  await db.run(sql`CREATE INDEX \`_keyword_groups_v_version_version_updated_at_idx\` ON \`_keyword_groups_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_keyword_groups_v_version_version_created_at_idx\` ON \`_keyword_groups_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_keyword_groups_v_created_at_idx\` ON \`_keyword_groups_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_keyword_groups_v_updated_at_idx\` ON \`_keyword_groups_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_phones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`number\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_phones_order_idx\` ON \`_site_settings_v_version_phones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_phones_parent_id_idx\` ON \`_site_settings_v_version_phones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_social_order_idx\` ON \`_site_settings_v_version_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_social_parent_id_idx\` ON \`_site_settings_v_version_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_university_name\` text NOT NULL,
  	\`version_short_name\` text NOT NULL,
  	\`version_tagline\` text,
  	\`version_address\` text NOT NULL,
  	\`version_fax\` text,
  	\`version_emails_general\` text NOT NULL,
  	\`version_emails_admissions\` text NOT NULL,
  	\`version_emails_data_protection\` text NOT NULL,
  	\`version_emails_mentorship\` text,
  	\`version_links_application\` text NOT NULL,
  	\`version_links_learning_platform\` text NOT NULL,
  	\`version_links_webmail\` text NOT NULL,
  	\`version_links_job_board\` text NOT NULL,
  	\`version_links_library\` text NOT NULL,
  	\`version_links_transcripts\` text NOT NULL,
  	\`version_links_letters\` text NOT NULL,
  	\`version_links_media\` text NOT NULL,
  	\`version_links_student_newspaper\` text NOT NULL,
  	\`version_links_foundation\` text NOT NULL,
  	\`version_links_homecoming\` text NOT NULL,
  	\`version_links_entrepreneurship\` text NOT NULL,
  	\`version_links_distance_education\` text NOT NULL,
  	\`version_links_giving_form\` text NOT NULL,
  	\`version_links_photo_gallery\` text NOT NULL,
  	\`version_links_virtual_tour\` text NOT NULL,
  	\`version_links_mentorship_form\` text NOT NULL,
  	\`version_home_video_title\` text,
  	\`version_home_video_youtube_id\` text,
  	\`version_admissions_notices_frequency\` text DEFAULT 'each' NOT NULL,
  	\`version_admissions_notices_recipient\` text,
  	\`version_request_retention_months\` numeric DEFAULT 24 NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_cta_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_cta_links_order_idx\` ON \`_home_page_v_version_cta_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_cta_links_parent_id_idx\` ON \`_home_page_v_version_cta_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_wholistic_life\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_wholistic_life_order_idx\` ON \`_home_page_v_version_wholistic_life\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_wholistic_life_parent_id_idx\` ON \`_home_page_v_version_wholistic_life\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_admissions_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_admissions_links_order_idx\` ON \`_home_page_v_version_admissions_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_admissions_links_parent_id_idx\` ON \`_home_page_v_version_admissions_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_core_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_core_values_order_idx\` ON \`_home_page_v_version_core_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_core_values_parent_id_idx\` ON \`_home_page_v_version_core_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_graduate_destinations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`figure\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_graduate_destinations_order_idx\` ON \`_home_page_v_version_graduate_destinations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_graduate_destinations_parent_id_idx\` ON \`_home_page_v_version_graduate_destinations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v_version_partner_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_partner_links_order_idx\` ON \`_home_page_v_version_partner_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_partner_links_parent_id_idx\` ON \`_home_page_v_version_partner_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_cta_heading\` text,
  	\`version_cta_text\` text,
  	\`version_wholistic_heading\` text DEFAULT 'A wholistic life',
  	\`version_admissions_heading\` text DEFAULT 'Admissions',
  	\`version_mission\` text,
  	\`version_vision\` text,
  	\`version_graduates_heading\` text DEFAULT 'Where our graduates go',
  	\`version_partners_heading\` text DEFAULT 'Partners and services',
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_page_v_version_version__status_idx\` ON \`_home_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_created_at_idx\` ON \`_home_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_updated_at_idx\` ON \`_home_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_latest_idx\` ON \`_home_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_home_page_v_autosave_idx\` ON \`_home_page_v\` (\`autosave\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_id\` integer,
  	\`click_url\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners\`("id", "title", "image_id", "click_url", "order", "updated_at", "created_at") SELECT "id", "title", "image_id", "click_url", "order", "updated_at", "created_at" FROM \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners\` RENAME TO \`banners\`;`)
  await db.run(sql`CREATE INDEX \`banners_image_idx\` ON \`banners\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`banners__status_idx\` ON \`banners\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_upcoming_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`date\` text,
  	\`location\` text,
  	\`image_id\` integer,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_upcoming_events\`("id", "name", "slug", "date", "location", "image_id", "description", "updated_at", "created_at") SELECT "id", "name", "slug", "date", "location", "image_id", "description", "updated_at", "created_at" FROM \`upcoming_events\`;`)
  await db.run(sql`DROP TABLE \`upcoming_events\`;`)
  await db.run(sql`ALTER TABLE \`__new_upcoming_events\` RENAME TO \`upcoming_events\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`upcoming_events_slug_idx\` ON \`upcoming_events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`upcoming_events_image_idx\` ON \`upcoming_events\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`upcoming_events_updated_at_idx\` ON \`upcoming_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`upcoming_events_created_at_idx\` ON \`upcoming_events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`upcoming_events__status_idx\` ON \`upcoming_events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_colleges_research\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`colleges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_colleges_research\`("_order", "_parent_id", "id", "title", "summary", "image_id") SELECT "_order", "_parent_id", "id", "title", "summary", "image_id" FROM \`colleges_research\`;`)
  await db.run(sql`DROP TABLE \`colleges_research\`;`)
  await db.run(sql`ALTER TABLE \`__new_colleges_research\` RENAME TO \`colleges_research\`;`)
  await db.run(sql`CREATE INDEX \`colleges_research_order_idx\` ON \`colleges_research\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`colleges_research_parent_id_idx\` ON \`colleges_research\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`colleges_research_image_idx\` ON \`colleges_research\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_colleges_top_achievers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`programme\` text,
  	\`achievement\` text,
  	\`photo_id\` integer,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`colleges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_colleges_top_achievers\`("_order", "_parent_id", "id", "name", "programme", "achievement", "photo_id") SELECT "_order", "_parent_id", "id", "name", "programme", "achievement", "photo_id" FROM \`colleges_top_achievers\`;`)
  await db.run(sql`DROP TABLE \`colleges_top_achievers\`;`)
  await db.run(sql`ALTER TABLE \`__new_colleges_top_achievers\` RENAME TO \`colleges_top_achievers\`;`)
  await db.run(sql`CREATE INDEX \`colleges_top_achievers_order_idx\` ON \`colleges_top_achievers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`colleges_top_achievers_parent_id_idx\` ON \`colleges_top_achievers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`colleges_top_achievers_photo_idx\` ON \`colleges_top_achievers\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_colleges_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`internal_extension\` text,
  	\`external_phone\` text,
  	\`email\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`colleges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_colleges_contacts\`("_order", "_parent_id", "id", "name", "role", "internal_extension", "external_phone", "email") SELECT "_order", "_parent_id", "id", "name", "role", "internal_extension", "external_phone", "email" FROM \`colleges_contacts\`;`)
  await db.run(sql`DROP TABLE \`colleges_contacts\`;`)
  await db.run(sql`ALTER TABLE \`__new_colleges_contacts\` RENAME TO \`colleges_contacts\`;`)
  await db.run(sql`CREATE INDEX \`colleges_contacts_order_idx\` ON \`colleges_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`colleges_contacts_parent_id_idx\` ON \`colleges_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_colleges\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`code\` text,
  	\`route\` text,
  	\`order\` numeric DEFAULT 0,
  	\`summary\` text,
  	\`image_id\` integer,
  	\`dean_name\` text,
  	\`dean_photo_id\` integer,
  	\`dean_message\` text,
  	\`success_story_name\` text,
  	\`success_story_quote\` text,
  	\`success_story_photo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`dean_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`success_story_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_colleges\`("id", "name", "code", "route", "order", "summary", "image_id", "dean_name", "dean_photo_id", "dean_message", "success_story_name", "success_story_quote", "success_story_photo_id", "updated_at", "created_at") SELECT "id", "name", "code", "route", "order", "summary", "image_id", "dean_name", "dean_photo_id", "dean_message", "success_story_name", "success_story_quote", "success_story_photo_id", "updated_at", "created_at" FROM \`colleges\`;`)
  await db.run(sql`DROP TABLE \`colleges\`;`)
  await db.run(sql`ALTER TABLE \`__new_colleges\` RENAME TO \`colleges\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`colleges_code_idx\` ON \`colleges\` (\`code\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`colleges_route_idx\` ON \`colleges\` (\`route\`);`)
  await db.run(sql`CREATE INDEX \`colleges_image_idx\` ON \`colleges\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`colleges_dean_dean_photo_idx\` ON \`colleges\` (\`dean_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`colleges_success_story_success_story_photo_idx\` ON \`colleges\` (\`success_story_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`colleges_updated_at_idx\` ON \`colleges\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`colleges_created_at_idx\` ON \`colleges\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`colleges__status_idx\` ON \`colleges\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`department\` text,
  	\`closing_date\` text,
  	\`description\` text,
  	\`advert_url\` text,
  	\`description_url\` text,
  	\`views\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs\`("id", "title", "department", "closing_date", "description", "advert_url", "description_url", "views", "updated_at", "created_at") SELECT "id", "title", "department", "closing_date", "description", "advert_url", "description_url", "views", "updated_at", "created_at" FROM \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs\` RENAME TO \`jobs\`;`)
  await db.run(sql`CREATE INDEX \`jobs_closing_date_idx\` ON \`jobs\` (\`closing_date\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_cta_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_cta_links\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`home_page_cta_links\`;`)
  await db.run(sql`DROP TABLE \`home_page_cta_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_cta_links\` RENAME TO \`home_page_cta_links\`;`)
  await db.run(sql`CREATE INDEX \`home_page_cta_links_order_idx\` ON \`home_page_cta_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_cta_links_parent_id_idx\` ON \`home_page_cta_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_wholistic_life\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_wholistic_life\`("_order", "_parent_id", "id", "title", "text", "href") SELECT "_order", "_parent_id", "id", "title", "text", "href" FROM \`home_page_wholistic_life\`;`)
  await db.run(sql`DROP TABLE \`home_page_wholistic_life\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_wholistic_life\` RENAME TO \`home_page_wholistic_life\`;`)
  await db.run(sql`CREATE INDEX \`home_page_wholistic_life_order_idx\` ON \`home_page_wholistic_life\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_wholistic_life_parent_id_idx\` ON \`home_page_wholistic_life\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_admissions_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_admissions_links\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`home_page_admissions_links\`;`)
  await db.run(sql`DROP TABLE \`home_page_admissions_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_admissions_links\` RENAME TO \`home_page_admissions_links\`;`)
  await db.run(sql`CREATE INDEX \`home_page_admissions_links_order_idx\` ON \`home_page_admissions_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_admissions_links_parent_id_idx\` ON \`home_page_admissions_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_core_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_core_values\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`home_page_core_values\`;`)
  await db.run(sql`DROP TABLE \`home_page_core_values\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_core_values\` RENAME TO \`home_page_core_values\`;`)
  await db.run(sql`CREATE INDEX \`home_page_core_values_order_idx\` ON \`home_page_core_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_core_values_parent_id_idx\` ON \`home_page_core_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_graduate_destinations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`figure\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_graduate_destinations\`("_order", "_parent_id", "id", "figure", "text") SELECT "_order", "_parent_id", "id", "figure", "text" FROM \`home_page_graduate_destinations\`;`)
  await db.run(sql`DROP TABLE \`home_page_graduate_destinations\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_graduate_destinations\` RENAME TO \`home_page_graduate_destinations\`;`)
  await db.run(sql`CREATE INDEX \`home_page_graduate_destinations_order_idx\` ON \`home_page_graduate_destinations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_graduate_destinations_parent_id_idx\` ON \`home_page_graduate_destinations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_partner_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_partner_links\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`home_page_partner_links\`;`)
  await db.run(sql`DROP TABLE \`home_page_partner_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_partner_links\` RENAME TO \`home_page_partner_links\`;`)
  await db.run(sql`CREATE INDEX \`home_page_partner_links_order_idx\` ON \`home_page_partner_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_partner_links_parent_id_idx\` ON \`home_page_partner_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cta_heading\` text,
  	\`cta_text\` text,
  	\`wholistic_heading\` text DEFAULT 'A wholistic life',
  	\`admissions_heading\` text DEFAULT 'Admissions',
  	\`mission\` text,
  	\`vision\` text,
  	\`graduates_heading\` text DEFAULT 'Where our graduates go',
  	\`partners_heading\` text DEFAULT 'Partners and services',
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page\`("id", "cta_heading", "cta_text", "wholistic_heading", "admissions_heading", "mission", "vision", "graduates_heading", "partners_heading", "updated_at", "created_at") SELECT "id", "cta_heading", "cta_text", "wholistic_heading", "admissions_heading", "mission", "vision", "graduates_heading", "partners_heading", "updated_at", "created_at" FROM \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page\` RENAME TO \`home_page\`;`)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_stories_v_autosave_idx\` ON \`_stories_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_articles_v_autosave_idx\` ON \`_articles_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_programmes_v_autosave_idx\` ON \`_programmes_v\` (\`autosave\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_banners_v\`;`)
  await db.run(sql`DROP TABLE \`_upcoming_events_v\`;`)
  await db.run(sql`DROP TABLE \`_sports_houses_v\`;`)
  await db.run(sql`DROP TABLE \`_donation_campaigns_v_version_totals\`;`)
  await db.run(sql`DROP TABLE \`_donation_campaigns_v\`;`)
  await db.run(sql`DROP TABLE \`_colleges_v_version_research\`;`)
  await db.run(sql`DROP TABLE \`_colleges_v_version_top_achievers\`;`)
  await db.run(sql`DROP TABLE \`_colleges_v_version_contacts\`;`)
  await db.run(sql`DROP TABLE \`_colleges_v\`;`)
  await db.run(sql`DROP TABLE \`_departments_v\`;`)
  await db.run(sql`DROP TABLE \`_minors_v\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_version_employment_type\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v\`;`)
  await db.run(sql`DROP TABLE \`_calendar_events_v\`;`)
  await db.run(sql`DROP TABLE \`_calendar_downloads_v\`;`)
  await db.run(sql`DROP TABLE \`_directory_entries_v\`;`)
  await db.run(sql`DROP TABLE \`_office_hours_v\`;`)
  await db.run(sql`DROP TABLE \`_keyword_groups_v_version_results\`;`)
  await db.run(sql`DROP TABLE \`_keyword_groups_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_phones\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_social\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_cta_links\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_wholistic_life\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_admissions_links\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_core_values\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_graduate_destinations\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v_version_partner_links\`;`)
  await db.run(sql`DROP TABLE \`_home_page_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`click_url\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners\`("id", "title", "image_id", "click_url", "order", "updated_at", "created_at") SELECT "id", "title", "image_id", "click_url", "order", "updated_at", "created_at" FROM \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners\` RENAME TO \`banners\`;`)
  await db.run(sql`CREATE INDEX \`banners_image_idx\` ON \`banners\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`_stories_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`CREATE TABLE \`__new_upcoming_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`location\` text,
  	\`image_id\` integer NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_upcoming_events\`("id", "name", "slug", "date", "location", "image_id", "description", "updated_at", "created_at") SELECT "id", "name", "slug", "date", "location", "image_id", "description", "updated_at", "created_at" FROM \`upcoming_events\`;`)
  await db.run(sql`DROP TABLE \`upcoming_events\`;`)
  await db.run(sql`ALTER TABLE \`__new_upcoming_events\` RENAME TO \`upcoming_events\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`upcoming_events_slug_idx\` ON \`upcoming_events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`upcoming_events_image_idx\` ON \`upcoming_events\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`upcoming_events_updated_at_idx\` ON \`upcoming_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`upcoming_events_created_at_idx\` ON \`upcoming_events\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`_programmes_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`CREATE TABLE \`__new_colleges\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`route\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`summary\` text NOT NULL,
  	\`image_id\` integer,
  	\`dean_name\` text,
  	\`dean_photo_id\` integer,
  	\`dean_message\` text,
  	\`success_story_name\` text,
  	\`success_story_quote\` text,
  	\`success_story_photo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`dean_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`success_story_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_colleges\`("id", "name", "code", "route", "order", "summary", "image_id", "dean_name", "dean_photo_id", "dean_message", "success_story_name", "success_story_quote", "success_story_photo_id", "updated_at", "created_at") SELECT "id", "name", "code", "route", "order", "summary", "image_id", "dean_name", "dean_photo_id", "dean_message", "success_story_name", "success_story_quote", "success_story_photo_id", "updated_at", "created_at" FROM \`colleges\`;`)
  await db.run(sql`DROP TABLE \`colleges\`;`)
  await db.run(sql`ALTER TABLE \`__new_colleges\` RENAME TO \`colleges\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`colleges_code_idx\` ON \`colleges\` (\`code\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`colleges_route_idx\` ON \`colleges\` (\`route\`);`)
  await db.run(sql`CREATE INDEX \`colleges_image_idx\` ON \`colleges\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`colleges_dean_dean_photo_idx\` ON \`colleges\` (\`dean_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`colleges_success_story_success_story_photo_idx\` ON \`colleges\` (\`success_story_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`colleges_updated_at_idx\` ON \`colleges\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`colleges_created_at_idx\` ON \`colleges\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`department\` text NOT NULL,
  	\`closing_date\` text NOT NULL,
  	\`description\` text,
  	\`advert_url\` text NOT NULL,
  	\`description_url\` text,
  	\`views\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jobs\`("id", "title", "department", "closing_date", "description", "advert_url", "description_url", "views", "updated_at", "created_at") SELECT "id", "title", "department", "closing_date", "description", "advert_url", "description_url", "views", "updated_at", "created_at" FROM \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs\` RENAME TO \`jobs\`;`)
  await db.run(sql`CREATE INDEX \`jobs_closing_date_idx\` ON \`jobs\` (\`closing_date\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cta_heading\` text NOT NULL,
  	\`cta_text\` text NOT NULL,
  	\`wholistic_heading\` text DEFAULT 'A wholistic life' NOT NULL,
  	\`admissions_heading\` text DEFAULT 'Admissions' NOT NULL,
  	\`mission\` text NOT NULL,
  	\`vision\` text NOT NULL,
  	\`graduates_heading\` text DEFAULT 'Where our graduates go' NOT NULL,
  	\`partners_heading\` text DEFAULT 'Partners and services' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page\`("id", "cta_heading", "cta_text", "wholistic_heading", "admissions_heading", "mission", "vision", "graduates_heading", "partners_heading", "updated_at", "created_at") SELECT "id", "cta_heading", "cta_text", "wholistic_heading", "admissions_heading", "mission", "vision", "graduates_heading", "partners_heading", "updated_at", "created_at" FROM \`home_page\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page\` RENAME TO \`home_page\`;`)
  await db.run(sql`CREATE TABLE \`__new_colleges_research\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`summary\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`colleges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_colleges_research\`("_order", "_parent_id", "id", "title", "summary", "image_id") SELECT "_order", "_parent_id", "id", "title", "summary", "image_id" FROM \`colleges_research\`;`)
  await db.run(sql`DROP TABLE \`colleges_research\`;`)
  await db.run(sql`ALTER TABLE \`__new_colleges_research\` RENAME TO \`colleges_research\`;`)
  await db.run(sql`CREATE INDEX \`colleges_research_order_idx\` ON \`colleges_research\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`colleges_research_parent_id_idx\` ON \`colleges_research\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`colleges_research_image_idx\` ON \`colleges_research\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_colleges_top_achievers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`programme\` text,
  	\`achievement\` text,
  	\`photo_id\` integer,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`colleges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_colleges_top_achievers\`("_order", "_parent_id", "id", "name", "programme", "achievement", "photo_id") SELECT "_order", "_parent_id", "id", "name", "programme", "achievement", "photo_id" FROM \`colleges_top_achievers\`;`)
  await db.run(sql`DROP TABLE \`colleges_top_achievers\`;`)
  await db.run(sql`ALTER TABLE \`__new_colleges_top_achievers\` RENAME TO \`colleges_top_achievers\`;`)
  await db.run(sql`CREATE INDEX \`colleges_top_achievers_order_idx\` ON \`colleges_top_achievers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`colleges_top_achievers_parent_id_idx\` ON \`colleges_top_achievers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`colleges_top_achievers_photo_idx\` ON \`colleges_top_achievers\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_colleges_contacts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text,
  	\`internal_extension\` text,
  	\`external_phone\` text,
  	\`email\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`colleges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_colleges_contacts\`("_order", "_parent_id", "id", "name", "role", "internal_extension", "external_phone", "email") SELECT "_order", "_parent_id", "id", "name", "role", "internal_extension", "external_phone", "email" FROM \`colleges_contacts\`;`)
  await db.run(sql`DROP TABLE \`colleges_contacts\`;`)
  await db.run(sql`ALTER TABLE \`__new_colleges_contacts\` RENAME TO \`colleges_contacts\`;`)
  await db.run(sql`CREATE INDEX \`colleges_contacts_order_idx\` ON \`colleges_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`colleges_contacts_parent_id_idx\` ON \`colleges_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_cta_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_cta_links\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`home_page_cta_links\`;`)
  await db.run(sql`DROP TABLE \`home_page_cta_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_cta_links\` RENAME TO \`home_page_cta_links\`;`)
  await db.run(sql`CREATE INDEX \`home_page_cta_links_order_idx\` ON \`home_page_cta_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_cta_links_parent_id_idx\` ON \`home_page_cta_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_wholistic_life\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_wholistic_life\`("_order", "_parent_id", "id", "title", "text", "href") SELECT "_order", "_parent_id", "id", "title", "text", "href" FROM \`home_page_wholistic_life\`;`)
  await db.run(sql`DROP TABLE \`home_page_wholistic_life\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_wholistic_life\` RENAME TO \`home_page_wholistic_life\`;`)
  await db.run(sql`CREATE INDEX \`home_page_wholistic_life_order_idx\` ON \`home_page_wholistic_life\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_wholistic_life_parent_id_idx\` ON \`home_page_wholistic_life\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_admissions_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_admissions_links\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`home_page_admissions_links\`;`)
  await db.run(sql`DROP TABLE \`home_page_admissions_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_admissions_links\` RENAME TO \`home_page_admissions_links\`;`)
  await db.run(sql`CREATE INDEX \`home_page_admissions_links_order_idx\` ON \`home_page_admissions_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_admissions_links_parent_id_idx\` ON \`home_page_admissions_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_core_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_core_values\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`home_page_core_values\`;`)
  await db.run(sql`DROP TABLE \`home_page_core_values\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_core_values\` RENAME TO \`home_page_core_values\`;`)
  await db.run(sql`CREATE INDEX \`home_page_core_values_order_idx\` ON \`home_page_core_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_core_values_parent_id_idx\` ON \`home_page_core_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_graduate_destinations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`figure\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_graduate_destinations\`("_order", "_parent_id", "id", "figure", "text") SELECT "_order", "_parent_id", "id", "figure", "text" FROM \`home_page_graduate_destinations\`;`)
  await db.run(sql`DROP TABLE \`home_page_graduate_destinations\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_graduate_destinations\` RENAME TO \`home_page_graduate_destinations\`;`)
  await db.run(sql`CREATE INDEX \`home_page_graduate_destinations_order_idx\` ON \`home_page_graduate_destinations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_graduate_destinations_parent_id_idx\` ON \`home_page_graduate_destinations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_home_page_partner_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_home_page_partner_links\`("_order", "_parent_id", "id", "label", "href") SELECT "_order", "_parent_id", "id", "label", "href" FROM \`home_page_partner_links\`;`)
  await db.run(sql`DROP TABLE \`home_page_partner_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_home_page_partner_links\` RENAME TO \`home_page_partner_links\`;`)
  await db.run(sql`CREATE INDEX \`home_page_partner_links_order_idx\` ON \`home_page_partner_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_partner_links_parent_id_idx\` ON \`home_page_partner_links\` (\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
