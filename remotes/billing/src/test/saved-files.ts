// Test-only: what the page handed the user as a file (saveBlob's object URL and link click).

export interface SavedFile {
  name: string;
  blob: Blob;
}

/** Catches every file the page saves from now on; read them after the click. */
export function catchSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  let last: Blob | null = null;
  URL.createObjectURL = jest.fn((b: Blob) => {
    last = b;
    return 'blob:saved';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, blob: last });
  });
  return saved;
}

/** A saved CSV's lines, after checking it starts with the UTF-8 byte-order mark Excel needs. */
export async function csvLines(file: SavedFile): Promise<string[]> {
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(file.blob.type).toBe('text/csv;charset=utf-8');
  return new TextDecoder().decode(bytes).replace(/\r\n$/, '').split('\r\n');
}
