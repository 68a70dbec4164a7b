import type { Role } from '@app/contract';
import type { RoleWithCount } from './role.repository.js';

export const toRole = ({ role, staffCount }: RoleWithCount): Role => ({
  id: role.id,
  name: role.name,
  description: role.description,
  pages: role.pages,
  actions: role.actions,
  staff_count: staffCount,
  created_at: role.createdAt.toISOString(),
});
