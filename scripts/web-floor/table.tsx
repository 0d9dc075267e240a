// A list page: one antd Table with its page-size changer (the spec's lists have one).
import { Table } from 'antd';
import { mount } from './providers.tsx';

mount(
  <Table
    rowKey="id"
    dataSource={[{ id: 1, name: 'Tan Ah Kow' }]}
    columns={[{ title: 'Name', dataIndex: 'name' }]}
    pagination={{ showSizeChanger: true }}
  />,
);
