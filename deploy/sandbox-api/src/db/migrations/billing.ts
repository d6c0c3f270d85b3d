// The wallet ledger and hourly charges.
import type { Migration } from './types';

export const billingMigrations: Migration[] = [
  {
    id: 3,
    name: 'billing: wallet ledger and hourly charges',
    up: `
      CREATE TABLE charges (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        project_id INTEGER NOT NULL,
        resource_kind TEXT NOT NULL,
        resource_id INTEGER NOT NULL,
        category INTEGER NOT NULL,
        hours INTEGER NOT NULL,
        amount INTEGER NOT NULL,
        period_start INTEGER NOT NULL,
        period_end INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        -- a second charge for the same hour of the same resource is impossible, whatever calls us
        UNIQUE (resource_kind, resource_id, period_start)
      );
      CREATE INDEX charges_customer ON charges(customer_id, period_end);
      CREATE TABLE wallet_entries (
        id INTEGER PRIMARY KEY,
        customer_id INTEGER NOT NULL REFERENCES customers(id),
        amount INTEGER NOT NULL,
        kind TEXT NOT NULL,
        description TEXT NOT NULL,
        charge_id INTEGER REFERENCES charges(id),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX wallet_entries_customer ON wallet_entries(customer_id);
    `,
  },
];
