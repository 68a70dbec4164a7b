import { Button, Card, Col, Flex, Input, message, Row, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastSeconds } from '../../app/api-client.js';
import { useBankDetail, useBatchAdd, useParseText } from './api.js';
import { BankPageHeader } from './bank-page-header.js';
import { FormatHelp } from './format-help.js';
import { type Parsed, ParsePreview } from './parse-preview.js';
import { ParseProblems } from './parse-problems.js';
import { RequireBankId } from './require-bank-id.js';
import { selectLine } from './text-lines.js';

/** /question/luru_question?id=…: paste questions as text, check what was read, then save them to the bank. */
export const BulkEntryPage = () => {
  const { t } = useTranslation('question');
  return (
    <RequireBankId back={{ to: '/question/user_question', label: t('backToMyBanks') }}>
      {(bankId) => <BulkEntry bankId={bankId} />}
    </RequireBankId>
  );
};

/**
 * Saving waits until every line is read: a batch with problems is never saved in part, so the bank gets
 * exactly what the preview shows once the marked lines are fixed and parsed again.
 */
const BulkEntry = ({ bankId }: { bankId: number }) => {
  const { t } = useTranslation('question');
  const navigate = useNavigate();
  const bank = useBankDetail(bankId);
  const parse = useParseText();
  const save = useBatchAdd();
  const box = useRef<HTMLTextAreaElement | null>(null);
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<(Parsed & { text: string }) | null>(null);
  const manage = `/question/manage_question?id=${bankId}`;

  const runParse = () => parse.mutate({ text }, { onSuccess: (result) => setParsed({ ...result, text }) });
  const stale = parsed !== null && parsed.text !== text;
  const blocked = !parsed || stale || parsed.problems.length > 0 || parsed.questions.length === 0;
  const hint = stale ? t('parseAgain') : parsed?.problems.length ? t('fixProblemsFirst') : null;

  const saveAll = () => {
    if (!parsed || blocked) return;
    const questions = parsed.questions.map(({ line: _line, ...q }) => q);
    save.mutate(
      { bank_id: bankId, questions },
      {
        onSuccess: (data) => {
          void message.success(t('savedCount', { count: data.added }), toastSeconds);
          navigate(manage);
        },
      },
    );
  };

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <BankPageHeader
        title={t('bulkTitle')}
        bankName={bank.data?.name}
        back={{ to: manage, label: t('backToManage') }}
      />
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Card>
            <Flex vertical gap={12}>
              <Input.TextArea
                ref={(r) => {
                  box.current = r?.resizableTextArea?.textArea ?? null;
                }}
                value={text}
                onChange={(e) => setText(e.target.value)}
                rows={20}
                placeholder={t('textPlaceholder')}
                aria-label={t('textLabel')}
                style={{ fontFamily: 'monospace' }}
              />
              <Flex gap={12} align="center" wrap>
                <Button onClick={runParse} loading={parse.isPending} disabled={!text.trim()}>
                  {t('parse')}
                </Button>
                <Button type="primary" onClick={saveAll} loading={save.isPending} disabled={blocked}>
                  {t('saveToBank')}
                </Button>
                {hint ? <Typography.Text type="warning">{hint}</Typography.Text> : null}
              </Flex>
              <ParseProblems
                problems={parsed?.problems ?? []}
                onPick={(line) => box.current && selectLine(box.current, line)}
              />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <FormatHelp />
        </Col>
      </Row>
      <ParsePreview parsed={parsed} />
    </Flex>
  );
};
