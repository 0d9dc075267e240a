/** The server's refusal text, shown instead of a form the user could not save. */
export const NOT_ALLOWED = 'You are not allowed to do this.';
