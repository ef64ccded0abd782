ALTER TABLE "tenants" ADD COLUMN "temporarily_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "reopens_on" date;