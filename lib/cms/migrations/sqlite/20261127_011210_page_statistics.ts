import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`page_statistics\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`metric\` text NOT NULL,
  	\`key\` text DEFAULT '' NOT NULL,
  	\`page\` text DEFAULT '' NOT NULL,
  	\`bucket\` numeric DEFAULT 0 NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`page_statistics_day_idx\` ON \`page_statistics\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`page_statistics_updated_at_idx\` ON \`page_statistics\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_statistics_created_at_idx\` ON \`page_statistics\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_metric_key_page_bucket_idx\` ON \`page_statistics\` (\`day\`,\`metric\`,\`key\`,\`page\`,\`bucket\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`page_statistics_id\` integer REFERENCES page_statistics(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_statistics_id_idx\` ON \`payload_locked_documents_rels\` (\`page_statistics_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`page_statistics\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`pages_id\` integer,
  	\`page_seo_id\` integer,
  	\`information_requests_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	\`verification_uses_id\` integer,
  	\`audit_log_id\` integer,
  	\`alerts_id\` integer,
  	\`wordpress_imports_id\` integer,
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
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_seo_id\`) REFERENCES \`page_seo\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`information_requests_id\`) REFERENCES \`information_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`verification_uses_id\`) REFERENCES \`verification_uses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`alerts_id\`) REFERENCES \`alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wordpress_imports_id\`) REFERENCES \`wordpress_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "banners_id", "stories_id", "articles_id", "upcoming_events_id", "sports_houses_id", "donation_campaigns_id", "programmes_id", "colleges_id", "departments_id", "minors_id", "jobs_id", "calendar_events_id", "calendar_downloads_id", "directory_entries_id", "office_hours_id", "keyword_groups_id", "promoted_results_id", "search_queries_id", "pages_id", "page_seo_id", "information_requests_id", "media_id", "documents_id", "redirects_id", "users_id", "verification_uses_id", "audit_log_id", "alerts_id", "wordpress_imports_id") SELECT "id", "order", "parent_id", "path", "banners_id", "stories_id", "articles_id", "upcoming_events_id", "sports_houses_id", "donation_campaigns_id", "programmes_id", "colleges_id", "departments_id", "minors_id", "jobs_id", "calendar_events_id", "calendar_downloads_id", "directory_entries_id", "office_hours_id", "keyword_groups_id", "promoted_results_id", "search_queries_id", "pages_id", "page_seo_id", "information_requests_id", "media_id", "documents_id", "redirects_id", "users_id", "verification_uses_id", "audit_log_id", "alerts_id", "wordpress_imports_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_seo_id_idx\` ON \`payload_locked_documents_rels\` (\`page_seo_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_information_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`information_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_verification_uses_id_idx\` ON \`payload_locked_documents_rels\` (\`verification_uses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wordpress_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`wordpress_imports_id\`);`)
}
