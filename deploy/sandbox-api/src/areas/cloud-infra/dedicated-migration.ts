// Bare metal and colocation as the provider describes them: an image names its
// operating system and whether it may be ordered; a machine sits in a data-centre rack; a
// colocation is ordered by rack space, power, ports and addresses, with the customer's equipment
// listed beside it (model and inventory number), no longer one model and serial per order.
import { RESOURCE_COLUMNS, type Migration } from '../../db/migrations/types';

export const dedicatedHostMigrations: Migration[] = [
  {
    id: 202612020400,
    name: 'bare-metal image operating systems, racks of dedicated and colocated hosts, colocation by space and power',
    up: `
      ALTER TABLE bare_metal_images ADD COLUMN os_id INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE bare_metal_images ADD COLUMN os TEXT NOT NULL DEFAULT '';
      ALTER TABLE bare_metal_images ADD COLUMN enabled INTEGER NOT NULL DEFAULT 1;
      UPDATE bare_metal_images SET
        os_id = CASE family WHEN 'ubuntu' THEN 1 WHEN 'debian' THEN 2 WHEN 'rocky' THEN 3 WHEN 'windows' THEN 4 ELSE 5 END,
        os = CASE family WHEN 'ubuntu' THEN 'Ubuntu' WHEN 'debian' THEN 'Debian' WHEN 'rocky' THEN 'Rocky Linux' WHEN 'windows' THEN 'Windows Server' ELSE 'Proxmox VE' END;
      -- An image the provider no longer offers for new orders (status false on image/list).
      UPDATE bare_metal_images SET enabled = 0 WHERE id = 2;
      ALTER TABLE bare_metal_hosts ADD COLUMN rack_id INTEGER;

      CREATE TABLE colocation_hosts_new (
        ${RESOURCE_COLUMNS},
        name TEXT NOT NULL,
        datacenter_id INTEGER NOT NULL REFERENCES datacenters(id),
        rack_id INTEGER,
        rack_units INTEGER NOT NULL,
        power_amp INTEGER NOT NULL,
        network_1g INTEGER NOT NULL DEFAULT 0,
        network_10g INTEGER NOT NULL DEFAULT 0,
        ipv4_count INTEGER NOT NULL DEFAULT 0,
        hourly_price INTEGER NOT NULL
      );
      CREATE TABLE colocation_equipment (
        id INTEGER PRIMARY KEY,
        colocation_host_id INTEGER NOT NULL,
        equipment_id INTEGER NOT NULL REFERENCES equipment(id),
        inventory_number TEXT
      );
      INSERT INTO colocation_hosts_new (id, project_id, status, next_status, transition_at, billed_until, created_at, name, datacenter_id, rack_units, power_amp, network_1g, ipv4_count, hourly_price)
        SELECT id, project_id, status, next_status, transition_at, billed_until, created_at, name, datacenter_id, rack_units, 1, 1, 1, hourly_price FROM colocation_hosts;
      INSERT INTO colocation_equipment (colocation_host_id, equipment_id, inventory_number)
        SELECT id, equipment_id, serial_number FROM colocation_hosts;
      DROP TABLE colocation_hosts;
      ALTER TABLE colocation_hosts_new RENAME TO colocation_hosts;
      CREATE UNIQUE INDEX colocation_hosts_name ON colocation_hosts(project_id, name COLLATE NOCASE);
    `,
  },
];
