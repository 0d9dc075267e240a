// What Manage Seats uses of Manage Machines: the availability choices and the machines a seat may take.
export { AVAILABILITY_OPTIONS } from './machine-form.tsx';
export { useAvailableMachines } from './queries.ts';
