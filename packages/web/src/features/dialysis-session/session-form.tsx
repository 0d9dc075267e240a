import {
  DIALYSER_MODELS,
  DIALYSIS_MESSAGES,
  SESSION_PAGES,
  SESSION_POST_FIELDS,
  SESSION_PRE_FIELDS,
  type SessionPage,
} from '@dialysis/domain';
import { Alert, Button, Card, Col, Flex, Form, type FormInstance, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { memo, type ReactNode, useEffect, useRef } from 'react';
import { DatePicker } from '../../components/date-picker.tsx';
import { instantOf, pickerNow, pickerValue } from '../../lib/clock.ts';
import type { SessionMachine } from './api.ts';
import { DerivedValues } from './derived-values.tsx';
import {
  derivedGrams,
  fieldError,
  gramsOf,
  kgLabel,
  SESSION_FIELD_LABELS,
  type SessionField,
  type SessionFormValues,
  type SessionTextField,
  WEIGHT_FIELDS,
} from './session-form-values.ts';

/** The page the form is on: its required, locked and shown fields are the session phase model's (SESSION_PAGES). */
export type SessionFormMode = SessionPage;

const FREE_TEXT: readonly SessionField[] = ['preRenalin', 'postRenalin'];
const isWeight = (field: SessionField) => (WEIGHT_FIELDS as readonly string[]).includes(field);

export interface SessionFormProps {
  form: FormInstance<SessionFormValues>;
  mode: SessionFormMode;
  /** The centre whose machines are offered (the appointment's or session's). */
  machines: readonly SessionMachine[] | undefined;
  initialValues?: SessionFormValues;
  /** The session's own machine: offered even when in use (by this session) or no longer listed. */
  currentMachine?: { id: number; name: string | null } | null;
  startTime?: string | null;
  endTime?: string | null;
  /** Override the mode's lists (the intra page passes INTRA_DISABLED through its mode already). */
  requiredFields?: readonly SessionField[];
  disabledFields?: readonly SessionField[];
  /** Show the post-dialysis section (by mode unless given). */
  showPost?: boolean;
  /** Everything read-only (while saving, or for a role that may not write). */
  readOnly?: boolean;
  /** The centre's time zone: the arrival time is shown and picked on its clock, like the header clock. */
  timeZone?: string;
  /** Rendered inside the form after the fields (Additional Notes, buttons). */
  children?: ReactNode;
}

/**
 * The session form of the check-in, check-in edit, intra, check-out and check-out edit pages (spec 000 section
 * 5): numbers typed as text and checked with the server's rules ('Required.', 'Digits only'); weights in kg
 * with what the typed text means shown under the field ("65500" is 65.5 kg); read-only derived values.
 */
export function SessionForm(props: SessionFormProps) {
  const { form, mode, initialValues, children } = props;
  const rules = SESSION_PAGES[mode];
  const required: readonly SessionField[] = props.requiredFields ?? rules.required;
  const disabled: readonly SessionField[] = props.disabledFields ?? rules.locked;
  const showPost = props.showPost ?? rules.post;
  const isRequired = (field: SessionField) => required.includes(field);
  const isDisabled = (field: SessionField) => props.readOnly === true || disabled.includes(field);

  const field = (name: SessionField) => (
    <Col key={name} xs={24} sm={12} md={8} xl={6}>
      <SessionFieldItem
        name={name}
        form={form}
        required={isRequired(name)}
        disabled={isDisabled(name)}
        machines={props.machines}
        currentMachine={props.currentMachine}
        timeZone={props.timeZone}
      />
    </Col>
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      requiredMark
      scrollToFirstError
      disabled={props.readOnly === true}
    >
      <Flex vertical gap={16}>
        <Card title="Pre-Dialysis" size="small">
          <Row gutter={16}>{SESSION_PRE_FIELDS.map(field)}</Row>
        </Card>
        {showPost && (
          <Card title="Post-Dialysis" size="small">
            <Row gutter={16}>{SESSION_POST_FIELDS.map(field)}</Row>
          </Card>
        )}
        <WatchedDerivedValues form={form} startTime={props.startTime} endTime={props.endTime} />
        {children}
      </Flex>
    </Form>
  );
}

function WatchedDerivedValues({
  form,
  startTime,
  endTime,
}: {
  form: FormInstance<SessionFormValues>;
  startTime?: string | null;
  endTime?: string | null;
}) {
  const values: SessionFormValues = {
    preWeight: Form.useWatch('preWeight', form),
    ufTargetStart: Form.useWatch('ufTargetStart', form),
    dryWeight: Form.useWatch('dryWeight', form),
    lastWeight: Form.useWatch('lastWeight', form),
    postWeight: Form.useWatch('postWeight', form),
  };
  return <DerivedValues grams={derivedGrams(values)} startTime={startTime} endTime={endTime} />;
}

function textRule(name: SessionTextField, required: boolean): Rule[] {
  return [
    {
      validator: async (_rule, value: string | undefined) => {
        const error = fieldError(name, value, required);
        if (error) throw new Error(error);
      },
    },
  ];
}

/**
 * One field of the session form. Memoised: the session pages render again on every reload and save, and the
 * form's 24 fields (each antd's Form.Item, which measures itself as it renders) had nothing new to show.
 */
const SessionFieldItem = memo(function SessionFieldItem({
  name,
  form,
  required,
  disabled,
  machines,
  currentMachine,
  timeZone,
}: {
  name: SessionField;
  form: FormInstance<SessionFormValues>;
  required: boolean;
  disabled: boolean;
  machines: readonly SessionMachine[] | undefined;
  currentMachine?: { id: number; name: string | null } | null;
  timeZone?: string;
}) {
  const label = SESSION_FIELD_LABELS[name];
  if (name === 'arriveTime') {
    return (
      <Form.Item
        name="arriveTime"
        label={label}
        getValueProps={(value: string | null | undefined) => ({ value: pickerValue(value, timeZone) })}
        normalize={(value: Dayjs | null) => instantOf(value, timeZone)}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="DD MMM YYYY HH:mm"
          disabled={disabled}
          style={{ width: '100%' }}
          aria-label={label}
          disabledDate={(day) => day.isAfter(pickerNow(timeZone), 'day')}
        />
      </Form.Item>
    );
  }
  if (name === 'machineID') {
    const options = (machines ?? []).map((m) => {
      const inUse = m.inUse && m.id !== currentMachine?.id;
      return { value: m.id, label: inUse ? `${m.name} (in use)` : m.name, disabled: inUse };
    });
    if (currentMachine && !options.some((o) => o.value === currentMachine.id)) {
      options.unshift({
        value: currentMachine.id,
        label: currentMachine.name ?? `#${currentMachine.id}`,
        disabled: false,
      });
    }
    return (
      <Form.Item
        name="machineID"
        label={label}
        required={required}
        rules={[{ required, message: DIALYSIS_MESSAGES.required }]}
      >
        <Select options={options} disabled={disabled} loading={machines === undefined} aria-label={label} />
      </Form.Item>
    );
  }
  if (name === 'dialyser') {
    return (
      <Form.Item name="dialyser" label={label} required={required} rules={textRule('dialyser', required)}>
        <Select
          options={DIALYSER_MODELS.map((value) => ({ value, label: value }))}
          disabled={disabled}
          aria-label={label}
          showSearch
        />
      </Form.Item>
    );
  }
  if (isWeight(name))
    return (
      <WeightItem
        name={name as (typeof WEIGHT_FIELDS)[number]}
        form={form}
        required={required}
        disabled={disabled}
      />
    );
  const free = FREE_TEXT.includes(name);
  return (
    <Form.Item name={name} label={label} required={required} rules={textRule(name, required)}>
      <Input inputMode={free ? 'text' : 'decimal'} maxLength={free ? 50 : 12} disabled={disabled} />
    </Form.Item>
  );
});

/** A weight typed in kg, with what it is read as: "62" is 62 kg, "64200" is 64.2 kg (spec 000 section 5). */
function WeightItem({
  name,
  form,
  required,
  disabled,
}: {
  name: (typeof WEIGHT_FIELDS)[number];
  form: FormInstance<SessionFormValues>;
  required: boolean;
  disabled: boolean;
}) {
  const typed = Form.useWatch(name, form);
  const grams = gramsOf({ [name]: typed }, name);
  return (
    <Form.Item
      name={name}
      label={SESSION_FIELD_LABELS[name]}
      required={required}
      rules={textRule(name, required)}
      extra={grams === null ? undefined : <span data-testid={`${name}-kg`}>= {kgLabel(grams)}</span>}
    >
      <Input inputMode="decimal" maxLength={12} disabled={disabled} />
    </Form.Item>
  );
}

/**
 * VERSION_CONFLICT: the entries stay in the form; "Load latest" replaces them with the saved session. Shown
 * beside the save button and scrolled into view, where the nurse is looking after pressing it.
 */
export function SessionConflictAlert({
  onLoadLatest,
  loading,
}: {
  onLoadLatest: () => void;
  loading?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div ref={ref}>
      <Alert
        type="warning"
        showIcon
        title={DIALYSIS_MESSAGES.sessionConflict}
        action={
          <Button size="small" onClick={onLoadLatest} loading={loading}>
            Load latest
          </Button>
        }
      />
    </div>
  );
}
