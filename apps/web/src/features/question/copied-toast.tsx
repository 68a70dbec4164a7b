import type { QuestionBank } from '@app/contract';
import { Button, message } from 'antd';
import i18n from '../../i18n/index.js';

const toastKey = 'question-copied';

/**
 * Says where the copy went, with a link to it. The toast renders outside the router, so the link navigates
 * through the page's own `navigate`.
 */
export const showCopied = (result: { bank: QuestionBank; copied: number }, navigate: (to: string) => void) =>
  void message.success({
    key: toastKey,
    duration: 5,
    content: (
      <>
        {i18n.t('question:copied', { count: result.copied, name: result.bank.name })}
        <Button
          type="link"
          size="small"
          onClick={() => {
            message.destroy(toastKey);
            navigate(`/question/manage_question?id=${result.bank.id}`);
          }}
        >
          {i18n.t('question:openCopied')}
        </Button>
      </>
    ),
  });
