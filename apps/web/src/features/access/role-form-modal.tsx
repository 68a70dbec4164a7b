import type { Role } from '@app/contract';
import { roleContract } from '@app/contract/access';
import { useTranslation } from 'react-i18next';
import { NameDescriptionModal } from '../../components/name-description-modal.js';
import { useAddRole, useEditRole } from './api.js';
import { contractProblem } from './contract-check.js';

/** A role being edited, or 'new' for one being added. */
export type RoleEditing = Role | 'new';

/** Adds a role (with no grants yet) or renames one. */
export const RoleFormModal = ({ editing, onClose }: { editing: RoleEditing; onClose: () => void }) => {
  const { t } = useTranslation('access');
  const add = useAddRole();
  const edit = useEditRole();
  const isNew = editing === 'new';
  return (
    <NameDescriptionModal
      title={isNew ? t('addRole') : t('editRole')}
      initial={isNew ? { name: '', description: '' } : editing}
      labels={{
        name: t('roleName'),
        namePlaceholder: t('roleNameRequired'),
        description: t('roleDescription'),
        save: t('save'),
        saved: t('saved'),
      }}
      maxLength={{ name: 20, description: 100 }}
      saving={add.isPending || edit.isPending}
      problemOf={(values) =>
        isNew
          ? contractProblem(roleContract.add.input, values)
          : contractProblem(roleContract.edit.input, { ...values, id: editing.id })
      }
      save={(values, done) => {
        if (isNew) add.mutate(values, { onSuccess: done });
        else edit.mutate({ ...values, id: editing.id }, { onSuccess: done });
      }}
      onClose={onClose}
    />
  );
};
