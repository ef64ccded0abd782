CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."menu_category" AS ENUM('appetizer', 'main_course', 'dessert', 'beverage', 'soup', 'salad', 'side_dish', 'other');--> statement-breakpoint
CREATE TYPE "public"."menu_status" AS ENUM('pending_approval', 'active', 'inactive', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."tenant_status" AS ENUM('pending_approval', 'active', 'suspended', 'inactive', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."tenant_type" AS ENUM('restaurant', 'cafe', 'food_truck', 'catering', 'bakery', 'other');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"action" varchar(50) NOT NULL,
	"entity" varchar(50) NOT NULL,
	"entity_id" varchar(64),
	"changes" jsonb,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(100) NOT NULL,
	"url" varchar(500) NOT NULL,
	"mime_type" varchar(50) NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"original_name" varchar(255),
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500),
	"price" numeric(12, 2) NOT NULL,
	"category" "menu_category" DEFAULT 'main_course' NOT NULL,
	"spice_level" smallint DEFAULT 1 NOT NULL,
	"preparation_time" integer,
	"ingredients" varchar(1000),
	"allergens" varchar(200),
	"calories" integer,
	"image" varchar(500),
	"is_available" boolean DEFAULT true NOT NULL,
	"status" "menu_status" DEFAULT 'pending_approval' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_price_positive" CHECK ("menus"."price" >= 0),
	CONSTRAINT "menus_spice_level_range" CHECK ("menus"."spice_level" between 1 and 5),
	CONSTRAINT "menus_preparation_time_range" CHECK ("menus"."preparation_time" is null or "menus"."preparation_time" between 0 and 300),
	CONSTRAINT "menus_calories_positive" CHECK ("menus"."calories" is null or "menus"."calories" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(50) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_sort_order_range" CHECK ("roles"."sort_order" between 0 and 999),
	CONSTRAINT "roles_code_format" CHECK ("roles"."code" ~ '^[A-Z_]+$')
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" varchar(100) DEFAULT 'Kuliner Tasikmalaya' NOT NULL,
	"tagline" varchar(200),
	"city" varchar(100) DEFAULT 'Tasikmalaya' NOT NULL,
	"contact_phone" varchar(30),
	"contact_email" varchar(254),
	"address" varchar(300),
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_singleton" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"name" varchar(150) NOT NULL,
	"slug" varchar(150) NOT NULL,
	"description" text,
	"type" "tenant_type" DEFAULT 'restaurant' NOT NULL,
	"address" varchar(300) NOT NULL,
	"district" varchar(100),
	"city" varchar(100) DEFAULT 'Tasikmalaya' NOT NULL,
	"province" varchar(100) NOT NULL,
	"postal_code" varchar(10) NOT NULL,
	"country" varchar(100) DEFAULT 'Indonesia' NOT NULL,
	"phone" varchar(30),
	"email" varchar(254),
	"website" varchar(500),
	"instagram" varchar(200),
	"tiktok" varchar(200),
	"facebook" varchar(500),
	"whatsapp" varchar(30),
	"logo" varchar(500),
	"banner" varchar(500),
	"image" varchar(500),
	"rating" numeric(3, 2),
	"total_orders" integer DEFAULT 0 NOT NULL,
	"operating_hours" jsonb,
	"is_halal" boolean,
	"status" "tenant_status" DEFAULT 'pending_approval' NOT NULL,
	"rejection_reason" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_postal_code_format" CHECK ("tenants"."postal_code" ~ '^[0-9]{5,10}$'),
	CONSTRAINT "tenants_slug_format" CHECK ("tenants"."slug" ~ '^[a-z0-9-]+$'),
	CONSTRAINT "tenants_rating_range" CHECK ("tenants"."rating" is null or "tenants"."rating" between 0 and 5),
	CONSTRAINT "tenants_total_orders_positive" CHECK ("tenants"."total_orders" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"phone" varchar(20),
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"role_id" integer NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_created_at_idx" ON "activity_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_entity_idx" ON "activity_logs" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "activity_logs_user_idx" ON "activity_logs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_key_unique" ON "files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "login_attempts_email_ip_idx" ON "login_attempts" USING btree ("email","ip","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "menus_tenant_id_idx" ON "menus" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "menus_status_category_idx" ON "menus" USING btree ("status","category");--> statement-breakpoint
CREATE INDEX "menus_status_created_at_idx" ON "menus" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "menus_price_idx" ON "menus" USING btree ("price");--> statement-breakpoint
CREATE INDEX "menus_spice_level_idx" ON "menus" USING btree ("spice_level");--> statement-breakpoint
CREATE INDEX "menus_search_trgm_idx" ON "menus" USING gin (("name" || ' ' || coalesce("description", '') || ' ' || coalesce("ingredients", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_unique" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_code_unique" ON "roles" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_slug_unique" ON "tenants" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_owner_unique" ON "tenants" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "tenants_status_rating_idx" ON "tenants" USING btree ("status","rating");--> statement-breakpoint
CREATE INDEX "tenants_status_created_at_idx" ON "tenants" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "tenants_status_name_idx" ON "tenants" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "tenants_type_idx" ON "tenants" USING btree ("type");--> statement-breakpoint
CREATE INDEX "tenants_name_trgm_idx" ON "tenants" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);