import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NUL_CHARACTER_MESSAGE, nulCharacterPath } from '../../domain/text-rules';

/**
 * The contract's validation for every route's params, query and body, with one rule before each
 * schema: no text carries U+0000, which PostgreSQL cannot store. A 400 names the field, whichever route.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({
    ...route,
    schema: z
      .unknown()
      .superRefine((value, context) => {
        const path = nulCharacterPath(value);
        if (path) context.addIssue({ code: 'custom', path, message: NUL_CHARACTER_MESSAGE });
      })
      .pipe(route.schema),
  });
