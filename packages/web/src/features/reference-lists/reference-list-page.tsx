import { type Action, MANAGE_MESSAGES, TEXT_LIMITS } from '@dialysis/domain';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { Form, Input, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import type { Pagination } from '../../api/generated/graphql.ts';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { FormModal } from '../../shared/manage-kit/form-modal.tsx';
import { manageKeys } from '../../shared/manage-kit/keys.ts';
import { DONE, FAILED, showDate } from '../../shared/manage-kit/kit.tsx';
import { ManageListPage, RowActions } from '../../shared/manage-kit/manage-list-page.tsx';
import { useManageList } from '../../shared/manage-kit/use-manage-list.ts';
import { useCan } from '../../shared/session/use-can.ts';
import { referenceListKeys } from './keys.ts';

/** A record of a reference list as its page reads it. */
interface ListRow {
  id: number;
  createdOn: string;
  updatedOn: string;
}

/** The texts a list's records have: those of its create input that its page reads. */
type TextName<Row, Create> = Extract<keyof Create, keyof Row> & string;

/** The search of a list: any of its texts contains the words. */
export type TextSearch<F extends string> = { or?: Partial<Record<F, { contains: string }>>[] };

/**
 * What one reference list's page is (Manage Drugs, Manage Symptoms, Manage Hospital Reasons): only what differs
 * from one list to another, its words and its documents.
 */
export interface ReferenceList<Row extends ListRow, Create> {
  /** Its query key, under the manage key ('drugs'). */
  key: string;
  title: string;
  /** What one record is called: 'Add <noun>', 'Edit <noun>'. */
  noun: string;
  /** The form's name: its fields' ids are `<form>_<text>`. */
  form: string;
  search: { placeholder: string; label: string; width: number };
  /** Who may add, edit and delete. */
  write: Action;
  /** Its texts, in the table's and the form's order: the form's label, and the column's title when another. */
  texts: readonly { name: TextName<Row, Create>; label: string; column?: string; required?: boolean }[];
  read(
    filter: TextSearch<TextName<Row, Create>>,
    pagination: Pagination,
    signal: AbortSignal,
  ): Promise<{ count: number; result: Row[] }>;
  create(create: Create): Promise<unknown>;
  /** An edit on the version read; a list without it has no Edit. */
  update?(update: Create & { id: number; updatedOn: string }): Promise<unknown>;
  remove(update: { id: number; deleted: number; updatedOn: string }): Promise<unknown>;
  /** A failed delete's text, when not 'Unable to delete record'. */
  deleteFailed?: string;
  /** Other queries a change of the list changes. */
  alsoReloads?: readonly QueryKey[];
  /** The Action column shows (empty) to who may not write too. */
  actionColumnForAll?: boolean;
}

type Values = Record<string, string | undefined>;

/**
 * The one page of the reference lists: Date Added, the list's texts and Action (Edit where the list has it,
 * Delete) for who may write; search over every text; Add and Edit in one dialog of the texts, a required one
 * 'Required.'; each write confirmed, then every manage list (and `alsoReloads`) reloads, also after a refused
 * edit or delete, which may mean the row changed meanwhile; a refusal naming a text shows on that field.
 */
export function ReferenceListPage<Row extends ListRow, Create>({
  list,
}: {
  list: ReferenceList<Row, Create>;
}) {
  const manage = useManageList<Row>();
  const { editing } = manage;
  const { search, pagination } = manage.paging;
  const query = useQuery({
    queryKey: referenceListKeys.list(list.key, search, pagination),
    queryFn: ({ signal }) => list.read(searchOf(list, search), pagination, signal),
    placeholderData: keepPreviousData,
  });
  const [form] = Form.useForm<Values>();
  const writable = useCan(list.write);
  const reload = useMemo(() => [manageKeys.all, ...(list.alsoReloads ?? [])], [list]);
  const create = useConfirmedMutation({
    mutationFn: (create: Create) => list.create(create),
    meta: { done: DONE.create, failed: FAILED.create, form },
    invalidates: reload,
  });
  const update = useConfirmedMutation({
    // Called only from the Edit dialog, which a list without `update` never opens.
    mutationFn: async (update: Create & { id: number; updatedOn: string }) => list.update?.(update),
    meta: { done: DONE.update, failed: FAILED.update, form },
    invalidates: reload,
    reloadOnFailure: true,
  });
  const remove = useConfirmedMutation({
    mutationFn: (row: Row) => list.remove({ id: row.id, deleted: 1, updatedOn: row.updatedOn }),
    meta: { done: DONE.delete, failed: list.deleteFailed ?? FAILED.delete },
    invalidates: reload,
    reloadOnFailure: true,
  });

  const onSave = (values: Values) => {
    const texts = inputOf(list, values);
    if (editing) update({ id: editing.id, ...texts, updatedOn: editing.updatedOn }, manage.close);
    else create(texts, manage.close);
  };

  const columns: TableColumnsType<Row> = [
    {
      title: 'Date Added',
      dataIndex: 'createdOn',
      key: 'createdOn',
      render: (value: string) => showDate(value),
    },
    ...list.texts.map(({ name, label, column }) => ({ title: column ?? label, dataIndex: name, key: name })),
    ...(writable || list.actionColumnForAll
      ? [
          {
            title: 'Action',
            key: 'action',
            render: (_: unknown, row: Row) =>
              writable && (
                <RowActions
                  onEdit={list.update && (() => manage.edit(row))}
                  onDelete={() => remove(row, () => manage.afterDelete(query.data?.result.length))}
                />
              ),
          },
        ]
      : []),
  ];

  return (
    <ManageListPage<Row>
      title={list.title}
      search={list.search}
      addLabel={`Add ${list.noun}`}
      writable={writable}
      onAdd={manage.add}
      columns={columns}
      list={query}
      paging={manage.paging}
    >
      <FormModal
        open={manage.open}
        title={`${editing ? 'Edit' : 'Add'} ${list.noun}`}
        form={form}
        name={list.form}
        initialValues={editing ? valuesOf(list, editing) : {}}
        onSave={onSave}
        onCancel={manage.close}
      >
        {list.texts.map(({ name, label, required }) => (
          <Form.Item
            key={name}
            name={name as string}
            label={label}
            rules={
              required ? [{ required: true, whitespace: true, message: MANAGE_MESSAGES.required }] : undefined
            }
          >
            <Input maxLength={TEXT_LIMITS.line} showCount />
          </Form.Item>
        ))}
      </FormModal>
    </ManageListPage>
  );
}

/** Every record when the search is empty, else those with the words in any of their texts. */
function searchOf<Row extends ListRow, Create>(
  list: ReferenceList<Row, Create>,
  search: string,
): TextSearch<TextName<Row, Create>> {
  if (!search) return {};
  // A computed key is typed as any string: it is one of the list's texts.
  const text = (name: TextName<Row, Create>) =>
    ({ [name]: { contains: search } }) as Partial<Record<TextName<Row, Create>, { contains: string }>>;
  return { or: list.texts.map(({ name }) => text(name)) };
}

/** The form's values as the list's input: trimmed, an empty optional text sent as null. */
function inputOf<Row extends ListRow, Create>(list: ReferenceList<Row, Create>, values: Values): Create {
  const texts = list.texts.map(({ name, required }) => {
    const text = values[name]?.trim() ?? '';
    return [name, required ? text : text || null];
  });
  // The form's rules keep every required text a non-empty string: the shape of `Create`.
  return Object.fromEntries(texts) as Create;
}

/** A record's texts, filling the Edit dialog. */
function valuesOf<Row extends ListRow, Create>(list: ReferenceList<Row, Create>, row: Row): Values {
  return Object.fromEntries(
    list.texts.map(({ name }) => {
      const value = row[name];
      return [name, typeof value === 'string' ? value : undefined];
    }),
  );
}
