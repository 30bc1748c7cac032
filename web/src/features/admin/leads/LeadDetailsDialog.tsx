// The lead details dialog of Lead Management (document 2, 2.4 and 5): the lead read afresh (getLead); customer name
// and e-mail and the provider read-only; phone, priority (High, Normal, Low), message (required), the request flags,
// country and city editable; safety considerations as badges; when and how often the provider was notified. Cancel,
// Notify Provider or Notify again (new leads only), Change Status, Save Changes: only what changed is sent.
import { useEffect, useMemo } from 'react';
import { Button, Checkbox, Col, Descriptions, Flex, Form, Input, Row, Select, Space, Spin, Tag, Typography } from 'antd';
import useSWR from 'swr';
import { LEAD_MESSAGE_MAX, type LeadPriority, type LeadStatus, type LeadUpdate, type LeadWire } from '@contracts/lead';
import { LEAD, LEAD_ADMIN } from '@contracts/messages';
import { failureText } from '../../../api/mutation';
import { useToast } from '../../../api/useMutation';
import { cityOptions, COUNTRY_OPTIONS } from '../../../lib/locationOptions';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { absoluteDate } from '../kit/dates';
import { ErrorBanner } from '../kit/ErrorBanner';
import { getLead, noticesOf } from './api';
import { StatusMenu, StatusTag } from './leadTags';
import { AdminDialog } from '../kit/AdminDialog';

const F = LEAD_ADMIN.fields;
/**
 * The priority choices: the spec's High, Normal, Low (document 2). A lead sent from the lead form as an emergency keeps
 * it and shows it as Emergency, but an admin is not offered it.
 */
const PRIORITY_OPTIONS = (['high', 'normal', 'low'] as const satisfies readonly LeadPriority[]).map((value) => ({ value, label: LEAD.priorityLabel[value] }));

interface DetailsValues {
  mobile_number: string;
  priority: LeadPriority;
  message: string;
  request_callback: boolean;
  request_more_info: boolean;
  request_appointment: boolean;
  country: string | undefined;
  city: string | undefined;
}

const valuesOf = (lead: LeadWire): DetailsValues => ({
  mobile_number: lead.mobile_number ?? '',
  priority: lead.priority,
  message: lead.message,
  request_callback: lead.request_callback,
  request_more_info: lead.request_more_info,
  request_appointment: lead.request_appointment,
  country: lead.country || undefined,
  city: lead.city || undefined,
});

/** The fields that differ from the lead: only those are sent. */
export function leadChanges(lead: LeadWire, values: DetailsValues): LeadUpdate {
  const changes: LeadUpdate = {};
  const phone = values.mobile_number.trim();
  if (phone !== (lead.mobile_number ?? '')) changes.mobile_number = phone || null;
  if (values.priority !== lead.priority) changes.priority = values.priority;
  if (values.message.trim() !== lead.message) changes.message = values.message.trim();
  if (values.request_callback !== lead.request_callback) changes.request_callback = values.request_callback;
  if (values.request_more_info !== lead.request_more_info) changes.request_more_info = values.request_more_info;
  if (values.request_appointment !== lead.request_appointment) changes.request_appointment = values.request_appointment;
  if (values.country && values.country !== lead.country) changes.country = values.country;
  if (values.city && values.city !== lead.city) changes.city = values.city;
  return changes;
}

export interface LeadDetailsDialogProps {
  /** The lead as listed (shown at once; read afresh when the dialog opens); null closes the dialog. */
  lead: LeadWire | null;
  busy: boolean;
  onSave: (lead: LeadWire, update: LeadUpdate) => Promise<{ ok: boolean; result?: LeadWire }>;
  onStatus: (lead: LeadWire, status: LeadStatus) => Promise<{ ok: boolean; result?: LeadWire }>;
  onNotify: (lead: LeadWire) => Promise<{ ok: boolean; result?: LeadWire }>;
  onClose: () => void;
}

export function LeadDetailsDialog({ lead: listed, busy, onSave, onStatus, onNotify, onClose }: LeadDetailsDialogProps) {
  const [form] = Form.useForm<DetailsValues>();
  const show = useToast();
  const narrow = useMediaQuery('(max-width: 576px)');
  const { data, error, isLoading, mutate } = useSWR(listed ? ['admin-lead', listed.id] : null, () => getLead(listed!.id), { revalidateOnFocus: false });
  const lead = data ?? listed;
  const country = Form.useWatch('country', form);
  const initial = useMemo(() => (data ? valuesOf(data) : undefined), [data]);

  useEffect(() => {
    if (error) show({ kind: 'error', title: LEAD_ADMIN.loadDetailsFailed(failureText(error)) });
  }, [error, show]);
  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [initial, form]);

  /** A write's answer is the lead as it now is: the dialog shows it. */
  const after = async (outcome: Promise<{ ok: boolean; result?: LeadWire }>) => {
    const { ok, result } = await outcome;
    if (ok && result) await mutate(result, { revalidate: false });
    return ok;
  };

  const save = async () => {
    if (!lead) return;
    const values = await form.validateFields();
    const changes = leadChanges(lead, values);
    if (!Object.keys(changes).length) return onClose();
    if (await after(onSave(lead, changes))) onClose();
  };

  const ready = Boolean(data);
  return (
    <AdminDialog
      open={listed !== null}
      title={LEAD_ADMIN.detailsTitle}
      onClose={onClose}
      width={760}
      footer={
        lead && (
          <Flex justify="end" gap={8} wrap>
            <Button onClick={onClose}>{LEAD_ADMIN.cancel}</Button>
            {lead.status === 'new' && (
              <Button onClick={() => void after(onNotify(lead))} disabled={busy || !ready}>
                {noticesOf(lead) ? LEAD_ADMIN.notifyAgain : LEAD_ADMIN.notifyProvider}
              </Button>
            )}
            <StatusMenu status={lead.status} label={LEAD_ADMIN.changeStatus} disabled={busy || !ready} onChange={(status) => void after(onStatus(lead, status))} />
            <Button type="primary" onClick={() => void save().catch(() => undefined)} loading={busy} disabled={!ready}>
              {LEAD_ADMIN.saveChanges}
            </Button>
          </Flex>
        )
      }
    >
      {error && <ErrorBanner error={error} />}
      {isLoading && !data ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      ) : (
        lead && (
          <>
            <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered layout={narrow ? 'vertical' : 'horizontal'} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={F.customerName}>{lead.user.display_name || '-'}</Descriptions.Item>
              <Descriptions.Item label={F.customerEmail}>
                <span className="admin-details-text">{lead.user.email}</span>
              </Descriptions.Item>
              <Descriptions.Item label={F.provider}>{lead.provider.name}</Descriptions.Item>
              <Descriptions.Item label={F.status}>
                <StatusTag status={lead.status} />
              </Descriptions.Item>
              <Descriptions.Item label={F.created}>{absoluteDate(lead.created_at)}</Descriptions.Item>
              <Descriptions.Item label={F.notified}>{lead.notified_at ? LEAD_ADMIN.notices(noticesOf(lead), absoluteDate(lead.notified_at)) : F.notNotified}</Descriptions.Item>
              <Descriptions.Item label={F.safety} span={2}>
                {lead.safety_considerations.length ? (
                  <Space size={[4, 4]} wrap>
                    {lead.safety_considerations.map((s) => (
                      <Tag key={s} color="#b45309">
                        {LEAD.safetyLabel[s]}
                      </Tag>
                    ))}
                  </Space>
                ) : (
                  <Typography.Text type="secondary">{F.noSafety}</Typography.Text>
                )}
              </Descriptions.Item>
            </Descriptions>
            <Form<DetailsValues>
              form={form}
              layout="vertical"
              name="lead-details"
              initialValues={valuesOf(lead)}
              disabled={busy || !ready}
              onValuesChange={(changed: Partial<DetailsValues>) => {
                if ('country' in changed) form.setFieldValue('city', undefined);
              }}
            >
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item label={F.phone} name="mobile_number">
                    <Input type="tel" maxLength={40} autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item label={F.priority} name="priority">
                    <Select options={PRIORITY_OPTIONS} labelRender={({ value }) => LEAD.priorityLabel[value as LeadPriority]} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item
                label={F.message}
                name="message"
                required
                rules={[
                  { validator: (_, v: unknown) => (String(v ?? '').trim() ? Promise.resolve() : Promise.reject(new Error(LEAD_ADMIN.messageRequired))) },
                  { max: LEAD_MESSAGE_MAX, message: LEAD.messageMax },
                ]}
              >
                <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={LEAD_MESSAGE_MAX} />
              </Form.Item>
              <fieldset className="provider-form-group">
                <legend className="provider-form-legend">{F.requests}</legend>
                <Flex gap={16} wrap>
                  <Form.Item name="request_callback" valuePropName="checked" noStyle>
                    <Checkbox>{F.requestCallback}</Checkbox>
                  </Form.Item>
                  <Form.Item name="request_more_info" valuePropName="checked" noStyle>
                    <Checkbox>{F.requestMoreInfo}</Checkbox>
                  </Form.Item>
                  <Form.Item name="request_appointment" valuePropName="checked" noStyle>
                    <Checkbox>{F.requestAppointment}</Checkbox>
                  </Form.Item>
                </Flex>
              </fieldset>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <Form.Item label={F.country} name="country" rules={[{ required: true, message: LEAD.countryRequired }]}>
                    <Select options={COUNTRY_OPTIONS} showSearch={{ optionFilterProp: 'label' }} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item label={F.city} name="city" rules={[{ required: true, message: LEAD.cityRequired }]}>
                    <Select options={cityOptions(country ?? lead.country)} showSearch={{ optionFilterProp: 'label' }} disabled={!country} />
                  </Form.Item>
                </Col>
              </Row>
            </Form>
          </>
        )
      )}
    </AdminDialog>
  );
}
