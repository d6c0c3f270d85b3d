// What the page shares as `antd`: the components the remotes import from the root `antd`, each the
// very module the shell imports by file (`antd/es/button`), so a remote's Button is the shell's and
// renders under its ConfigProvider. Shared whole, antd's root is not tree-shaken: the first
// signed-in page loaded every component (carousel, cascader, colour picker, tour, upload...) before
// its first row. The form fields, tabs and detail views are `@portal/ui/antd-more`
// (antd-shared-more.ts). shared/build's tier loader sends each name an app imports from `antd` to
// its module; `shared-as.test.ts` fails when an app imports a component missing from both.
export { default as Alert } from 'antd/es/alert';
export { default as Button } from 'antd/es/button';
export { default as Card } from 'antd/es/card';
export { default as Checkbox } from 'antd/es/checkbox';
export { default as Col } from 'antd/es/col';
export { default as Divider } from 'antd/es/divider';
export { default as Dropdown } from 'antd/es/dropdown';
export { default as Empty } from 'antd/es/empty';
export { default as Flex } from 'antd/es/flex';
export { default as Input } from 'antd/es/input';
export { default as List } from 'antd/es/list';
export { default as Modal } from 'antd/es/modal';
export { default as Pagination } from 'antd/es/pagination';
export { default as Radio } from 'antd/es/radio';
export { default as Result } from 'antd/es/result';
export { default as Row } from 'antd/es/row';
export { default as Select } from 'antd/es/select';
export { default as Skeleton } from 'antd/es/skeleton';
export { default as Space } from 'antd/es/space';
export { default as Spin } from 'antd/es/spin';
export { default as Statistic } from 'antd/es/statistic';
export { default as Table } from 'antd/es/table';
export { default as Tag } from 'antd/es/tag';
export { default as Tooltip } from 'antd/es/tooltip';
export { default as Typography } from 'antd/es/typography';
export { default as theme } from 'antd/es/theme';
