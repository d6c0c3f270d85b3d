// @portal/areas: the one declaration of each product area, its Persian labels and the path helpers
// built on it, and the first queries of the shell and the pages. No React, no antd: the host, the
// gateway, the build factory and scripts read it.
export {
  areas,
  PROJECT_ID,
  type Area,
  type AreaDeclaration,
  type AreaLink,
  type AreaDashboardCard,
  type AreaSearchable,
  type AreaSearchField,
  type AreaSearchFieldKind,
  type RemoteName,
} from './areas';
export { firstQuery, shellQueries, pageQueries, type AreaPageQuery } from './first-queries';
export { pageQueriesAt, pageCallsAt, earlyCallsAt, shellPageQueries, declaredPageQueries, pathParams, apiEndpoint, type PageQuery } from './page-queries';
export { areaMessages, type AreaLabel } from './messages';
export { fillPath, sectionKey, areaProjectTemplates, projectSegment, areaOwning } from './paths';
export { isUnder } from './under-prefix';
export { registeredIn, sidebarGroups, shownAsItem, type SidebarGroup, type SidebarLink } from './sidebar';
export { SHELL_FRAME_SIDEBAR_SLOT, SHELL_FRAME_FILE } from './shell-frame';
