import { newPasswordProblem } from '@dialysis/domain';
import type { RuleObject } from 'antd/es/form';

/**
 * The domain's password rules as a form rule (length 8 to 128, not a common password, not the temporary
 * one it replaces, not the current one Change Password was given): the same messages the server answers,
 * shown under the field before anything is sent.
 * An empty field is left to the form's own required rule.
 */
export function newPasswordRule(temporary?: string, current?: string): RuleObject {
  return {
    validator: (_rule, value: string | undefined) => {
      const problem = value ? newPasswordProblem(value, { temporary, current: current || undefined }) : null;
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}
