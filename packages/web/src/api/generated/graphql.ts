/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CreateMachineInput = {
  clinicID: number;
  manufacturer?: string | null | undefined;
  name: string;
  serialNo: string;
  status: MachineAvailability;
};

export type IntFilter = {
  eq?: number | null | undefined;
  exists?: boolean | null | undefined;
  ge?: number | null | undefined;
  in?: Array<number> | null | undefined;
  le?: number | null | undefined;
  ne?: number | null | undefined;
};

/** What a machine can be set to. (Its audit items are MachineStatus, another type.) */
export type MachineAvailability =
  | 'AVAILABLE'
  | 'NOTAVAILABLE';

export type MachineFilter = {
  clinicID?: IntFilter | null | undefined;
  deleted?: IntFilter | null | undefined;
  id?: IntFilter | null | undefined;
  manufacturer?: StringFilter | null | undefined;
  name?: StringFilter | null | undefined;
  or?: Array<MachineFilter> | null | undefined;
  serialNo?: StringFilter | null | undefined;
  status?: StringFilter | null | undefined;
};

export type OrderBy = {
  direction?: SortDirection | null | undefined;
  field: string;
};

export type Pagination = {
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderby?: Array<OrderBy> | null | undefined;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type StringFilter = {
  contains?: string | null | undefined;
  eq?: string | null | undefined;
  exists?: boolean | null | undefined;
  ge?: string | null | undefined;
  in?: Array<string> | null | undefined;
  le?: string | null | undefined;
  ne?: string | null | undefined;
};

/** Fields left out are kept. deleted: 1 deletes the machine (soft). */
export type UpdateMachineInput = {
  clinicID?: number | null | undefined;
  deleted?: number | null | undefined;
  id: number;
  manufacturer?: string | null | undefined;
  name?: string | null | undefined;
  serialNo?: string | null | undefined;
  status?: MachineAvailability | null | undefined;
  /** The updatedOn the edit was made on: saving over a newer version is refused (CONFLICT). */
  updatedOn?: string | null | undefined;
};

export type ManagedMachineFragment = { id: number, name: string, serialNo: string, manufacturer: string | null, clinicID: number, clinicName: string, status: string, auditExpired: boolean, updatedOn: string };

export type ListMachineQueryVariables = Exact<{
  filter?: MachineFilter | null | undefined;
  filter2?: MachineFilter | null | undefined;
  filter3?: MachineFilter | null | undefined;
  pagination?: Pagination | null | undefined;
}>;


export type ListMachineQuery = { listMachine: { count: number, count2: number | null, count3: number | null, result: Array<{ id: number, name: string, serialNo: string, manufacturer: string | null, clinicID: number, clinicName: string, status: string, auditExpired: boolean, updatedOn: string }> } };

export type CreateMachineMutationVariables = Exact<{
  create: CreateMachineInput;
}>;


export type CreateMachineMutation = { createMachine: { id: number, name: string, serialNo: string, manufacturer: string | null, clinicID: number, clinicName: string, status: string, auditExpired: boolean, updatedOn: string } };

export type UpdateMachineMutationVariables = Exact<{
  update: UpdateMachineInput;
}>;


export type UpdateMachineMutation = { updateMachine: { id: number, name: string, serialNo: string, manufacturer: string | null, clinicID: number, clinicName: string, status: string, auditExpired: boolean, updatedOn: string } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ManagedMachineFragmentDoc = new TypedDocumentString(`
    fragment ManagedMachine on Machine {
  id
  name
  serialNo
  manufacturer
  clinicID
  clinicName
  status
  auditExpired
  updatedOn
}
    `, {"fragmentName":"ManagedMachine"}) as unknown as TypedDocumentString<ManagedMachineFragment, unknown>;
export const ListMachineDocument = new TypedDocumentString(`
    query ListMachine($filter: MachineFilter, $filter2: MachineFilter, $filter3: MachineFilter, $pagination: Pagination) {
  listMachine(
    filter: $filter
    filter2: $filter2
    filter3: $filter3
    pagination: $pagination
  ) {
    count
    count2
    count3
    result {
      ...ManagedMachine
    }
  }
}
    fragment ManagedMachine on Machine {
  id
  name
  serialNo
  manufacturer
  clinicID
  clinicName
  status
  auditExpired
  updatedOn
}`) as unknown as TypedDocumentString<ListMachineQuery, ListMachineQueryVariables>;
export const CreateMachineDocument = new TypedDocumentString(`
    mutation CreateMachine($create: CreateMachineInput!) {
  createMachine(create: $create) {
    ...ManagedMachine
  }
}
    fragment ManagedMachine on Machine {
  id
  name
  serialNo
  manufacturer
  clinicID
  clinicName
  status
  auditExpired
  updatedOn
}`) as unknown as TypedDocumentString<CreateMachineMutation, CreateMachineMutationVariables>;
export const UpdateMachineDocument = new TypedDocumentString(`
    mutation UpdateMachine($update: UpdateMachineInput!) {
  updateMachine(update: $update) {
    ...ManagedMachine
  }
}
    fragment ManagedMachine on Machine {
  id
  name
  serialNo
  manufacturer
  clinicID
  clinicName
  status
  auditExpired
  updatedOn
}`) as unknown as TypedDocumentString<UpdateMachineMutation, UpdateMachineMutationVariables>;