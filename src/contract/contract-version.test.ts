import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as assessment from './assessment';
import { CONTRACT_VERSION } from './contract-version';
import * as me from './me';
import * as privacy from './privacy';
import * as security from './security';

/**
 * Every exported zod schema of the contract as JSON Schema (what it accepts and gives), module by
 * module and name by name, hashed. Texts of refinements are not part of it: they can only narrow what
 * the server already checked.
 */
function contractFingerprint(): { hash: string; schemas: number } {
  const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });
  const parts: string[] = [];
  for (const file of Object.keys(modules).sort()) {
    const exports = modules[file] ?? {};
    for (const name of Object.keys(exports).sort()) {
      const value = exports[name];
      if (!(value instanceof z.ZodType)) continue;
      const shape = z.toJSONSchema(value, { unrepresentable: 'any', io: 'output' });
      parts.push(`${file}#${name} ${JSON.stringify(shape)}`);
    }
  }
  return {
    hash: createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16),
    schemas: parts.length,
  };
}

describe('CONTRACT_VERSION', () => {
  it("is the fingerprint of the contract's schemas", () => {
    const { hash, schemas } = contractFingerprint();
    expect(schemas).toBeGreaterThan(100);
    expect(
      CONTRACT_VERSION,
      `A schema in src/contract changed: set CONTRACT_VERSION in src/contract/contract-version.ts to '${hash}'`,
    ).toBe(hash);
  });
});

describe('answers a browser takes as they are', () => {
  // The response schemas the web passes to apiRequest as loaders (docs/decisions/011): an answer the
  // server validated is then used without parsing, which gives the same value only if parsing changes
  // nothing (no defaults, transforms or coercion on the way in).
  const trusted = {
    questionnaire: assessment.questionnaireSchema,
    chapterList: assessment.chapterListSchema,
    createdSession: assessment.createdSessionSchema,
    savedAnswer: assessment.savedAnswerSchema,
    savedAnswers: assessment.savedAnswersSchema,
    sessionState: assessment.sessionStateSchema,
    resultView: assessment.resultViewSchema,
    resultHistory: assessment.resultHistorySchema,
    me: me.meResponseSchema,
    claimSession: me.claimSessionResponseSchema,
    profilePatch: me.profilePatchResponseSchema,
    deleteAccount: me.deleteAccountResponseSchema,
    consentHistory: privacy.consentHistorySchema,
    sessionStatus: security.sessionStatusSchema,
    activity: security.activityResponseSchema,
    publicSettings: security.publicSettingsSchema,
  };

  it.each(Object.entries(trusted))('%s: parsing gives back what the server sent', (_name, schema) => {
    // objects strip unknown keys (the server's serializer did), hence `additionalProperties` on output only
    const shape = (io: 'input' | 'output') =>
      JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'throw', io }), (key, value) =>
        key === 'additionalProperties' ? undefined : value,
      );
    expect(shape('input')).toBe(shape('output'));
  });
});
