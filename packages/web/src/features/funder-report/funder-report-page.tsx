import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import {
  FUNDER_REPORT_FAILED,
  formatMinutes,
  funderReportPdfPath,
  funderReportZipPath,
  MESSAGES,
  maskNric,
} from '@dialysis/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Select, Table, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { DatePicker } from '../../components/date-picker.tsx';
import { activeClinics, useClinics } from '../../shared/centres/clinics.ts';
import { ManageHeader } from '../../shared/manage-kit/kit.tsx';
import { PermittedButton } from '../../shared/session/permitted-button.tsx';
import { funderReportKeys } from './keys.ts';
import { type FunderReportRow, useFunderReport } from './queries.ts';

type Values = { month?: Dayjs | null; clinicID?: number | null };

/**
 * Funder report (spec 002, /manage/fund): a month and a centre (both required), Clear, the month's patients
 * with their totals, each patient's PDF opened in a new tab, and every PDF of the month in one zip. The PDFs
 * are made by the server (modules/funder-report) for the signed-in session; the links carry no secret.
 */
export function FunderReportPage() {
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const clinics = useClinics();
  const [chosen, setChosen] = useState<{ clinicID: number; month: string } | null>(null);
  const report = useFunderReport(chosen?.clinicID ?? null, chosen?.month ?? null);

  // Each View Report and Clear forgets what was read before: a report is as of the moment it is asked for.
  const onFinish = (values: Values) => {
    if (!values.month || !values.clinicID) return;
    const next = { clinicID: values.clinicID, month: values.month.format('YYYY-MM') };
    if (chosen && chosen.clinicID === next.clinicID && chosen.month === next.month) void report.refetch();
    else setChosen(next);
  };
  const onClear = () => {
    form.resetFields();
    setChosen(null);
    queryClient.removeQueries({ queryKey: funderReportKeys.all });
  };

  const columns: TableColumnsType<FunderReportRow> = [
    { title: 'Patient', dataIndex: 'name', key: 'name' },
    { title: 'NRIC', dataIndex: 'nric', key: 'nric', render: (value: string | null) => maskNric(value) },
    {
      title: 'Funding',
      dataIndex: 'vwoSupport',
      key: 'vwoSupport',
      render: (value: string | null) => value || '-',
    },
    { title: 'Sessions', key: 'sessions', align: 'right', render: (_, row) => row.totals.sessions },
    {
      title: 'Dialysis Time',
      key: 'minutes',
      align: 'right',
      render: (_, row) => formatMinutes(row.totals.minutes),
    },
    { title: 'Missed', key: 'missed', align: 'right', render: (_, row) => row.totals.missed },
    {
      title: 'Report',
      key: 'pdf',
      render: (_, row) =>
        chosen && (
          <Button
            size="small"
            icon={<FilePdfOutlined />}
            href={funderReportPdfPath(chosen.clinicID, chosen.month, row.patientID)}
            target="_blank"
            rel="noopener"
            aria-label={`PDF of ${row.name}`}
          >
            Preview PDF
          </Button>
        ),
    },
  ];

  const data = report.data;
  return (
    <Flex vertical gap={16}>
      <ManageHeader title="Funder Report">
        <Form<Values>
          form={form}
          name="funder-report"
          layout="inline"
          onFinish={onFinish}
          requiredMark={false}
        >
          <Form.Item
            name="month"
            label="Month"
            rules={[{ required: true, message: MESSAGES.selectionRequired }]}
          >
            <DatePicker picker="month" format="MMM YYYY" placeholder="Select month" allowClear={false} />
          </Form.Item>
          <Form.Item
            name="clinicID"
            label="Centre"
            rules={[{ required: true, message: MESSAGES.selectionRequired }]}
          >
            <Select
              placeholder="Select centre"
              style={{ minWidth: 220 }}
              loading={clinics.isPending}
              options={activeClinics(clinics.data).map((clinic) => ({
                value: clinic.id,
                label: clinic.name,
              }))}
            />
          </Form.Item>
          <Form.Item>
            <Flex gap={8}>
              <PermittedButton
                action="funderReport:list"
                type="primary"
                htmlType="submit"
                loading={report.isFetching}
              >
                View Report
              </PermittedButton>
              <Button onClick={onClear}>Clear</Button>
            </Flex>
          </Form.Item>
        </Form>
      </ManageHeader>
      {report.isError && (
        <Alert type="error" showIcon title={errorText(report.error, FUNDER_REPORT_FAILED)} />
      )}
      {chosen && data && (
        <Card
          title={`${data.clinicName}: ${data.patients.length} patient${data.patients.length === 1 ? '' : 's'}`}
          extra={
            <Button
              icon={<DownloadOutlined />}
              href={funderReportZipPath(chosen.clinicID, chosen.month)}
              disabled={data.patients.length === 0}
              download
            >
              Download all (zip)
            </Button>
          }
        >
          <Table<FunderReportRow>
            rowKey="patientID"
            columns={columns}
            dataSource={data.patients}
            pagination={false}
            locale={{ emptyText: 'No sessions or appointments in this month.' }}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      )}
    </Flex>
  );
}
