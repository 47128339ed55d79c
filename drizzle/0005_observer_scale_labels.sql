ALTER TABLE "questions" ADD COLUMN "observer_left_label" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "observer_right_label" text;