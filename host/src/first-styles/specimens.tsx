// One of each antd component a signed-in page's first render mounts (the shell: layout, sidebar
// menu, drawer, top bar with its badge, dropdowns, popover and tooltips; a list page: title,
// search, tags, the table with its selection, pagination and spinner; the dashboard's cards,
// grid and statistics; a detail page's tabs, switches and alerts). Rendered at build time only
// (first-styles.tsx), for the styles antd generates for them. A component missing here is not
// wrong, only slower: its styles are generated in the browser, as before.
import Alert from 'antd/es/alert';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Col from 'antd/es/col';
import Drawer from 'antd/es/drawer';
import Dropdown from 'antd/es/dropdown';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Input from 'antd/es/input';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import Modal from 'antd/es/modal';
import Pagination from 'antd/es/pagination';
import Popover from 'antd/es/popover';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Statistic from 'antd/es/statistic';
import Switch from 'antd/es/switch';
// eslint-disable-next-line portal/resource-table -- the build renders antd's own Table for its styles, as ResourceTable does
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';

const rows = [{ key: '1', name: 'a' }];

export function FirstRenderSpecimens() {
  return (
    <>
      <Layout>
        <Layout.Sider>
          <Menu mode="inline" items={[{ key: 'g', type: 'group', label: 'g', children: [{ key: 'a', label: 'a' }] }]} />
        </Layout.Sider>
        <Layout>
          <Layout.Header>
            <Badge count={1}>
              <Button>b</Button>
            </Badge>
            <Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }}>
              <Button type="text">d</Button>
            </Dropdown>
            <Popover content="p">
              <Button type="primary">p</Button>
            </Popover>
            <Tooltip title="t">
              <Button>t</Button>
            </Tooltip>
            <Select options={[{ value: 'a', label: 'a' }]} />
          </Layout.Header>
          <Layout.Content>
            <Typography.Title level={4}>t</Typography.Title>
            <Typography.Text>t</Typography.Text>
            <Typography.Link href="/">l</Typography.Link>
            <Flex gap="small">
              <Space>
                <Input.Search />
                <Input />
              </Space>
            </Flex>
            <Tag>t</Tag>
            <Tag color="success">t</Tag>
            <Checkbox />
            <Table rowSelection={{}} columns={[{ title: 'n', dataIndex: 'name' }]} dataSource={rows} pagination={{ total: 30 }} />
            <Pagination total={30} />
            <Spin />
            <Empty />
            <Skeleton active />
            <Row>
              <Col span={12}>
                <Card title="c">
                  <Statistic value={1} />
                </Card>
              </Col>
            </Row>
            <Tabs items={[{ key: 'a', label: 'a', children: 'a' }]} />
            <Switch />
            <Alert title="a" />
          </Layout.Content>
        </Layout>
      </Layout>
      <Drawer open={false} />
      <Modal open={false} />
    </>
  );
}
