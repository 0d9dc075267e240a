import { isInvoiceSearchValid, ACCOUNTING_MESSAGES as M } from '@dialysis/domain';
import { Form, Input } from 'antd';
import { MultiSelect } from '../../components/multi-select.tsx';
import type { Clinic } from '../../shared/centres/clinics.ts';

export const SEARCH_PLACEHOLDER = 'Search name / code / NRIC';

type Values = { search?: string };

/**
 * The search (letters, digits, hyphen, apostrophe and space only, else 'Alphanumeric only'), run on Enter or
 * the button and emptied by its clear button; and, for a user of several centres, which centres to list (none
 * chosen: all of them).
 */
export function UnlinkedToolbar({
  centres,
  clinicIDs,
  onCentres,
  onSearch,
}: {
  centres: readonly Clinic[];
  clinicIDs: number[];
  onCentres: (ids: number[]) => void;
  onSearch: (text: string) => void;
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
