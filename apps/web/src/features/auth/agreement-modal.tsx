import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { HtmlContent } from '../../components/html-content.js';

type Props = { open: boolean; html: string; onAgree: () => void; onClose: () => void };

/** Spec sections 2 and 9: the agreement text scrolls inside a 60vh body, with an agree button. */
export const AgreementModal = ({ open, html, onAgree, onClose }: Props) => {
  const { t } = useTranslation('auth');
  return (
    <Modal
      open={open}
      title={t('agreementTitle')}
      onCancel={onClose}
      width={720}
      styles={{ body: { height: '60vh', overflowY: 'auto' } }}
      footer={
        <Button type="primary" onClick={onAgree} autoInsertSpace={false}>
          {t('agree')}
        </Button>
      }
    >
      {html ? <HtmlContent html={html} /> : t('agreementEmpty')}
    </Modal>
  );
};
