import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** Fixed-window request counters shared by every server instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    endpoint: text('endpoint').notNull(),
    requestCount: integer('request_count').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('rate_limits_identifier_endpoint').on(t.identifier, t.endpoint),
    index('rate_limits_window_idx').on(t.windowStart),
  ],
);

export const sessionSecurity = pgTable('session_security', {
  sessionId: text('session_id').primaryKey(),
  userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
  fingerprint: text('fingerprint'),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
  isSuspicious: boolean('is_suspicious').notNull().default(false),
  threatScore: integer('threat_score').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventType: text('event_type').notNull(),
    severity: text('severity').notNull().default('info'),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    ipAddress: text('ip_address'),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_events_created_idx').on(t.createdAt)],
);

/** Page visits counted for the admin funnel (landing → started → completed). No personal data. */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitorId: text('visitor_id').notNull(),
    page: text('page').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visits_created_idx').on(t.createdAt), unique('visits_visitor_page').on(t.visitorId, t.page)],
);
