import type { Plugin } from 'graphql-yoga';
import { auditRefusals } from '../audit.ts';
import type { Context } from '../context.ts';

/**
 * Writes the refusals an operation's Access noted (another centre's data asked for) once the operation has
 * ended (a subscription's, when it has opened or been refused: access/guard.ts): after the batch transaction of a multi-field mutation too (this plugin is listed before it, so its
 * "done" runs after the batch's). The answer waits for the row, so a refusal and its audit row arrive together.
 */
export function refusalAuditPlugin(): Plugin<Context> {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone: () => auditRefusals(args.contextValue, args.contextValue.log),
      };
    },
  };
}
