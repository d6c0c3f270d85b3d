import type { FastifyInstance } from 'fastify';
import { api, type Product, type ProductDetail } from '@portal/contracts';
import type { SandboxCore } from '../../core';
import { parseId } from '../../engine/scope';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { selectAll, selectOne, selectValue } from '../../db/query';

interface ProductRow {
  id: number;
  name: string;
  description: string | null;
  supplementary_description: string | null;
}
const toProduct = (r: ProductRow): Product => ({ id: r.id, name: r.name, description: r.description });
const toProductDetail = (r: ProductRow): ProductDetail => ({ ...toProduct(r), supplementaryDescription: r.supplementary_description });

/** The provider's products, promotion links and the home call. */
export function registerPortalInfoRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db } = core;
  const SELECT = 'SELECT id, name, description, supplementary_description FROM products';

  route(my, core, api.portal.productList, () => selectAll<ProductRow>(db, `${SELECT} ORDER BY id`).map(toProduct));

  route(my, core, api.portal.productGet, ({ params }) => {
    const id = parseId(params.id);
    const row = id && selectOne<ProductRow>(db, `${SELECT} WHERE id = ?`, id);
    if (!row) throw notFound();
    return toProductDetail(row);
  });

  // The answer is a bare JSON string (the address the code leads to); an unknown code is 404.
  route(my, core, api.portal.promotionRedirectLink, ({ params, reply }) => {
    const url = selectValue<string>(db, 'SELECT url FROM promotions WHERE code = ?', String(params.code ?? '').trim());
    if (!url) throw notFound();
    return reply.type('application/json').send(JSON.stringify(url)) as never;
  });

  // Declares no answer: a small one.
  route(my, core, api.portal.homeIndex, () => undefined);
}
