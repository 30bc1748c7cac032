// The account menu's name: the profile's display name (the one the user chose and can change on their profile), read
// through the profile's SWR entry, so a change shows at once. A lazy chunk: the header paints without the API client.
import { useProfile } from '../api/profile';

export default function AccountName({ fallback }: { fallback: string }) {
  return useProfile().data?.displayName || fallback;
}
