import { type Action, allows } from '@dialysis/domain';
import { useAuth } from './auth-context.tsx';

/**
 * Whether the signed-in user's login type may take an action: the shared policy (packages/domain/src/policy.ts)
 * that the server's guards assert, so the web never shows as usable what the server refuses.
 */
export function useCan(action: Action): boolean {
  const { user } = useAuth();
  return user !== null && allows(user.group, action);
}

/** The same question for several actions in one component (a list whose rows need different actions). */
export function useCanDo(): (action: Action) => boolean {
  const { user } = useAuth();
  return (action) => user !== null && allows(user.group, action);
}
