import { WarningOutlined } from '@ant-design/icons';
import { IDENTITY_MESSAGES, type ImportRow, LAB_FIELDS, type LabFieldName, maskNric } from '@dialysis/domain';
import { Alert, App, Button, Card, Flex, Radio, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { memo, useMemo } from 'react';
import { routePath } from '../../shared/routes.ts';
import { type Decisions, openMismatches, type PatientGroup, rowOutcome } from './review-model.ts';

export const CARD_MESSAGES = {
  notInData: 'This patient is not yet in our data',
  leaveOutMismatch: 'Leave out these rows',
  confirmMismatch: 'Confirm match',
} as const;

export interface CardActions {
  setLeftOut: (nric: string, out: boolean) => void;
  /** 'leaveOut' or 'confirm' the card's mismatched rows (the confirmation is asked first). */
  resolveMismatch: (nric: string, choice: 'leaveOut' | 'confirm') => void;
}

/** Rows per page of a card's table: a card never renders more, however many rows its patient has. */
const CARD_PAGE = 10;

/**
 * One patient card of the review (spec 001: rows grouped by NRIC, a table of the patient's reports): the
 * record's name when the NRIC is matched (what the rows will be filed under), a mismatch told on the card
 * with the record's name and the user's two ways out, every row's problem on its row with the reason.
 */
export const PatientCard = memo(function PatientCard(props: {
  group: PatientGroup;
  fields: readonly LabFieldName[];
  decisions: Decisions;
  isDuplicate: (row: ImportRow) => boolean;
  onlyProblems: boolean;
  actions: CardActions;
}) {
  const { group, fields, decisions, isDuplicate, onlyProblems, actions } = props;
  const leftOut = decisions.leftOut.has(group.nric);
  const unmatched = group.patient === null;
  const title = group.patient?.name ?? (group.name || 'Unnamed');
  const mismatch = openMismatches(group, isDuplicate);
  const rows = useMemo(
    () =>
      onlyProblems
        ? group.rows.filter((row) => Object.keys(row.errors).length > 0 || group.mismatches.has(row.line))
        : group.rows,
    [group, onlyProblems],
  );
  const addPatient = () => {
    const query = new URLSearchParams({ name: group.name, nric: group.nric, gender: group.sex });
    // Not 'noopener': the new tab then starts with a copy of this tab's session storage, which holds the
    // selected centre (without one it would ask for a centre first). It is our own page, on our origin.
    window.open(`${routePath('patientCreate')}?${query}`, '_blank');
  };
  return (
    <Card
      size="small"
      style={{ width: '100%', opacity: leftOut ? 0.6 : 1 }}
      title={`${title} (${group.nric ? maskNric(group.nric) : 'no NRIC'})`}
      data-testid="lab-import-card"
      extra={
        <Flex gap={8} align="center" wrap>
          {group.duplicates > 0 && <Tag>{group.duplicates} already imported</Tag>}
          {group.invalidRows > 0 && (
            <Tag color="error">
              {group.invalidRows} {group.invalidRows === 1 ? 'row' : 'rows'} with errors
            </Tag>
          )}
          <Switch
            size="small"
            checked={leftOut}
            onChange={(out) => actions.setLeftOut(group.nric, out)}
            aria-label={`Leave out ${title}`}
          />
          <Typography.Text>Leave out</Typography.Text>
        </Flex>
      }
    >
      {mismatch.rows > 0 && !leftOut && (
        <MismatchAlert group={group} open={mismatch} decisions={decisions} actions={actions} />
      )}
      <div style={{ position: 'relative' }}>
        <Table<ImportRow>
          size="small"
          rowKey="line"
          pagination={{ pageSize: CARD_PAGE, hideOnSinglePage: true, showSizeChanger: false, size: 'small' }}
          scroll={{ x: 'max-content' }}
          dataSource={rows}
          columns={[
            { title: 'Line', dataIndex: 'line', width: 60 },
            {
              title: 'Status',
              key: 'status',
              width: 220,
              render: (_, row) => (
                <RowStatus group={group} row={row} decisions={decisions} isDuplicate={isDuplicate} />
              ),
            },
            {
              title: 'Date',
              key: 'date',
              render: (_, row) =>
                row.errors.date ? (
                  <CellError message={row.errors.date} />
                ) : (
                  dayjs(row.date).format('DD MMM YYYY')
                ),
            },
            {
              title: 'Name in file',
              key: 'name',
              render: (_, row) =>
                group.mismatches.has(row.line) ? (
                  <Typography.Text type="danger" strong>
                    <WarningOutlined aria-label="Name differs from the record" />{' '}
                    {row.patientName || '(no name)'}
                    {row.sex ? ` (${row.sex})` : ''}
                  </Typography.Text>
                ) : (
                  `${row.patientName}${row.sex ? ` (${row.sex})` : ''}`
                ),
            },
            ...fields.map((field) => ({
              title: LAB_FIELDS[field].label,
              key: field,
              render: (_: unknown, row: ImportRow) => {
                const error = row.errors[field];
                const value = (row.values as Record<string, unknown>)[field];
                return error ? (
                  <CellError message={error} value={value} />
                ) : value === undefined ? (
                  ''
                ) : (
                  String(value)
                );
              },
            })),
          ]}
        />
        {unmatched && !leftOut && group.rows.some((row) => Object.keys(row.errors).length === 0) && (
          <Flex
            vertical
            align="center"
            justify="center"
            gap={8}
            style={{ position: 'absolute', inset: 0, background: 'rgba(255,255,255,0.85)' }}
          >
            <Typography.Text strong>{CARD_MESSAGES.notInData}</Typography.Text>
            <Button onClick={addPatient}>Add New Patient</Button>
          </Flex>
        )}
      </div>
    </Card>
  );
});

/** 'This NRIC belongs to <record>': the file's names for it, and leave those rows out or confirm the match. */
function MismatchAlert(props: {
  group: PatientGroup;
  open: { rows: number; names: string[] };
  decisions: Decisions;
  actions: CardActions;
}) {
  const { group, decisions, actions } = props;
  const { rows } = props.open;
  const { modal } = App.useApp();
  const recordName = group.patient?.name ?? '';
  const sexOnly = [...group.mismatches.values()].every((m) => !m.name);
  const names = props.open.names.map((name) => name || '(no name)').join(', ');
  const value = decisions.confirmed.has(group.nric)
    ? 'confirm'
    : decisions.mismatchLeftOut.has(group.nric)
      ? 'leaveOut'
      : undefined;
  const askConfirm = () =>
    modal.confirm({
      title: 'Are you sure?',
      content: `${rows} ${rows === 1 ? 'row' : 'rows'} naming ${names} will be filed under ${recordName} (${maskNric(group.nric)}). Your confirmation is recorded.`,
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => actions.resolveMismatch(group.nric, 'confirm'),
    });
  return (
    <Alert
      type={value ? 'info' : 'error'}
      showIcon
      style={{ marginBottom: 8 }}
      title={IDENTITY_MESSAGES.belongsTo(recordName)}
      description={
        <Flex vertical gap={8}>
          <Typography.Text>
            {sexOnly
              ? `The file gives another sex on ${rows} ${rows === 1 ? 'row' : 'rows'}.`
              : `The file names ${names} on ${rows} ${rows === 1 ? 'row' : 'rows'}.`}{' '}
            Leave those rows out, or confirm they are this patient's.
          </Typography.Text>
          <Radio.Group
            optionType="button"
            value={value}
            aria-label={`Name mismatch of ${recordName}`}
            onChange={(e) => {
              if (e.target.value === 'confirm') askConfirm();
              else actions.resolveMismatch(group.nric, 'leaveOut');
            }}
            options={[
              { value: 'leaveOut', label: CARD_MESSAGES.leaveOutMismatch },
              { value: 'confirm', label: CARD_MESSAGES.confirmMismatch },
            ]}
          />
        </Flex>
      }
    />
  );
}

/** A row's fate, said in words: what Confirm will do with it, and why it is left out. */
function RowStatus(props: {
  group: PatientGroup;
  row: ImportRow;
  decisions: Decisions;
  isDuplicate: (row: ImportRow) => boolean;
}) {
  const outcome = rowOutcome(props.group, props.row, props.decisions, props.isDuplicate);
  switch (outcome.kind) {
    case 'duplicate':
      return <Tag>Already imported</Tag>;
    case 'leftOut':
      return (
        <Flex vertical gap={2}>
          <Tag color="error" style={{ width: 'fit-content' }}>
            Left out
          </Tag>
          {outcome.reasons.map((reason) => (
            <Typography.Text key={reason} type="danger" style={{ fontSize: 12 }}>
              {reason}
            </Typography.Text>
          ))}
        </Flex>
      );
    case 'undecided':
      return (
        <Tag color="warning">{props.group.patient ? 'Name differs: decide above' : 'Patient not found'}</Tag>
      );
    case 'send':
      return outcome.confirmedMatch ? (
        <Tag color="processing">Match confirmed</Tag>
      ) : (
        <Tag color="success">To import</Tag>
      );
  }
}

/** A cell that fails its check: red, with a warning icon and the field's message (not colour alone). */
function CellError({ message, value }: { message: string; value?: unknown }) {
  return (
    <Tooltip title={message}>
      <Typography.Text type="danger" strong>
        <WarningOutlined aria-label={message} /> {value === undefined ? message : String(value)}
      </Typography.Text>
    </Tooltip>
  );
}
