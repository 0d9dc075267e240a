CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "appointment" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	"seat_id" integer,
	"date" date NOT NULL,
	"shift" text NOT NULL,
	"time" text,
	"quickbook_invoice_id" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" uuid,
	"role" text,
	"clinic_id" integer,
	"action" text NOT NULL,
	"entity" text,
	"entity_id" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "clinic" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uid" text NOT NULL,
	"phone_no" text,
	"email" text,
	"address" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"no_of_seat" integer DEFAULT 0 NOT NULL,
	"timezone" text DEFAULT 'Asia/Singapore' NOT NULL,
	"qb_client_id" text,
	"qb_item_id" text,
	"qb_tax_code_id" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dialysis" (
	"id" serial PRIMARY KEY NOT NULL,
	"patient_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	"appointment_id" integer,
	"session_month" integer,
	"arrive_time" timestamp with time zone,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"discharge_time" timestamp with time zone,
	"access_dialysis_ref" text,
	"started_by" text,
	"ended_by" text,
	"pre_weight" integer,
	"last_weight" integer,
	"post_weight" integer,
	"dry_weight" integer,
	"height" integer,
	"pre_temp" double precision,
	"pre_edema" integer,
	"pre_sbp" integer,
	"pre_dbp" integer,
	"pre_hrt" integer,
	"pre_renalin" text,
	"uf_target_start" integer,
	"post_temp" double precision,
	"post_edema" integer,
	"post_sbp" integer,
	"post_dbp" integer,
	"post_hrt" integer,
	"post_renalin" text,
	"ktv_online" double precision,
	"machine_id" integer,
	"dialyser" text,
	"msa" double precision,
	"membrane_use" integer,
	"dialysis_order_id" integer,
	"notes" text,
	"last_updated_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dialysis_interval" (
	"id" serial PRIMARY KEY NOT NULL,
	"dialysis_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"staff_account_id" text,
	"access_num" integer,
	"ap" integer,
	"vp" integer,
	"sbp" integer,
	"dbp" integer,
	"hr" integer,
	"cdt" double precision,
	"ktv" double precision,
	"cuf" integer,
	"qb" integer,
	"dflow" integer,
	"ufr" integer,
	"temp" double precision,
	"tmp" integer,
	"hep_rate" double precision,
	"note" text,
	"symptoms" jsonb,
	"last_updated_by" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"password_changed_on" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"stay_logged_in" boolean NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "machine" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"clinic_id" integer NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "patient" (
	"id" serial PRIMARY KEY NOT NULL,
	"namecode" text,
	"name" text NOT NULL,
	"id_type" text,
	"nric" text,
	"gender" text,
	"dob" date,
	"existing_clinic_id" integer,
	"status" text DEFAULT 'DIALYSIS' NOT NULL,
	"registered_date" date,
	"referring_source" text,
	"referrer" text,
	"photo_key" text,
	"photo_bucket" text,
	"photo_region" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seat" (
	"id" serial PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"machine_id" integer,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"name" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_failure" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_lock" (
	"key" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"designation" text,
	"contact_no" text,
	"email" text NOT NULL,
	"clinic_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"profile_picture_key" text,
	"profile_picture_bucket" text,
	"profile_picture_region" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_patient_id_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patient"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_clinic_id_clinic_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment" ADD CONSTRAINT "appointment_seat_id_seat_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialysis" ADD CONSTRAINT "dialysis_patient_id_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patient"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialysis" ADD CONSTRAINT "dialysis_clinic_id_clinic_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialysis" ADD CONSTRAINT "dialysis_appointment_id_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialysis" ADD CONSTRAINT "dialysis_machine_id_machine_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machine"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialysis_interval" ADD CONSTRAINT "dialysis_interval_dialysis_id_dialysis_id_fk" FOREIGN KEY ("dialysis_id") REFERENCES "public"."dialysis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialysis_interval" ADD CONSTRAINT "dialysis_interval_clinic_id_clinic_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_session" ADD CONSTRAINT "login_session_account_id_login_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."login_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine" ADD CONSTRAINT "machine_clinic_id_clinic_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient" ADD CONSTRAINT "patient_existing_clinic_id_clinic_id_fk" FOREIGN KEY ("existing_clinic_id") REFERENCES "public"."clinic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat" ADD CONSTRAINT "seat_clinic_id_clinic_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat" ADD CONSTRAINT "seat_machine_id_machine_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machine"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_account_id_login_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."login_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_clinic_date_idx" ON "appointment" USING btree ("clinic_id","date","shift");--> statement-breakpoint
CREATE INDEX "appointment_patient_idx" ON "appointment" USING btree ("patient_id","date");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clinic_uid_key" ON "clinic" USING btree ("uid") WHERE deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "dialysis_appointment_key" ON "dialysis" USING btree ("appointment_id") WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "dialysis_patient_start_idx" ON "dialysis" USING btree ("patient_id","start_time");--> statement-breakpoint
CREATE INDEX "dialysis_clinic_idx" ON "dialysis" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "dialysis_interval_dialysis_ts_idx" ON "dialysis_interval" USING btree ("dialysis_id","timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "login_account_email_key" ON "login_account" USING btree (lower("email")) WHERE deleted = 0;--> statement-breakpoint
CREATE INDEX "login_session_account_idx" ON "login_session" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "login_session_expires_idx" ON "login_session" USING btree ("expires_on");--> statement-breakpoint
CREATE INDEX "machine_clinic_idx" ON "machine" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "patient_clinic_idx" ON "patient" USING btree ("existing_clinic_id");--> statement-breakpoint
CREATE INDEX "patient_name_trgm_idx" ON "patient" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patient_nric_trgm_idx" ON "patient" USING gin ("nric" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "seat_clinic_idx" ON "seat" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "sign_in_failure_key_at_idx" ON "sign_in_failure" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "staff_name_idx" ON "staff" USING btree ("name");