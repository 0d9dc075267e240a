import {
  ADMINISTERED_MESSAGES as A,
  PATIENT_RECORD_MESSAGES as M,
  MEDICATION_FREQUENCIES,
  MEDICATION_ROUTES,
  PATIENT_RECORD_PAGE_SIZES,
  TEXT_LIMITS,
} from '@dialysis/domain';
import { AutoComplete, Button, Card, Form, Input, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { showDateTime } from '../../lib/clock.ts';
import { useCan } from '../session/use-can.ts';
import { options, useDrugOptions } from './options.ts';
import {
  CREATE_ADMINISTERED,
  type MedicationAdministered,
  useAdministered,
  useCentreStaff,
} from './record-queries.ts';
import { useListFailureToast, useRecordMutation } from './use-record-write.ts';

type Values = {
  medication: string;
  dose: string;
  route: string;
  freq: string;
  givenBy: string;
  witnessedBy: string;
};

const need = (message: string) => [{ required: true, whitespace: true, message }];

type Path = (string | number)[];

/** Spec 001 section 5: the witness must be someone other than the giver (`giverPath`: the form's full path). */
const differentFrom =
  (giverPath: Path) =>
  ({ getFieldValue }: { getFieldValue: (name: Path) => unknown }) => ({
    validator: (_: unknown, value: string | undefined) =>
      value && value === getFieldValue(giverPath)
        ? Promise.reject(new Error(A.sameWitness))
        : Promise.resolve(),
  });

/**
 * The six fields of one administered medication (medication, dose, route, frequency, given by, witness) with
 * the spec's 'Missing ...' messages and "Same user can't be witness". Shared by this panel's inline row and the
 * intra page's Medication given rows: `prefix` names the row inside a Form.List (relative), `fullPrefix` the
 * same row from the form's root (for the witness rule); both empty for a form of its own.
 */
export function AdministeredMedicationFields({
  staffOptions,
  drugOptions,
  prefix = [],
  fullPrefix = [],
}: {
  staffOptions: { value: string; label: string }[];
  drugOptions: { value: string }[];
  prefix?: Path;
  fullPrefix?: Path;
}) {
  return (
    <>
      <Form.Item name={[...prefix, 'medication']} rules={need(A.medication)}>
        <AutoComplete
          options={drugOptions}
          filterOption
          placeholder="Medication"
          aria-label="Medication"
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item name={[...prefix, 'dose']} rules={need(A.dose)}>
        <Input
          placeholder="Dose"
          aria-label="Dose"
          style={{ width: 110 }}
          maxLength={TEXT_LIMITS.line}
          showCount
        />
      </Form.Item>
      <Form.Item name={[...prefix, 'route']} rules={need(A.route)}>
        <AutoComplete
          options={options(MEDICATION_ROUTES)}
          filterOption
          placeholder="Route"
          aria-label="Route"
          style={{ width: 110 }}
        />
      </Form.Item>
      <Form.Item name={[...prefix, 'freq']} rules={need(A.freq)}>
        <AutoComplete
          options={options(MEDICATION_FREQUENCIES)}
          filterOption
          placeholder="Frequency"
          aria-label="Frequency"
          style={{ width: 130 }}
        />
      </Form.Item>
      <Form.Item name={[...prefix, 'givenBy']} rules={need(A.givenBy)}>
        <Select
          options={staffOptions}
          showSearch
          optionFilterProp="label"
          placeholder="Given By"
          aria-label="Given By"
          style={{ width: 180 }}
        />
      </Form.Item>
      <Form.Item
        name={[...prefix, 'witnessedBy']}
        dependencies={[[...fullPrefix, 'givenBy']]}
        rules={[...need(A.witnessedBy), differentFrom([...fullPrefix, 'givenBy'])]}
      >
        <Select
          options={staffOptions}
          showSearch
          optionFilterProp="label"
          placeholder="Witness"
          aria-label="Witness"
          style={{ width: 180 }}
        />
      </Form.Item>
    </>
  );
}

/**
 * Administered Medication (spec 001 section 2): an inline add row over a list, 6 per page, newest first.
 * Giver and witness are chosen among the staff of the patient's centre. A Doctor reads only (the server
 * refuses their writes: giving a drug is recorded in the dialysis session, not in their menu). On the page of a
 * session that no longer takes medication (closed) the add row gives way to the reason.
 */
export function AdministeredMedicationPanel({
  patientID,
  clinicID,
  dialysisID,
  closedReason,
}: {
  patientID: number;
  clinicID: number;
  /** On a session page: the session the medication is given in, so its print lists it (spec 001 section 7). */
  dialysisID?: number;
  /** Why the session shown takes no medication now (a closed session): shown instead of the add row. */
  closedReason?: string;
}) {
  const canGive = useCan('medicationAdministered:write');
  const [page, setPage] = useState(1);
  const [form] = Form.useForm<Values>();
  const size = PATIENT_RECORD_PAGE_SIZES.medicationAdministered;
  const list = useAdministered(patientID, page, size);
  useListFailureToast(list, M.retrieveAdministered);
  const staff = useCentreStaff(clinicID);
  const drugs = useDrugOptions();
  const staffOptions = (staff.data ?? []).map((s) => ({ value: s.accountID, label: s.name }));

  const submitMutation = useRecordMutation(patientID, {
    mutationFn: (v: Values) =>
      request(CREATE_ADMINISTERED, {
        create: {
          patientID,
          dialysisID,
          medication: v.medication.trim(),
          dose: v.dose.trim(),
          route: v.route.trim(),
          freq: v.freq.trim(),
          givenBy: v.givenBy,
          witnessedBy: v.witnessedBy,
        },
      }),
    meta: { done: M.created, failed: M.createFailed },
  });
  const submit = (v: Values) =>
    submitMutation(v, () => {
      form.resetFields();
      setPage(1);
    });

  return (
    <Card title="Administered Medication">
      {canGive && closedReason && (
        <Typography.Paragraph type="secondary" data-testid="medication-closed">
          {closedReason}
        </Typography.Paragraph>
      )}
      {canGive && !closedReason && (
        <Form
          form={form}
          layout="inline"
          name="administeredMedication"
          onFinish={submit}
          style={{ marginBottom: 12, rowGap: 8 }}
        >
          <AdministeredMedicationFields staffOptions={staffOptions} drugOptions={drugs} />
          <Form.Item>
            <Button type="primary" htmlType="submit">
              Add
            </Button>
          </Form.Item>
        </Form>
      )}
      <Table<MedicationAdministered>
        rowKey="id"
        size="small"
        dataSource={list.data?.result ?? []}
        loading={list.isPending || list.isPlaceholderData}
        locale={list.isError ? { emptyText: errorText(list.error, M.retrieveAdministered) } : undefined}
        columns={[
          {
            title: 'Date',
            dataIndex: 'createdOn',
            key: 'createdOn',
            render: (value: string) => showDateTime(value),
          },
          { title: 'Medication', dataIndex: 'medication', key: 'medication' },
          { title: 'Dose', dataIndex: 'dose', key: 'dose' },
          { title: 'Route', dataIndex: 'route', key: 'route' },
          { title: 'Frequency', dataIndex: 'freq', key: 'freq' },
          { title: 'Given By', dataIndex: 'givenByStaffName', key: 'givenBy' },
          { title: 'Witness', dataIndex: 'witnessedByStaffName', key: 'witnessedBy' },
        ]}
        pagination={{
          current: page,
          pageSize: size,
          total: list.data?.count ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
