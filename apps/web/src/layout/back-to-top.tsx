import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { debounce } from '../lib/debounce.js';

/** Spec section 9. */
export const backToTopAfterPx = 400;
export const scrollDebounceMs = 200;

export const BackToTop = () => {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = debounce(() => setShown(window.scrollY > backToTopAfterPx), scrollDebounceMs);
    window.addEventListener('scroll', check, { passive: true });
    check();
    return () => {
      check.cancel();
      window.removeEventListener('scroll', check);
    };
  }, []);
  if (!shown) return null;
  return (
    // An icon only: it shares the slim docked column with the customer-service tab.
    <Button
      icon={<VerticalAlignTopOutlined />}
      aria-label={t('kf.backToTop')}
      title={t('kf.backToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
};
