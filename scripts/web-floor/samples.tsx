// One antd component rendered with small sample props, for the floor fixture (page.tsx). What it renders does
// not change the floor's JavaScript (a component's code ships whatever its props); it gives Lighthouse a page
// that mounts each component once. A component that still throws renders nothing (the boundary), not a blank page.
import { Component, createElement, type ReactNode } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: antd components of every shape, by name
type Any = any;

const options = [
  { value: 1, label: 'Machine 1' },
  { value: 2, label: 'Machine 2' },
];
const items = [
  { key: 'a', label: 'Dashboard', children: 'Morning' },
  { key: 'b', label: 'Manage', children: 'Noon' },
];

/** The props (and children) each component needs to show something; the rest renders with none. */
function sample(name: string, C: Any): ReactNode {
  const el = createElement;
  switch (name) {
    case 'Alert':
      return el(C, { title: 'Saved', type: 'info' });
    case 'AutoComplete':
    case 'Select':
    case 'Segmented':
      return el(C, { options, defaultValue: 1, style: { width: 200 } });
    case 'Avatar':
      return el(C, null, 'TA');
    case 'Badge':
      return el(C, { count: 3 }, el('span', null, 'Inbox'));
    case 'Breadcrumb':
    case 'Timeline':
      return el(C, { items: items.map(({ key, label }) => ({ key, title: label, children: label })) });
    case 'Button':
      return el(C, { type: 'primary' }, 'Save');
    case 'Card':
      return el(C, { title: 'Patient', size: 'small' }, 'Seat 1');
    case 'Checkbox':
    case 'Radio':
    case 'Tag':
      return el(C, null, 'Checked in');
    case 'Col':
    case 'Row':
    case 'Flex':
    case 'Space':
      return el(C, null, el('span', null, 'A'), el('span', null, 'B'));
    case 'Collapse':
    case 'Tabs':
      return el(C, { items, defaultActiveKey: ['a'] });
    case 'Descriptions':
      return el(C, { items: items.map(({ key, label }) => ({ key, label, children: label })) });
    case 'Dropdown':
    case 'Popconfirm':
    case 'Popover':
    case 'Tooltip':
      return el(C, { title: 'More', menu: { items } }, el('button', { type: 'button' }, 'More'));
    case 'Form':
      return el(C, { layout: 'vertical' }, el(C.Item, { label: 'Note', name: 'note' }, el('input')));
    case 'Layout':
      return el(C, null, el(C.Header, null, 'Header'), el(C.Content, null, 'Content'));
    case 'List':
      return el(C, { dataSource: ['Tan Ah Kow'], renderItem: (item: string) => el(C.Item, null, item) });
    case 'Menu':
      return el(C, { mode: 'horizontal', items });
    case 'Pagination':
      return el(C, { total: 50 });
    case 'Progress':
      return el(C, { percent: 40 });
    case 'Result':
      return el(C, { status: 'warning', title: 'Not found' });
    case 'Statistic':
      return el(C, { title: 'Rows', value: 10 });
    case 'Table':
      return el(C, {
        rowKey: 'id',
        dataSource: [{ id: 1, name: 'Tan Ah Kow' }],
        columns: [{ title: 'Name', dataIndex: 'name' }],
        pagination: { showSizeChanger: true },
      });
    case 'TreeSelect':
      return el(C, { treeData: [{ value: 1, title: 'Centre 1' }], style: { width: 200 } });
    case 'Typography':
      return el(C.Text, null, 'Text');
    case 'Upload':
      return el(C, null, el('button', { type: 'button' }, 'Upload'));
    default:
      return el(C, null);
  }
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function Sample({ name, component }: { name: string; component: unknown }) {
  return (
    <section style={{ margin: '8px 0' }}>
      <Boundary>{sample(name, component)}</Boundary>
    </section>
  );
}
