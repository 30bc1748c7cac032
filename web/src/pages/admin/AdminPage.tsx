// /admin: the admin panel (admins only; the route's guard sends others away).
import { AdminPanel } from '../../features/admin/AdminPanel';

export default function AdminPage() {
  return <AdminPanel />;
}
