import { describe, expect, it } from 'vitest';
import { benchmarkGroupLabel } from '../domain/benchmark-rules';
import { benchmarkCopy, groupInSentence } from './benchmark-copy';

describe('benchmark copy', () => {
  it('names a group inside a sentence as the domain labels it, a stage name kept as written', () => {
    expect(groupInSentence(benchmarkGroupLabel('stage', 'seed'))).toBe('Seed founders');
    expect(groupInSentence(benchmarkGroupLabel('team-size', '11-30'))).toBe(
      'founders in teams of 11–30 people',
    );
    expect(groupInSentence(benchmarkGroupLabel('all', null))).toBe('all founders');
  });

  it('says how many more are needed, in the singular too', () => {
    expect(benchmarkCopy.section.missing(29, 'Seed founders')).toBe(
      '29 more assessments needed to compare with Seed founders.',
    );
    expect(benchmarkCopy.section.missing(1, 'All founders')).toBe(
      '1 more assessment needed to compare with all founders.',
    );
    expect(benchmarkCopy.teaser.waiting(1)).toBe('Benchmarks open once 1 more founder has taken the audit.');
  });
});
