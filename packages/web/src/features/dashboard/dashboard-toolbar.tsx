import { SearchOutlined, UserAddOutlined } from '@ant-design/icons';
import { DATE_FORMAT, isValidSearch, MESSAGES } from '@dialysis/domain';
import { Button, Flex, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { DatePicker } from '../../components/date-picker.tsx';
import { afterNextPaint } from '../../lib/after-paint.ts';
import { isRegistered, ROUTE_PATHS } from '../../shared/routes.ts';
import { useCan } from '../../shared/session/use-can.ts';
import { type DashboardParams, SESSION_OPTIONS, type SessionChoice } from './dashboard-model.ts';
import { SearchModePopover } from './search-mode-popover.tsx';

interface FormValues {
  date: Dayjs;
  session: SessionChoice;
  search: string;
}

const toForm = (params: DashboardParams): FormValues => ({
  date: dayjs(params.date),
  session: params.session,
  search: params.search,
});

/**
 * The dashboard's controls. The date and the session (daily mode only: a patient search has no day) and the
 * search mode apply as soon as they change (one tap at the chairside); the search text applies on Search or
 * Enter, after validation. A new mode or text starts again at page 1. The date can be typed (DD MMM YYYY, then
 * Enter) as well as picked: a read-only input left the keyboard no way to change it (issue 27, item 5).
 */
export function DashboardToolbar({
  params,
  onChange,
  onSearchRefused,
}: {
  params: DashboardParams;
  onChange: (next: DashboardParams) => void;
  /** A search text the form refused ('Alphanumeric only'): the results of the previous search no longer apply. */
  onSearchRefused?: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  // A Doctor reads patients but does not register them (server policy 'patient:write').
  const canCreate = useCan('patient:create');

  // Back/forward and links change the URL, which is the source of truth; mirror it into the form.
  useEffect(() => {
    form.setFieldsValue(toForm(params));
  }, [form, params]);

  return (
    <Form<FormValues>
      form={form}
      name="dashboard-search"
      initialValues={toForm(params)}
      onFinish={(values) => onChange({ ...params, search: values.search?.trim() ?? '', page: 1 })}
      onFinishFailed={({ errorFields }) => {
        if (errorFields.some((field) => field.name[0] === 'search')) onSearchRefused?.();
      }}
    >
      <Flex wrap gap={12} align="flex-start">
        <SearchModePopover mode={params.mode} onChange={(mode) => onChange({ ...params, mode, page: 1 })} />
        <Form.Item
          name="date"
          rules={[{ required: true, message: MESSAGES.required }]}
          style={{ margin: 0 }}
          hidden={params.mode !== 'daily'}
        >
          <DatePicker
            format={DATE_FORMAT}
            allowClear={false}
            aria-label="Date"
            onChange={(value: Dayjs | null) =>
              value && onChange({ ...params, date: value.format('YYYY-MM-DD') })
            }
          />
        </Form.Item>
        <Form.Item
          name="session"
          rules={[{ required: true, message: MESSAGES.required }]}
          style={{ margin: 0 }}
          hidden={params.mode !== 'daily'}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={SESSION_OPTIONS}
            aria-label="Session"
            // The tab shows as chosen in the tap's own frame; the navigation and the day's sections follow.
            onChange={(event) => {
              const session = event.target.value as SessionChoice;
              afterNextPaint(() => onChange({ ...params, session }));
            }}
          />
        </Form.Item>
        <Flex gap={8} style={{ flex: '1 1 280px', minWidth: 240, maxWidth: 480 }}>
          <Form.Item
            name="search"
            style={{ margin: 0, flex: 1 }}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  isValidSearch(value ?? '')
                    ? Promise.resolve()
                    : Promise.reject(new Error(MESSAGES.alphanumericOnly)),
              },
            ]}
          >
            <Input placeholder="Search patient / NRIC" allowClear aria-label="Search patient / NRIC" />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            Search
          </Button>
        </Flex>
        {isRegistered('patientCreate') && canCreate && (
          <Link to={ROUTE_PATHS.patientCreate} style={{ marginInlineStart: 'auto' }}>
            <Button icon={<UserAddOutlined />}>New Patient</Button>
          </Link>
        )}
      </Flex>
    </Form>
  );
}
