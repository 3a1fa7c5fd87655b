import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_review_collections\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_review_collections_order_idx\` ON \`site_settings_review_collections\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_review_collections_parent_idx\` ON \`site_settings_review_collections\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_review_colleges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`college_id\` integer NOT NULL,
  	FOREIGN KEY (\`college_id\`) REFERENCES \`colleges\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_review_colleges_order_idx\` ON \`site_settings_review_colleges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_review_colleges_parent_id_idx\` ON \`site_settings_review_colleges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_review_colleges_college_idx\` ON \`site_settings_review_colleges\` (\`college_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_rels_order_idx\` ON \`site_settings_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_parent_idx\` ON \`site_settings_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_path_idx\` ON \`site_settings_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_rels_users_id_idx\` ON \`site_settings_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_review_collections\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_review_collections_order_idx\` ON \`_site_settings_v_version_review_collections\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_review_collections_parent_idx\` ON \`_site_settings_v_version_review_collections\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_review_colleges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`college_id\` integer NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`college_id\`) REFERENCES \`colleges\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_review_colleges_order_idx\` ON \`_site_settings_v_version_review_colleges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_review_colleges_parent_id_idx\` ON \`_site_settings_v_version_review_colleges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_review_colleges_college_idx\` ON \`_site_settings_v_version_review_colleges\` (\`college_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_order_idx\` ON \`_site_settings_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_parent_idx\` ON \`_site_settings_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_path_idx\` ON \`_site_settings_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_rels_users_id_idx\` ON \`_site_settings_v_rels\` (\`users_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_departments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`code\` text,
  	\`college_id\` integer,
  	\`website\` text,
  	\`image_id\` integer,
  	\`review_status\` text,
  	\`review_comment\` text,
  	\`review_submitted_by\` numeric,
  	\`review_submitted_at\` text,
  	\`review_college\` numeric,
  	\`review_reviewed_by\` numeric,
  	\`review_reviewed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`college_id\`) REFERENCES \`colleges\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // Departments gain drafts: the ones visitors saw stay published (drizzle would select the new columns from the old table).
  await db.run(sql`INSERT INTO \`__new_departments\`("id", "name", "code", "college_id", "website", "image_id", "updated_at", "created_at", "_status") SELECT "id", "name", "code", "college_id", "website", "image_id", "updated_at", "created_at", 'published' FROM \`departments\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`ALTER TABLE \`__new_departments\` RENAME TO \`departments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_code_idx\` ON \`departments\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`departments_college_idx\` ON \`departments\` (\`college_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_image_idx\` ON \`departments\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_review_review_status_idx\` ON \`departments\` (\`review_status\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`departments__status_idx\` ON \`departments\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__departments_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_code\` text,
  	\`version_college_id\` integer,
  	\`version_website\` text,
  	\`version_image_id\` integer,
  	\`version_review_status\` text,
  	\`version_review_comment\` text,
  	\`version_review_submitted_by\` numeric,
  	\`version_review_submitted_at\` text,
  	\`version_review_college\` numeric,
  	\`version_review_reviewed_by\` numeric,
  	\`version_review_reviewed_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_college_id\`) REFERENCES \`colleges\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // Their history: published versions, the newest of each department its latest.
  await db.run(sql`INSERT INTO \`__new__departments_v\`("id", "parent_id", "version_name", "version_code", "version_college_id", "version_website", "version_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_name", "version_code", "version_college_id", "version_website", "version_image_id", "version_updated_at", "version_created_at", 'published', "created_at", "updated_at", CASE WHEN "id" = (SELECT max(v."id") FROM \`_departments_v\` v WHERE v."parent_id" = \`_departments_v\`."parent_id") THEN 1 ELSE 0 END, 0 FROM \`_departments_v\`;`)
  await db.run(sql`DROP TABLE \`_departments_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__departments_v\` RENAME TO \`_departments_v\`;`)
  await db.run(sql`CREATE INDEX \`_departments_v_parent_idx\` ON \`_departments_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_code_idx\` ON \`_departments_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_college_idx\` ON \`_departments_v\` (\`version_college_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_image_idx\` ON \`_departments_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_review_version_review_status_idx\` ON \`_departments_v\` (\`version_review_status\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_updated_at_idx\` ON \`_departments_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_created_at_idx\` ON \`_departments_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version__status_idx\` ON \`_departments_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_created_at_idx\` ON \`_departments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_updated_at_idx\` ON \`_departments_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_latest_idx\` ON \`_departments_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_autosave_idx\` ON \`_departments_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`stories\` ADD \`review_status\` text;`)
  await db.run(sql`ALTER TABLE \`stories\` ADD \`review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`stories\` ADD \`review_submitted_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`stories\` ADD \`review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`stories\` ADD \`review_college\` numeric;`)
  await db.run(sql`ALTER TABLE \`stories\` ADD \`review_reviewed_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`stories\` ADD \`review_reviewed_at\` text;`)
  await db.run(sql`CREATE INDEX \`stories_review_review_status_idx\` ON \`stories\` (\`review_status\`);`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`version_review_status\` text;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`version_review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`version_review_submitted_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`version_review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`version_review_college\` numeric;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`version_review_reviewed_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`version_review_reviewed_at\` text;`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_review_version_review_status_idx\` ON \`_stories_v\` (\`version_review_status\`);`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`review_status\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`review_submitted_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`review_college\` numeric;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`review_reviewed_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`review_reviewed_at\` text;`)
  await db.run(sql`CREATE INDEX \`articles_review_review_status_idx\` ON \`articles\` (\`review_status\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_review_status\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_review_submitted_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_review_college\` numeric;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_review_reviewed_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_review_reviewed_at\` text;`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_review_version_review_status_idx\` ON \`_articles_v\` (\`version_review_status\`);`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`review_status\` text;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`review_submitted_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`review_college\` numeric;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`review_reviewed_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`review_reviewed_at\` text;`)
  await db.run(sql`CREATE INDEX \`programmes_review_review_status_idx\` ON \`programmes\` (\`review_status\`);`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version_review_status\` text;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version_review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version_review_submitted_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version_review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version_review_college\` numeric;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version_review_reviewed_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version_review_reviewed_at\` text;`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_review_version_review_status_idx\` ON \`_programmes_v\` (\`version_review_status\`);`)
  await db.run(sql`ALTER TABLE \`colleges\` ADD \`review_status\` text;`)
  await db.run(sql`ALTER TABLE \`colleges\` ADD \`review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`colleges\` ADD \`review_submitted_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`colleges\` ADD \`review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`colleges\` ADD \`review_college\` numeric;`)
  await db.run(sql`ALTER TABLE \`colleges\` ADD \`review_reviewed_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`colleges\` ADD \`review_reviewed_at\` text;`)
  await db.run(sql`CREATE INDEX \`colleges_review_review_status_idx\` ON \`colleges\` (\`review_status\`);`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` ADD \`version_review_status\` text;`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` ADD \`version_review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` ADD \`version_review_submitted_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` ADD \`version_review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` ADD \`version_review_college\` numeric;`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` ADD \`version_review_reviewed_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` ADD \`version_review_reviewed_at\` text;`)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_review_version_review_status_idx\` ON \`_colleges_v\` (\`version_review_status\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_status\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_submitted_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_college\` numeric;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_reviewed_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`review_reviewed_at\` text;`)
  await db.run(sql`CREATE INDEX \`pages_review_review_status_idx\` ON \`pages\` (\`review_status\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_status\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_comment\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_submitted_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_submitted_at\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_college\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_reviewed_by\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_review_reviewed_at\` text;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_review_version_review_status_idx\` ON \`_pages_v\` (\`version_review_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_review_collections\`;`)
  await db.run(sql`DROP TABLE \`site_settings_review_colleges\`;`)
  await db.run(sql`DROP TABLE \`site_settings_rels\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_review_collections\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_review_colleges\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_rels\`;`)
  await db.run(sql`DROP INDEX \`stories_review_review_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`stories\` DROP COLUMN \`review_status\`;`)
  await db.run(sql`ALTER TABLE \`stories\` DROP COLUMN \`review_comment\`;`)
  await db.run(sql`ALTER TABLE \`stories\` DROP COLUMN \`review_submitted_by\`;`)
  await db.run(sql`ALTER TABLE \`stories\` DROP COLUMN \`review_submitted_at\`;`)
  await db.run(sql`ALTER TABLE \`stories\` DROP COLUMN \`review_college\`;`)
  await db.run(sql`ALTER TABLE \`stories\` DROP COLUMN \`review_reviewed_by\`;`)
  await db.run(sql`ALTER TABLE \`stories\` DROP COLUMN \`review_reviewed_at\`;`)
  await db.run(sql`DROP INDEX \`_stories_v_version_review_version_review_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` DROP COLUMN \`version_review_status\`;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` DROP COLUMN \`version_review_comment\`;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` DROP COLUMN \`version_review_submitted_by\`;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` DROP COLUMN \`version_review_submitted_at\`;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` DROP COLUMN \`version_review_college\`;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` DROP COLUMN \`version_review_reviewed_by\`;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` DROP COLUMN \`version_review_reviewed_at\`;`)
  await db.run(sql`DROP INDEX \`articles_review_review_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`review_status\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`review_comment\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`review_submitted_by\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`review_submitted_at\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`review_college\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`review_reviewed_by\`;`)
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`review_reviewed_at\`;`)
  await db.run(sql`DROP INDEX \`_articles_v_version_review_version_review_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_review_status\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_review_comment\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_review_submitted_by\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_review_submitted_at\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_review_college\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_review_reviewed_by\`;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` DROP COLUMN \`version_review_reviewed_at\`;`)
  await db.run(sql`DROP INDEX \`programmes_review_review_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`review_status\`;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`review_comment\`;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`review_submitted_by\`;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`review_submitted_at\`;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`review_college\`;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`review_reviewed_by\`;`)
  await db.run(sql`ALTER TABLE \`programmes\` DROP COLUMN \`review_reviewed_at\`;`)
  await db.run(sql`DROP INDEX \`_programmes_v_version_review_version_review_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` DROP COLUMN \`version_review_status\`;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` DROP COLUMN \`version_review_comment\`;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` DROP COLUMN \`version_review_submitted_by\`;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` DROP COLUMN \`version_review_submitted_at\`;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` DROP COLUMN \`version_review_college\`;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` DROP COLUMN \`version_review_reviewed_by\`;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` DROP COLUMN \`version_review_reviewed_at\`;`)
  await db.run(sql`DROP INDEX \`colleges_review_review_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`colleges\` DROP COLUMN \`review_status\`;`)
  await db.run(sql`ALTER TABLE \`colleges\` DROP COLUMN \`review_comment\`;`)
  await db.run(sql`ALTER TABLE \`colleges\` DROP COLUMN \`review_submitted_by\`;`)
  await db.run(sql`ALTER TABLE \`colleges\` DROP COLUMN \`review_submitted_at\`;`)
  await db.run(sql`ALTER TABLE \`colleges\` DROP COLUMN \`review_college\`;`)
  await db.run(sql`ALTER TABLE \`colleges\` DROP COLUMN \`review_reviewed_by\`;`)
  await db.run(sql`ALTER TABLE \`colleges\` DROP COLUMN \`review_reviewed_at\`;`)
  await db.run(sql`DROP INDEX \`_colleges_v_version_review_version_review_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` DROP COLUMN \`version_review_status\`;`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` DROP COLUMN \`version_review_comment\`;`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` DROP COLUMN \`version_review_submitted_by\`;`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` DROP COLUMN \`version_review_submitted_at\`;`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` DROP COLUMN \`version_review_college\`;`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` DROP COLUMN \`version_review_reviewed_by\`;`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` DROP COLUMN \`version_review_reviewed_at\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_departments\` (
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
  await db.run(sql`INSERT INTO \`__new_departments\`("id", "name", "code", "college_id", "website", "image_id", "updated_at", "created_at") SELECT "id", "name", "code", "college_id", "website", "image_id", "updated_at", "created_at" FROM \`departments\`;`)
  await db.run(sql`DROP TABLE \`departments\`;`)
  await db.run(sql`ALTER TABLE \`__new_departments\` RENAME TO \`departments\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`departments_code_idx\` ON \`departments\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`departments_college_idx\` ON \`departments\` (\`college_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_image_idx\` ON \`departments\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`departments_updated_at_idx\` ON \`departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`departments_created_at_idx\` ON \`departments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__departments_v\` (
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
  await db.run(sql`INSERT INTO \`__new__departments_v\`("id", "parent_id", "version_name", "version_code", "version_college_id", "version_website", "version_image_id", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_name", "version_code", "version_college_id", "version_website", "version_image_id", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_departments_v\`;`)
  await db.run(sql`DROP TABLE \`_departments_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__departments_v\` RENAME TO \`_departments_v\`;`)
  await db.run(sql`CREATE INDEX \`_departments_v_parent_idx\` ON \`_departments_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_code_idx\` ON \`_departments_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_college_idx\` ON \`_departments_v\` (\`version_college_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_image_idx\` ON \`_departments_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_updated_at_idx\` ON \`_departments_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_version_version_created_at_idx\` ON \`_departments_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_created_at_idx\` ON \`_departments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_departments_v_updated_at_idx\` ON \`_departments_v\` (\`updated_at\`);`)
  await db.run(sql`DROP INDEX \`pages_review_review_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`review_status\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`review_comment\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`review_submitted_by\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`review_submitted_at\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`review_college\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`review_reviewed_by\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`review_reviewed_at\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_review_version_review_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_review_status\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_review_comment\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_review_submitted_by\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_review_submitted_at\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_review_college\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_review_reviewed_by\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_review_reviewed_at\`;`)
}
