import { and, asc, desc, eq, getTableColumns, inArray, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '../../../contract/admin';
import type { Database, Tx } from '../../db/client';
import {
  assessmentSessions,
  assessments,
  chapterContents,
  chapters,
  questionnaireVersions,
  questions,
  user,
} from '../../db/schema';
import type { AdminIdentity } from '../admin/guard';
import { writeAudit } from '../admin/repository';

export type VersionRow = typeof questionnaireVersions.$inferSelect;
export type ChapterRow = typeof chapters.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type ChapterContentRow = typeof chapterContents.$inferSelect;

/** A version with what the admin area shows beside it. */
export type VersionDetails = VersionRow & { basedOnNumber: number | null; publishedByEmail: string | null };
export type VersionContent = {
  chapters: ChapterRow[];
  questions: QuestionRow[];
  custom: ChapterContentRow[];
};

export type QuestionFields = Partial<
  Pick<
    QuestionRow,
    | 'text'
    | 'observerText'
    | 'observerLeftLabel'
    | 'observerRightLabel'
    | 'leftLabel'
    | 'rightLabel'
    | 'insightLow'
    | 'insightMedium'
    | 'insightHigh'
    | 'notApplicableAllowed'
    | 'raterRelationships'
  >
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
/** A custom chapter text: a kind (core_strength / uplift_potential), a section and a chapter. */
export type ContentKey = { pageType: string; sectionType: string; chapterId: string };

type Reader = Database | Tx;
const basedOn = alias(questionnaireVersions, 'based_on');

async function versionDetails(q: Reader, where: SQL | undefined): Promise<VersionDetails[]> {
  const rows = await q
    .select({ version: questionnaireVersions, basedOnNumber: basedOn.number, publishedByEmail: user.email })
    .from(questionnaireVersions)
    .leftJoin(basedOn, eq(basedOn.id, questionnaireVersions.basedOnId))
    .leftJoin(user, eq(user.id, questionnaireVersions.publishedBy))
    .where(where)
    .orderBy(desc(questionnaireVersions.number));
  return rows.map((r) => ({
    ...r.version,
    basedOnNumber: r.basedOnNumber,
    publishedByEmail: r.publishedByEmail,
  }));
}

async function contentOf(q: Reader, versionId: string): Promise<VersionContent> {
  const [chapterRows, questionRows, customRows] = await Promise.all([
    q.select().from(chapters).where(eq(chapters.versionId, versionId)).orderBy(asc(chapters.position)),
    q
      .select()
      .from(questions)
      .where(eq(questions.versionId, versionId))
      .orderBy(asc(questions.position), asc(questions.createdAt), asc(questions.id)),
    q.select().from(chapterContents).where(eq(chapterContents.versionId, versionId)),
  ]);
  return { chapters: chapterRows, questions: questionRows, custom: customRows };
}

/**
 * Serialises every write to an assessment's versions (draft edits, opening, discarding, publishing).
 * NO KEY UPDATE, not UPDATE: respondents starting a session or storing a result reference a version row
 * (a KEY SHARE lock), which must not wait for an admin. The versions are read again afterwards: under
 * READ COMMITTED only a new statement sees a draft another writer opened while this one waited.
 */
async function lockVersions(tx: Tx, assessmentId: string): Promise<VersionRow[]> {
  await tx
    .select({ id: questionnaireVersions.id })
    .from(questionnaireVersions)
    .where(eq(questionnaireVersions.assessmentId, assessmentId))
    .for('no key update');
  return tx.select().from(questionnaireVersions).where(eq(questionnaireVersions.assessmentId, assessmentId));
}

/** Copies a version's rows of `table` into another version, ids and all (every column but version_id). */
async function copyRows(
  tx: Tx,
  table: typeof chapters | typeof questions | typeof chapterContents,
  from: string,
  to: string,
): Promise<void> {
  const columns = Object.values(getTableColumns(table)).map((c) => c.name);
  const names = sql.join(
    columns.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const values = sql.join(
    columns.map((name) => (name === 'version_id' ? sql`${to}::uuid` : sql.identifier(name))),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${table} (${names}) select ${values} from ${table} where ${sql.identifier('version_id')} = ${from}::uuid`,
  );
}

/** The draft of the next version: a copy of the published one with the same chapter and question ids. */
async function openDraftFrom(tx: Tx, actor: AdminIdentity, published: VersionRow): Promise<VersionRow> {
  const [draft] = await tx
    .insert(questionnaireVersions)
    .values({
      assessmentId: published.assessmentId,
      number: published.number + 1,
      status: 'draft',
      basedOnId: published.id,
      createdBy: actor.userId,
    })
    .returning();
  if (!draft) throw new Error('insert returned nothing');
  await copyRows(tx, chapters, published.id, draft.id);
  await copyRows(tx, questions, published.id, draft.id);
  await copyRows(tx, chapterContents, published.id, draft.id);
  await writeAudit(tx, actor, {
    action: AUDIT_ACTIONS.draftOpen,
    target: draft.id,
    details: { version: draft.number, basedOn: published.number },
  });
  return draft;
}

const contentTarget = (key: ContentKey) => `${key.pageType}/${key.sectionType}/${key.chapterId}`;

/** Thrown to roll back an edit that changed nothing, so that it opens no draft. */
class NothingChanged<T> extends Error {
  constructor(readonly value: T) {
    super('the edit changed nothing');
  }
}

/** The writes an edit may make, all to the draft and each with its audit entry naming the version. */
function draftEditor(tx: Tx, draft: VersionRow, actor: AdminIdentity, markUnchanged: () => void) {
  const audit = (action: string, target: string | null, details: Record<string, unknown>) =>
    writeAudit(tx, actor, { action, target, details: { version: draft.number, ...details } });
  const question = (id: string) => and(eq(questions.versionId, draft.id), eq(questions.id, id));
  const chapter = (id: string) => and(eq(chapters.versionId, draft.id), eq(chapters.id, id));
  const chapterQuestions = (chapterId: string) =>
    tx
      .select()
      .from(questions)
      .where(and(eq(questions.versionId, draft.id), eq(questions.chapterId, chapterId)))
      .orderBy(asc(questions.position), asc(questions.createdAt), asc(questions.id));
  const draftChapters = () =>
    tx
      .select()
      .from(chapters)
      .where(eq(chapters.versionId, draft.id))
      .orderBy(asc(chapters.position), asc(chapters.createdAt), asc(chapters.id));
  const contentWhere = (key: ContentKey) =>
    and(
      eq(chapterContents.versionId, draft.id),
      eq(chapterContents.chapterId, key.chapterId),
      eq(chapterContents.pageType, key.pageType),
      eq(chapterContents.sectionType, key.sectionType),
    );

  /** Positions 1..n in the current order, so a removal leaves no gap. */
  async function renumber(
    rows: ReadonlyArray<{ id: string; position: number }>,
    kind: 'chapter' | 'question',
  ) {
    for (const [index, row] of rows.entries()) {
      if (row.position === index + 1) continue;
      if (kind === 'chapter')
        await tx
          .update(chapters)
          .set({ position: index + 1, updatedAt: sql`now()` })
          .where(chapter(row.id));
      else
        await tx
          .update(questions)
          .set({ position: index + 1, updatedAt: sql`now()` })
          .where(question(row.id));
    }
  }

  async function upsertContent(key: ContentKey, content: string): Promise<ChapterContentRow> {
    const [row] = await tx
      .insert(chapterContents)
      .values({ ...key, versionId: draft.id, content, updatedBy: actor.userId })
      .onConflictDoUpdate({
        target: [
          chapterContents.versionId,
          chapterContents.chapterId,
          chapterContents.pageType,
          chapterContents.sectionType,
        ],
        set: { content, updatedBy: actor.userId, updatedAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error('upsert returned nothing');
    return row;
  }

  const sameSet = (ids: readonly string[], known: ReadonlySet<string>) =>
    ids.length === known.size && new Set(ids).size === ids.length && ids.every((id) => known.has(id));

  return {
    version: { id: draft.id, number: draft.number },

    /** This edit changed nothing: it neither opens a draft nor counts as a revision. */
    unchanged: markUnchanged,

    async chapter(id: string): Promise<ChapterRow | null> {
      const [row] = await tx.select().from(chapters).where(chapter(id));
      return row ?? null;
    },

    /** A new question at the end of its chapter; null when the draft has no such chapter. */
    async createQuestion(chapterId: string, fields: QuestionFields & { text: string }) {
      const [found] = await tx.select({ id: chapters.id }).from(chapters).where(chapter(chapterId));
      if (!found) return null;
      const [last] = await tx
        .select({ position: max(questions.position) })
        .from(questions)
        .where(and(eq(questions.versionId, draft.id), eq(questions.chapterId, chapterId)));
      const [row] = await tx
        .insert(questions)
        .values({ ...fields, versionId: draft.id, chapterId, position: (last?.position ?? 0) + 1 })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      await audit(AUDIT_ACTIONS.questionCreate, row.id, {
        chapterId,
        position: row.position,
        text: row.text,
      });
      return row;
    },

    async updateQuestion(id: string, changes: QuestionFields): Promise<QuestionRow | null> {
      const [row] = await tx
        .update(questions)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(question(id))
        .returning();
      if (!row) return null;
      await audit(AUDIT_ACTIONS.questionUpdate, id, {
        fields: Object.keys(changes),
        ...(changes.text ? { text: changes.text } : {}),
      });
      return row;
    },

    /** Removes the question from the draft (the published version keeps it) and closes the gap. */
    async deleteQuestion(id: string): Promise<boolean> {
      const [deleted] = await tx
        .delete(questions)
        .where(question(id))
        .returning({ chapterId: questions.chapterId, text: questions.text });
      if (!deleted) return false;
      await renumber(await chapterQuestions(deleted.chapterId), 'question');
      await audit(AUDIT_ACTIONS.questionDelete, id, { chapterId: deleted.chapterId, text: deleted.text });
      return true;
    },

    /**
     * Sets the chapter's order to `ids` (positions 1..n). 'not_found' for a chapter the draft lacks,
     * 'mismatch' when `ids` is not exactly the chapter's questions.
     */
    async reorderQuestions(chapterId: string, ids: readonly string[]) {
      const [found] = await tx.select({ id: chapters.id }).from(chapters).where(chapter(chapterId));
      if (!found) return 'not_found' as const;
      const current = await chapterQuestions(chapterId);
      if (!sameSet(ids, new Set(current.map((q) => q.id)))) return 'mismatch' as const;
      for (const [index, id] of ids.entries())
        if (current.find((q) => q.id === id)?.position !== index + 1)
          await tx
            .update(questions)
            .set({ position: index + 1, updatedAt: sql`now()` })
            .where(question(id));
      await audit(AUDIT_ACTIONS.questionReorder, chapterId, { before: current.map((q) => q.id), after: ids });
      return chapterQuestions(chapterId);
    },

    async updateChapter(id: string, changes: ChapterChanges, action: string): Promise<ChapterRow | null> {
      const [row] = await tx
        .update(chapters)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(chapter(id))
        .returning();
      if (!row) return null;
      await audit(action, id, { fields: Object.keys(changes) });
      return row;
    },

    /** A new chapter at the end of the draft. */
    async createChapter(fields: { area: 'inner' | 'outer'; title: string; description: string | null }) {
      const [last] = await tx
        .select({ position: max(chapters.position) })
        .from(chapters)
        .where(eq(chapters.versionId, draft.id));
      const [row] = await tx
        .insert(chapters)
        .values({
          ...fields,
          versionId: draft.id,
          assessmentId: draft.assessmentId,
          position: (last?.position ?? 0) + 1,
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      await audit(AUDIT_ACTIONS.chapterCreate, row.id, {
        area: row.area,
        title: row.title,
        position: row.position,
      });
      return row;
    },

    /** Removes the chapter, its questions and custom texts from the draft; the others close up. */
    async deleteChapter(id: string): Promise<boolean> {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(questions)
        .where(and(eq(questions.versionId, draft.id), eq(questions.chapterId, id)));
      const [deleted] = await tx
        .delete(chapters)
        .where(chapter(id))
        .returning({ title: chapters.title, position: chapters.position });
      if (!deleted) return false;
      await renumber(await draftChapters(), 'chapter');
      await audit(AUDIT_ACTIONS.chapterDelete, id, { ...deleted, questions: Number(n) });
      return true;
    },

    /** Sets the chapters' order to `ids`; 'mismatch' when `ids` is not exactly the draft's chapters. */
    async reorderChapters(ids: readonly string[]) {
      const current = await draftChapters();
      if (!sameSet(ids, new Set(current.map((c) => c.id)))) return 'mismatch' as const;
      for (const [index, id] of ids.entries())
        if (current.find((c) => c.id === id)?.position !== index + 1)
          await tx
            .update(chapters)
            .set({ position: index + 1, updatedAt: sql`now()` })
            .where(chapter(id));
      await audit(AUDIT_ACTIONS.chapterReorder, null, { before: current.map((c) => c.id), after: ids });
      return draftChapters();
    },

    async saveContent(key: ContentKey, content: string): Promise<ChapterContentRow> {
      const row = await upsertContent(key, content);
      await audit(AUDIT_ACTIONS.pageContentUpdate, contentTarget(key), { ...key, length: content.length });
      return row;
    },

    /** Removes a custom text (the fallback shows again); false when there was none. */
    async removeContent(key: ContentKey): Promise<boolean> {
      const deleted = await tx
        .delete(chapterContents)
        .where(contentWhere(key))
        .returning({ chapterId: chapterContents.chapterId });
      if (deleted.length === 0) return false;
      await audit(AUDIT_ACTIONS.pageContentReset, contentTarget(key), key);
      return true;
    },

    /** Several texts at once; an empty one removes the stored text. One audit entry for the lot. */
    async saveContents(items: ReadonlyArray<ContentKey & { content: string }>) {
      const saved: Array<{ key: ContentKey; row: ChapterContentRow | null }> = [];
      for (const { content, ...key } of items) {
        if (content === '') {
          await tx.delete(chapterContents).where(contentWhere(key));
          saved.push({ key, row: null });
        } else saved.push({ key, row: await upsertContent(key, content) });
      }
      await audit(AUDIT_ACTIONS.pageContentBulk, null, {
        items: items.map(({ content, ...key }) => ({ ...key, cleared: content === '' })),
      });
      return saved;
    },
  };
}

export type DraftEditor = ReturnType<typeof draftEditor>;

/** What publishing checks, read with the versions locked. */
export type PublishState = {
  draft: VersionRow | null;
  published: VersionRow | null;
  /** the draft's content and the published version's (when there is a draft) */
  content: { draft: VersionContent; published: VersionContent | null } | null;
};

/** Drizzle for questionnaire authoring: versions, their content, the draft and publishing. */
export function questionnaireRepository(db: Database) {
  return {
    async activeAssessment(): Promise<{ id: string; title: string } | null> {
      const [row] = await db
        .select({ id: assessments.id, title: assessments.title })
        .from(assessments)
        .where(eq(assessments.isActive, true))
        .orderBy(asc(assessments.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Every version of the assessment, newest first. */
    versions(assessmentId: string): Promise<VersionDetails[]> {
      return versionDetails(db, eq(questionnaireVersions.assessmentId, assessmentId));
    },

    async version(
      assessmentId: string,
      which: { number: number } | { status: 'draft' | 'published' },
    ): Promise<VersionDetails | null> {
      const [row] = await versionDetails(
        db,
        and(
          eq(questionnaireVersions.assessmentId, assessmentId),
          'number' in which
            ? eq(questionnaireVersions.number, which.number)
            : eq(questionnaireVersions.status, which.status),
        ),
      );
      return row ?? null;
    },

    /** Sessions started on each version, and those completed. */
    async sessionCounts(versionIds: string[]) {
      if (versionIds.length === 0) return [];
      return db
        .select({
          versionId: assessmentSessions.versionId,
          sessions: sql<number>`count(*)::int`,
          completed: sql<number>`(count(*) filter (where ${assessmentSessions.status} = 'completed'))::int`,
        })
        .from(assessmentSessions)
        .where(inArray(assessmentSessions.versionId, versionIds))
        .groupBy(assessmentSessions.versionId);
    },

    content(versionId: string): Promise<VersionContent> {
      return contentOf(db, versionId);
    },

    /** The draft, opened from the published version if there is none. */
    async openDraft(actor: AdminIdentity, assessmentId: string): Promise<{ opened: boolean }> {
      return db.transaction(async (tx) => {
        const versions = await lockVersions(tx, assessmentId);
        if (versions.some((v) => v.status === 'draft')) return { opened: false };
        const published = versions.find((v) => v.status === 'published');
        if (!published) throw new Error('the assessment has no published version');
        await openDraftFrom(tx, actor, published);
        return { opened: true };
      });
    },

    /**
     * Runs one edit on the draft, opening it first if there is none, in one transaction: the edit, its
     * audit entry and the draft's new revision happen together or not at all (throw to roll back).
     */
    async edit<T>(
      actor: AdminIdentity,
      assessmentId: string,
      change: (draft: DraftEditor) => Promise<T>,
    ): Promise<T> {
      try {
        return await db.transaction(async (tx) => {
          const versions = await lockVersions(tx, assessmentId);
          let draft = versions.find((v) => v.status === 'draft');
          let opened = false;
          if (!draft) {
            const published = versions.find((v) => v.status === 'published');
            if (!published) throw new Error('the assessment has no published version');
            draft = await openDraftFrom(tx, actor, published);
            opened = true;
          }
          let changed = true;
          const value = await change(
            draftEditor(tx, draft, actor, () => {
              changed = false;
            }),
          );
          if (!changed) {
            if (opened) throw new NothingChanged(value);
            return value;
          }
          await tx
            .update(questionnaireVersions)
            .set({ revision: sql`${questionnaireVersions.revision} + 1`, updatedAt: sql`now()` })
            .where(eq(questionnaireVersions.id, draft.id));
          return value;
        });
      } catch (error) {
        if (error instanceof NothingChanged) return error.value as T;
        throw error;
      }
    },

    /**
     * Publishes the draft in one transaction with the versions locked: `refuse` sees the state and may
     * refuse (then nothing changes); otherwise the published version becomes superseded and the draft
     * published. Of two admins publishing at once, the second sees the first's result.
     */
    async publish<R>(
      actor: AdminIdentity,
      assessmentId: string,
      refuse: (state: PublishState) => R | null,
    ): Promise<{ refusal: R } | { version: VersionRow }> {
      return db.transaction(async (tx) => {
        const versions = await lockVersions(tx, assessmentId);
        const draft = versions.find((v) => v.status === 'draft') ?? null;
        const published = versions.find((v) => v.status === 'published') ?? null;
        const content = draft
          ? {
              draft: await contentOf(tx, draft.id),
              published: published ? await contentOf(tx, published.id) : null,
            }
          : null;
        const refusal = refuse({ draft, published, content });
        if (refusal !== null) return { refusal };
        if (!draft) throw new Error('nothing to publish');
        // one published version at a time (a unique index): the old one steps aside first
        if (published)
          await tx
            .update(questionnaireVersions)
            .set({ status: 'superseded', updatedAt: sql`now()` })
            .where(eq(questionnaireVersions.id, published.id));
        const [version] = await tx
          .update(questionnaireVersions)
          .set({
            status: 'published',
            publishedAt: sql`now()`,
            publishedBy: actor.userId,
            updatedAt: sql`now()`,
          })
          .where(eq(questionnaireVersions.id, draft.id))
          .returning();
        if (!version) throw new Error('update returned nothing');
        await writeAudit(tx, actor, {
          action: AUDIT_ACTIONS.publish,
          target: version.id,
          details: {
            version: version.number,
            previous: published?.number ?? null,
            revision: version.revision,
          },
        });
        return { version };
      });
    },

    /** Deletes the draft and everything in it; null when there is none. */
    async discardDraft(actor: AdminIdentity, assessmentId: string): Promise<{ number: number } | null> {
      return db.transaction(async (tx) => {
        const versions = await lockVersions(tx, assessmentId);
        const draft = versions.find((v) => v.status === 'draft');
        if (!draft) return null;
        await tx.delete(questionnaireVersions).where(eq(questionnaireVersions.id, draft.id));
        await writeAudit(tx, actor, {
          action: AUDIT_ACTIONS.draftDiscard,
          target: draft.id,
          details: { version: draft.number, revision: draft.revision },
        });
        return { number: draft.number };
      });
    },
  };
}

export type QuestionnaireRepository = ReturnType<typeof questionnaireRepository>;
