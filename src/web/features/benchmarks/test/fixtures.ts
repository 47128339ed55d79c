import type { ResultView } from '../../../../contract/assessment';
import type { BenchmarkGroup, BenchmarkMetric, BenchmarksView } from '../../../../contract/benchmarks';

export const RESULT_ID = '00000000-0000-4000-8000-0000000000a1';
export const SECRET = 'the-session-secret';

export const CHAPTERS = [
  {
    id: '00000000-0000-4000-8000-000000000c01',
    title: 'Self-Awareness',
    area: 'inner' as const,
    average: 4.2,
  },
  { id: '00000000-0000-4000-8000-000000000c02', title: 'Resilience', area: 'inner' as const, average: 3.6 },
  {
    id: '00000000-0000-4000-8000-000000000c03',
    title: 'Focus & Energy',
    area: 'inner' as const,
    average: 2.8,
  },
  {
    id: '00000000-0000-4000-8000-000000000c04',
    title: 'Decisions Under Uncertainty',
    area: 'inner' as const,
    average: 3,
  },
  {
    id: '00000000-0000-4000-8000-000000000c05',
    title: 'Vision & Strategy',
    area: 'outer' as const,
    average: 5,
  },
  {
    id: '00000000-0000-4000-8000-000000000c06',
    title: 'Customer & Market',
    area: 'outer' as const,
    average: 1,
  },
  {
    id: '00000000-0000-4000-8000-000000000c07',
    title: 'Team & Leadership',
    area: 'outer' as const,
    average: 3.4,
  },
  {
    id: '00000000-0000-4000-8000-000000000c08',
    title: 'Execution & Capital',
    area: 'outer' as const,
    average: 4,
  },
];

export function resultView(overrides: Partial<ResultView> = {}): ResultView {
  return {
    sessionId: RESULT_ID,
    completedAt: '2025-03-01T10:00:00.000Z',
    version: 1,
    gated: false,
    overall: 3.38,
    inner: 3.4,
    outer: 3.35,
    balance: 'balanced',
    overallInsight: 'Steady.',
    answeredCount: 40,
    questionCount: 40,
    chapters: CHAPTERS.map((c, i) => ({ ...c, position: i + 1, answeredCount: 5, questionCount: 5 })),
    coreStrength: null,
    upliftPotential: null,
    ...overrides,
  };
}

function metrics(shift: number): BenchmarkMetric[] {
  const area = (metric: 'overall' | 'inner' | 'outer', label: string, score: number): BenchmarkMetric => ({
    metric,
    chapterId: null,
    label,
    score,
    percentile: 62 + shift,
    band: 'upper-half',
    median: 3.1,
  });
  return [
    area('overall', 'Overall', 3.38),
    area('inner', 'Inner Game', 3.4),
    area('outer', 'Outer Game', 3.35),
    ...CHAPTERS.map((c, i) => ({
      metric: c.id,
      chapterId: c.id,
      label: c.title,
      score: c.average,
      percentile: i === 4 ? 95 : 40 + i + shift,
      band: i === 4 ? ('top-10' as const) : ('lower-half' as const),
      median: 3 + i / 10,
    })),
  ];
}

export function group(
  kind: BenchmarkGroup['kind'],
  available: boolean,
  overrides: Partial<BenchmarkGroup> = {},
): BenchmarkGroup {
  const labels = {
    stage: 'Seed founders',
    'team-size': 'Founders in teams of 11–30 people',
    all: 'All founders',
  };
  const values = { stage: 'seed', 'team-size': '11-30', all: null };
  const count = available ? 140 : 1;
  return {
    kind,
    value: values[kind],
    label: labels[kind],
    count,
    available,
    missing: available ? 0 : 30 - count,
    metrics: available ? metrics(kind === 'all' ? 0 : 5) : [],
    ...overrides,
  };
}

export function benchmarksView(overrides: Partial<BenchmarksView> = {}): BenchmarksView {
  return {
    sessionId: RESULT_ID,
    version: 1,
    minGroupSize: 30,
    stage: 'seed',
    teamSize: '11-30',
    groups: [group('stage', false), group('team-size', true), group('all', true)],
    computedAt: '2025-03-02T03:00:00.000Z',
    ...overrides,
  };
}
