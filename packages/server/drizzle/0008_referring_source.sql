CREATE TABLE "referring_source" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "referring_source_name_key" ON "referring_source" USING btree (lower("name"));--> statement-breakpoint
-- The seeded choices (spec 001 leaves the list's contents open): Singapore's public hospitals and the usual
-- other sources. Managers extend it by saving a patient with a new value.
INSERT INTO "referring_source" ("name") VALUES
  ('Singapore General Hospital'),
  ('Tan Tock Seng Hospital'),
  ('National University Hospital'),
  ('Changi General Hospital'),
  ('Khoo Teck Puat Hospital'),
  ('Ng Teng Fong General Hospital'),
  ('Sengkang General Hospital'),
  ('Alexandra Hospital'),
  ('Polyclinic'),
  ('General Practitioner'),
  ('Private Specialist'),
  ('Self-referral'),
  ('Transfer from another dialysis centre')
ON CONFLICT DO NOTHING;
