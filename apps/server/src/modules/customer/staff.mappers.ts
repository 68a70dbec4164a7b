import type { Staff } from '@app/contract';
import type { StaffWithRole } from './staff.repository.js';

/** A staff account whose role is gone shows no role. */
export const toStaff = ({ staff, role }: StaffWithRole): Staff => ({
  id: staff.id,
  phone: staff.phone,
  name: staff.name,
  role_id: role ? staff.roleId : null,
  role_name: role?.name ?? '',
  status: staff.status,
  created_at: staff.createdAt.toISOString(),
});
