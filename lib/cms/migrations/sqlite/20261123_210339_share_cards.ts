import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_seo\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_seo_path_idx\` ON \`page_seo\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_meta_meta_image_idx\` ON \`page_seo\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_updated_at_idx\` ON \`page_seo\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_created_at_idx\` ON \`page_seo\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`stories\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`stories\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`stories\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`stories_meta_meta_image_idx\` ON \`stories\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_stories_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_meta_version_meta_image_idx\` ON \`_stories_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`articles\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`articles_meta_meta_image_idx\` ON \`articles\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_articles_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_meta_version_meta_image_idx\` ON \`_articles_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`upcoming_events\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`upcoming_events\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`upcoming_events\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`upcoming_events_meta_meta_image_idx\` ON \`upcoming_events\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_upcoming_events_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_upcoming_events_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_upcoming_events_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_upcoming_events_v_version_meta_version_meta_image_idx\` ON \`_upcoming_events_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`programmes\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`programmes_meta_meta_image_idx\` ON \`programmes\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_programmes_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_programmes_v_version_meta_version_meta_image_idx\` ON \`_programmes_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`colleges\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`colleges\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`colleges\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`colleges_meta_meta_image_idx\` ON \`colleges\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_colleges_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_colleges_v_version_meta_version_meta_image_idx\` ON \`_colleges_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`jobs_meta_meta_image_idx\` ON \`jobs\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_jobs_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_meta_version_meta_image_idx\` ON \`_jobs_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_url\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_width\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_height\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_mime_type\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_filesize\` numeric;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`sizes_card_filename\` text;`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`page_seo_id\` integer REFERENCES page_seo(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_seo_id_idx\` ON \`payload_locked_documents_rels\` (\`page_seo_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_seo\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_stories\` (
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
  await db.run(sql`INSERT INTO \`__new_stories\`("id", "title", "slug", "cover_id", "author", "summary", "content", "published_at", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "cover_id", "author", "summary", "content", "published_at", "updated_at", "created_at", "_status" FROM \`stories\`;`)
  await db.run(sql`DROP TABLE \`stories\`;`)
  await db.run(sql`ALTER TABLE \`__new_stories\` RENAME TO \`stories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`stories_slug_idx\` ON \`stories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`stories_cover_idx\` ON \`stories\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_updated_at_idx\` ON \`stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stories_created_at_idx\` ON \`stories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`stories__status_idx\` ON \`stories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__stories_v\` (
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
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__stories_v\`("id", "parent_id", "version_title", "version_slug", "version_cover_id", "version_author", "version_summary", "version_content", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_cover_id", "version_author", "version_summary", "version_content", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_stories_v\`;`)
  await db.run(sql`DROP TABLE \`_stories_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__stories_v\` RENAME TO \`_stories_v\`;`)
  await db.run(sql`CREATE INDEX \`_stories_v_parent_idx\` ON \`_stories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_slug_idx\` ON \`_stories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_cover_idx\` ON \`_stories_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_updated_at_idx\` ON \`_stories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version_created_at_idx\` ON \`_stories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_version_version__status_idx\` ON \`_stories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_created_at_idx\` ON \`_stories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_updated_at_idx\` ON \`_stories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_latest_idx\` ON \`_stories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_autosave_idx\` ON \`_stories_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_articles\` (
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
  await db.run(sql`INSERT INTO \`__new_articles\`("id", "title", "slug", "kind", "cover_id", "second_image_id", "writer", "published_at", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "kind", "cover_id", "second_image_id", "writer", "published_at", "updated_at", "created_at", "_status" FROM \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_articles\` RENAME TO \`articles\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_slug_idx\` ON \`articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`articles_cover_idx\` ON \`articles\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_second_image_idx\` ON \`articles\` (\`second_image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__articles_v\` (
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
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_second_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__articles_v\`("id", "parent_id", "version_title", "version_slug", "version_kind", "version_cover_id", "version_second_image_id", "version_writer", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_kind", "version_cover_id", "version_second_image_id", "version_writer", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__articles_v\` RENAME TO \`_articles_v\`;`)
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
  await db.run(sql`CREATE INDEX \`_articles_v_autosave_idx\` ON \`_articles_v\` (\`autosave\`);`)
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
  await db.run(sql`INSERT INTO \`__new_upcoming_events\`("id", "name", "slug", "date", "location", "image_id", "description", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "date", "location", "image_id", "description", "updated_at", "created_at", "_status" FROM \`upcoming_events\`;`)
  await db.run(sql`DROP TABLE \`upcoming_events\`;`)
  await db.run(sql`ALTER TABLE \`__new_upcoming_events\` RENAME TO \`upcoming_events\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`upcoming_events_slug_idx\` ON \`upcoming_events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`upcoming_events_image_idx\` ON \`upcoming_events\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`upcoming_events_updated_at_idx\` ON \`upcoming_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`upcoming_events_created_at_idx\` ON \`upcoming_events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`upcoming_events__status_idx\` ON \`upcoming_events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__upcoming_events_v\` (
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
  await db.run(sql`INSERT INTO \`__new__upcoming_events_v\`("id", "parent_id", "version_name", "version_slug", "version_date", "version_location", "version_image_id", "version_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_name", "version_slug", "version_date", "version_location", "version_image_id", "version_description", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_upcoming_events_v\`;`)
  await db.run(sql`DROP TABLE \`_upcoming_events_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__upcoming_events_v\` RENAME TO \`_upcoming_events_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_programmes\` (
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
  await db.run(sql`INSERT INTO \`__new_programmes\`("id", "name", "slug", "kind", "level", "certificate_level", "department_id", "levels_associate_science", "levels_associate_arts", "levels_bachelor_science", "levels_bachelor_arts", "levels_doctorate", "extension_day", "extension_evening", "extension_eastern", "extension_western", "extension_online", "accredited", "duration", "tuition_local", "tuition_international", "overview", "description", "matriculation_requirements", "provisional_requirements", "graduate_benefit", "thumbnail_id", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "kind", "level", "certificate_level", "department_id", "levels_associate_science", "levels_associate_arts", "levels_bachelor_science", "levels_bachelor_arts", "levels_doctorate", "extension_day", "extension_evening", "extension_eastern", "extension_western", "extension_online", "accredited", "duration", "tuition_local", "tuition_international", "overview", "description", "matriculation_requirements", "provisional_requirements", "graduate_benefit", "thumbnail_id", "updated_at", "created_at", "_status" FROM \`programmes\`;`)
  await db.run(sql`DROP TABLE \`programmes\`;`)
  await db.run(sql`ALTER TABLE \`__new_programmes\` RENAME TO \`programmes\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`programmes_slug_idx\` ON \`programmes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`programmes_kind_idx\` ON \`programmes\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`programmes_department_idx\` ON \`programmes\` (\`department_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_thumbnail_idx\` ON \`programmes\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`programmes_updated_at_idx\` ON \`programmes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes_created_at_idx\` ON \`programmes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`programmes__status_idx\` ON \`programmes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__programmes_v\` (
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
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`programmes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_department_id\`) REFERENCES \`departments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__programmes_v\`("id", "parent_id", "version_name", "version_slug", "version_kind", "version_level", "version_certificate_level", "version_department_id", "version_levels_associate_science", "version_levels_associate_arts", "version_levels_bachelor_science", "version_levels_bachelor_arts", "version_levels_doctorate", "version_extension_day", "version_extension_evening", "version_extension_eastern", "version_extension_western", "version_extension_online", "version_accredited", "version_duration", "version_tuition_local", "version_tuition_international", "version_overview", "version_description", "version_matriculation_requirements", "version_provisional_requirements", "version_graduate_benefit", "version_thumbnail_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_name", "version_slug", "version_kind", "version_level", "version_certificate_level", "version_department_id", "version_levels_associate_science", "version_levels_associate_arts", "version_levels_bachelor_science", "version_levels_bachelor_arts", "version_levels_doctorate", "version_extension_day", "version_extension_evening", "version_extension_eastern", "version_extension_western", "version_extension_online", "version_accredited", "version_duration", "version_tuition_local", "version_tuition_international", "version_overview", "version_description", "version_matriculation_requirements", "version_provisional_requirements", "version_graduate_benefit", "version_thumbnail_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_programmes_v\`;`)
  await db.run(sql`DROP TABLE \`_programmes_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__programmes_v\` RENAME TO \`_programmes_v\`;`)
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
  await db.run(sql`CREATE INDEX \`_programmes_v_autosave_idx\` ON \`_programmes_v\` (\`autosave\`);`)
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
  await db.run(sql`INSERT INTO \`__new_colleges\`("id", "name", "code", "route", "order", "summary", "image_id", "dean_name", "dean_photo_id", "dean_message", "success_story_name", "success_story_quote", "success_story_photo_id", "updated_at", "created_at", "_status") SELECT "id", "name", "code", "route", "order", "summary", "image_id", "dean_name", "dean_photo_id", "dean_message", "success_story_name", "success_story_quote", "success_story_photo_id", "updated_at", "created_at", "_status" FROM \`colleges\`;`)
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
  await db.run(sql`CREATE TABLE \`__new__colleges_v\` (
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
  await db.run(sql`INSERT INTO \`__new__colleges_v\`("id", "parent_id", "version_name", "version_code", "version_route", "version_order", "version_summary", "version_image_id", "version_dean_name", "version_dean_photo_id", "version_dean_message", "version_success_story_name", "version_success_story_quote", "version_success_story_photo_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_name", "version_code", "version_route", "version_order", "version_summary", "version_image_id", "version_dean_name", "version_dean_photo_id", "version_dean_message", "version_success_story_name", "version_success_story_quote", "version_success_story_photo_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_colleges_v\`;`)
  await db.run(sql`DROP TABLE \`_colleges_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__colleges_v\` RENAME TO \`_colleges_v\`;`)
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
  await db.run(sql`INSERT INTO \`__new_jobs\`("id", "title", "department", "closing_date", "description", "advert_url", "description_url", "views", "updated_at", "created_at", "_status") SELECT "id", "title", "department", "closing_date", "description", "advert_url", "description_url", "views", "updated_at", "created_at", "_status" FROM \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`ALTER TABLE \`__new_jobs\` RENAME TO \`jobs\`;`)
  await db.run(sql`CREATE INDEX \`jobs_closing_date_idx\` ON \`jobs\` (\`closing_date\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__jobs_v\` (
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
  await db.run(sql`INSERT INTO \`__new__jobs_v\`("id", "parent_id", "version_title", "version_department", "version_closing_date", "version_description", "version_advert_url", "version_description_url", "version_views", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_department", "version_closing_date", "version_description", "version_advert_url", "version_description_url", "version_views", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_jobs_v\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__jobs_v\` RENAME TO \`_jobs_v\`;`)
  await db.run(sql`CREATE INDEX \`_jobs_v_parent_idx\` ON \`_jobs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_closing_date_idx\` ON \`_jobs_v\` (\`version_closing_date\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_at_idx\` ON \`_jobs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_created_at_idx\` ON \`_jobs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version__status_idx\` ON \`_jobs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_created_at_idx\` ON \`_jobs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_updated_at_idx\` ON \`_jobs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_latest_idx\` ON \`_jobs_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_autosave_idx\` ON \`_jobs_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  	\`promoted_results_id\` integer,
  	\`search_queries_id\` integer,
  	\`information_requests_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	\`verification_uses_id\` integer,
  	\`audit_log_id\` integer,
  	\`alerts_id\` integer,
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
  	FOREIGN KEY (\`promoted_results_id\`) REFERENCES \`promoted_results\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_queries_id\`) REFERENCES \`search_queries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`information_requests_id\`) REFERENCES \`information_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`verification_uses_id\`) REFERENCES \`verification_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alerts_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "banners_id", "stories_id", "articles_id", "upcoming_events_id", "sports_houses_id", "donation_campaigns_id", "programmes_id", "colleges_id", "departments_id", "minors_id", "jobs_id", "calendar_events_id", "calendar_downloads_id", "directory_entries_id", "office_hours_id", "keyword_groups_id", "promoted_results_id", "search_queries_id", "information_requests_id", "media_id", "documents_id", "redirects_id", "users_id", "verification_uses_id", "audit_log_id", "alerts_id") SELECT "id", "order", "parent_id", "path", "banners_id", "stories_id", "articles_id", "upcoming_events_id", "sports_houses_id", "donation_campaigns_id", "programmes_id", "colleges_id", "departments_id", "minors_id", "jobs_id", "calendar_events_id", "calendar_downloads_id", "directory_entries_id", "office_hours_id", "keyword_groups_id", "promoted_results_id", "search_queries_id", "information_requests_id", "media_id", "documents_id", "redirects_id", "users_id", "verification_uses_id", "audit_log_id", "alerts_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promoted_results_id_idx\` ON \`payload_locked_documents_rels\` (\`promoted_results_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_queries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_queries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_information_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`information_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_uses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`alerts_id\`);`)
  await db.run(sql`DROP INDEX \`media_sizes_card_sizes_card_filename_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_url\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_width\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_height\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_mime_type\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_filesize\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`sizes_card_filename\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
