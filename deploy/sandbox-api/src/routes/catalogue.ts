import type { FastifyInstance } from 'fastify';
import { api, type Endpoint } from '@portal/contracts';
import { bundlesOfKind, datacenters } from '../catalogue';
import { loadProject } from '../engine/scope';
import type { EngineEnv } from '../engine/types';
import { route } from '../http/route';
import { LIMITED_RESOURCES, limitOf, projectCount, usedInProject } from '../limits';

type AnyEndpoint = Endpoint<any, any, any, any>;
const contractEndpoints = Object.values(api).flatMap((area) => Object.values(area) as AnyEndpoint[]);

/** The contract's bundle list of a product kind; a kind the contracts do not list is a declaration error. */
export function bundleListEndpoint(kind: string): AnyEndpoint {
  const path = `portal/product-bundle/${kind}/list`;
  const found = contractEndpoints.find((e) => e.method === 'GET' && e.path === path);
  if (!found) throw new Error(`no contract endpoint GET ${path} for the catalogue kind '${kind}'`);
  return found;
}

/** Data centres, usage against limits, and the bundle list of every catalogue kind the resources declare. */
export function registerCatalogueRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;

  route(my, env, api.infra.datacenterList, () => datacenters(db));

  for (const kind of new Set(env.resources.map((d) => d.catalogue).filter((k): k is string => !!k)))
    route(my, env, bundleListEndpoint(kind), () => bundlesOfKind(db, kind));

  route(my, env, api.portal.resourceUsages, ({ user, query }) => {
    const project = loadProject(db, user.customerId, query.projectId);
    return LIMITED_RESOURCES.map((resource) => ({
      resource,
      used: resource === 'project' ? projectCount(db, user.customerId) : usedInProject(env, project.id, resource),
      limit: limitOf(db, user.customerId, resource),
    }));
  });
}
