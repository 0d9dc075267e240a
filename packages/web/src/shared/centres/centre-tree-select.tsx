import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import type { Clinic } from './clinics.ts';

/** The value of a centre filter: every centre the user may see, or a chosen few. */
export type CentreFilterValue = 'ALL' | number[];

const ALL = 'ALL';

/**
 * The manage screens' multi-select tree of centres with an 'All' root (spec 002: default All, required).
 * Choosing All clears the single picks; picking a centre leaves All.
 */
export function CentreTreeSelect({
  clinics,
  value,
  onChange,
  style,
}: {
  clinics: readonly Pick<Clinic, 'id' | 'name'>[];
  value: CentreFilterValue;
  onChange: (value: CentreFilterValue) => void;
  style?: React.CSSProperties;
}) {
  const treeData = useMemo(
    () => [
      {
        title: 'All',
        value: ALL,
        key: ALL,
        children: clinics.map((c) => ({ title: c.name, value: c.id, key: String(c.id) })),
      },
    ],
    [clinics],
  );
  const selected: (number | string)[] = value === ALL ? [ALL] : value;
  return (
    <TreeSelect
      aria-label="Centre"
      treeData={treeData}
      value={selected}
      multiple
      treeDefaultExpandAll
      showSearch
      treeNodeFilterProp="title"
      placeholder="Please select a centre"
      style={{ minWidth: 240, ...style }}
      onChange={(next: (number | string)[]) => {
        if (next.length === 0) return; // required: never leave it empty
        const addedAll = next.includes(ALL) && value !== ALL;
        if (addedAll) return onChange(ALL);
        const ids = next.filter((v): v is number => typeof v === 'number');
        onChange(ids.length > 0 ? ids : ALL);
      }}
    />
  );
}

/** The clinicIDs a list query should filter on: none (all visible centres) for All. */
export function centreIdsOf(value: CentreFilterValue): number[] | undefined {
  return value === ALL ? undefined : value;
}
