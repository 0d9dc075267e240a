import { MANAGE_MESSAGES, TEXT_LIMITS } from '@dialysis/domain';
import { Form, type FormInstance, Input, Select } from 'antd';
import type { Clinic } from '../../shared/centres/clinics.ts';
import { FormModal } from '../../shared/manage-kit/form-modal.tsx';
import { AVAILABILITY_OPTIONS, useAvailableMachines } from '../machines/index.ts';
import type { Seat, SeatInput, SeatStatus } from './queries.ts';

export interface SeatFormValues {
  clinicID: number;
  name: string;
  machineID: number;
  status: SeatStatus;
}

/** The seat form's instance, made by the page so its save can show a server refusal on the field. */
export function useSeatForm(): FormInstance<SeatFormValues> {
  return Form.useForm<SeatFormValues>()[0];
}

const required = { required: true, message: MANAGE_MESSAGES.required };

/**
 * Add and Edit Seat (spec 002 section 5): centre, seat number, machine and status required. The machine
 * choices are the AVAILABLE machines of the chosen centre whose audit has not expired; a seat stays in its
 * centre, so the centre is fixed when editing.
 */
export function SeatForm({
  form,
  open,
  seat,
  clinics,
  onSubmit,
  onCancel,
}: {
  /** The page's form (useSeatForm): its save mutation shows a refusal under the field it names. */
  form: FormInstance<SeatFormValues>;
  open: boolean;
  seat: Seat | null;
  clinics: readonly Pick<Clinic, 'id' | 'name'>[];
  onSubmit: (input: SeatInput) => void;
  onCancel: () => void;
}) {
  const initialCentre = seat?.clinicID ?? (clinics.length === 1 ? clinics[0]?.id : undefined);
  const chosenCentre = Form.useWatch('clinicID', form) ?? initialCentre;
  const machines = useAvailableMachines(open ? chosenCentre : undefined);

  const machineOptions = (machines.data ?? [])
    .filter((m) => !m.auditExpired)
    .map((m) => ({ value: m.id, label: `${m.name} (${m.serialNo})` }));
  // The seat's own machine, shown by name even when it can no longer be chosen (saving then says why).
  if (seat?.machineID && !machineOptions.some((o) => o.value === seat.machineID)) {
    machineOptions.unshift({
      value: seat.machineID,
      label: `${seat.machineName ?? seat.machineID} (${seat.machineSerialNo ?? ''}) - not available`,
    });
  }
  const centreOptions = clinics.map((c) => ({ value: c.id, label: c.name }));
  if (seat && !clinics.some((c) => c.id === seat.clinicID)) {
    centreOptions.push({ value: seat.clinicID, label: seat.clinicName ?? String(seat.clinicID) });
  }

  return (
    <FormModal
      open={open}
      title={seat ? 'Edit Seat' : 'Add Seat'}
      form={form}
      name="seat"
      initialValues={{
        clinicID: initialCentre,
        name: seat?.name,
        machineID: seat?.machineID ?? undefined,
        status: seat?.status ?? 'AVAILABLE',
      }}
      onValuesChange={(changed) => {
        // Another centre: its own machines, so the choice starts again.
        if ('clinicID' in changed) form.setFieldValue('machineID', undefined);
      }}
      onSave={(v) =>
        onSubmit({ clinicID: v.clinicID, name: v.name.trim(), machineID: v.machineID, status: v.status })
      }
      onCancel={onCancel}
    >
      <Form.Item name="clinicID" label="Centre" rules={[required]}>
        <Select
          options={centreOptions}
          disabled={seat !== null}
          showSearch
          optionFilterProp="label"
          placeholder="Please select a centre"
        />
      </Form.Item>
      <Form.Item name="name" label="Seat Number" rules={[{ ...required, whitespace: true }]}>
        <Input maxLength={TEXT_LIMITS.line} showCount />
      </Form.Item>
      <Form.Item name="machineID" label="Machine" rules={[required]}>
        <Select
          options={machineOptions}
          loading={machines.isFetching}
          disabled={chosenCentre === undefined}
          showSearch
          optionFilterProp="label"
          placeholder={chosenCentre === undefined ? 'Choose a centre first' : 'Please select a machine'}
          notFoundContent="No available machine in this centre"
        />
      </Form.Item>
      <Form.Item name="status" label="Status" rules={[required]}>
        <Select options={AVAILABILITY_OPTIONS} />
      </Form.Item>
    </FormModal>
  );
}
