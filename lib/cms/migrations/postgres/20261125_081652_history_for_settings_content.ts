import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__redirects_v_version_type" AS ENUM('permanent', 'temporary');
  CREATE TYPE "public"."enum__alerts_v_version_level" AS ENUM('emergency', 'warning', 'information');
  CREATE TABLE "_promoted_results_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_promoted_results_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_promoted_results_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_page_seo_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_path" varchar NOT NULL,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_redirects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_from" varchar NOT NULL,
  	"version_to" varchar NOT NULL,
  	"version_type" "enum__redirects_v_version_type" DEFAULT 'permanent' NOT NULL,
  	"version_from_key" varchar,
  	"version_reason" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_alerts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_level" "enum__alerts_v_version_level" DEFAULT 'information' NOT NULL,
  	"version_headline" varchar NOT NULL,
  	"version_text" varchar NOT NULL,
  	"version_link_url" varchar,
  	"version_link_label" varchar,
  	"version_starts_at" timestamp(3) with time zone NOT NULL,
  	"version_ends_at" timestamp(3) with time zone NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "upcoming_events" DROP CONSTRAINT "upcoming_events_meta_image_id_media_id_fk";
  
  ALTER TABLE "_upcoming_events_v" DROP CONSTRAINT "_upcoming_events_v_version_meta_image_id_media_id_fk";
  
  DROP INDEX "upcoming_events_meta_meta_image_idx";
  DROP INDEX "_upcoming_events_v_version_meta_version_meta_image_idx";
  ALTER TABLE "_promoted_results_v_version_links" ADD CONSTRAINT "_promoted_results_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_promoted_results_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promoted_results_v" ADD CONSTRAINT "_promoted_results_v_parent_id_promoted_results_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promoted_results"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promoted_results_v_texts" ADD CONSTRAINT "_promoted_results_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promoted_results_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_seo_v" ADD CONSTRAINT "_page_seo_v_parent_id_page_seo_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."page_seo"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_seo_v" ADD CONSTRAINT "_page_seo_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_redirects_v" ADD CONSTRAINT "_redirects_v_parent_id_redirects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_alerts_v" ADD CONSTRAINT "_alerts_v_parent_id_alerts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_promoted_results_v_version_links_order_idx" ON "_promoted_results_v_version_links" USING btree ("_order");
  CREATE INDEX "_promoted_results_v_version_links_parent_id_idx" ON "_promoted_results_v_version_links" USING btree ("_parent_id");
  CREATE INDEX "_promoted_results_v_parent_idx" ON "_promoted_results_v" USING btree ("parent_id");
  CREATE INDEX "_promoted_results_v_version_version_updated_at_idx" ON "_promoted_results_v" USING btree ("version_updated_at");
  CREATE INDEX "_promoted_results_v_version_version_created_at_idx" ON "_promoted_results_v" USING btree ("version_created_at");
  CREATE INDEX "_promoted_results_v_created_at_idx" ON "_promoted_results_v" USING btree ("created_at");
  CREATE INDEX "_promoted_results_v_updated_at_idx" ON "_promoted_results_v" USING btree ("updated_at");
  CREATE INDEX "_promoted_results_v_texts_order_parent" ON "_promoted_results_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_page_seo_v_parent_idx" ON "_page_seo_v" USING btree ("parent_id");
  CREATE INDEX "_page_seo_v_version_version_path_idx" ON "_page_seo_v" USING btree ("version_path");
  CREATE INDEX "_page_seo_v_version_meta_version_meta_image_idx" ON "_page_seo_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_page_seo_v_version_version_updated_at_idx" ON "_page_seo_v" USING btree ("version_updated_at");
  CREATE INDEX "_page_seo_v_version_version_created_at_idx" ON "_page_seo_v" USING btree ("version_created_at");
  CREATE INDEX "_page_seo_v_created_at_idx" ON "_page_seo_v" USING btree ("created_at");
  CREATE INDEX "_page_seo_v_updated_at_idx" ON "_page_seo_v" USING btree ("updated_at");
  CREATE INDEX "_redirects_v_parent_idx" ON "_redirects_v" USING btree ("parent_id");
  CREATE INDEX "_redirects_v_version_version_from_key_idx" ON "_redirects_v" USING btree ("version_from_key");
  CREATE INDEX "_redirects_v_version_version_updated_at_idx" ON "_redirects_v" USING btree ("version_updated_at");
  CREATE INDEX "_redirects_v_version_version_created_at_idx" ON "_redirects_v" USING btree ("version_created_at");
  CREATE INDEX "_redirects_v_created_at_idx" ON "_redirects_v" USING btree ("created_at");
  CREATE INDEX "_redirects_v_updated_at_idx" ON "_redirects_v" USING btree ("updated_at");
  CREATE INDEX "_alerts_v_parent_idx" ON "_alerts_v" USING btree ("parent_id");
  CREATE INDEX "_alerts_v_version_version_updated_at_idx" ON "_alerts_v" USING btree ("version_updated_at");
  CREATE INDEX "_alerts_v_version_version_created_at_idx" ON "_alerts_v" USING btree ("version_created_at");
  CREATE INDEX "_alerts_v_created_at_idx" ON "_alerts_v" USING btree ("created_at");
  CREATE INDEX "_alerts_v_updated_at_idx" ON "_alerts_v" USING btree ("updated_at");
  ALTER TABLE "upcoming_events" DROP COLUMN "meta_title";
  ALTER TABLE "upcoming_events" DROP COLUMN "meta_description";
  ALTER TABLE "upcoming_events" DROP COLUMN "meta_image_id";
  ALTER TABLE "_upcoming_events_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_upcoming_events_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_upcoming_events_v" DROP COLUMN "version_meta_image_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_promoted_results_v_version_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promoted_results_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promoted_results_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_seo_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_redirects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_alerts_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_promoted_results_v_version_links" CASCADE;
  DROP TABLE "_promoted_results_v" CASCADE;
  DROP TABLE "_promoted_results_v_texts" CASCADE;
  DROP TABLE "_page_seo_v" CASCADE;
  DROP TABLE "_redirects_v" CASCADE;
  DROP TABLE "_alerts_v" CASCADE;
  ALTER TABLE "upcoming_events" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "upcoming_events" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "upcoming_events" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_upcoming_events_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_upcoming_events_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_upcoming_events_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "upcoming_events" ADD CONSTRAINT "upcoming_events_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_upcoming_events_v" ADD CONSTRAINT "_upcoming_events_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "upcoming_events_meta_meta_image_idx" ON "upcoming_events" USING btree ("meta_image_id");
  CREATE INDEX "_upcoming_events_v_version_meta_version_meta_image_idx" ON "_upcoming_events_v" USING btree ("version_meta_image_id");
  DROP TYPE "public"."enum__redirects_v_version_type";
  DROP TYPE "public"."enum__alerts_v_version_level";`)
}
