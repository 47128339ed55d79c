/**
 * The version of this HTTP contract: a fingerprint of every zod schema in src/contract, which
 * contract-version.test.ts computes and compares with this value (it fails, naming the new value, when
 * a schema changed and this was not updated).
 *
 * The server names it in `CONTRACT_VERSION_HEADER` on every answer its zod serializer validated against
 * the route's response schema. A browser built from the same contract may take such an answer as it is,
 * without parsing it again; any other answer it parses (docs/decisions/011).
 */
export const CONTRACT_VERSION = '38b16e8aba3c512c';

export const CONTRACT_VERSION_HEADER = 'x-contract-version';
