import { toastSeconds } from '../../app/api-error.js';

/**
 * A live page's notice (a failure, or a word on what just happened): a line at the top of the screen for two
 * seconds, as antd's message shows it in the back-office (antd is not part of the live entry a phone loads first).
 */
const stackId = 'live-toasts';

const stack = () => {
  const found = document.getElementById(stackId);
  if (found) return found;
  const created = document.createElement('div');
  created.id = stackId;
  Object.assign(created.style, {
    position: 'fixed',
    top: '8px',
    left: '0',
    right: '0',
    zIndex: '2000',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '8px',
    pointerEvents: 'none',
  });
  document.body.append(created);
  return created;
};

const toneColours = { error: '#ff4d4f', warning: '#faad14', info: '#0069fd', success: '#52c41a' };

export const showLiveToast = (text: string, tone: keyof typeof toneColours = 'error') => {
  const toast = document.createElement('div');
  toast.setAttribute('role', tone === 'error' ? 'alert' : 'status');
  toast.textContent = text;
  Object.assign(toast.style, {
    maxWidth: 'calc(100vw - 32px)',
    padding: '9px 14px',
    borderRadius: '8px',
    borderLeft: `4px solid ${toneColours[tone]}`,
    background: '#fff',
    color: 'rgba(0, 0, 0, 0.88)',
    fontSize: '14px',
    lineHeight: '22px',
    boxShadow: '0 6px 16px rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12)',
  });
  stack().append(toast);
  setTimeout(() => toast.remove(), toastSeconds * 1000);
};

/** Takes every notice away at once (tests, between cases). */
export const clearLiveToasts = () => document.getElementById(stackId)?.remove();
