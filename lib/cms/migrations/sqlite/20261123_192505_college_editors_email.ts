import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stories_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`colleges_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`colleges_id\`) REFERENCES \`colleges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stories_rels_order_idx\` ON \`stories_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`stories_rels_parent_idx\` ON \`stories_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`stories_rels_path_idx\` ON \`stories_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`stories_rels_colleges_id_idx\` ON \`stories_rels\` (\`colleges_id\`);`)
  await db.run(sql`CREATE TABLE \`_stories_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`colleges_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`colleges_id\`) REFERENCES \`colleges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stories_v_rels_order_idx\` ON \`_stories_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_rels_parent_idx\` ON \`_stories_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_rels_path_idx\` ON \`_stories_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_stories_v_rels_colleges_id_idx\` ON \`_stories_v_rels\` (\`colleges_id\`);`)
  await db.run(sql`ALTER TABLE \`information_requests\` ADD \`noticed_at\` text;`)
  await db.run(sql`CREATE INDEX \`information_requests_noticed_at_idx\` ON \`information_requests\` (\`noticed_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`college_id\` integer REFERENCES colleges(id);`)
  await db.run(sql`CREATE INDEX \`users_college_idx\` ON \`users\` (\`college_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`admissions_notices_frequency\` text DEFAULT 'each' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`admissions_notices_recipient\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stories_rels\`;`)
  await db.run(sql`DROP TABLE \`_stories_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
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
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "name", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`DROP INDEX \`information_requests_noticed_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`information_requests\` DROP COLUMN \`noticed_at\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`admissions_notices_frequency\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`admissions_notices_recipient\`;`)
}
