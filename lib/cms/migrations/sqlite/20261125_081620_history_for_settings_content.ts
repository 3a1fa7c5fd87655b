import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_promoted_results_v_version_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_promoted_results_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_promoted_results_v_version_links_order_idx\` ON \`_promoted_results_v_version_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_promoted_results_v_version_links_parent_id_idx\` ON \`_promoted_results_v_version_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_promoted_results_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promoted_results\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_promoted_results_v_parent_idx\` ON \`_promoted_results_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_promoted_results_v_version_version_updated_at_idx\` ON \`_promoted_results_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_promoted_results_v_version_version_created_at_idx\` ON \`_promoted_results_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promoted_results_v_created_at_idx\` ON \`_promoted_results_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promoted_results_v_updated_at_idx\` ON \`_promoted_results_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_promoted_results_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_promoted_results_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_promoted_results_v_texts_order_parent\` ON \`_promoted_results_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_seo_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_path\` text NOT NULL,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`page_seo\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_seo_v_parent_idx\` ON \`_page_seo_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_seo_v_version_version_path_idx\` ON \`_page_seo_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_page_seo_v_version_meta_version_meta_image_idx\` ON \`_page_seo_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_seo_v_version_version_updated_at_idx\` ON \`_page_seo_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_seo_v_version_version_created_at_idx\` ON \`_page_seo_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_seo_v_created_at_idx\` ON \`_page_seo_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_seo_v_updated_at_idx\` ON \`_page_seo_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_redirects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_from\` text NOT NULL,
  	\`version_to\` text NOT NULL,
  	\`version_type\` text DEFAULT 'permanent' NOT NULL,
  	\`version_from_key\` text,
  	\`version_reason\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_redirects_v_parent_idx\` ON \`_redirects_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_from_key_idx\` ON \`_redirects_v\` (\`version_from_key\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_updated_at_idx\` ON \`_redirects_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_created_at_idx\` ON \`_redirects_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_created_at_idx\` ON \`_redirects_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_updated_at_idx\` ON \`_redirects_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_alerts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_level\` text DEFAULT 'information' NOT NULL,
  	\`version_headline\` text NOT NULL,
  	\`version_text\` text NOT NULL,
  	\`version_link_url\` text,
  	\`version_link_label\` text,
  	\`version_starts_at\` text NOT NULL,
  	\`version_ends_at\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_alerts_v_parent_idx\` ON \`_alerts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_version_version_updated_at_idx\` ON \`_alerts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_version_version_created_at_idx\` ON \`_alerts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_created_at_idx\` ON \`_alerts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_alerts_v_updated_at_idx\` ON \`_alerts_v\` (\`updated_at\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_promoted_results_v_version_links\`;`)
  await db.run(sql`DROP TABLE \`_promoted_results_v\`;`)
  await db.run(sql`DROP TABLE \`_promoted_results_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_page_seo_v\`;`)
  await db.run(sql`DROP TABLE \`_redirects_v\`;`)
  await db.run(sql`DROP TABLE \`_alerts_v\`;`)
  await db.run(sql`ALTER TABLE \`upcoming_events\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`upcoming_events\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`upcoming_events\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`upcoming_events_meta_meta_image_idx\` ON \`upcoming_events\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_upcoming_events_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_upcoming_events_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_upcoming_events_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_upcoming_events_v_version_meta_version_meta_image_idx\` ON \`_upcoming_events_v\` (\`version_meta_image_id\`);`)
}
