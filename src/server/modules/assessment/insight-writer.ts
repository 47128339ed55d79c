import type { FastifyBaseLogger } from 'fastify';
import {
  fallbackOverallInsight,
  generateOverallInsight,
  type InsightRequest,
} from '../../../domain/overall-insight';
import { cutToLength } from '../../../domain/sanitize';
import type { Config } from '../../config/env';

/** Writes the overall insight for a result; never throws (a failure gives the spec's canned text). */
export type InsightWriter = (data: InsightRequest) => Promise<string>;

export const ruleBasedInsightWriter: InsightWriter = async (data) => generateOverallInsight(data);

const SYSTEM_PROMPT =
  'You are an experienced startup coach writing one paragraph (3 to 5 sentences, under 900 characters) for a ' +
  'founder about their self-assessment. Scores are 1 to 5. Name their strongest and weakest chapter, say ' +
  'whether their inner game (mindset, self-awareness) and outer game (strategy, execution) are balanced ' +
  '(a difference under 0.5) or which leads, and end with one concrete next step. Warm, direct, no filler, ' +
  'no lists, no markdown, plain text only.';

/**
 * An OpenAI-compatible chat-completions provider. On a timeout, an error answer or an empty text it
 * falls back to the canned insight chosen by comparing inner and outer (spec 4 "Text variants").
 */
export function providerInsightWriter(
  provider: NonNullable<Config['insightProvider']>,
  log: FastifyBaseLogger,
): InsightWriter {
  return async (data) => {
    try {
      const response = await fetch(`${provider.url}/chat/completions`, {
        method: 'POST',
        signal: AbortSignal.timeout(provider.timeoutMs),
        headers: {
          'content-type': 'application/json',
          ...(provider.apiKey ? { authorization: `Bearer ${provider.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: provider.model,
          temperature: 0.4,
          max_tokens: 400,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: JSON.stringify(data) },
          ],
        }),
      });
      if (!response.ok) throw new Error(`insight provider answered ${response.status}`);
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const text = body.choices?.[0]?.message?.content;
      if (typeof text !== 'string' || text.trim() === '') throw new Error('insight provider sent no text');
      return cutToLength(text.trim(), 1000);
    } catch (error) {
      log.warn({ err: error }, 'overall insight provider failed; using the canned insight');
      return fallbackOverallInsight(data);
    }
  };
}

export function insightWriterFor(config: Config, log: FastifyBaseLogger): InsightWriter {
  return config.insightProvider ? providerInsightWriter(config.insightProvider, log) : ruleBasedInsightWriter;
}
