// A chosen file as the body of an upload (contracts/upload): its name, the type the browser gives it and its content
// in base64.
import type { ImageUpload } from '@contracts/upload';

/** The file's content in base64 (without the data: prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The upload's body for `file`. */
export async function uploadBody(file: File): Promise<ImageUpload> {
  return { fileName: file.name, contentType: file.type, data: await base64Of(file) };
}
