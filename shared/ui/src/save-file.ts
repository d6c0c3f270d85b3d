/**
 * The portal's one way to hand the user a file: a Blob (a PDF, a CSV the API made, an attachment)
 * or text (a kubeconfig, a manifest, a zone file) saved through a temporary object URL.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked once the click has handed the URL to the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Text saved as a UTF-8 file of the given type. */
export function saveText(fileName: string, content: string, type = 'text/plain'): void {
  saveBlob(new Blob([content], { type: `${type};charset=utf-8` }), fileName);
}
