import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`jobs_employment_type\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_employment_type_order_idx\` ON \`jobs_employment_type\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`jobs_employment_type_parent_idx\` ON \`jobs_employment_type\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`jobs\` ADD \`description\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`jobs_employment_type\`;`)
  await db.run(sql`ALTER TABLE \`jobs\` DROP COLUMN \`description\`;`)
}
