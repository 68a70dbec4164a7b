import type { ParseProblem } from '@app/contract';
import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = { problems: ParseProblem[]; onPick: (line: number) => void };

/** Every line the parser could not read, with its number, text and reason; picking one selects it in the text. */
export const ParseProblems = ({ problems, onPick }: Props) => {
  const { t } = useTranslation('question');
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={t('problemsTitle', { count: problems.length })}
      description={
        <Flex vertical gap={4}>
          {problems.map((p) => (
            <Button
              key={`${p.line}-${p.reason}`}
              type="text"
              danger
              onClick={() => onPick(p.line)}
              style={{ height: 'auto', textAlign: 'start', whiteSpace: 'normal', justifyContent: 'flex-start' }}
            >
              <span>
                <Typography.Text strong type="danger">
                  {t('problemLine', { line: p.line })}
                </Typography.Text>{' '}
                <Typography.Text code>{p.text || ' '}</Typography.Text> {p.reason}
              </span>
            </Button>
          ))}
        </Flex>
      }
    />
  );
};
