/* eslint-disable */
import * as types from './graphql.js';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ManagedMachine on Machine {\n    id name serialNo manufacturer clinicID clinicName status auditExpired updatedOn\n  }\n": typeof types.ManagedMachineFragmentDoc,
    "\n  query ListMachine($filter: MachineFilter, $filter2: MachineFilter, $filter3: MachineFilter, $pagination: Pagination) {\n    listMachine(filter: $filter, filter2: $filter2, filter3: $filter3, pagination: $pagination) {\n      count count2 count3 result { ...ManagedMachine }\n    }\n  }\n": typeof types.ListMachineDocument,
    "\n  mutation CreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { ...ManagedMachine } }\n": typeof types.CreateMachineDocument,
    "\n  mutation UpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { ...ManagedMachine } }\n": typeof types.UpdateMachineDocument,
};
const documents: Documents = {
    "\n  fragment ManagedMachine on Machine {\n    id name serialNo manufacturer clinicID clinicName status auditExpired updatedOn\n  }\n": types.ManagedMachineFragmentDoc,
    "\n  query ListMachine($filter: MachineFilter, $filter2: MachineFilter, $filter3: MachineFilter, $pagination: Pagination) {\n    listMachine(filter: $filter, filter2: $filter2, filter3: $filter3, pagination: $pagination) {\n      count count2 count3 result { ...ManagedMachine }\n    }\n  }\n": types.ListMachineDocument,
    "\n  mutation CreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { ...ManagedMachine } }\n": types.CreateMachineDocument,
    "\n  mutation UpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { ...ManagedMachine } }\n": types.UpdateMachineDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ManagedMachine on Machine {\n    id name serialNo manufacturer clinicID clinicName status auditExpired updatedOn\n  }\n"): typeof import('./graphql.js').ManagedMachineFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListMachine($filter: MachineFilter, $filter2: MachineFilter, $filter3: MachineFilter, $pagination: Pagination) {\n    listMachine(filter: $filter, filter2: $filter2, filter3: $filter3, pagination: $pagination) {\n      count count2 count3 result { ...ManagedMachine }\n    }\n  }\n"): typeof import('./graphql.js').ListMachineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMachine($create: CreateMachineInput!) { createMachine(create: $create) { ...ManagedMachine } }\n"): typeof import('./graphql.js').CreateMachineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMachine($update: UpdateMachineInput!) { updateMachine(update: $update) { ...ManagedMachine } }\n"): typeof import('./graphql.js').UpdateMachineDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
