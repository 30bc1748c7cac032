// Follows a link the app built (a mailto: address, a download) as if the user clicked it.
export function followLink(href: string, download?: string): void {
  const link = document.createElement('a');
  link.href = href;
  if (download) link.download = download;
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
