import { Link, useLocation } from 'react-router-dom';
import Segmented from 'antd/es/segmented';
import { projectMessages as t } from './messages';

/** Switches between a project's specification and users pages. */
export function ProjectTabs({ projectId }: { projectId: number }) {
  const { pathname } = useLocation();
  const current = pathname.endsWith('/users') ? 'users' : 'specification';
  return (
    <Segmented
      value={current}
      style={{ marginBottom: 16 }}
      options={[
        { value: 'specification', label: <Link to={`/project/${projectId}/specification`}>{t.specification}</Link> },
        { value: 'users', label: <Link to={`/project/${projectId}/users`}>{t.users}</Link> },
      ]}
    />
  );
}
