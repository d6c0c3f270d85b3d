// What the page shares as `@portal/ui/antd-more`: the antd components of forms, tabs and detail
// views, which a list page does not show (see antd-shared.ts). Provided by the host only, so a
// remote's are the shell's modules and render under its ConfigProvider.
export { default as Descriptions } from 'antd/es/descriptions';
export { default as Form } from 'antd/es/form';
export { default as InputNumber } from 'antd/es/input-number';
export { default as Progress } from 'antd/es/progress';
export { default as Segmented } from 'antd/es/segmented';
export { default as Switch } from 'antd/es/switch';
export { default as Tabs } from 'antd/es/tabs';
