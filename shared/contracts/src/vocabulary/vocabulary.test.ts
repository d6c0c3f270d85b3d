import {
  CUSTOMER_PRODUCT_TYPE,
  ENV_TYPE,
  INVOICE_STATUS,
  invoiceStateOf,
  invoiceStatusId,
  ISSUE_PRIORITIES,
  ISSUE_STATUS,
  ISSUE_STATUS_WORDS,
  issuePriorityOf,
  isPoweredOn,
  isProductId,
  isProductItemId,
  isServiceActive,
  isServiceTransitional,
  isSnapshotTransitional,
  NAT_TYPE,
  NODE_TYPE,
  PAYMENT_STATUS,
  PRODUCT,
  PRODUCT_ITEM,
  SERVICE_STATUS,
  SERVICE_STATUS_WORDS,
  serviceStatusId,
  serviceStatusOf,
  serviceStatusWord,
  SNAPSHOT_STATUS,
  SNAPSHOT_STATUS_WORDS,
} from '.';

describe("the provider's vocabularies", () => {
  it('names the products 101-111 and the unit items by the ids the provider lists them under', () => {
    expect(Object.values(PRODUCT)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111]);
    expect(PRODUCT_ITEM).toMatchObject({
      vcpu: 101,
      memory: 102,
      disk: 103,
      ipv4: 104,
      ipv6: 105,
      freeDns: 107,
      cloudDisk: 110,
      kuberCpu: 111,
      kuberCluster: 119,
      vpcIpv4: 138,
      vpc10Rules: 139,
    });
    expect(isProductId(104)).toBe(true);
    expect(isProductId(3)).toBe(false);
    expect(isProductItemId(139)).toBe(true);
    expect(isProductItemId(7001)).toBe(false);
  });

  it('reads a service state by its id only; an id the table lacks is unknown', () => {
    expect(Object.keys(SERVICE_STATUS).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(serviceStatusOf(10)).toBe('off');
    expect(serviceStatusOf(99)).toBeNull();
    expect(serviceStatusId('waiting-ns')).toBe(9);
    expect([6, 7, 9, 11, 12].every(isServiceTransitional)).toBe(true);
    expect([1, 2, 3, 4, 5, 8, 10, null].some(isServiceTransitional)).toBe(false);
    expect(isServiceActive(2)).toBe(true);
    expect(isServiceActive(10)).toBe(false);
  });

  it("has the provider's Persian word for every state id, as its panel words them", () => {
    for (const id of Object.keys(SERVICE_STATUS)) expect(SERVICE_STATUS_WORDS[Number(id) as keyof typeof SERVICE_STATUS_WORDS]).toEqual(expect.any(String));
    expect(serviceStatusWord(2)).toBe('فعال');
    expect(serviceStatusWord(10)).toBe('خاموش');
    expect(serviceStatusWord(12)).toBe('درحال حذف');
    expect(Object.keys(SNAPSHOT_STATUS)).toEqual(Object.keys(SNAPSHOT_STATUS_WORDS));
    expect(Object.keys(ISSUE_STATUS)).toEqual(Object.keys(ISSUE_STATUS_WORDS));
  });

  it('keeps a snapshot its own table: 1 is active there, 3 and 4 are still being made', () => {
    expect(SNAPSHOT_STATUS[1]).toBe('active');
    expect(isSnapshotTransitional(3)).toBe(true);
    expect(isSnapshotTransitional(4)).toBe(true);
    expect(isSnapshotTransitional(1)).toBe(false);
  });

  it('has the three ticket states and the three priorities (important, very important, urgent)', () => {
    expect(ISSUE_STATUS).toEqual({ 1: 'open', 2: 'answered', 3: 'closed' });
    expect(ISSUE_PRIORITIES).toEqual([1, 2, 3]);
    expect(issuePriorityOf(3)).toBe('urgent');
    expect(issuePriorityOf(4)).toBeNull();
  });

  it("reads an invoice as the provider's panel does (3 payable, 1 settled) and a payment's 2 as verified", () => {
    expect(invoiceStatusId('unpaid')).toBe(3);
    expect(invoiceStateOf(1)).toBe('paid');
    expect(invoiceStateOf(2)).toBeNull();
    expect(INVOICE_STATUS[invoiceStatusId('paid')]).toBe('paid');
    expect(PAYMENT_STATUS[2]).toBe('verified');
  });

  it('spells power in upper case and names the small kinds by their ids', () => {
    expect(isPoweredOn('POWERED_ON')).toBe(true);
    expect(isPoweredOn('poweredOn')).toBe(false);
    expect(NODE_TYPE).toEqual({ master: 1, worker: 2 });
    expect(NAT_TYPE).toEqual({ snat: 1, dnat: 2 });
    expect(ENV_TYPE).toEqual({ custom: 1, configMap: 2, secret: 3 });
    expect(CUSTOMER_PRODUCT_TYPE).toEqual({ payg: 1, prepaid: 3 });
  });
});
