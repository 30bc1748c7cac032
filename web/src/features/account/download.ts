// Saves text the app built (the data export, the usage report) as a file through a temporary object URL.
export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked a little later: the browser reads the blob after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
