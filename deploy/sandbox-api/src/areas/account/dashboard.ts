import type { FastifyInstance } from 'fastify';
import { api, usageCategories, type CategoryUsage, type UsageCategoryId } from '@portal/contracts';
import { customerRole, managesCustomer, visibleProjects } from '../../auth/access';
import type { AuthUser } from '../../auth/tokens';
import { invoiceSummary } from '../billing/invoices';
import { monthStartMs } from '../billing/period';
import { walletBalance, type ProjectFilter } from '../billing/summary';
import type { SandboxCore } from '../../core';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { selectValue } from '../../db/query';

const CATEGORIES = new Set<number>(Object.values(usageCategories));
/** Months a usage answer covers, the current one last. */
export const USAGE_MONTHS = 6;

const jalaliMonth = new Intl.DateTimeFormat('en-US-u-ca-persian', { year: 'numeric', month: 'numeric', timeZone: 'Asia/Tehran' });
/** "1404/07": the Jalali year and month of an instant, as the usage answer labels its months. */
export function monthLabel(ms: number): string {
  const parts = jalaliMonth.formatToParts(new Date(ms));
  const year = parts.find((p) => p.type === 'year')!.value.replace(/\D/g, '');
  const month = parts.find((p) => p.type === 'month')!.value.padStart(2, '0');
  return `${year}/${month}`;
}

const inProjects = (projects: ProjectFilter) => (projects ? ' AND p.id IN (SELECT value FROM json_each(?))' : '');
const projectArgs = (projects: ProjectFilter) => (projects ? [JSON.stringify(projects)] : []);

export function registerDashboardRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db } = core;
  /** A member or viewer counts the projects they were given, not the whole customer's. */
  const projectsOf = (user: AuthUser): ProjectFilter =>
    managesCustomer(customerRole(db, user.userId, user.customerId)) ? null : visibleProjects(db, user).map((p) => p.id);
  /** Top-level services (of one category, or of all) over the caller's projects, by a condition on the row `r`. */
  const countServices = (user: AuthUser, projects: ProjectFilter, where: string, args: unknown[], category?: UsageCategoryId) =>
    core.resources
      .filter((d) => !d.parent && (category === undefined || d.category === category))
      .reduce(
        (n, d) =>
          n +
          selectValue<number>(
            db,
            `SELECT COUNT(*) FROM ${d.table} r JOIN projects p ON p.id = r.project_id WHERE p.customer_id = ? AND ${where}${inProjects(projects)}`,
            user.customerId,
            ...args,
            ...projectArgs(projects),
          )!,
        0,
      );

  // The services of the category the customer held at the end of each month (the current one: now).
  route(my, core, api.dashboard.usage, ({ user, params }) => {
    const id = /^\d+$/.test(params.categoryId) ? Number(params.categoryId) : NaN;
    if (!CATEGORIES.has(id)) throw notFound();
    const projects = projectsOf(user);
    const months: CategoryUsage[] = [];
    let end = core.clock.ms();
    for (let i = 0; i < USAGE_MONTHS; i++) {
      months.unshift({ month: monthLabel(end), count: countServices(user, projects, 'r.created_at <= ?', [end], id as UsageCategoryId) });
      end = monthStartMs(end) - 1;
    }
    return months;
  });

  route(my, core, api.dashboard.financial, ({ user }) => {
    const invoices = invoiceSummary(db, user.customerId);
    return {
      walletBalance: walletBalance(core, user.customerId),
      billPrice: invoices.unpaidAmount,
      unpaidInvoiceCount: invoices.unpaidCount,
      activeServiceCount: countServices(user, projectsOf(user), "r.status = 'active'", []),
    };
  });
}
