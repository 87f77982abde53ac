/** Hands `blob` to the browser as a download named `name` (a file the page fetched itself). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns: the address outlives it a moment.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
