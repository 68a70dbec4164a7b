import { Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useRoleCatalogue, useRoleDetail } from './api.js';
import { RoleGrantsForm } from './role-grants-form.js';

export const roleListPath = '/user/user_role';

/** /user/user_role_pz?id=…: the pages and actions one role grants. */
export const RoleGrantsPage = () => {
  const { t } = useTranslation('access');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const role = useRoleDetail(id);
  const catalogue = useRoleCatalogue();
  const back = () => navigate(roleListPath);

  if (id === 0 || role.isError) {
    return (
      <Result
        status="warning"
        title={t('roleMissing')}
        extra={
          <Button type="primary" onClick={back}>
            {t('backToRoles')}
          </Button>
        }
      />
    );
  }

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('grantsTitle')}
        {role.data ? ` · ${role.data.name}` : ''}
      </Typography.Title>
      {role.data && catalogue.data ? (
        <RoleGrantsForm key={role.data.id} role={role.data} catalogue={catalogue.data} onDone={back} />
      ) : (
        <Card>
          <Skeleton active />
        </Card>
      )}
    </Flex>
  );
};
