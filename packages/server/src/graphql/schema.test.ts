import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  subscribe,
} from 'graphql';
import { describe, expect } from 'vitest';
import { buildContext } from '../context.ts';
import { noSessionCookie } from '../http/session-cookie.ts';
import { secretBox } from '../platform/secret-box.ts';
import { apiTest } from '../test/api-test.ts';
import { SIGN_IN, SIGN_OUT } from '../test/documents.ts';
import { expectRefused } from '../test/expect.ts';
import { uniqueEmail } from '../test/unique.ts';
import { buildSchema } from './schema.ts';

/**
 * DESIGN.md, Conventions, Access: every Query, Mutation and Subscription field must refuse a caller
 * without a session, except the documented public ones. The fields are read from the schema itself, so
 * a field added later is walked (and must be guarded) without anyone editing this test.
 */
// Password recovery is for people who cannot sign in: public like signIn (rate-limited, modules/account).
const PUBLIC = new Set([
  'Mutation.signIn',
  'Mutation.completeNewPassword',
  'Mutation.signOut',
  'Mutation.forgotPassword',
  'Mutation.forgotPasswordSubmit',
]);
const UNAUTHENTICATED = 'Token has expired, please re-login.';

const schema = buildSchema();

/** A literal for an input type: dummy scalars, first enum values, required input fields recursively. */
function dummy(type: GraphQLInputType, path: string[] = []): string {
  if (isNonNullType(type)) return dummy(type.ofType, path);
  if (isListType(type)) return `[${dummy(type.ofType, path)}]`;
  if (isEnumType(type)) return type.getValues()[0]?.name ?? 'null';
  if (isInputObjectType(type)) {
    if (path.includes(type.name)) throw new Error(`input ${type.name} requires itself`);
    const fields = Object.values(type.getFields()).filter(
      (f) => isNonNullType(f.type) && f.defaultValue === undefined,
    );
    return `{ ${fields.map((f) => `${f.name}: ${dummy(f.type, [...path, type.name])}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    const values: Record<string, string> = {
      String: '"x"',
      ID: '"x"',
      Int: '1',
      Float: '1',
      Boolean: 'false',
    };
    const value = values[type.name];
    if (value === undefined) throw new Error(`no dummy value for scalar ${type.name}: add one here`);
    return value;
  }
  throw new Error(`unexpected input type ${String(type)}`);
}

function selection(type: GraphQLOutputType): string {
  return isLeafType(getNamedType(type)) ? '' : ' { __typename }';
}

// biome-ignore lint/suspicious/noExplicitAny: any field of the schema
function operationFor(kind: 'query' | 'mutation' | 'subscription', field: GraphQLField<any, any>): string {
  const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const args = required.length ? `(${required.map((a) => `${a.name}: ${dummy(a.type)}`).join(', ')})` : '';
  return `${kind} Walk { ${field.name}${args}${selection(field.type)} }`;
}

function fieldsOf(kind: 'query' | 'mutation' | 'subscription', type: GraphQLObjectType | null | undefined) {
  const typeName = type?.name ?? '';
  return Object.values(type?.getFields() ?? {}).map((field) => ({
    name: `${typeName}.${field.name}`,
    operation: operationFor(kind, field),
  }));
}

const queries = fieldsOf('query', schema.getQueryType());
const mutations = fieldsOf('mutation', schema.getMutationType());
const subscriptions = fieldsOf('subscription', schema.getSubscriptionType());

const test = apiTest();

describe('schema walk: nothing is reachable without a session', () => {
  test('walks the fields the foundation defines (a sanity check of the walk itself)', () => {
    const names = [...queries, ...mutations, ...subscriptions].map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Query.me',
        'Query.listClinic',
        'Query.listSeat',
        'Query.listAppointmentDetail',
        'Mutation.submitDialysisInterval',
        'Subscription.onCreateAppointment',
        'Subscription.onUpdateAppointment',
        'Subscription.onStartDialysis',
        'Subscription.onSubmitDialysisInterval',
        'Subscription.onCheckoutDialysis',
        ...PUBLIC,
      ]),
    );
  });

  test.for([...queries, ...mutations].filter((f) => !PUBLIC.has(f.name)))(
    '$name refuses a caller without a session',
    async ({ operation }, { t }) => {
      const res = await t.anonymous().request(operation);
      expectRefused(res, 'UNAUTHENTICATED', UNAUTHENTICATED);
    },
  );

  test.for(subscriptions)('$name refuses a subscriber without a session', async ({ operation }, { t }) => {
    const context = buildContext(
      {
        config: t.config,
        db: t.db,
        clock: t.clock,
        pubsub: t.bus.pubsub,
        log: t.app.log,
        storage: t.storage,
        secrets: secretBox('test-'.repeat(8)),
        mailer: t.mailer,
        accounting: t.accounting,
      },
      null,
      { ip: '127.0.0.1', userAgent: null, sessionToken: null },
      noSessionCookie,
    );
    const result = await subscribe({ schema, document: parse(operation), contextValue: context });
    expect(Symbol.asyncIterator in result, 'no event stream is opened').toBe(false);
    expectRefused(result as { data?: unknown; errors?: [] }, 'UNAUTHENTICATED', UNAUTHENTICATED);
  });

  test('the public fields answer without a session (and say only what they should)', async ({ t }) => {
    const res = await t.anonymous().request(SIGN_IN, { email: uniqueEmail('nobody'), password: 'whatever1' });
    expectRefused(res, 'INCORRECT_CREDENTIALS', 'Incorrect username or password.');
    expect((await t.anonymous().request(SIGN_OUT)).data).toEqual({ signOut: true });
  });
});
