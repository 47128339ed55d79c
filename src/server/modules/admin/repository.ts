import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  or,
  sql,
} from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  adminAuditLog,
  appSettings,
  assessmentSessions,
  assessments,
  chapters,
  pageContent,
  profiles,
  questions,
  rateLimits,
  securityEvents,
  sessionSecurity,
  user,
} from '../../db/schema';
import type { AdminIdentity } from './guard';

export type ChapterRow = typeof chapters.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type PageContentRow = typeof pageContent.$inferSelect;

export type QuestionFields = Partial<
  Pick<QuestionRow, 'text' | 'leftLabel' | 'rightLabel' | 'insightLow' | 'insightMedium' | 'insightHigh'>
>;
export type ChapterChanges = Partial<
  Pick<
    ChapterRow,
    | 'title'
    | 'description'
    | 'introTitle'
    | 'introSubtitle'
    | 'introDescription'
    | 'introQuote'
    | 'iconUrl'
    | 'outroEnabled'
    | 'outroTitle'
    | 'outroDescription'
  >
>;
export type ContentKey = { pageType: string; sectionType: string; chapterId: string | null };
export type AuditInput = { action: string; target?: string | null; details?: unknown };

/** Not an admin: neither the auth user nor the profile says 'admin'. */
const notAdmin = and(
  sql`coalesce(${user.role}, '') <> 'admin'`,
  sql`coalesce(${profiles.role}, 'user') <> 'admin'`,
);

/** `%text%` for ILIKE, with the pattern characters of the text itself escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function contentWhere(key: ContentKey) {
  return and(
    eq(pageContent.pageType, key.pageType),
    eq(pageContent.sectionType, key.sectionType),
    key.chapterId === null ? isNull(pageContent.chapterId) : eq(pageContent.chapterId, key.chapterId),
  );
}

async function writeAudit(tx: Tx | Database, actor: AdminIdentity, entry: AuditInput): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? null,
  });
}

/** Closes gaps: the chapter's questions get positions 1..n in their current order. */
async function renumber(tx: Tx, chapterId: string): Promise<void> {
  const rows = await tx
    .select({ id: questions.id, position: questions.position })
    .from(questions)
    .where(eq(questions.chapterId, chapterId))
    .orderBy(asc(questions.position), asc(questions.createdAt), asc(questions.id));
  for (const [index, row] of rows.entries()) {
    if (row.position !== index + 1)
      await tx
        .update(questions)
        .set({ position: index + 1, updatedAt: sql`now()` })
        .where(eq(questions.id, row.id));
  }
}

/** Locks a chapter row so that changes to its question positions serialise. */
async function lockChapter(tx: Tx, chapterId: string): Promise<ChapterRow | null> {
  const [row] = await tx.select().from(chapters).where(eq(chapters.id, chapterId)).for('update');
  return row ?? null;
}

/** Drizzle for the admin area: roles, content, users, settings, security rows and the audit log. */
export function adminRepository(db: Database) {
  return {
    async roleOf(userId: string) {
      const [row] = await db
        .select({
          id: user.id,
          email: user.email,
          name: user.name,
          userRole: user.role,
          banned: user.banned,
          profileRole: profiles.role,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, userId));
      return row ? { ...row, banned: row.banned === true } : null;
    },

    /** An admin change that is nothing but its audit entry (e.g. after another module's transaction). */
    audit(actor: AdminIdentity, entry: AuditInput): Promise<void> {
      return writeAudit(db, actor, entry);
    },

    /** The same, inside another module's transaction: the entry is written only if that commits. */
    auditWithin(tx: Tx, actor: AdminIdentity, entry: AuditInput): Promise<void> {
      return writeAudit(tx, actor, entry);
    },

    // ── questionnaire ────────────────────────────────────────────────────────────────────────────

    async questionnaire() {
      const [assessment] = await db
        .select({ id: assessments.id, title: assessments.title })
        .from(assessments)
        .where(eq(assessments.isActive, true))
        .orderBy(asc(assessments.createdAt))
        .limit(1);
      if (!assessment) return null;
      const chapterRows = await db
        .select()
        .from(chapters)
        .where(eq(chapters.assessmentId, assessment.id))
        .orderBy(asc(chapters.position));
      const questionRows = chapterRows.length
        ? await db
            .select()
            .from(questions)
            .where(
              inArray(
                questions.chapterId,
                chapterRows.map((c) => c.id),
              ),
            )
            .orderBy(asc(questions.position), asc(questions.createdAt))
        : [];
      return { assessment, chapters: chapterRows, questions: questionRows };
    },

    async chapter(id: string): Promise<ChapterRow | null> {
      const [row] = await db.select().from(chapters).where(eq(chapters.id, id));
      return row ?? null;
    },

    async chapterQuestions(chapterId: string): Promise<QuestionRow[]> {
      return db
        .select()
        .from(questions)
        .where(eq(questions.chapterId, chapterId))
        .orderBy(asc(questions.position));
    },

    /** A new question at the end of its chapter; null when the chapter does not exist. */
    async createQuestion(actor: AdminIdentity, chapterId: string, fields: QuestionFields & { text: string }) {
      return db.transaction(async (tx) => {
        if (!(await lockChapter(tx, chapterId))) return null;
        const [last] = await tx
          .select({ position: max(questions.position) })
          .from(questions)
          .where(eq(questions.chapterId, chapterId));
        const [row] = await tx
          .insert(questions)
          .values({ ...fields, chapterId, position: (last?.position ?? 0) + 1 })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        await writeAudit(tx, actor, {
          action: 'question.create',
          target: row.id,
          details: { chapterId, position: row.position, text: row.text },
        });
        return row;
      });
    },

    async updateQuestion(actor: AdminIdentity, id: string, changes: QuestionFields) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(questions)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(questions.id, id))
          .returning();
        if (!row) return null;
        await writeAudit(tx, actor, {
          action: 'question.update',
          target: id,
          details: { fields: Object.keys(changes), ...(changes.text ? { text: changes.text } : {}) },
        });
        return row;
      });
    },

    /** Deletes the question (its answers go with it) and closes the gap in its chapter's positions. */
    async deleteQuestion(actor: AdminIdentity, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ chapterId: questions.chapterId, text: questions.text })
          .from(questions)
          .where(eq(questions.id, id));
        if (!found) return false;
        await lockChapter(tx, found.chapterId);
        const deleted = await tx
          .delete(questions)
          .where(eq(questions.id, id))
          .returning({ id: questions.id });
        if (deleted.length === 0) return false;
        await renumber(tx, found.chapterId);
        await writeAudit(tx, actor, {
          action: 'question.delete',
          target: id,
          details: { chapterId: found.chapterId, text: found.text },
        });
        return true;
      });
    },

    /**
     * Sets the chapter's order to `ids` (positions 1..n). 'not_found' for an unknown chapter,
     * 'mismatch' when `ids` is not exactly the chapter's questions.
     */
    async reorderQuestions(
      actor: AdminIdentity,
      chapterId: string,
      ids: readonly string[],
    ): Promise<QuestionRow[] | 'not_found' | 'mismatch'> {
      return db.transaction(async (tx) => {
        if (!(await lockChapter(tx, chapterId))) return 'not_found';
        const current = await tx
          .select({ id: questions.id, position: questions.position })
          .from(questions)
          .where(eq(questions.chapterId, chapterId))
          .orderBy(asc(questions.position));
        const known = new Set(current.map((q) => q.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
          return 'mismatch';
        const before = current.map((q) => q.id);
        for (const [index, id] of ids.entries()) {
          const position = index + 1;
          if (current.find((q) => q.id === id)?.position !== position)
            await tx.update(questions).set({ position, updatedAt: sql`now()` }).where(eq(questions.id, id));
        }
        await writeAudit(tx, actor, {
          action: 'question.reorder',
          target: chapterId,
          details: { before, after: ids },
        });
        return tx
          .select()
          .from(questions)
          .where(eq(questions.chapterId, chapterId))
          .orderBy(asc(questions.position));
      });
    },

    async updateChapter(actor: AdminIdentity, id: string, changes: ChapterChanges, action: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(chapters)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(chapters.id, id))
          .returning();
        if (!row) return null;
        await writeAudit(tx, actor, { action, target: id, details: { fields: Object.keys(changes) } });
        return row;
      });
    },

    // ── page content ─────────────────────────────────────────────────────────────────────────────

    async pageContent(key: ContentKey): Promise<PageContentRow | null> {
      const [row] = await db
        .select()
        .from(pageContent)
        .where(contentWhere(key))
        .orderBy(desc(pageContent.updatedAt))
        .limit(1);
      return row ?? null;
    },

    /** Custom chapter content of every chapter (rows with a chapter). */
    async customContent(pageTypes: readonly string[]) {
      return db
        .select({
          pageType: pageContent.pageType,
          sectionType: pageContent.sectionType,
          chapterId: pageContent.chapterId,
          content: pageContent.content,
        })
        .from(pageContent)
        .where(and(isNotNull(pageContent.chapterId), inArray(pageContent.pageType, [...pageTypes])));
    },

    async upsertPageContent(actor: AdminIdentity, key: ContentKey, content: string) {
      return db.transaction(async (tx) => {
        const row = await upsertContent(tx, actor, key, content);
        await writeAudit(tx, actor, {
          action: 'page_content.update',
          target: contentTarget(key),
          details: { ...key, length: content.length },
        });
        return row;
      });
    },

    async deletePageContent(actor: AdminIdentity, key: ContentKey): Promise<boolean> {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(pageContent)
          .where(contentWhere(key))
          .returning({ id: pageContent.id });
        if (deleted.length === 0) return false;
        await writeAudit(tx, actor, {
          action: 'page_content.reset',
          target: contentTarget(key),
          details: key,
        });
        return true;
      });
    },

    /** Several texts at once; an empty one removes the stored text. One audit entry for the lot. */
    async bulkPageContent(actor: AdminIdentity, items: ReadonlyArray<ContentKey & { content: string }>) {
      return db.transaction(async (tx) => {
        const saved: Array<{ key: ContentKey; row: PageContentRow | null }> = [];
        for (const { content, ...key } of items) {
          if (content === '') {
            await tx.delete(pageContent).where(contentWhere(key));
            saved.push({ key, row: null });
          } else saved.push({ key, row: await upsertContent(tx, actor, key, content) });
        }
        await writeAudit(tx, actor, {
          action: 'page_content.bulk_update',
          target: null,
          details: { items: items.map(({ content, ...key }) => ({ ...key, cleared: content === '' })) },
        });
        return saved;
      });
    },

    // ── settings ─────────────────────────────────────────────────────────────────────────────────

    async settings(keys: readonly string[]) {
      return db
        .select({ key: appSettings.key, value: appSettings.value, updatedAt: appSettings.updatedAt })
        .from(appSettings)
        .where(inArray(appSettings.key, [...keys]));
    },

    async saveSettings(actor: AdminIdentity, values: Record<string, unknown>, details: unknown) {
      await db.transaction(async (tx) => {
        for (const [key, value] of Object.entries(values)) {
          await tx
            .insert(appSettings)
            .values({ key, value, updatedBy: actor.userId, updatedAt: sql`now()` })
            .onConflictDoUpdate({
              target: appSettings.key,
              set: { value: sql`excluded.value`, updatedBy: actor.userId, updatedAt: sql`now()` },
            });
        }
        await writeAudit(tx, actor, { action: 'settings.update', target: null, details });
      });
    },

    // ── users ────────────────────────────────────────────────────────────────────────────────────

    async users(search: string | null, limit: number, offset: number) {
      const counts = db
        .select({
          userId: assessmentSessions.userId,
          sessionCount: sql<number>`count(*)::int`.as('session_count'),
          completedSessions:
            sql<number>`(count(*) filter (where ${assessmentSessions.status} = 'completed'))::int`.as(
              'completed_sessions',
            ),
          lastCompletedAt: sql<Date | null>`max(${assessmentSessions.completedAt})`.as('last_completed_at'),
        })
        .from(assessmentSessions)
        .where(isNotNull(assessmentSessions.userId))
        .groupBy(assessmentSessions.userId)
        .as('counts');
      const pattern = search ? containsPattern(search) : null;
      const where = and(
        notAdmin,
        search && pattern
          ? or(
              eq(user.id, search),
              ilike(user.email, pattern),
              ilike(user.name, pattern),
              ilike(profiles.email, pattern),
              ilike(profiles.fullName, pattern),
            )
          : undefined,
      );
      const rows = await db
        .select({
          id: user.id,
          email: sql<string | null>`coalesce(${profiles.email}, ${user.email})`,
          fullName: sql<string | null>`coalesce(${profiles.fullName}, nullif(${user.name}, ''))`,
          emailVerified: user.emailVerified,
          profileCompleted: sql<boolean>`coalesce(${profiles.profileCompleted}, false)`,
          createdAt: user.createdAt,
          sessionCount: sql<number>`coalesce(${counts.sessionCount}, 0)::int`,
          completedSessions: sql<number>`coalesce(${counts.completedSessions}, 0)::int`,
          lastCompletedAt: counts.lastCompletedAt,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .leftJoin(counts, eq(counts.userId, user.id))
        .where(where)
        .orderBy(desc(user.createdAt), asc(user.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ total: count() })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(where);
      return { rows, total: total?.total ?? 0 };
    },

    // ── security ─────────────────────────────────────────────────────────────────────────────────

    async securityEvents(limit: number) {
      return db
        .select({
          id: securityEvents.id,
          eventType: securityEvents.eventType,
          severity: securityEvents.severity,
          userId: securityEvents.userId,
          userEmail: user.email,
          sessionId: securityEvents.sessionId,
          ipAddress: securityEvents.ipAddress,
          details: securityEvents.details,
          createdAt: securityEvents.createdAt,
        })
        .from(securityEvents)
        .leftJoin(user, eq(user.id, securityEvents.userId))
        .orderBy(desc(securityEvents.createdAt))
        .limit(limit);
    },

    async logSecurityEvent(event: {
      eventType: string;
      severity: string;
      userId: string | null;
      ipAddress: string | null;
      details: unknown;
    }): Promise<void> {
      await db.insert(securityEvents).values(event);
    },

    /** Rate-limit windows opened since `since`, fullest first. */
    async rateLimitWindows(since: Date, limit: number) {
      return db
        .select()
        .from(rateLimits)
        .where(gte(rateLimits.windowStart, since))
        .orderBy(desc(rateLimits.requestCount), desc(rateLimits.windowStart))
        .limit(limit);
    },

    async suspiciousSessions(minThreatScore: number, limit: number) {
      return db
        .select({
          sessionId: sessionSecurity.sessionId,
          userId: sessionSecurity.userId,
          userEmail: user.email,
          ipAddress: sessionSecurity.ipAddress,
          userAgent: sessionSecurity.userAgent,
          lastActivity: sessionSecurity.lastActivity,
          isSuspicious: sessionSecurity.isSuspicious,
          threatScore: sessionSecurity.threatScore,
        })
        .from(sessionSecurity)
        .leftJoin(user, eq(user.id, sessionSecurity.userId))
        .where(or(eq(sessionSecurity.isSuspicious, true), gte(sessionSecurity.threatScore, minThreatScore)))
        .orderBy(desc(sessionSecurity.lastActivity))
        .limit(limit);
    },

    async auditLog(limit: number, before: Date | null) {
      return db
        .select()
        .from(adminAuditLog)
        .where(before ? lt(adminAuditLog.createdAt, before) : undefined)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(limit);
    },
  };
}

function contentTarget(key: ContentKey): string {
  return [key.pageType, key.sectionType, key.chapterId].filter(Boolean).join('/');
}

async function upsertContent(
  tx: Tx,
  actor: AdminIdentity,
  key: ContentKey,
  content: string,
): Promise<PageContentRow> {
  // Unique on (page_type, section_type, chapter_id) with NULLS NOT DISTINCT: one row per key.
  const [row] = await tx
    .insert(pageContent)
    .values({ ...key, content, updatedBy: actor.userId })
    .onConflictDoUpdate({
      target: [pageContent.pageType, pageContent.sectionType, pageContent.chapterId],
      set: { content, updatedBy: actor.userId, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert returned nothing');
  return row;
}

export type AdminRepository = ReturnType<typeof adminRepository>;
