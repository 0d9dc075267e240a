import { isInvoiceSearchValid, ACCOUNTING_MESSAGES as M } from '@dialysis/domain';
import { Form, Input, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { DatePicker } from '../../components/date-picker.tsx';
import { MultiSelect } from '../../components/multi-select.tsx';
import type { Clinic } from '../../shared/centres/clinics.ts';

export const SEARCH_PLACEHOLDER = 'Search name / code / NRIC';

type Values = { search?: string };

/** The days the list is narrowed to (YYYY-MM-DD), or none. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

/**
 * The search (letters, digits, hyphen, apostrophe and space only, else 'Alphanumeric only'), run on Enter or
 * the button and emptied by its clear button; for a user of several centres, which centres to list (none
 * chosen: all of them); the sessions' days (issue 30 item 6); and whether to list the sessions marked not
 * billable instead.
 */
export function UnlinkedToolbar({
  centres,
  clinicIDs,
  onCentres,
  onSearch,
  onDays,
  notBillable,
  onNotBillable,
}: {
  centres: readonly Clinic[];
  clinicIDs: number[];
  onCentres: (ids: number[]) => void;
  onSearch: (text: string) => void;
  onDays: (days: DayRange) => void;
  notBillable: boolean;
  onNotBillable: (on: boolean) => void;
}) {
  const [form] = Form.useForm<Values>();
  const submit = async () => {
    try {
      const values = await form.validateFields();
      onSearch(values.search?.trim() ?? '');
    } catch {
      // the field shows 'Alphanumeric only'
    }
  };
  return (
    <Form<Values> form={form} name="unlinked-invoices" layout="inline" onFinish={submit}>
      <Form.Item
        name="search"
        rules={[
          {
            validator: (_, value: string | undefined) =>
              isInvoiceSearchValid(value ?? '')
                ? Promise.resolve()
                : Promise.reject(new Error(M.searchAlphanumeric)),
          },
        ]}
      >
        <Input.Search
          allowClear
          enterButton="Search"
          placeholder={SEARCH_PLACEHOLDER}
          aria-label={SEARCH_PLACEHOLDER}
          style={{ width: 320 }}
          onSearch={() => void submit()}
        />
      </Form.Item>
      <Form.Item label="Days">
        <DatePicker.RangePicker
          aria-label="Days"
          allowEmpty={[true, true]}
          onChange={(days: [Dayjs | null, Dayjs | null] | null) =>
            onDays({
              from: days?.[0]?.format('YYYY-MM-DD') ?? null,
              to: days?.[1]?.format('YYYY-MM-DD') ?? null,
            })
          }
        />
      </Form.Item>
      <Form.Item label="Not billable">
        <Switch aria-label="Not billable" checked={notBillable} onChange={onNotBillable} />
      </Form.Item>
      {centres.length > 1 && (
        <Form.Item label="Centres">
          <MultiSelect
            allowClear
            placeholder="All my centres"
            aria-label="Centres"
            style={{ minWidth: 240 }}
            value={clinicIDs}
            onChange={onCentres}
            options={centres.map((clinic) => ({ value: clinic.id, label: clinic.name }))}
          />
        </Form.Item>
      )}
    </Form>
  );
}
