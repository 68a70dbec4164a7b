import { authContract } from '@app/contract/auth';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../app/api-client.js';
import { useSession } from '../app/session.js';
import { uiFlags } from '../app/ui-flags.js';

const plain = { background: 'none', border: 0, cursor: 'pointer', padding: 0 } as const;

/** The avatar menu when a token exists, otherwise the login/register entry (spec section 2). */
export const UserMenu = ({ color }: { color: string }) => {
  const user = useSession();
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();

  if (!user?.token) {
    return (
      <button type="button" style={{ ...plain, color }} onClick={uiFlags.openLoginPopup}>
        {t('nav.loginRegister')}
      </button>
    );
  }

  const logout = async () => {
    // The session ends whatever the server answers. Entering /login clears the stored login (spec section 4);
    // clearing it here first would let the guard of this private page send a visitor elsewhere before that.
    await callApi(authContract.logout, {}, { silent: true }).catch(() => undefined);
    navigate('/login', { replace: true });
  };
  const confirmLogout = () =>
    modal.confirm({
      title: t('notice'),
      content: t('confirmExit'),
      okText: t('yes'),
      cancelText: t('no'),
      onOk: logout,
    });

  const items: MenuProps['items'] = [
    { key: 'account', label: t('nav.account') },
    { key: 'feedback', label: t('nav.feedback') },
    { key: 'logout', label: t('nav.logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'account') navigate('/user/user_account');
    else if (key === 'feedback') navigate('/feedback');
    else confirmLogout();
  };
  const shownName = user.name || user.phone;
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <button type="button" style={{ ...plain, color, display: 'flex', alignItems: 'center', gap: 8 }}>
        <Avatar size="small" src={user.head_img || undefined}>
          {shownName.slice(0, 1)}
        </Avatar>
        <span>{shownName}</span>
      </button>
    </Dropdown>
  );
};
