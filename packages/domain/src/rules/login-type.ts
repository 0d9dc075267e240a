import { GROUPS, type Group } from '../constants.ts';

/** The login type of an account: the first of its groups that is allowed to sign in, else null. */
export function loginType(groups: readonly string[]): Group | null {
  for (const group of groups) {
    if ((GROUPS as readonly string[]).includes(group)) return group as Group;
  }
  return null;
}
