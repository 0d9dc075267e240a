ALTER TABLE "lab_report" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "lab_report" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "lab_report" ADD COLUMN "delete_reason" text;