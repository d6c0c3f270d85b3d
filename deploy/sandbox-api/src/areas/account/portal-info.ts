import type { FastifyInstance } from 'fastify';
import { api, type Product, type ProductDetail } from '@portal/contracts';
import type { SandboxCore } from '../../core';
import { parseId } from '../../engine/scope';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';

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

  route(my, core, api.portal.productList, () => (db.prepare(`${SELECT} ORDER BY id`).all() as ProductRow[]).map(toProduct));

  route(my, core, api.portal.productGet, ({ params }) => {
    const id = parseId(params.id);
    const row = id && (db.prepare(`${SELECT} WHERE id = ?`).get(id) as ProductRow | undefined);
    if (!row) throw notFound();
    return toProductDetail(row);
  });

  // The answer is a bare JSON string (the address the code leads to); an unknown code is 404.
  route(my, core, api.portal.promotionRedirectLink, ({ params, reply }) => {
    const url = db
      .prepare('SELECT url FROM promotions WHERE code = ?')
      .pluck()
      .get(String(params.code ?? '').trim()) as string | undefined;
    if (!url) throw notFound();
    return reply.type('application/json').send(JSON.stringify(url)) as never;
  });

  // Declares no answer: a small one.
  route(my, core, api.portal.homeIndex, () => undefined);
}
