import type { SiteConfig } from '@app/contract';
import { useTranslation } from 'react-i18next';

type Row = { label: string; value: string };

/** The tenant's customer-service numbers; empty ones are left out. */
export const KfLines = ({ site, withHours = false }: { site: SiteConfig; withHours?: boolean }) => {
  const { t } = useTranslation();
  const rows: Row[] = [
    { label: t('kf.hotline'), value: site.fixed_line },
    { label: t('kf.afterSales'), value: site.fixed_line2 },
    { label: t('kf.dutyPhone'), value: site.kf_phone },
    ...(withHours ? [{ label: t('kf.workingHours'), value: site.kf_time }] : []),
  ].filter((r) => r.value);
  return (
    <dl style={{ margin: 0 }}>
      {rows.map((r) => (
        <div key={r.label} style={{ marginBottom: 6 }}>
          <dt style={{ fontSize: 12, color: '#888' }}>{r.label}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
};
