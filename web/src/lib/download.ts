// Saves text the app built (an admin list export, the usage report) as a file through a temporary object URL.
import { followLink } from './followLink';

export function downloadFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  try {
    followLink(url, fileName);
  } finally {
    // Revoked a little later: the browser reads the blob after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
