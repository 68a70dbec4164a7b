import { useTranslation } from 'react-i18next';
import './live-notice.css';

type Props = { title: string; sub?: string; action?: { label: string; run: () => void } };

/**
 * A whole-screen message on a live page, before any kind's pages have loaded (the live entry carries no antd):
 * a wrong address, a closed activity, a page that did not load.
 */
export const LiveNotice = ({ title, sub, action }: Props) => (
  <div className="live-notice">
    <h1 className="live-notice-title" role="status">
      {title}
    </h1>
    {sub && <p className="live-notice-sub">{sub}</p>}
    {action && (
      <button type="button" className="live-notice-button" onClick={action.run}>
        {action.label}
      </button>
    )}
  </div>
);

/** While a live page or its data loads. */
export const LiveSpinner = () => {
  const { t } = useTranslation();
  return (
    <div className="live-notice">
      <div className="live-spinner" role="progressbar" aria-label={t('loading')} />
    </div>
  );
};
