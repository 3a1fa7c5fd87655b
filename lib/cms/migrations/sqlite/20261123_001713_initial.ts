import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`banners\` (
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
  await db.run(sql`CREATE INDEX \`banners_image_idx\` ON \`banners\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`stories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`cover_id\` integer,
  	\`author\` text,
  	\`summary\` text,
  	\`content\` text,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`stories_slug_idx\` ON \`stories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`stories_cover_idx\` ON \`stories\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_updated_at_idx\` ON \`stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stories_created_at_idx\` ON \`stories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`stories__status_idx\` ON \`stories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_cover_id\` integer,
  	\`version_author\` text,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_parent_idx\` ON \`_stories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_slug_idx\` ON \`_stories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_cover_idx\` ON \`_stories_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_updated_at_idx\` ON \`_stories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_created_at_idx\` ON \`_stories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version__status_idx\` ON \`_stories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_created_at_idx\` ON \`_stories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_updated_at_idx\` ON \`_stories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_latest_idx\` ON \`_stories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`articles_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_paragraphs_order_idx\` ON \`articles_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_paragraphs_parent_id_idx\` ON \`articles_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`kind\` text DEFAULT 'news',
  	\`cover_id\` integer,
  	\`second_image_id\` integer,
  	\`writer\` text,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`second_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_cover_idx\` ON \`articles\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_second_image_idx\` ON \`articles\` (\`second_image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_version_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_version_paragraphs_order_idx\` ON \`_articles_v_version_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_paragraphs_parent_id_idx\` ON \`_articles_v_version_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_kind\` text DEFAULT 'news',
  	\`version_cover_id\` integer,
  	\`version_second_image_id\` integer,
  	\`version_writer\` text,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_second_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_slug_idx\` ON \`_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_cover_idx\` ON \`_articles_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_second_image_idx\` ON \`_articles_v\` (\`version_second_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`upcoming_events\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`upcoming_events_slug_idx\` ON \`upcoming_events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`upcoming_events_image_idx\` ON \`upcoming_events\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`upcoming_events_updated_at_idx\` ON \`upcoming_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`upcoming_events_created_at_idx\` ON \`upcoming_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sports_houses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`points\` numeric DEFAULT 0 NOT NULL,
  	\`crest_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`crest_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sports_houses_name_idx\` ON \`sports_houses\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`sports_houses_crest_idx\` ON \`sports_houses\` (\`crest_id\`);`)
  await db.run(sql`CREATE INDEX \`sports_houses_updated_at_idx\` ON \`sports_houses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sports_houses_created_at_idx\` ON \`sports_houses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`donation_campaigns_totals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`currency\` text NOT NULL,
  	\`total\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`donation_campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`donation_campaigns_totals_order_idx\` ON \`donation_campaigns_totals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`donation_campaigns_totals_parent_id_idx\` ON \`donation_campaigns_totals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`donation_campaigns\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`goal_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`donation_campaigns_slug_idx\` ON \`donation_campaigns\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`donation_campaigns_updated_at_idx\` ON \`donation_campaigns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`donation_campaigns_created_at_idx\` ON \`donation_campaigns\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`programmes_modalities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programmes_modalities_order_idx\` ON \`programmes_modalities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`programmes_modalities_parent_idx\` ON \`programmes_modalities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programmes_skills\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`skill\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programmes_skills_order_idx\` ON \`programmes_skills\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`programmes_skills_parent_id_idx\` ON \`programmes_skills\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programmes_careers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`career\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programmes_careers_order_idx\` ON \`programmes_careers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`programmes_careers_parent_id_idx\` ON \`programmes_careers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programmes_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programmes_links_order_idx\` ON \`programmes_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`programmes_links_parent_id_idx\` ON \`programmes_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programmes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`kind\` text,
  	\`level\` text,
  	\`certificate_level\` text,
  	\`department_id\` integer,
  	\`levels_associate_science\` integer,
  	\`levels_associate_arts\` integer,
  	\`levels_bachelor_science\` integer,
  	\`levels_bachelor_arts\` integer,
  	\`levels_doctorate\` integer,
  	\`extension_day\` integer,
  	\`extension_evening\` integer,
  	\`extension_eastern\` integer,
  	\`extension_western\` integer,
  	\`extension_online\` integer,
  	\`accredited\` integer DEFAULT true,
  	\`duration\` text,
  	\`tuition_local\` numeric,
  	\`tuition_international\` numeric,
  	\`overview\` text,
  	\`description\` text,
  	\`matriculation_requirements\` text,
  	\`provisional_requirements\` text,
  	\`graduate_benefit\` text,
  	\`thumbnail_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`programmes_slug_idx\` ON \`programmes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`programmes_kind_idx\` ON \`programmes\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`programmes_department_idx\` ON \`programmes\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_thumbnail_idx\` ON \`programmes\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_updated_at_idx\` ON \`programmes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes_created_at_idx\` ON \`programmes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes__status_idx\` ON \`programmes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`programmes_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programmes_texts_order_parent\` ON \`programmes_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`programmes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`programmes_rels_order_idx\` ON \`programmes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`programmes_rels_parent_idx\` ON \`programmes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_rels_path_idx\` ON \`programmes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`programmes_rels_media_id_idx\` ON \`programmes_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_v_version_modalities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_programmes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_modalities_order_idx\` ON \`_programmes_v_version_modalities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_modalities_parent_idx\` ON \`_programmes_v_version_modalities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_v_version_skills\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`skill\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_programmes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_skills_order_idx\` ON \`_programmes_v_version_skills\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_skills_parent_id_idx\` ON \`_programmes_v_version_skills\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_v_version_careers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`career\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_programmes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_careers_order_idx\` ON \`_programmes_v_version_careers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_careers_parent_id_idx\` ON \`_programmes_v_version_careers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_v_version_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_programmes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_links_order_idx\` ON \`_programmes_v_version_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_links_parent_id_idx\` ON \`_programmes_v_version_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_kind\` text,
  	\`version_level\` text,
  	\`version_certificate_level\` text,
  	\`version_department_id\` integer,
  	\`version_levels_associate_science\` integer,
  	\`version_levels_associate_arts\` integer,
  	\`version_levels_bachelor_science\` integer,
  	\`version_levels_bachelor_arts\` integer,
  	\`version_levels_doctorate\` integer,
  	\`version_extension_day\` integer,
  	\`version_extension_evening\` integer,
  	\`version_extension_eastern\` integer,
  	\`version_extension_western\` integer,
  	\`version_extension_online\` integer,
  	\`version_accredited\` integer DEFAULT true,
  	\`version_duration\` text,
  	\`version_tuition_local\` numeric,
  	\`version_tuition_international\` numeric,
  	\`version_overview\` text,
  	\`version_description\` text,
  	\`version_matriculation_requirements\` text,
  	\`version_provisional_requirements\` text,
  	\`version_graduate_benefit\` text,
  	\`version_thumbnail_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_programmes_v_parent_idx\` ON \`_programmes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_slug_idx\` ON \`_programmes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_kind_idx\` ON \`_programmes_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_department_idx\` ON \`_programmes_v\` (\`version_department_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_thumbnail_idx\` ON \`_programmes_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_updated_at_idx\` ON \`_programmes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version_created_at_idx\` ON \`_programmes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_version__status_idx\` ON \`_programmes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_created_at_idx\` ON \`_programmes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_updated_at_idx\` ON \`_programmes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_latest_idx\` ON \`_programmes_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_programmes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programmes_v_texts_order_parent\` ON \`_programmes_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_programmes_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_programmes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_programmes_v_rels_order_idx\` ON \`_programmes_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_rels_parent_idx\` ON \`_programmes_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_rels_path_idx\` ON \`_programmes_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_rels_media_id_idx\` ON \`_programmes_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`colleges_research\` (
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
  await db.run(sql`CREATE INDEX \`colleges_research_order_idx\` ON \`colleges_research\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`colleges_research_parent_id_idx\` ON \`colleges_research\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`colleges_research_image_idx\` ON \`colleges_research\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`colleges_top_achievers\` (
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
  await db.run(sql`CREATE INDEX \`colleges_top_achievers_order_idx\` ON \`colleges_top_achievers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`colleges_top_achievers_parent_id_idx\` ON \`colleges_top_achievers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`colleges_top_achievers_photo_idx\` ON \`colleges_top_achievers\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`colleges_contacts\` (
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
  await db.run(sql`CREATE INDEX \`colleges_contacts_order_idx\` ON \`colleges_contacts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`colleges_contacts_parent_id_idx\` ON \`colleges_contacts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`colleges\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`colleges_code_idx\` ON \`colleges\` (\`code\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`colleges_route_idx\` ON \`colleges\` (\`route\`);`)
  await db.run(sql`CREATE INDEX \`colleges_image_idx\` ON \`colleges\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`colleges_dean_dean_photo_idx\` ON \`colleges\` (\`dean_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`colleges_success_story_success_story_photo_idx\` ON \`colleges\` (\`success_story_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`colleges_updated_at_idx\` ON \`colleges\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`colleges_created_at_idx\` ON \`colleges\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`departments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`college_id\` integer,
  	\`website\` text,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`college_id\`) REFERENCES \`colleges\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_code_idx\` ON \`departments\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`departments_college_idx\` ON \`departments\` (\`college_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_image_idx\` ON \`departments\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`minors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`department_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`minors_name_idx\` ON \`minors\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`minors_department_idx\` ON \`minors\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`minors_updated_at_idx\` ON \`minors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`minors_created_at_idx\` ON \`minors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`department\` text NOT NULL,
  	\`closing_date\` text NOT NULL,
  	\`advert_url\` text NOT NULL,
  	\`description_url\` text,
  	\`views\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_closing_date_idx\` ON \`jobs\` (\`closing_date\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`calendar_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`calendar\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`end_date\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`calendar_events_calendar_idx\` ON \`calendar_events\` (\`calendar\`);`)
  await db.run(sql`CREATE INDEX \`calendar_events_date_idx\` ON \`calendar_events\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`calendar_events_updated_at_idx\` ON \`calendar_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`calendar_events_created_at_idx\` ON \`calendar_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`calendar_downloads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`calendar_downloads_file_idx\` ON \`calendar_downloads\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`calendar_downloads_updated_at_idx\` ON \`calendar_downloads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`calendar_downloads_created_at_idx\` ON \`calendar_downloads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`directory_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`matters\` text,
  	\`extension\` text NOT NULL,
  	\`email\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`directory_entries_updated_at_idx\` ON \`directory_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`directory_entries_created_at_idx\` ON \`directory_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`office_hours\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`department\` text NOT NULL,
  	\`extension\` text,
  	\`hours\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`office_hours_updated_at_idx\` ON \`office_hours\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`office_hours_created_at_idx\` ON \`office_hours\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`keyword_groups_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page_name\` text NOT NULL,
  	\`page_link\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`keyword_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`keyword_groups_results_order_idx\` ON \`keyword_groups_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`keyword_groups_results_parent_id_idx\` ON \`keyword_groups_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`keyword_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`keyword\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`keyword_groups_keyword_idx\` ON \`keyword_groups\` (\`keyword\`);`)
  await db.run(sql`CREATE INDEX \`keyword_groups_updated_at_idx\` ON \`keyword_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`keyword_groups_created_at_idx\` ON \`keyword_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`information_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`entry_date\` text NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`middle_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`telephone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`gender\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`last_school\` text NOT NULL,
  	\`grade\` text NOT NULL,
  	\`adventist\` text,
  	\`church_conference\` text,
  	\`church_district\` text,
  	\`degree_type\` text NOT NULL,
  	\`program_choice\` text,
  	\`degree_choice\` text,
  	\`addition_info\` text,
  	\`handled\` integer DEFAULT false,
  	\`forward_status\` text DEFAULT 'not-configured',
  	\`forward_attempts\` numeric DEFAULT 0,
  	\`forwarded_at\` text,
  	\`forward_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`information_requests_entry_date_idx\` ON \`information_requests\` (\`entry_date\`);`)
  await db.run(sql`CREATE INDEX \`information_requests_handled_idx\` ON \`information_requests\` (\`handled\`);`)
  await db.run(sql`CREATE INDEX \`information_requests_forward_status_idx\` ON \`information_requests\` (\`forward_status\`);`)
  await db.run(sql`CREATE INDEX \`information_requests_updated_at_idx\` ON \`information_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`information_requests_created_at_idx\` ON \`information_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`key\` text,
  	\`category\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_key_idx\` ON \`documents\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`verification_uses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`signature\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`verification_uses_signature_idx\` ON \`verification_uses\` (\`signature\`);`)
  await db.run(sql`CREATE INDEX \`verification_uses_expires_at_idx\` ON \`verification_uses\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`verification_uses_updated_at_idx\` ON \`verification_uses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`verification_uses_created_at_idx\` ON \`verification_uses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`banners_id\` integer,
  	\`stories_id\` integer,
  	\`articles_id\` integer,
  	\`upcoming_events_id\` integer,
  	\`sports_houses_id\` integer,
  	\`donation_campaigns_id\` integer,
  	\`programmes_id\` integer,
  	\`colleges_id\` integer,
  	\`departments_id\` integer,
  	\`minors_id\` integer,
  	\`jobs_id\` integer,
  	\`calendar_events_id\` integer,
  	\`calendar_downloads_id\` integer,
  	\`directory_entries_id\` integer,
  	\`office_hours_id\` integer,
  	\`keyword_groups_id\` integer,
  	\`information_requests_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`users_id\` integer,
  	\`verification_uses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stories_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`upcoming_events_id\`) REFERENCES \`upcoming_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sports_houses_id\`) REFERENCES \`sports_houses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`donation_campaigns_id\`) REFERENCES \`donation_campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`programmes_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`colleges_id\`) REFERENCES \`colleges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`departments_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`minors_id\`) REFERENCES \`minors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calendar_events_id\`) REFERENCES \`calendar_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calendar_downloads_id\`) REFERENCES \`calendar_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`directory_entries_id\`) REFERENCES \`directory_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`office_hours_id\`) REFERENCES \`office_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`keyword_groups_id\`) REFERENCES \`keyword_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`information_requests_id\`) REFERENCES \`information_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`verification_uses_id\`) REFERENCES \`verification_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_upcoming_events_id_idx\` ON \`payload_locked_documents_rels\` (\`upcoming_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sports_houses_id_idx\` ON \`payload_locked_documents_rels\` (\`sports_houses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_donation_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`donation_campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_programmes_id_idx\` ON \`payload_locked_documents_rels\` (\`programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_colleges_id_idx\` ON \`payload_locked_documents_rels\` (\`colleges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_departments_id_idx\` ON \`payload_locked_documents_rels\` (\`departments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_minors_id_idx\` ON \`payload_locked_documents_rels\` (\`minors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_calendar_events_id_idx\` ON \`payload_locked_documents_rels\` (\`calendar_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_calendar_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`calendar_downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_directory_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`directory_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_office_hours_id_idx\` ON \`payload_locked_documents_rels\` (\`office_hours_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_keyword_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`keyword_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_information_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`information_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_uses_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_phones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`number\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_phones_order_idx\` ON \`site_settings_phones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_phones_parent_id_idx\` ON \`site_settings_phones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`platform\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_social_order_idx\` ON \`site_settings_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_parent_id_idx\` ON \`site_settings_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`university_name\` text NOT NULL,
  	\`short_name\` text NOT NULL,
  	\`tagline\` text,
  	\`address\` text NOT NULL,
  	\`fax\` text,
  	\`emails_general\` text NOT NULL,
  	\`emails_admissions\` text NOT NULL,
  	\`emails_data_protection\` text NOT NULL,
  	\`emails_mentorship\` text,
  	\`links_application\` text NOT NULL,
  	\`links_learning_platform\` text NOT NULL,
  	\`links_webmail\` text NOT NULL,
  	\`links_job_board\` text NOT NULL,
  	\`links_library\` text NOT NULL,
  	\`links_transcripts\` text NOT NULL,
  	\`links_letters\` text NOT NULL,
  	\`links_media\` text NOT NULL,
  	\`links_student_newspaper\` text NOT NULL,
  	\`links_foundation\` text NOT NULL,
  	\`links_homecoming\` text NOT NULL,
  	\`links_entrepreneurship\` text NOT NULL,
  	\`links_distance_education\` text NOT NULL,
  	\`links_giving_form\` text NOT NULL,
  	\`links_photo_gallery\` text NOT NULL,
  	\`links_virtual_tour\` text NOT NULL,
  	\`links_mentorship_form\` text NOT NULL,
  	\`home_video_title\` text NOT NULL,
  	\`home_video_youtube_id\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`home_page_cta_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_cta_links_order_idx\` ON \`home_page_cta_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_cta_links_parent_id_idx\` ON \`home_page_cta_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_wholistic_life\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_wholistic_life_order_idx\` ON \`home_page_wholistic_life\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_wholistic_life_parent_id_idx\` ON \`home_page_wholistic_life\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_admissions_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_admissions_links_order_idx\` ON \`home_page_admissions_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_admissions_links_parent_id_idx\` ON \`home_page_admissions_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_core_values\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_core_values_order_idx\` ON \`home_page_core_values\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_core_values_parent_id_idx\` ON \`home_page_core_values\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_graduate_destinations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`figure\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_graduate_destinations_order_idx\` ON \`home_page_graduate_destinations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_graduate_destinations_parent_id_idx\` ON \`home_page_graduate_destinations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page_partner_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_page_partner_links_order_idx\` ON \`home_page_partner_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_page_partner_links_parent_id_idx\` ON \`home_page_partner_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_page\` (
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`DROP TABLE \`stories\`;`)
  await db.run(sql`DROP TABLE \`_stories_v\`;`)
  await db.run(sql`DROP TABLE \`articles_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_version_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`upcoming_events\`;`)
  await db.run(sql`DROP TABLE \`sports_houses\`;`)
  await db.run(sql`DROP TABLE \`donation_campaigns_totals\`;`)
  await db.run(sql`DROP TABLE \`donation_campaigns\`;`)
  await db.run(sql`DROP TABLE \`programmes_modalities\`;`)
  await db.run(sql`DROP TABLE \`programmes_skills\`;`)
  await db.run(sql`DROP TABLE \`programmes_careers\`;`)
  await db.run(sql`DROP TABLE \`programmes_links\`;`)
  await db.run(sql`DROP TABLE \`programmes\`;`)
  await db.run(sql`DROP TABLE \`programmes_texts\`;`)
  await db.run(sql`DROP TABLE \`programmes_rels\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v_version_modalities\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v_version_skills\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v_version_careers\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v_version_links\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v_rels\`;`)
  await db.run(sql`DROP TABLE \`colleges_research\`;`)
  await db.run(sql`DROP TABLE \`colleges_top_achievers\`;`)
  await db.run(sql`DROP TABLE \`colleges_contacts\`;`)
  await db.run(sql`DROP TABLE \`colleges\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`DROP TABLE \`minors\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`DROP TABLE \`calendar_events\`;`)
  await db.run(sql`DROP TABLE \`calendar_downloads\`;`)
  await db.run(sql`DROP TABLE \`directory_entries\`;`)
  await db.run(sql`DROP TABLE \`office_hours\`;`)
  await db.run(sql`DROP TABLE \`keyword_groups_results\`;`)
  await db.run(sql`DROP TABLE \`keyword_groups\`;`)
  await db.run(sql`DROP TABLE \`information_requests\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`verification_uses\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_phones\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`home_page_cta_links\`;`)
  await db.run(sql`DROP TABLE \`home_page_wholistic_life\`;`)
  await db.run(sql`DROP TABLE \`home_page_admissions_links\`;`)
  await db.run(sql`DROP TABLE \`home_page_core_values\`;`)
  await db.run(sql`DROP TABLE \`home_page_graduate_destinations\`;`)
  await db.run(sql`DROP TABLE \`home_page_partner_links\`;`)
  await db.run(sql`DROP TABLE \`home_page\`;`)
}
