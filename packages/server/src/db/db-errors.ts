import { RANGE_MESSAGES } from '@dialysis/domain';
import { GraphQLError } from 'graphql';

/**
 * What a database failure may tell the log and the client. A driver's error (and Drizzle's wrapper, whose
 * message is 'Failed query: <sql> params: <values>') carries the query's parameters: a patient's name,
 * NRIC, birth date, address. The log gets the SQLSTATE code and the constraint, table and column names
 * only; the client gets a field message for the failures a user's input can cause.
 */

export interface DbErrorFacts {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The driver's error behind `error` (through GraphQL's originalError and Error.cause chains), if any. */
export function dbErrorOf(error: unknown): DbErrorFacts | null {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    const e = current as Record<string, unknown>;
    if (typeof e.code === 'string' && SQLSTATE.test(e.code) && ('severity' in e || 'routine' in e)) {
      const facts: DbErrorFacts = { code: e.code };
      for (const key of ['constraint', 'table', 'column'] as const) {
        if (typeof e[key] === 'string') facts[key] = e[key] as string;
      }
      return facts;
    }
    current = e.originalError ?? e.cause;
  }
  return null;
}

/** A loggable form of any error: a database error as its codes only, anything else without its cause's data. */
export function safeErrorLog(error: unknown): SafeErrorLog {
  const db = dbErrorOf(error);
  if (db) return { type: 'DatabaseError', message: `database error ${db.code}`, stack: '', ...db };
  if (error instanceof Error) {
    // A message may embed a failed query ('Failed query: ... params: ...'): then say only that it failed.
    const message = error.message.includes('Failed query') ? 'Failed query' : error.message;
    // The stack's first line repeats the message: keep the frames only.
    return { type: error.name, message, stack: error.stack?.split('\n').slice(1).join('\n') ?? '' };
  }
  return { type: typeof error, message: 'non-error thrown', stack: '' };
}

export type SafeErrorLog = { type: string; message: string; stack: string; [key: string]: unknown };

const INPUT_FAILURES: Record<string, string> = {
  // invalid_datetime_format, datetime_field_overflow ('2026-02-30')
  '22007': RANGE_MESSAGES.invalidDate,
  '22008': RANGE_MESSAGES.invalidDate,
  // numeric_value_out_of_range (an integer column handed 1e30)
  '22003': 'This number is out of range.',
  // invalid_text_representation (a number column handed text)
  '22P02': 'Invalid input',
  // character_not_in_repertoire, untranslatable_character (a NUL byte in text)
  '22021': RANGE_MESSAGES.invalidCharacters,
  '22P05': RANGE_MESSAGES.invalidCharacters,
  // string_data_right_truncation
  '22001': 'This text is too long.',
};

/**
 * The safety net behind the services' own checks: a database refusal a user's input caused answers
 * BAD_USER_INPUT with a field message (the column, when the database names it), not 'Unexpected error.'.
 */
export function inputErrorOf(error: unknown): GraphQLError | null {
  const db = dbErrorOf(error);
  const message = db && INPUT_FAILURES[db.code];
  if (!db || !message) return null;
  return new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', ...(db.column ? { field: db.column } : {}) },
  });
}
