ALTER TABLE "responses" DROP CONSTRAINT "responses_value_check";--> statement-breakpoint
ALTER TABLE "responses" ALTER COLUMN "value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "not_applicable_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "rater_relationships" text[];--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_value_check" CHECK ("responses"."value" is null or "responses"."value" between 1 and 5);