import { Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The bulk-entry format with a full example of every type, open by default and foldable. */
export const FormatHelp = () => {
  const { t } = useTranslation('question');
  return (
    <Collapse
      defaultActiveKey={['format']}
      items={[
        {
          key: 'format',
          label: t('formatHelp'),
          children: (
            <>
              <Typography.Paragraph>{t('formatIntro')}</Typography.Paragraph>
              <pre data-testid="format-example" style={{ whiteSpace: 'pre-wrap', margin: 0, fontSize: 13 }}>
                {t('formatExample')}
              </pre>
            </>
          ),
        },
      ]}
    />
  );
};
