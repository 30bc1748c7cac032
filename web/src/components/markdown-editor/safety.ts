// What the editor's dialogs accept, by the renderer's own rules (spec document 2, 2.7): links the renderer keeps live,
// images it shows.
import { safeImageUrl, safeLinkUrl } from '../markdown/urls';

export const isInsertableLink = (url: string) => safeLinkUrl(url.trim()) !== null;
export const isInsertableImage = (url: string) => safeImageUrl(url.trim()) !== null;
