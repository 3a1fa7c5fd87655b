import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  	\`version_home_video_title\` text NOT NULL,
  	\`version_home_video_youtube_id\` text NOT NULL,
  	\`version_request_retention_months\` numeric DEFAULT 24 NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`banners\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`banners__status_idx\` ON \`banners\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_stories_v_autosave_idx\` ON \`_stories_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_articles_v_autosave_idx\` ON \`_articles_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`upcoming_events\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`upcoming_events__status_idx\` ON \`upcoming_events\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_programmes_v_autosave_idx\` ON \`_programmes_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`colleges\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`colleges__status_idx\` ON \`colleges\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`home_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`home_page__status_idx\` ON \`home_page\` (\`_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_sports_houses_v\`;`)
  await db.run(sql`DROP TABLE \`_donation_campaigns_v_version_totals\`;`)
  await db.run(sql`DROP TABLE \`_donation_campaigns_v\`;`)
  await db.run(sql`DROP TABLE \`_departments_v\`;`)
  await db.run(sql`DROP TABLE \`_minors_v\`;`)
  await db.run(sql`DROP TABLE \`_calendar_events_v\`;`)
  await db.run(sql`DROP TABLE \`_calendar_downloads_v\`;`)
  await db.run(sql`DROP TABLE \`_directory_entries_v\`;`)
  await db.run(sql`DROP TABLE \`_office_hours_v\`;`)
  await db.run(sql`DROP TABLE \`_keyword_groups_v_version_results\`;`)
  await db.run(sql`DROP TABLE \`_keyword_groups_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_phones\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_social\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP INDEX \`banners__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`banners\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_stories_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`upcoming_events__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`upcoming_events\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`_programmes_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`colleges__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`colleges\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`jobs__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`home_page__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`home_page\` DROP COLUMN \`_status\`;`)
}
