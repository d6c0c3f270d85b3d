/** @jest-environment jsdom */
import { saveBlob, saveText } from './save-file';

test('a file is handed over through a temporary link with its name, and the URL is revoked afterwards', async () => {
  const created: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:portal/1';
  });
  URL.revokeObjectURL = jest.fn();
  const clicks: Array<{ href: string; download: string; attached: boolean }> = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download, attached: this.isConnected });
  });
  jest.useFakeTimers();

  saveText('demo-cluster.kubeconfig', 'apiVersion: v1\n', 'application/yaml');
  saveBlob(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'INV-10001.pdf');

  expect(clicks).toEqual([
    { href: 'blob:portal/1', download: 'demo-cluster.kubeconfig', attached: true },
    { href: 'blob:portal/1', download: 'INV-10001.pdf', attached: true },
  ]);
  expect(created[0]!.type).toBe('application/yaml;charset=utf-8');
  expect(created[0]!.size).toBe('apiVersion: v1\n'.length);
  expect(document.querySelectorAll('a')).toHaveLength(0);
  expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2);
  jest.useRealTimers();
});
