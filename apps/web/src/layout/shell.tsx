import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { useUiFlags } from '../app/ui-flags.js';
import { useAgentPropertySync } from '../features/access/agent-property.js';
import { ChatFrame } from './chat-frame.js';
import { KfBox, kfDockWidth } from './kf-box.js';
import { LoginPopup } from './login-popup.js';
import { Navbar } from './navbar.js';
import { Sidebar } from './sidebar.js';

/** Spec section 9: the layout is drawn at 90%, widened to 111% so it still spans the window. */
export const layoutScale = 0.9;
export const layoutWidth = '111%';

const scaled = {
  transform: `scale(${layoutScale})`,
  transformOrigin: 'top left',
  width: layoutWidth,
} as const;

const contentPadding = 16;
// The docked customer-service column keeps its strip of the window: content ends before it (in unscaled pixels).
const contentStyle = {
  position: 'relative',
  padding: contentPadding,
  paddingRight: contentPadding + Math.ceil(kfDockWidth / layoutScale),
} as const;

export const Shell = () => {
  useAgentPropertySync();
  const { chatOpen } = useUiFlags();
  return (
    <>
      <div data-testid="shell-scale" style={scaled}>
        <Layout style={{ minHeight: '111vh' }}>
          <Navbar />
          <Layout>
            <Sidebar />
            <Layout.Content style={contentStyle}>
              <Outlet />
            </Layout.Content>
          </Layout>
        </Layout>
      </div>
      {/* Outside the scaled box: a transformed ancestor would pin fixed elements to it instead of the window. */}
      {chatOpen && <ChatFrame />}
      <KfBox />
      <LoginPopup />
    </>
  );
};
