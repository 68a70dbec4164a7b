import { phonePattern } from '@app/contract';
import { contentContract } from '@app/contract/content';
import { Button, Card, Col, Form, Input, message, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSeconds } from '../../app/api-client.js';
import { useEndpointMutation, useEndpointQuery } from '../../app/api-hooks.js';
import { HtmlContent } from '../../components/html-content.js';
import { showNotice } from '../../components/notice-dialog.js';

type JoinForm = { name?: string; phone?: string; company?: string; city?: string; remark?: string };

const problemOf = (v: JoinForm) => {
  if (!v.name?.trim()) return 'nameRequired';
  if (!v.phone?.trim()) return 'phoneRequired';
  if (!phonePattern.test(v.phone.trim())) return 'phoneInvalid';
  return null;
};

/** /join: the agent programme's description and the application form. */
export const JoinPage = () => {
  const { t } = useTranslation('content');
  const [form] = Form.useForm<JoinForm>();
  const desc = useEndpointQuery(contentContract.agentApplyDesc, {});
  const apply = useEndpointMutation(contentContract.addAgentApply);

  const submit = (v: JoinForm) => {
    const problem = problemOf(v);
    if (problem) {
      showNotice(t(problem));
      return;
    }
    apply.mutate(
      {
        name: v.name?.trim() ?? '',
        phone: v.phone?.trim() ?? '',
        company: v.company?.trim() ?? '',
        city: v.city?.trim() ?? '',
        remark: v.remark?.trim() ?? '',
      },
      {
        onSuccess: () => {
          void message.success(t('joinDone'), toastSeconds);
          form.resetFields();
        },
      },
    );
  };

  return (
    <div style={{ padding: 24 }}>
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <Card>
            <Skeleton active loading={desc.isLoading}>
              <Typography.Title level={3}>{desc.data?.title || t('joinTitle')}</Typography.Title>
              <HtmlContent html={desc.data?.content ?? ''} />
            </Skeleton>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('joinFormTitle')}>
            <Form form={form} layout="vertical" onFinish={submit} requiredMark>
              <Form.Item name="name" label={t('joinName')} required>
                <Input maxLength={30} placeholder={t('nameRequired')} />
              </Form.Item>
              <Form.Item name="phone" label={t('joinPhone')} required>
                <Input maxLength={11} inputMode="tel" placeholder={t('phoneRequired')} />
              </Form.Item>
              <Form.Item name="company" label={t('joinCompany')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="city" label={t('joinCity')}>
                <Input maxLength={50} />
              </Form.Item>
              <Form.Item name="remark" label={t('joinRemark')}>
                <Input.TextArea maxLength={500} rows={4} showCount />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={apply.isPending}>
                {t('joinSubmit')}
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </div>
  );
};
