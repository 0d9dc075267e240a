CREATE TABLE "dialysis_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text,
	"staff_account_id" uuid,
	"patient_id" integer NOT NULL,
	"access_id" text,
	"msa" double precision,
	"d_order" date NOT NULL,
	"freq_mth" integer,
	"duration" integer,
	"hep_load" double precision,
	"hep_cont" double precision,
	"antio" text,
	"dialysate" double precision,
	"access_prim" text,
	"a_needle" text,
	"v_needle" text,
	"bicarbonate" double precision,
	"temp" double precision,
	"qd" integer,
	"qb" integer,
	"dry_weight" integer,
	"notes" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"deleted_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dialysis_order" ADD CONSTRAINT "dialysis_order_patient_id_patient_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patient"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dialysis_order_patient_idx" ON "dialysis_order" USING btree ("patient_id","d_order");