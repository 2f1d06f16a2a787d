import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors';

/** The shape node-postgres gives a server error: an Error with the SQLSTATE in `code`. */
function pgError(code: string, message = 'server error'): Error {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

/** What Drizzle throws around a driver error. */
function drizzleWrapped(cause: unknown): Error {
  return new Error('Failed query: select 1\nparams: ', { cause });
}

function systemError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: 'connect' });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection (server stopped)', systemError('ECONNREFUSED')],
    ['a reset connection', systemError('ECONNRESET')],
    ['a connection that timed out', systemError('ETIMEDOUT')],
    ['57P01 admin_shutdown (pg_ctl stop)', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash_shutdown', pgError('57P02')],
    ['57P03 cannot_connect_now (starting up or shutting down)', pgError('57P03', 'the database system is shutting down')],
    ['53300 too_many_connections', pgError('53300', 'sorry, too many clients already')],
    ['08006 connection_failure', pgError('08006')],
    ['08001 sqlclient_unable_to_establish_sqlconnection', pgError('08001')],
    ['08P01 protocol_violation', pgError('08P01')],
    ["pg-pool's connectionTimeoutMillis", new Error('timeout exceeded when trying to connect')],
    ['a connection closed under a query', new Error('Connection terminated unexpectedly')],
    ["pg's own connect timeout", new Error('Connection terminated due to connection timeout')],
    ['a client broken by an earlier connection error', new Error('Client has encountered a connection error and is not queryable')],
  ])('recognises %s, bare and wrapped by Drizzle', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(drizzleWrapped(error))).toBe(true);
  });

  it('recognises an AggregateError whose every attempt was refused (IPv4 and IPv6)', () => {
    const both = new AggregateError([systemError('ECONNREFUSED'), systemError('ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(drizzleWrapped(both))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([systemError('ECONNREFUSED'), new Error('bug')], ''))).toBe(false);
    expect(isDatabaseUnavailable(new AggregateError([], ''))).toBe(false);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a syntax error', pgError('42601')],
    ['a statement timeout (57014 is query_canceled, not an outage)', pgError('57014')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a message that merely mentions a connection', new Error('connection refused at /srv/app.ts:42')],
    ['a string', 'ECONNREFUSED'],
    ['null', null],
    ['undefined', undefined],
  ])('does not mistake %s for an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(drizzleWrapped(error))).toBe(false);
  });

  it('looks only a few causes deep, so a cyclic chain cannot hang it', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('finds 23505 bare or wrapped, and nothing else', () => {
    expect(isUniqueViolation(pgError('23505'))).toBe(true);
    expect(isUniqueViolation(drizzleWrapped(pgError('23505')))).toBe(true);
    expect(isUniqueViolation(drizzleWrapped(pgError('57P01')))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
