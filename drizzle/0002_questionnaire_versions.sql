-- Questionnaire versions: the current questionnaire becomes version 1 of its assessment, and every
-- session, answer and result is attached to it. Published versions are frozen by triggers below.
CREATE TABLE "questionnaire_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"status" text NOT NULL,
	"based_on_id" uuid,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" text,
	CONSTRAINT "questionnaire_versions_number_key" UNIQUE("assessment_id","number"),
	CONSTRAINT "questionnaire_versions_status_check" CHECK ("questionnaire_versions"."status" in ('draft', 'published', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_based_on_id_questionnaire_versions_id_fk" FOREIGN KEY ("based_on_id") REFERENCES "public"."questionnaire_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_versions_one_published" ON "questionnaire_versions" USING btree ("assessment_id") WHERE "questionnaire_versions"."status" = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_versions_one_draft" ON "questionnaire_versions" USING btree ("assessment_id") WHERE "questionnaire_versions"."status" = 'draft';--> statement-breakpoint
INSERT INTO "questionnaire_versions" ("assessment_id", "number", "status", "created_at", "published_at")
	SELECT "id", 1, 'published', "created_at", "created_at" FROM "assessments";--> statement-breakpoint
-- chapters: one row per version, keyed (version_id, id)
ALTER TABLE "questions" DROP CONSTRAINT "questions_chapter_id_chapters_id_fk";--> statement-breakpoint
ALTER TABLE "page_content" DROP CONSTRAINT "page_content_chapter_id_chapters_id_fk";--> statement-breakpoint
ALTER TABLE "responses" DROP CONSTRAINT "responses_question_id_questions_id_fk";--> statement-breakpoint
ALTER TABLE "responses" DROP CONSTRAINT "responses_session_id_assessment_sessions_id_fk";--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "version_id" uuid;--> statement-breakpoint
UPDATE "chapters" c SET "version_id" = v."id" FROM "questionnaire_versions" v WHERE v."assessment_id" = c."assessment_id";--> statement-breakpoint
ALTER TABLE "chapters" ALTER COLUMN "version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chapters" DROP CONSTRAINT "chapters_pkey";--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_pkey" PRIMARY KEY("version_id","id");--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_version_id_questionnaire_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."questionnaire_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "chapters_assessment_position_idx";--> statement-breakpoint
CREATE INDEX "chapters_version_position_idx" ON "chapters" USING btree ("version_id","position");--> statement-breakpoint
-- questions
ALTER TABLE "questions" ADD COLUMN "version_id" uuid;--> statement-breakpoint
UPDATE "questions" q SET "version_id" = c."version_id" FROM "chapters" c WHERE c."id" = q."chapter_id";--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" DROP CONSTRAINT "questions_pkey";--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_pkey" PRIMARY KEY("version_id","id");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_chapter_fk" FOREIGN KEY ("version_id","chapter_id") REFERENCES "public"."chapters"("version_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "questions_chapter_position_idx";--> statement-breakpoint
CREATE INDEX "questions_chapter_position_idx" ON "questions" USING btree ("version_id","chapter_id","position");--> statement-breakpoint
-- custom chapter content moves from page_content into its version
CREATE TABLE "chapter_contents" (
	"version_id" uuid NOT NULL,
	"chapter_id" uuid NOT NULL,
	"page_type" text NOT NULL,
	"section_type" text NOT NULL,
	"content" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapter_contents_pkey" PRIMARY KEY("version_id","chapter_id","page_type","section_type")
);
--> statement-breakpoint
ALTER TABLE "chapter_contents" ADD CONSTRAINT "chapter_contents_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapter_contents" ADD CONSTRAINT "chapter_contents_chapter_fk" FOREIGN KEY ("version_id","chapter_id") REFERENCES "public"."chapters"("version_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "chapter_contents" ("version_id", "chapter_id", "page_type", "section_type", "content", "updated_by", "updated_at")
	SELECT c."version_id", p."chapter_id", p."page_type", p."section_type", p."content", p."updated_by", p."updated_at"
	FROM "page_content" p JOIN "chapters" c ON c."id" = p."chapter_id";--> statement-breakpoint
DELETE FROM "page_content" WHERE "chapter_id" IS NOT NULL;--> statement-breakpoint
-- sessions pin their version
ALTER TABLE "assessment_sessions" ADD COLUMN "version_id" uuid;--> statement-breakpoint
UPDATE "assessment_sessions" s SET "version_id" = v."id" FROM "questionnaire_versions" v WHERE v."assessment_id" = s."assessment_id";--> statement-breakpoint
ALTER TABLE "assessment_sessions" ALTER COLUMN "version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_version_id_questionnaire_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."questionnaire_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_id_version_key" UNIQUE("id","version_id");--> statement-breakpoint
CREATE INDEX "assessment_sessions_version_started_idx" ON "assessment_sessions" USING btree ("version_id","started_at");--> statement-breakpoint
-- answers: to a question of their session's version
ALTER TABLE "responses" ADD COLUMN "version_id" uuid;--> statement-breakpoint
UPDATE "responses" r SET "version_id" = s."version_id" FROM "assessment_sessions" s WHERE s."id" = r."session_id";--> statement-breakpoint
ALTER TABLE "responses" ALTER COLUMN "version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_session_fk" FOREIGN KEY ("session_id","version_id") REFERENCES "public"."assessment_sessions"("id","version_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_question_fk" FOREIGN KEY ("version_id","question_id") REFERENCES "public"."questions"("version_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "responses_question_idx";--> statement-breakpoint
CREATE INDEX "responses_question_idx" ON "responses" USING btree ("version_id","question_id");--> statement-breakpoint
-- results: their version, and (filled at start for older ones) the view as it was given
ALTER TABLE "results" ADD COLUMN "version_id" uuid;--> statement-breakpoint
UPDATE "results" r SET "version_id" = s."version_id" FROM "assessment_sessions" s WHERE s."id" = r."session_id";--> statement-breakpoint
ALTER TABLE "results" ALTER COLUMN "version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_version_id_questionnaire_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."questionnaire_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
-- A published (or superseded) version is frozen: its content rows can't be inserted, changed or deleted.
CREATE FUNCTION "questionnaire_version_frozen"(v uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
	SELECT coalesce((SELECT "status" <> 'draft' FROM "questionnaire_versions" WHERE "id" = v), false)
$$;--> statement-breakpoint
CREATE FUNCTION "refuse_frozen_questionnaire_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND "questionnaire_version_frozen"(OLD."version_id") THEN
		RAISE EXCEPTION 'questionnaire version % is published and cannot change (%)', OLD."version_id", TG_TABLE_NAME
			USING ERRCODE = 'UQ001';
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND "questionnaire_version_frozen"(NEW."version_id") THEN
		RAISE EXCEPTION 'questionnaire version % is published and cannot change (%)', NEW."version_id", TG_TABLE_NAME
			USING ERRCODE = 'UQ001';
	END IF;
	RETURN coalesce(NEW, OLD);
END
$$;--> statement-breakpoint
CREATE TRIGGER "chapters_frozen" BEFORE INSERT OR UPDATE OR DELETE ON "chapters" FOR EACH ROW EXECUTE FUNCTION "refuse_frozen_questionnaire_change"();--> statement-breakpoint
CREATE TRIGGER "questions_frozen" BEFORE INSERT OR UPDATE OR DELETE ON "questions" FOR EACH ROW EXECUTE FUNCTION "refuse_frozen_questionnaire_change"();--> statement-breakpoint
CREATE TRIGGER "chapter_contents_frozen" BEFORE INSERT OR UPDATE OR DELETE ON "chapter_contents" FOR EACH ROW EXECUTE FUNCTION "refuse_frozen_questionnaire_change"();--> statement-breakpoint
-- A version moves only forward: draft → published → superseded; a published one is never deleted or renumbered.
CREATE FUNCTION "refuse_version_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF OLD."status" <> 'draft' THEN
			RAISE EXCEPTION 'questionnaire version % is published and cannot be deleted', OLD."number" USING ERRCODE = 'UQ001';
		END IF;
		RETURN OLD;
	END IF;
	IF OLD."status" <> 'draft' AND (
		NEW."id" <> OLD."id" OR NEW."assessment_id" <> OLD."assessment_id" OR NEW."number" <> OLD."number"
		OR NEW."revision" <> OLD."revision" OR NEW."published_at" IS DISTINCT FROM OLD."published_at"
		OR NEW."based_on_id" IS DISTINCT FROM OLD."based_on_id"
		OR NOT (NEW."status" = OLD."status" OR (OLD."status" = 'published' AND NEW."status" = 'superseded'))
	) THEN
		RAISE EXCEPTION 'questionnaire version % is published and cannot change', OLD."number" USING ERRCODE = 'UQ001';
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "questionnaire_versions_forward_only" BEFORE UPDATE OR DELETE ON "questionnaire_versions" FOR EACH ROW EXECUTE FUNCTION "refuse_version_rewrite"();--> statement-breakpoint
-- A result, once given, keeps its scores and version; its insight and snapshot are filled once.
CREATE FUNCTION "refuse_result_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."session_id" <> OLD."session_id" OR NEW."version_id" <> OLD."version_id"
		OR NEW."overall" <> OLD."overall" OR NEW."inner_average" IS DISTINCT FROM OLD."inner_average"
		OR NEW."outer_average" IS DISTINCT FROM OLD."outer_average"
		OR NEW."chapter_averages" <> OLD."chapter_averages" OR NEW."created_at" <> OLD."created_at"
		OR (OLD."overall_insight" IS NOT NULL AND NEW."overall_insight" IS DISTINCT FROM OLD."overall_insight")
		OR (OLD."snapshot" IS NOT NULL AND NEW."snapshot" IS DISTINCT FROM OLD."snapshot") THEN
		RAISE EXCEPTION 'the result of session % was given and cannot change', OLD."session_id" USING ERRCODE = 'UQ001';
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "results_given" BEFORE UPDATE ON "results" FOR EACH ROW EXECUTE FUNCTION "refuse_result_rewrite"();
