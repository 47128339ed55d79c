import { describe, expect, it } from 'vitest';
import {
  bulkPageContentSchema,
  chapterIdSchema,
  deleteConfirmationSchema,
  isDeleteConfirmed,
  isUserSearchQuery,
  isUuid,
  matchesUserSearch,
  pageContentSchema,
  questionCreateSchema,
  requiredTextSchema,
  validatePageContent,
  validateQuestionCreate,
} from './admin-rules';

const uuid = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const firstIssue = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ids', () => {
  it('must be 8-4-4-4-12 hex, else "Invalid chapter ID format"', () => {
    expect(isUuid(uuid)).toBe(true);
    expect(isUuid(uuid.toUpperCase())).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
    for (const bad of ['', 'abc', `${uuid}0`, uuid.replace(/-/g, ''), uuid.replace('3f2b8c1e', '3f2b8c1g')]) {
      expect(isUuid(bad), bad).toBe(false);
    }
    expect(firstIssue(chapterIdSchema.safeParse('chapter-1'))).toBe('Invalid chapter ID format');
  });
});

describe('page content', () => {
  it('must not be empty after trimming for a single update', () => {
    expect(firstIssue(pageContentSchema.safeParse('   '))).toBe('Content cannot be empty');
    expect(pageContentSchema.parse('  Terms  ')).toBe('Terms');
    expect(validatePageContent(' \n ')).toBe('Content cannot be empty');
    expect(validatePageContent('x')).toBeNull();
  });

  it('is only trimmed in a bulk update', () => {
    expect(bulkPageContentSchema.parse('   ')).toBe('');
    expect(bulkPageContentSchema.parse(' x ')).toBe('x');
  });
});

describe('question create', () => {
  it('needs a chapter and a text, and a uuid chapter id', () => {
    expect(validateQuestionCreate({ chapterId: '', text: 'Q' })).toBe(
      'Chapter and question text are required',
    );
    expect(validateQuestionCreate({ chapterId: uuid, text: '  ' })).toBe(
      'Chapter and question text are required',
    );
    expect(validateQuestionCreate({ chapterId: 'c1', text: 'Q' })).toBe('Invalid chapter ID format');
    expect(validateQuestionCreate({ chapterId: uuid, text: 'Q' })).toBeNull();
    expect(firstIssue(questionCreateSchema.safeParse({ chapterId: 'c1', text: 'Q' }))).toBe(
      'Invalid chapter ID format',
    );
    expect(questionCreateSchema.parse({ chapterId: uuid, text: ' Q ' })).toEqual({
      chapterId: uuid,
      text: 'Q',
    });
  });
});

describe('shared messages', () => {
  it('confirm deletion only with DELETE', () => {
    expect(isDeleteConfirmed('DELETE')).toBe(true);
    expect(isDeleteConfirmed(' DELETE')).toBe(false);
    expect(isDeleteConfirmed('DELETE ')).toBe(false);
    expect(isDeleteConfirmed('DELETE\n')).toBe(false);
    expect(isDeleteConfirmed('delete')).toBe(false);
    expect(isDeleteConfirmed(null)).toBe(false);
    expect(firstIssue(deleteConfirmationSchema.safeParse('yes'))).toBe('Type DELETE to confirm deletion');
  });

  it('require fields with "This field is required"', () => {
    expect(firstIssue(requiredTextSchema.safeParse(' '))).toBe('This field is required');
  });
});

describe('user search', () => {
  const user = { id: 'u-123', email: 'Ada@Startup.io', fullName: 'Ada Lovelace' };

  it('needs at least 2 characters', () => {
    expect(isUserSearchQuery('a')).toBe(false);
    expect(isUserSearchQuery(' ab ')).toBe(true);
    expect(matchesUserSearch(user, 'a')).toBe(false);
  });

  it('matches e-mail or name case-insensitively, or the exact id', () => {
    expect(matchesUserSearch(user, 'startup')).toBe(true);
    expect(matchesUserSearch(user, 'LOVE')).toBe(true);
    expect(matchesUserSearch(user, 'u-123')).toBe(true);
    expect(matchesUserSearch(user, 'u-12')).toBe(false);
    expect(matchesUserSearch({ id: 'x', email: null, fullName: null }, 'ada')).toBe(false);
  });
});
