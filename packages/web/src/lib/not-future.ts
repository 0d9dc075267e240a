import { futureDateError } from '@dialysis/domain';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { centreToday, instantOf, pickerNow } from './clock.ts';

/**
 * The domain's one rule for clinical dates that cannot be in the future ('The date cannot be in the
 * future.'), as form rules, and the picker's matching disabled days. The server checks the same rule.
 */
function rule(kind: 'date' | 'time'): Rule {
  return {
    validator: (_rule, value: Dayjs | null | undefined) => {
      if (!value) return Promise.resolve();
      // Pickers show the centre's clock (clock.ts pickerValue): today and the instant are the centre's.
      const error = futureDateError(
        kind === 'date' ? value.format('YYYY-MM-DD') : new Date(instantOf(value) ?? value.toISOString()),
        new Date(),
        centreToday(),
      );
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  };
}

/** A calendar date (medication start). */
export const notFutureDate: Rule = rule('date');
/** A date and time (a clinical note, an admission, a discharge). */
export const notFutureTime: Rule = rule('time');

/** Days after the centre's today cannot be picked. */
export const isFutureDay = (day: Dayjs): boolean => day.isAfter(pickerNow(), 'day');
