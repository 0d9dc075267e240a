CREATE TABLE "quality_month" (
	"clinic_id" integer NOT NULL,
	"month" date NOT NULL,
	"indicator" text NOT NULL,
	"counted" integer NOT NULL,
	"eligible" integer NOT NULL,
	CONSTRAINT "quality_month_month_clinic_id_indicator_pk" PRIMARY KEY("month","clinic_id","indicator")
);
--> statement-breakpoint
CREATE TABLE "quality_refresh" (
	"month" date PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"thresholds" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quality_month" ADD CONSTRAINT "quality_month_clinic_id_clinic_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinic"("id") ON DELETE no action ON UPDATE no action;