import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { PATIENT_MESSAGES as M, TEXT_LIMITS } from '@dialysis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, List, Modal } from 'antd';
import { useMemo } from 'react';
import { request } from '../../api/graphql.ts';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { copyText } from './copy-text.ts';
import { type Allergy, CREATE_ALLERGY, patientKey, UPDATE_ALLERGY } from './queries.ts';

/**
 * Edit's allergy modal (spec 001 section 2, width 600): add an entry ('Required.'), copy one to the
 * clipboard ('Copied!'), delete one after 'Are you sure?'. Each change is saved at once, as its own
 * audited call, and the patient is reloaded.
 */
export function AllergyModal(props: {
  patientID: number;
  allergies: Allergy[];
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ name: string }>();
  const reloads = useMemo(() => [patientKey(props.patientID)], [props.patientID]);

  // Adding is not confirmed (spec: each change is saved at once); deleting asks first.
  const add = useMutation({
    mutationFn: (name: string) => request(CREATE_ALLERGY, { create: { patientID: props.patientID, name } }),
    meta: { done: 'Created successfully', failed: M.notCreated },
    onSuccess: async () => {
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: patientKey(props.patientID) });
    },
  });
  const remove = useConfirmedMutation({
    mutationFn: (id: number) => request(UPDATE_ALLERGY, { update: { id, deleted: 1 } }),
    meta: { done: 'Deleted successfully', failed: M.notUpdated },
    invalidates: reloads,
  });

  const copy = async (name: string) => {
    if (await copyText(name)) message.success(M.copied);
  };

  return (
    <Modal
      title="Allergies"
      open={props.open}
      onCancel={props.onClose}
      footer={null}
      width={600}
      destroyOnHidden
    >
      <Form
        form={form}
        clearOnDestroy
        layout="inline"
        onFinish={(values) => add.mutate(values.name.trim())}
        style={{ marginBottom: 16 }}
      >
        <Form.Item
          name="name"
          rules={[{ required: true, whitespace: true, message: M.required }]}
          style={{ flex: 1 }}
        >
          <Input placeholder="Allergy" aria-label="New allergy" maxLength={TEXT_LIMITS.line} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          Add
        </Button>
      </Form>
      <List
        bordered
        dataSource={props.allergies}
        locale={{ emptyText: 'No allergies' }}
        renderItem={(allergy) => (
          <List.Item>
            <Flex justify="space-between" align="center" style={{ width: '100%' }}>
              <span>{allergy.name}</span>
              <Flex gap={4}>
                <Button
                  aria-label={`Copy ${allergy.name}`}
                  icon={<CopyOutlined />}
                  onClick={() => copy(allergy.name)}
                />
                <Button
                  aria-label={`Delete ${allergy.name}`}
                  danger
                  icon={<DeleteOutlined />}
                  onClick={() => remove(allergy.id)}
                />
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
    </Modal>
  );
}
