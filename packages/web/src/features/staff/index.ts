// What Manage Certifications uses of Manage Staff: the staff choices of Add Certification.
export { useStaffChoices } from './queries.ts';
