/** Login groups, in the order the spec matches them: the first group an account holds is its login type. */
export const GROUPS = ['Nurse', 'ManagingNurse', 'Doctor', 'MedicalDirector'] as const;
export type Group = (typeof GROUPS)[number];

/** How each group is shown to people (spec 000 section 1). */
export const GROUP_LABELS: Record<Group, string> = {
  Nurse: 'Nurse',
  ManagingNurse: 'Nurse Manager',
  Doctor: 'Doctor',
  MedicalDirector: 'Medical Director',
};

/** Shift codes: M morning, N noon, E evening. */
export const SHIFTS = ['M', 'N', 'E'] as const;
export type Shift = (typeof SHIFTS)[number];

export const SHIFT_LABELS: Record<Shift, string> = { M: 'Morning', N: 'Noon', E: 'Evening' };

/** Session bounds by clock time, as the hour at which each starts (00:00, 12:00, 18:00). */
export const SHIFT_START_HOUR: Record<Shift, number> = { M: 0, N: 12, E: 18 };

export const DEFAULT_TIMEZONE = 'Asia/Singapore';

export const DASHBOARD_PAGE_SIZE = 20;
export const READING_INTERVAL_MINUTES = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const APP_VERSION = 'v1.0.0';

export const DATE_FORMAT = 'DD MMM YYYY';
export const DATE_TIME_FORMAT = 'DD MMM YYYY HH:mm';
