// antd's floor of one route (scripts/lib/antd-floor.mjs): the providers, antd's stylesheet as the app loads it,
// and the antd components the route ships (the virtual module, generated from the build's modules.json), each
// rendered once with small sample props. Nothing of the app: no data, no sign-in, no lazy loading.
import { kept, rendered } from 'virtual:antd-floor';
import { loadAntdStyles } from '../../packages/web/src/components/antd-styles.ts';
import { mount } from './providers.tsx';
import { Sample } from './samples.tsx';

// The components another one brings (Table's Pagination): imported and kept, not rendered again.
Object.assign(globalThis, { antdFloorKept: kept });

await loadAntdStyles();
mount(
  <main style={{ padding: 16 }}>
    <h1>antd floor</h1>
    {Object.entries(rendered).map(([name, component]) => (
      <Sample key={name} name={name} component={component} />
    ))}
  </main>,
);
