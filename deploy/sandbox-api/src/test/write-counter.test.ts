import Database from 'better-sqlite3';
import { writeCounter } from './write-counter';

test('counts inserts, deletes and updates that change a column; not no-op updates or ignored tables', () => {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE a (id INTEGER PRIMARY KEY, v TEXT); CREATE TABLE skip (id INTEGER); INSERT INTO a VALUES (1, NULL);');
  const count = writeCounter(db, new Set(['skip']));
  db.exec('UPDATE a SET v = NULL WHERE id = 1; INSERT INTO skip VALUES (1);');
  expect(count()).toBe(0);
  db.exec("UPDATE a SET v = 'x' WHERE id = 1;");
  expect(count()).toBe(1);
  db.exec('INSERT INTO a VALUES (2, NULL); DELETE FROM a WHERE id = 1;');
  expect(count()).toBe(3);
  const rolledBack = db.transaction(() => {
    db.exec('INSERT INTO a VALUES (4, NULL)');
    throw new Error('refused');
  });
  expect(() => rolledBack()).toThrow('refused');
  expect(count()).toBe(3);
});
