-- District becomes a kecamatan key of Kota Tasikmalaya: free text that names one (any case, spaces, a "Kecamatan"/"Kec." prefix) is kept as its key, anything else is cleared.
UPDATE "tenants" SET "district" = CASE
  WHEN regexp_replace(lower(trim("district")), '^(kecamatan|kec\.?)\s*', '') IN ('bungursari', 'cibeureum', 'cihideung', 'cipedes', 'indihiang', 'kawalu', 'mangkubumi', 'purbaratu', 'tamansari', 'tawang')
  THEN regexp_replace(lower(trim("district")), '^(kecamatan|kec\.?)\s*', '')
  ELSE NULL END
WHERE "district" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "dietary_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "gofood_url" varchar(500);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "grabfood_url" varchar(500);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "shopeefood_url" varchar(500);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "today_spot" varchar(150);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "today_spot_on" date;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "min_order" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "lead_time_days" smallint;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "max_portions" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "cuisine" varchar(100);--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "is_featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "menus_dietary_tags_idx" ON "menus" USING gin ("dietary_tags");--> statement-breakpoint
CREATE INDEX "tenants_status_district_idx" ON "tenants" USING btree ("status","district");--> statement-breakpoint
CREATE INDEX "tenants_status_featured_rating_idx" ON "tenants" USING btree ("status","is_featured","rating");--> statement-breakpoint
CREATE INDEX "tenants_location_gist_idx" ON "tenants" USING gist (point("longitude", "latitude")) WHERE "tenants"."status" = 'active' and "tenants"."latitude" is not null;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_dietary_tags_known" CHECK ("menus"."dietary_tags" <@ array['vegetarian', 'vegan', 'contains_pork', 'contains_alcohol']::text[]);--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_vegetarian_without_pork" CHECK (not ("menus"."dietary_tags" @> array['vegetarian', 'contains_pork']::text[]));--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_district_known" CHECK ("tenants"."district" = any(array['bungursari', 'cibeureum', 'cihideung', 'cipedes', 'indihiang', 'kawalu', 'mangkubumi', 'purbaratu', 'tamansari', 'tawang']::text[]));--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_coordinates_pair" CHECK (("tenants"."latitude" is null) = ("tenants"."longitude" is null));--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_coordinates_range" CHECK ("tenants"."latitude" between -11.5 and 6.5 and "tenants"."longitude" between 94.5 and 141.5);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_delivery_urls_https" CHECK ("tenants"."gofood_url" ~ '^https://' and "tenants"."grabfood_url" ~ '^https://' and "tenants"."shopeefood_url" ~ '^https://');--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_today_spot_food_truck" CHECK ("tenants"."today_spot" is null or ("tenants"."type" = 'food_truck' and "tenants"."today_spot_on" is not null));--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_min_order_range" CHECK ("tenants"."min_order" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_lead_time_range" CHECK ("tenants"."lead_time_days" between 0 and 90);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_max_portions_range" CHECK ("tenants"."max_portions" between 1 and 100000 and "tenants"."max_portions" >= coalesce("tenants"."min_order", 1));