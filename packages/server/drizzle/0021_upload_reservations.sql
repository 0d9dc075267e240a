CREATE TABLE "upload_reservation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"bytes" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "upload_reservation_account_idx" ON "upload_reservation" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "stored_file_uploader_idx" ON "stored_file" USING btree ("uploaded_by","created_on");