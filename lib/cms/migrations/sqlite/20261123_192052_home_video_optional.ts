import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
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
  	\`home_video_title\` text,
  	\`home_video_youtube_id\` text,
  	\`request_retention_months\` numeric DEFAULT 24 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "university_name", "short_name", "tagline", "address", "fax", "emails_general", "emails_admissions", "emails_data_protection", "emails_mentorship", "links_application", "links_learning_platform", "links_webmail", "links_job_board", "links_library", "links_transcripts", "links_letters", "links_media", "links_student_newspaper", "links_foundation", "links_homecoming", "links_entrepreneurship", "links_distance_education", "links_giving_form", "links_photo_gallery", "links_virtual_tour", "links_mentorship_form", "home_video_title", "home_video_youtube_id", "request_retention_months", "updated_at", "created_at") SELECT "id", "university_name", "short_name", "tagline", "address", "fax", "emails_general", "emails_admissions", "emails_data_protection", "emails_mentorship", "links_application", "links_learning_platform", "links_webmail", "links_job_board", "links_library", "links_transcripts", "links_letters", "links_media", "links_student_newspaper", "links_foundation", "links_homecoming", "links_entrepreneurship", "links_distance_education", "links_giving_form", "links_photo_gallery", "links_virtual_tour", "links_mentorship_form", "home_video_title", "home_video_youtube_id", "request_retention_months", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
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
  	\`request_retention_months\` numeric DEFAULT 24 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "university_name", "short_name", "tagline", "address", "fax", "emails_general", "emails_admissions", "emails_data_protection", "emails_mentorship", "links_application", "links_learning_platform", "links_webmail", "links_job_board", "links_library", "links_transcripts", "links_letters", "links_media", "links_student_newspaper", "links_foundation", "links_homecoming", "links_entrepreneurship", "links_distance_education", "links_giving_form", "links_photo_gallery", "links_virtual_tour", "links_mentorship_form", "home_video_title", "home_video_youtube_id", "request_retention_months", "updated_at", "created_at") SELECT "id", "university_name", "short_name", "tagline", "address", "fax", "emails_general", "emails_admissions", "emails_data_protection", "emails_mentorship", "links_application", "links_learning_platform", "links_webmail", "links_job_board", "links_library", "links_transcripts", "links_letters", "links_media", "links_student_newspaper", "links_foundation", "links_homecoming", "links_entrepreneurship", "links_distance_education", "links_giving_form", "links_photo_gallery", "links_virtual_tour", "links_mentorship_form", "home_video_title", "home_video_youtube_id", "request_retention_months", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
