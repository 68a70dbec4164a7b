import type { DataOf, MenuItem, Role } from '@app/contract';
import type { roleContract } from '@app/contract/access';
import { balancesShownBy } from '@app/contract/money';
import { Button, Card, Checkbox, Empty, Flex, message, Space, Tree, type TreeDataNode, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { localTitle, menuTitle } from '../../components/local-title.js';
import { useSaveRoleGrants } from './api.js';
import { actionsByPage, grantedActions, menuPages, onlyPages } from './grant-tree.js';

type Catalogue = DataOf<typeof roleContract.catalogue>;
type Props = { role: Role; catalogue: Catalogue; onDone: () => void };

/** Which of the organiser's balances the ticked pages show the role's staff (contract: balancePages). */
const MoneyShown = ({ pages }: { pages: string[] }) => {
  const { t } = useTranslation('access');
  const shown = balancesShownBy(pages);
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
      {shown.length === 0
        ? t('moneyUnseen')
        : t('moneySeen', { balances: shown.map((kind) => t(`common:balance.${kind}`)).join('、') })}
    </Typography.Paragraph>
  );
};

/** Ticks the menu pages and the actions a role grants, and saves them in one call. */
export const RoleGrantsForm = ({ role, catalogue, onDone }: Props) => {
  const { t } = useTranslation('access');
  const allPages = menuPages(catalogue.menu);
  const pageNames = new Set(allPages.map((p) => p.name));
  const [pages, setPages] = useState(() => role.pages.filter((p) => pageNames.has(p)));
  const [actions, setActions] = useState<string[]>(role.actions);
  const save = useSaveRoleGrants();

  const toNode = (item: MenuItem): TreeDataNode => ({
    key: item.name,
    title: menuTitle(item),
    children: item.children.map(toNode),
  });

  const pageTitle = (name: string) => {
    const page = allPages.find((p) => p.name === name);
    return page ? menuTitle(page) : name;
  };

  const toggleAction = (key: string, on: boolean) =>
    setActions((now) => (on ? [...now, key] : now.filter((k) => k !== key)));

  const submit = () =>
    save.mutate(
      { id: role.id, pages, actions: grantedActions(actions, pages, catalogue.actions) },
      {
        onSuccess: () => {
          void message.success(t('saved'), toastSeconds);
          onDone();
        },
      },
    );

  return (
    <Flex vertical gap={16}>
      <Card title={t('grantPages')}>
        <Tree
          checkable
          selectable={false}
          defaultExpandAll
          treeData={catalogue.menu.map(toNode)}
          checkedKeys={pages}
          onCheck={(checked) => setPages(onlyPages(Array.isArray(checked) ? checked : checked.checked, pageNames))}
        />
        <MoneyShown pages={pages} />
      </Card>
      <Card title={t('grantActions')}>
        {catalogue.actions.length === 0 ? <Empty /> : null}
        <Flex vertical gap={12}>
          {actionsByPage(catalogue.actions).map((group) => {
            const pageTicked = pages.includes(group.page);
            return (
              <div key={group.page}>
                <Typography.Text strong>{pageTitle(group.page)}</Typography.Text>
                {pageTicked ? null : <Typography.Text type="secondary"> {t('tickPageFirst')}</Typography.Text>}
                <div>
                  {group.actions.map((a) => (
                    <Checkbox
                      key={a.key}
                      disabled={!pageTicked}
                      checked={pageTicked && actions.includes(a.key)}
                      onChange={(e) => toggleAction(a.key, e.target.checked)}
                    >
                      {localTitle(`access:actions.${a.key}`, a.title)}
                    </Checkbox>
                  ))}
                </div>
              </div>
            );
          })}
        </Flex>
      </Card>
      <Space>
        <Button type="primary" loading={save.isPending} onClick={submit}>
          {t('save')}
        </Button>
        <Button onClick={onDone}>{t('backToRoles')}</Button>
      </Space>
    </Flex>
  );
};
