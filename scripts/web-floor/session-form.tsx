// A dialysis session page's first paint: a validated form (text, number, date, select) above a table.
import { Button, DatePicker, Form, Input, InputNumber, Select, Table } from 'antd';
import { mount } from './providers.tsx';

mount(
  <Form layout="vertical">
    <Form.Item name="note" label="Note" rules={[{ required: true }]}>
      <Input />
    </Form.Item>
    <Form.Item name="weight" label="Weight">
      <InputNumber />
    </Form.Item>
    <Form.Item name="date" label="Date">
      <DatePicker />
    </Form.Item>
    <Form.Item name="machine" label="Machine">
      <Select options={[{ value: 1, label: 'M1' }]} />
    </Form.Item>
    <Table rowKey="id" dataSource={[]} columns={[{ title: 'Time', dataIndex: 'time' }]} />
    <Button type="primary" htmlType="submit">
      Save
    </Button>
  </Form>,
);
