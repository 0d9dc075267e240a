// The floor of any antd page: the providers alone.
import { mount } from './providers.tsx';

mount(<p>Dialysis</p>);
