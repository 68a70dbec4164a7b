import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { uiFlags, useUiFlags } from '../app/ui-flags.js';
import { AuthPanel } from '../features/auth/auth-panel.js';

/** The login popup's dialog over the layout (spec section 4), shown by the shared flag. */
export const LoginDialog = () => {
  const { loginPopup } = useUiFlags();
  const queryClient = useQueryClient();
  const onSuccess = () => {
    uiFlags.closeLoginPopup();
    // Menus, grants and the profile are keyed by token; anything else cached was read as a visitor.
    void queryClient.invalidateQueries();
  };
  return (
    <Modal open={loginPopup} onCancel={uiFlags.closeLoginPopup} footer={null} width={480} centered destroyOnHidden>
      <AuthPanel onSuccess={onSuccess} />
    </Modal>
  );
};
