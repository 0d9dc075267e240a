export * from './constants.ts';
export * from './format.ts';
export * from './rules/dialysis-card.ts';
export * from './rules/insufficient-seats.ts';
export * from './rules/login-type.ts';
export * from './rules/reading-countdown.ts';
export * from './rules/session-of-day.ts';
export * from './validation.ts';
