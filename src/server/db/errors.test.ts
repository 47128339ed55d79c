import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';

const withCode = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['postgres.js closed', withCode('CONNECTION_CLOSED', 'write CONNECTION_CLOSED 127.0.0.1:5432')],
    ['postgres.js connect timeout', withCode('CONNECT_TIMEOUT', 'write CONNECT_TIMEOUT 127.0.0.1:5432')],
    ['admin shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    [
      'crash shutdown',
      withCode('57P02', 'terminating connection because of crash of another server process'),
    ],
    ['starting up', withCode('57P03', 'the database system is starting up')],
    ['too many connections', withCode('53300', 'sorry, too many clients already')],
    ['connection exception', withCode('08006')],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    // as Drizzle throws it: "Failed query: …" with the driver's error as its cause
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error))).toBe(true);
  });

  it('looks into AggregateError (one error per address tried)', () => {
    const error = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('leaves bugs and bad data alone', () => {
    expect(isDatabaseUnavailable(new Error('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(withCode('22P02', 'invalid input syntax for type uuid'))).toBe(false);
    // a query that fails for another reason, whose parameters happen to contain the words
    expect(
      isDatabaseUnavailable(
        new DrizzleQueryError('update x set name = $1', ['ECONNREFUSED'], withCode('23514')),
      ),
    ).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
