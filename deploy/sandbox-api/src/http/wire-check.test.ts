import { createWireCheck } from './wire-check';

const wire = createWireCheck(['/api/my/infra/', '/api/my/project/']);
const row = { id: 1, name: 'تهران', photoName: null };

describe('the wire check', () => {
  it('passes an answer with every declared field in its kind', () => {
    expect(wire.check('GET', '/api/my/infra/datacenter/list', 200, [row])).toBeNull();
  });
  it('names a field the document does not declare', () => {
    expect(wire.check('GET', '/api/my/infra/datacenter/list', 200, [{ ...row, city: 'Tehran' }])?.problems.join()).toContain('"city"');
  });
  it('names a declared field that is missing, even one the provider marks optional', () => {
    const { photoName: _, ...slim } = row;
    expect(wire.check('GET', '/api/my/infra/datacenter/list', 200, [slim])?.problems.join()).toContain("'photoName'");
  });
  it('refuses null where the document allows none, and a wrong kind', () => {
    expect(wire.check('GET', '/api/my/infra/datacenter/list', 200, [{ ...row, id: null }])).not.toBeNull();
    expect(wire.check('GET', '/api/my/infra/datacenter/list', 200, [{ ...row, id: '1' }])).not.toBeNull();
  });
  it('follows the path parameters of the route and leaves errors and unchecked areas alone', () => {
    expect(wire.check('GET', '/api/my/project/get/:id', 200, { id: 1 })?.operation).toBe('GET /api/my/project/get/{id}');
    expect(wire.check('GET', '/api/my/project/get/:id', 404, { message: 'x' })).toBeNull();
    expect(wire.check('GET', '/api/my/vm/:projectId/host/list', 200, [{ any: 1 }])).toBeNull();
  });
  it('reads an area named with the path parameters of the document', () => {
    const keys = createWireCheck(['/api/my/vm/{projectId}/key/']);
    expect(keys.isChecked('/api/my/vm/:projectId/key/list')).toBe(true);
    expect(keys.isChecked('/api/my/vm/:projectId/host/list')).toBe(false);
    expect(keys.check('GET', '/api/my/vm/:projectId/key/list', 200, [{ any: 1 }])).not.toBeNull();
  });
  it('refuses a route of a checked area that the document lacks', () => {
    expect(wire.check('GET', '/api/my/project/made-up', 200, {})?.problems).toEqual(['not an operation of portal-api.json']);
    expect(wire.has('POST', '/api/my/project/create')).toBe(true);
  });
});
