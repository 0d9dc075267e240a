CREATE TABLE "dialysis_invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"dialysis_id" integer NOT NULL,
	"clinic_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"appointment_id" integer,
	"request_id" text NOT NULL,
	"status" text NOT NULL,
	"invoice_id" text,
	"invoice_url" text,
	"created_by" uuid NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qb_access" (
	"id" integer PRIMARY KEY NOT NULL,
	"realm_id" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"expires_in" integer NOT NULL,
	"refresh_expires_in" integer,
	"date" timestamp with time zone NOT NULL,
	"connected_by" uuid,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qb_customer" (
	"clinic_id" integer NOT NULL,
	"patient_id" integer NOT NULL,
	"realm_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qb_oauth_state" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"clinic_id" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"redirect_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dialysis_invoice" ADD CONSTRAINT "dialysis_invoice_dialysis_id_dialysis_id_fk" FOREIGN KEY ("dialysis_id") REFERENCES "public"."dialysis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialysis_invoice" ADD CONSTRAINT "dialysis_invoice_clinic_id_clinic_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialysis_invoice" ADD CONSTRAINT "dialysis_invoice_patient_id_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patient"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dialysis_invoice" ADD CONSTRAINT "dialysis_invoice_appointment_id_appointment_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_access" ADD CONSTRAINT "qb_access_id_clinic_id_fk" FOREIGN KEY ("id") REFERENCES "public"."clinic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_customer" ADD CONSTRAINT "qb_customer_clinic_id_clinic_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_customer" ADD CONSTRAINT "qb_customer_patient_id_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patient"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qb_oauth_state" ADD CONSTRAINT "qb_oauth_state_clinic_id_clinic_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinic"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dialysis_invoice_dialysis_key" ON "dialysis_invoice" USING btree ("dialysis_id");--> statement-breakpoint
CREATE INDEX "dialysis_invoice_patient_idx" ON "dialysis_invoice" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qb_customer_clinic_patient_key" ON "qb_customer" USING btree ("clinic_id","patient_id");--> statement-breakpoint
CREATE INDEX "qb_oauth_state_expires_idx" ON "qb_oauth_state" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "dialysis_clinic_ended_idx" ON "dialysis" USING btree ("clinic_id","end_time") WHERE deleted = 0 and end_time is not null;