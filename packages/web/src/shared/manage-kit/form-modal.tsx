import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { MODAL_WIDTH } from './kit.tsx';

/**
 * The manage screens' Add and Edit dialog (spec 002 section 9: 600 wide, Save and Cancel): Save validates the
 * form and hands its values to `onSave`; a form that is not valid shows its messages and stays open. The form
 * is made anew each time the dialog opens (destroyOnHidden, clearOnDestroy), filled from `initialValues`, so
 * an Add after an Edit opens empty.
 */
export function FormModal<Values>({
  open,
  title,
  form,
  name,
  initialValues,
  onValuesChange,
  onSave,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  form: FormInstance<Values>;
  /** The form's name: its fields' ids are `<name>_<field>`. */
  name: string;
  initialValues?: Partial<Values>;
  onValuesChange?: (changed: Partial<Values>) => void;
  onSave: (values: Values) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      width={MODAL_WIDTH}
      okText="Save"
      onOk={() => form.validateFields().then(onSave, () => undefined)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        clearOnDestroy
        layout="vertical"
        name={name}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
      >
        {children}
      </Form>
    </Modal>
  );
}
