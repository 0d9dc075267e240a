import { type Action, allowedRoleNames, POLICY } from '@dialysis/domain';
import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { assertedAction } from '../access/guard.ts';
import { buildSchema, moduleResolvers } from './schema.ts';

/**
 * Who may reach what, as one reviewable list: every Query, Mutation and Subscription field with the action its
 * guard asserts and the login types the shared policy allows it; then every action of the policy no guard
 * asserts (asked by services, routes and screens). A change of access shows up in review as a diff of
 * access-snapshot.txt (update it with `npx vitest run --project server src/graphql/access-snapshot -u`).
 * Fields without a guard are the public ones (sign-in and its kin); schema.test.ts proves they are the only ones.
 */
describe('access snapshot', () => {
  it('lists every root field with the action it asserts, and every other action of the policy', async () => {
    const schema = buildSchema();
    // The resolver maps as the modules wrote them (the schema holds bound copies that carry no tag).
    const written = (typeName: string, field: string): unknown => {
      for (const map of moduleResolvers) {
        const entry = (map as Record<string, Record<string, unknown> | undefined>)[typeName]?.[field];
        if (entry) return entry;
      }
      return undefined;
    };
    const lines: string[] = [];
    const guarded = new Set<Action>();
    for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      if (!type || !isObjectType(type)) continue;
      for (const field of Object.values(type.getFields()).sort((a, b) => a.name.localeCompare(b.name))) {
        const entry = written(type.name, field.name);
        const action =
          assertedAction(entry) ?? assertedAction((entry as { subscribe?: unknown } | undefined)?.subscribe);
        if (action) guarded.add(action);
        lines.push(
          action
            ? `${type.name}.${field.name} -> ${action} (${allowedRoleNames(action)})`
            : `${type.name}.${field.name} -> public`,
        );
      }
    }
    lines.push('', 'Actions no root field asserts (asked by services, routes and screens):');
    for (const action of (Object.keys(POLICY) as Action[]).filter((a) => !guarded.has(a)).sort()) {
      lines.push(`${action} -> ${allowedRoleNames(action)}`);
    }
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./access-snapshot.txt');
  });
});
