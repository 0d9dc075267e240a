CREATE TABLE "certification" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"expiry" date NOT NULL,
	"clinic_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "drug" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"purpose" text,
	"manufacturer" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "machine_status" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"prev_machine_status_id" integer,
	"name" text NOT NULL,
	"expiry_date" date NOT NULL,
	"next_audit" date,
	"status" text NOT NULL,
	"remarks" text,
	"approved_by" text,
	"approved_timestamp" timestamp with time zone,
	"mandatary" integer,
	"file_key" text,
	"file_bucket" text,
	"file_region" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_on" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "password_reset_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_on" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"key" text PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"region" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text,
	"uploaded_by" uuid,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "symptom" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"class" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "clinic" ADD COLUMN "qb_client_secret" text;--> statement-breakpoint
ALTER TABLE "clinic" ADD COLUMN "qb_realm_id" text;--> statement-breakpoint
ALTER TABLE "certification" ADD CONSTRAINT "certification_account_id_staff_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification" ADD CONSTRAINT "certification_clinic_id_clinic_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_status" ADD CONSTRAINT "machine_status_machine_id_machine_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machine"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_code" ADD CONSTRAINT "password_reset_code_account_id_login_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."login_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certification_account_idx" ON "certification" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "certification_status_idx" ON "certification" USING btree ("status","expiry");--> statement-breakpoint
CREATE INDEX "drug_name_trgm_idx" ON "drug" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "machine_status_machine_idx" ON "machine_status" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "machine_status_status_idx" ON "machine_status" USING btree ("status","expiry_date");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_on");--> statement-breakpoint
CREATE INDEX "password_reset_code_account_idx" ON "password_reset_code" USING btree ("account_id","created_on");--> statement-breakpoint
CREATE INDEX "symptom_name_idx" ON "symptom" USING btree ("name");