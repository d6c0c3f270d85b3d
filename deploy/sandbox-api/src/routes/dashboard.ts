import type { FastifyInstance } from 'fastify';
import { api, usageCategories, type UsageCategoryId } from '@portal/contracts';
import { customerRole, managesCustomer, visibleProjects } from '../auth/access';
import { invoiceSummary } from '../billing/invoices';
import { categoryCounts, hourlyRate, monthCharges, walletBalance, type ProjectFilter } from '../billing/summary';
import type { SandboxCore } from '../core';
import { notFound } from '../http/errors';
import { route } from '../http/route';

const unpaid = (core: SandboxCore, customerId: number) => {
  const s = invoiceSummary(core.db, customerId);
  return { unpaidInvoiceCount: s.unpaidCount, unpaidInvoiceAmount: s.unpaidAmount };
};

const CATEGORIES = new Set<number>(Object.values(usageCategories));

export function registerDashboardRoutes(my: FastifyInstance, core: SandboxCore): void {
  route(my, core, api.dashboard.usage, ({ user, params }) => {
    const id = /^\d+$/.test(params.categoryId) ? Number(params.categoryId) : NaN;
    if (!CATEGORIES.has(id)) throw notFound();
    const categoryId = id as UsageCategoryId;
    // A member or viewer sees usage of the projects they were given, not the whole customer's.
    const projects: ProjectFilter = managesCustomer(customerRole(core.db, user.userId, user.customerId)) ? null : visibleProjects(core.db, user).map((p) => p.id);
    return { categoryId, ...categoryCounts(core, user.customerId, categoryId, projects), monthCost: monthCharges(core, user.customerId, categoryId, projects) };
  });

  route(my, core, api.dashboard.financial, ({ user }) => ({
    balance: walletBalance(core, user.customerId),
    ...unpaid(core, user.customerId),
    monthUsage: monthCharges(core, user.customerId),
    hourlyRate: hourlyRate(core, user.customerId),
  }));
}
