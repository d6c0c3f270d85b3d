// @portal/areas: the one declaration of each product area, its Persian labels and the path helpers
// built on it. A leaf package (no React, no antd): the host, the build factory and scripts read it.
export {
  areas,
  shellQueries,
  PROJECT_ID,
  type Area,
  type AreaDeclaration,
  type AreaLink,
  type AreaDashboardCard,
  type AreaSearchable,
  type AreaSearchField,
  type AreaSearchFieldKind,
  type AreaPageQuery,
  type RemoteName,
} from './areas';
export { pageQueriesAt, pageCallsAt, earlyCallsAt, shellPageQueries, apiEndpoint, type PageQuery } from './page-queries';
export { areaMessages, type AreaLabel } from './messages';
export { fillPath, sectionKey, areaProjectTemplates, projectSegment, areaOwning } from './paths';
export { registeredIn, sidebarGroups, shownAsItem, type SidebarGroup, type SidebarLink } from './sidebar';
export { SHELL_FRAME_SIDEBAR_SLOT, SHELL_FRAME_FILE } from './shell-frame';
