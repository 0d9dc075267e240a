import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { PATIENT_MESSAGES as M, TEXT_LIMITS } from '@dialysis/domain';
import { Button, Flex, Form, Input } from 'antd';

/** Create Patient's allergy list: at least one entry, each filled (spec 001 section 5). */
export function AllergyList() {
  return (
    <Form.List
      name="allergies"
      rules={[
        {
          validator: (_rule, names: string[] | undefined) =>
            names && names.length > 0 ? Promise.resolve() : Promise.reject(new Error(M.missingAllergies)),
        },
      ]}
    >
      {(items, { add, remove }, { errors }) => (
        <Form.Item label="Allergies" required>
          <Flex vertical gap={8}>
            {items.map((item, index) => (
              <Flex key={item.key} gap={8} align="start">
                <Form.Item
                  name={item.name}
                  rules={[{ required: true, whitespace: true, message: M.missingAllergy }]}
                  style={{ flex: 1, marginBottom: 0 }}
                >
                  <Input
                    placeholder="Allergy (Nil if none)"
                    aria-label={`Allergy ${index + 1}`}
                    maxLength={TEXT_LIMITS.line}
                    showCount
                  />
                </Form.Item>
                <Button
                  aria-label="Remove allergy"
                  icon={<DeleteOutlined />}
                  onClick={() => remove(item.name)}
                />
              </Flex>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add('')}
              style={{ width: 'fit-content' }}
            >
              Add Allergy
            </Button>
            <Form.ErrorList errors={errors} />
          </Flex>
        </Form.Item>
      )}
    </Form.List>
  );
}
