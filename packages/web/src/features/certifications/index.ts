// What other features use of the certifications: the section of Manage Account and the lists' query keys.
export { AccountCertifications } from './account-certifications.tsx';
export { certificationKeys } from './keys.ts';
