import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: text('email'),
  fullName: text('full_name'),
  linkedinUrl: text('linkedin_url'),
  companyUrl: text('company_url'),
  teamSize: text('team_size'),
  jobRole: text('job_role'),
  fundraisingStage: text('fundraising_stage'),
  profileCompleted: boolean('profile_completed').notNull().default(false),
  /** 'admin' rows are excluded from user lists */
  role: text('role').notNull().default('user'),
  /** a test account the admin marked: its results never count in the benchmarks */
  excludedFromBenchmarks: boolean('excluded_from_benchmarks').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ConsentData = {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  timestamp: string;
  version: string;
  visitorId: string;
};

export const consentLogs = pgTable(
  'consent_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id'),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    consentData: jsonb('consent_data').$type<ConsentData>().notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_logs_user_idx').on(t.userId, t.createdAt),
    index('consent_logs_visitor_idx').on(t.visitorId),
  ],
);

export const clientLogs = pgTable(
  'client_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    correlationId: text('correlation_id'),
    level: text('level').notNull(),
    eventType: text('event_type').notNull(),
    message: text('message').notNull(),
    data: jsonb('data'),
    userAgent: text('user_agent'),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_logs_created_idx').on(t.createdAt), index('client_logs_user_idx').on(t.userId)],
);
