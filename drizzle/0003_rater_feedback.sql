CREATE TABLE "feedback_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"relationship" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text,
	"email_hash" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "feedback_invites_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "feedback_invites_round_email_key" UNIQUE("round_id","email_hash"),
	CONSTRAINT "feedback_invites_relationship_check" CHECK ("feedback_invites"."relationship" in ('co-founder', 'team-member', 'investor-or-board', 'mentor-or-peer', 'other'))
);
--> statement-breakpoint
CREATE TABLE "feedback_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"result_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "feedback_rounds_status_check" CHECK ("feedback_rounds"."status" in ('open', 'closed')),
	CONSTRAINT "feedback_rounds_closed_check" CHECK (("feedback_rounds"."status" = 'closed') = ("feedback_rounds"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "rater_answers" (
	"submission_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"value" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rater_answers_pkey" PRIMARY KEY("submission_id","question_id"),
	CONSTRAINT "rater_answers_value_check" CHECK ("rater_answers"."value" is null or "rater_answers"."value" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "rater_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invite_id" uuid NOT NULL,
	"relationship" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "rater_submissions_invite_key" UNIQUE("invite_id"),
	CONSTRAINT "rater_submissions_relationship_check" CHECK ("rater_submissions"."relationship" in ('co-founder', 'team-member', 'investor-or-board', 'mentor-or-peer', 'other'))
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "observer_text" text;--> statement-breakpoint
ALTER TABLE "feedback_invites" ADD CONSTRAINT "feedback_invites_round_id_feedback_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."feedback_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_rounds" ADD CONSTRAINT "feedback_rounds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_rounds" ADD CONSTRAINT "feedback_rounds_result_id_results_session_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."results"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_rounds" ADD CONSTRAINT "feedback_rounds_version_id_questionnaire_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."questionnaire_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_rounds" ADD CONSTRAINT "feedback_rounds_session_fk" FOREIGN KEY ("result_id","version_id") REFERENCES "public"."assessment_sessions"("id","version_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rater_answers" ADD CONSTRAINT "rater_answers_submission_id_rater_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."rater_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rater_answers" ADD CONSTRAINT "rater_answers_question_fk" FOREIGN KEY ("version_id","question_id") REFERENCES "public"."questions"("version_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rater_submissions" ADD CONSTRAINT "rater_submissions_invite_id_feedback_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."feedback_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_invites_round_idx" ON "feedback_invites" USING btree ("round_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_rounds_one_open" ON "feedback_rounds" USING btree ("result_id") WHERE "feedback_rounds"."status" = 'open';--> statement-breakpoint
CREATE INDEX "feedback_rounds_user_idx" ON "feedback_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
-- Observer wording for the statements seeded before it existed, beside the self wording: only where a
-- statement is still a default one, as first seeded or as reworded (an edited statement keeps none and is
-- left out of rater feedback until an admin words it). Published versions are frozen by
-- "questions_frozen"; this one column is the only change, so the trigger is off for this statement alone,
-- inside the migration's transaction. New installs get the wording from the seed.
ALTER TABLE "questions" DISABLE TRIGGER "questions_frozen";--> statement-breakpoint
UPDATE "questions" q SET "observer_text" = d."observer_text"
FROM "chapters" c, (VALUES
	('self-awareness', 1, 'I can name my two or three biggest blind spots as a founder, and how they have cost the company.', '{name} can name their two or three biggest blind spots as a founder, and how they have cost the company.'),
	('self-awareness', 1, 'I can name my two or three biggest blind spots as a founder.', '{name} can name their two or three biggest blind spots as a founder.'),
	('self-awareness', 2, 'I regularly ask for candid feedback on how I lead, and people actually give it to me.', '{name} regularly asks for candid feedback on how they lead, and people actually give it to them.'),
	('self-awareness', 2, 'I regularly ask the people I work with for candid feedback on how I lead.', '{name} regularly asks the people they work with for candid feedback on how they lead.'),
	('self-awareness', 3, 'I notice early when stress or emotion is steering my decisions, before it shows in how I treat people.', 'When {name} is under stress, they catch it before it shows in how they treat people.'),
	('self-awareness', 4, 'I know which kinds of work give me energy and which drain me, and I shape my role around that.', '{name} knows which kinds of work give them energy and which drain them, and has shaped their role around that.'),
	('self-awareness', 4, 'I shape my role around the kinds of work that give me energy.', '{name} has shaped their role around the kinds of work they are at their best in.'),
	('self-awareness', 5, 'I can say clearly why I am building this company, and that reason holds up on hard days.', '{name} can say clearly why they are building this company, and that reason holds up on hard days.'),
	('self-awareness', 5, 'My reason for building this company keeps me going on hard days.', '{name}''s reason for building the company keeps them going on hard days.'),
	('resilience', 1, 'After a major setback (a lost deal, a failed launch, a key person leaving) I regain my focus within days, not weeks.', 'After a major setback (a lost deal, a failed launch, a key person leaving) {name} regains their focus within days, not weeks.'),
	('resilience', 2, 'I can hear ''no'' from investors or customers without it shaking my belief in myself or the company.', '{name} can hear ''no'' from investors or customers without it shaking their belief in themselves or the company.'),
	('resilience', 3, 'I have people outside the company (founders, friends, a coach) I can talk to honestly when things are hard.', '{name} has people outside the company (founders, friends, a coach) they can talk to honestly when things are hard.'),
	('resilience', 4, 'I protect basic recovery (sleep, exercise, time off) even during intense periods.', '{name} protects basic recovery (sleep, exercise, time off) even during intense periods.'),
	('resilience', 5, 'When something goes wrong, I look for what I can learn and change rather than for someone to blame, including myself.', 'When something goes wrong, {name} looks for what can be learned and changed rather than for someone to blame, themselves included.'),
	('focus-and-energy', 1, 'I know the one to three priorities that matter most this quarter, and my calendar reflects them.', '{name} knows the one to three priorities that matter most this quarter, and spends their time on them.'),
	('focus-and-energy', 1, 'My calendar reflects the one to three priorities that matter most this quarter.', '{name} spends most of their time on the one to three priorities that matter most this quarter.'),
	('focus-and-energy', 2, 'I regularly get long stretches of uninterrupted time for deep work.', '{name} regularly gets long stretches of uninterrupted time for deep work.'),
	('focus-and-energy', 3, 'I say no to good opportunities that don''t fit our current focus, without agonising over it.', '{name} says no to good opportunities that don''t fit the company''s current focus, without agonising over it.'),
	('focus-and-energy', 3, 'I say no to good opportunities that don''t fit our current focus.', '{name} says no to good opportunities that don''t fit the company''s current focus.'),
	('focus-and-energy', 4, 'My pace is sustainable: I could keep up how I work now for another two years.', '{name}''s pace looks sustainable: they could keep up how they work now for another two years.'),
	('focus-and-energy', 5, 'I finish what I start and keep few loops open, rather than juggling many half-done projects.', '{name} finishes what they start and keeps few loops open, rather than juggling many half-done projects.'),
	('decision-making', 1, 'I tell reversible decisions from irreversible ones, and I move faster on the ones we can undo.', '{name} tells reversible decisions from irreversible ones, and moves faster on the ones that can be undone.'),
	('decision-making', 1, 'I move faster on decisions we can undo than on those we can''t.', '{name} moves faster on decisions that can be undone than on those that can''t.'),
	('decision-making', 2, 'I make important decisions on time rather than postponing them while I wait for more certainty.', '{name} makes important decisions on time rather than postponing them while waiting for more certainty.'),
	('decision-making', 3, 'Before a big call, I actively seek out people who will disagree with me.', 'Before a big call, {name} actively seeks out people who will disagree with them.'),
	('decision-making', 4, 'I change my mind when new evidence shows I was wrong, even after arguing hard for the original plan.', '{name} changes their mind when new evidence shows they were wrong, even after arguing hard for the original plan.'),
	('decision-making', 5, 'I look back at past decisions to judge whether my reasoning was sound, not just whether the outcome was good.', '{name} looks back at past decisions to judge whether the reasoning was sound, not just whether the outcome was good.'),
	('vision-and-strategy', 1, 'I can explain in two sentences where the company will be in three years and why that matters.', '{name} can explain in two sentences where the company will be in three years and why that matters.'),
	('vision-and-strategy', 1, 'I can explain in two sentences where the company will be in three years.', '{name} can explain in two sentences where the company will be in three years.'),
	('vision-and-strategy', 2, 'Our strategy names clear trade-offs: the customers, markets and features we deliberately do not pursue.', '{name}''s strategy names clear trade-offs: the customers, markets and features the company deliberately does not pursue.'),
	('vision-and-strategy', 3, 'I can name what makes us hard to copy or beat, and we keep investing in it.', '{name} can name what makes the company hard to copy or beat, and keeps investing in it.'),
	('vision-and-strategy', 3, 'We keep investing in what makes us hard to copy or beat.', '{name} keeps investing in what makes the company hard to copy or beat.'),
	('vision-and-strategy', 4, 'My team could explain our strategy and priorities in roughly the same words I would use.', '{name}''s team could explain the company''s strategy and priorities in roughly the same words {name} would use.'),
	('vision-and-strategy', 5, 'I regularly test our strategy against reality (data, customer feedback, competitors) and adjust it deliberately.', '{name} regularly tests the company''s strategy against reality (data, customer feedback, competitors) and adjusts it deliberately.'),
	('vision-and-strategy', 5, 'I regularly test our strategy against reality (data, customer feedback, competitors).', '{name} regularly tests the company''s strategy against reality (data, customer feedback, competitors).'),
	('customer-and-market', 1, 'I personally talk to customers or prospects every week.', '{name} personally talks to customers or prospects every week.'),
	('customer-and-market', 2, 'I can describe our ideal customer precisely enough that my team would recognise one immediately.', '{name} can describe the company''s ideal customer precisely enough that the team would recognise one immediately.'),
	('customer-and-market', 3, 'I understand the problem we solve from the customer''s side, including what they do today without us.', '{name} understands the problem the company solves from the customer’s side, including what customers do today without it.'),
	('customer-and-market', 4, 'We have clear evidence that customers value what we build: they pay, use it regularly or would be upset to lose it.', '{name}''s company has clear evidence that customers value what it builds: they pay, use it regularly or would be upset to lose it.'),
	('customer-and-market', 5, 'I know how our market is changing and where competitors and alternatives are heading.', '{name} knows how the market is changing and where competitors and alternatives are heading.'),
	('customer-and-market', 5, 'I know where our market, competitors and alternatives are heading.', '{name} knows where the market, competitors and alternatives are heading.'),
	('team-and-leadership', 1, 'My co-founders (or closest partners) and I discuss hard topics openly, including roles, equity and disagreements.', '{name} and their co-founders (or closest partners) discuss hard topics openly, including roles, equity and disagreements.'),
	('team-and-leadership', 2, 'Everyone on the team knows what they own and how their success is measured.', 'Everyone on {name}''s team knows what they own and how their success is measured.'),
	('team-and-leadership', 2, 'Everyone on the team knows what they own.', 'Everyone on {name}''s team knows what they own.'),
	('team-and-leadership', 3, 'I hire people who are better than me in their field, and I hold the bar rather than hiring fast to fill gaps.', '{name} hires people who are better than them in their field, and holds the bar rather than hiring fast to fill gaps.'),
	('team-and-leadership', 3, 'I hold the hiring bar, even when it means a role stays open longer.', '{name} holds the hiring bar, even when it means a role stays open longer.'),
	('team-and-leadership', 4, 'I give clear, timely feedback, including difficult feedback, rather than letting issues linger.', '{name} gives clear, timely feedback, including difficult feedback, rather than letting issues linger.'),
	('team-and-leadership', 5, 'The team makes good decisions and moves forward when I am not in the room.', '{name}''s team makes good decisions and moves forward when {name} is not in the room.'),
	('team-and-leadership', 5, 'The team makes good decisions without me in the room.', '{name}''s team makes good decisions without {name} in the room.'),
	('execution-and-capital', 1, 'We have a steady operating rhythm (weekly priorities and reviews) that keeps everyone moving in the same direction.', '{name}''s company has a steady operating rhythm (weekly priorities and reviews) that keeps everyone moving in the same direction.'),
	('execution-and-capital', 2, 'I track a small set of metrics that show whether the business is really progressing, and I review them every week.', '{name} tracks a small set of metrics that show whether the business is really progressing, and reviews them every week.'),
	('execution-and-capital', 2, 'Every week I review a small set of metrics that show whether the business is really progressing.', 'Every week {name} reviews a small set of metrics that show whether the business is really progressing.'),
	('execution-and-capital', 3, 'We ship, learn and iterate quickly: small releases reach customers within days or weeks, not months.', '{name}''s company ships, learns and iterates quickly: small releases reach customers within days or weeks, not months.'),
	('execution-and-capital', 3, 'We get small releases to our customers within days or weeks, not months.', '{name}''s company gets small releases to customers within days or weeks, not months.'),
	('execution-and-capital', 4, 'I know our runway to the month, and I have a plan for when revenue or funding takes longer than expected.', '{name} knows the runway to the month, and has a plan for when revenue or funding takes longer than expected.'),
	('execution-and-capital', 4, 'I know our runway to the month.', '{name} knows the company''s runway to the month.'),
	('execution-and-capital', 5, 'I know what our next funding round (or our path to profitability) requires, and we are building toward those milestones.', '{name} knows what the company''s next funding round (or path to profitability) requires, and is building toward those milestones.'),
	('execution-and-capital', 5, 'We are building toward clear milestones for our next funding round (or our path to profitability).', '{name}''s company is building toward clear milestones for its next funding round (or its path to profitability).')
) AS d("content_key", "position", "text", "observer_text")
WHERE c."version_id" = q."version_id" AND c."id" = q."chapter_id" AND c."content_key" = d."content_key"
	AND q."position" = d."position" AND q."text" = d."text" AND q."observer_text" IS NULL;--> statement-breakpoint
ALTER TABLE "questions" ENABLE TRIGGER "questions_frozen";
