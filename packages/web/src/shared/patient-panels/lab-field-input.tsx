import { LAB_FIELDS, type LabFieldName, POS_NEG, TEXT_LIMITS } from '@dialysis/domain';
import { Input, Select } from 'antd';

/** A lab field's unit as the column titles and labels show it: ' (mmol/L)', or nothing. */
export const unitOf = (name: LabFieldName) => {
  const field = LAB_FIELDS[name];
  return field.kind === 'number' && field.unit ? ` (${field.unit})` : '';
};

/** A lab field's label with its unit ('K (mmol/L)'). */
export const labLabel = (name: LabFieldName) => `${LAB_FIELDS[name].label}${unitOf(name)}`;

/**
 * One input per lab field: POS/NEG choices for the virology tests, else a text box. The Form.Item's value,
 * onChange and id are passed on to the control. Shared by the add row and the correction dialog.
 */
export function LabFieldInput({
  name,
  width = 100,
  ...control
}: {
  name: LabFieldName;
  width?: number | string;
  value?: string;
  onChange?: () => void;
}) {
  const field = LAB_FIELDS[name];
  if (field.kind === 'posneg')
    return (
      <Select
        {...control}
        allowClear
        aria-label={labLabel(name)}
        placeholder={field.label}
        options={POS_NEG.map((value) => ({ value, label: value }))}
        style={{ width }}
      />
    );
  return (
    <Input
      {...control}
      aria-label={labLabel(name)}
      placeholder={field.label}
      inputMode={field.kind === 'number' ? 'decimal' : undefined}
      maxLength={TEXT_LIMITS.line}
      style={{ width }}
    />
  );
}
