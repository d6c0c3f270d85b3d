/** Saves text (a kubeconfig, a manifest) as a file through a temporary object URL. */
export function saveTextFile(fileName: string, content: string, type = 'application/yaml'): void {
  const url = URL.createObjectURL(new Blob([content], { type: `${type};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
