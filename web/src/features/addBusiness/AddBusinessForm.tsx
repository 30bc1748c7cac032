// The 'Business Information' form of /add-business: every field the provider suggestion's form fills, with its rule,
// message and length limit from contracts/providerSuggestion, country then city from the static list, the terms and
// privacy consents, 'Submitting...' while sending, the spec's toasts, and a reset after success.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { ADD_BUSINESS } from '@contracts/messages';
import { SERVICE_OPTIONS, SUGGESTION_FORM_FIELDS, SUGGESTION_LIMITS, type ServiceValue, type SuggestionFormField } from '@contracts/providerSuggestion/entity';
import { providerSuggestionFormSchema } from '@contracts/providerSuggestion/form';
import { ApiError } from '../../api/client';
import { useMutation } from '../../api/useMutation';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { cityOptions, COUNTRY_OPTIONS } from '../../lib/locationOptions';
import { PrivacyConsentField } from '../../lib/PrivacyConsentField';
import { zodRule } from '../../lib/zodRule';
import { sendProviderSuggestion } from './api';

/** The texts of the form: the suggestion's fields it fills (contracts/providerSuggestion), but the services and the selects. */
type TextField = Exclude<SuggestionFormField, 'services' | 'country' | 'city'>;

/** The form's values: a text for each of the suggestion's fields it fills, the services ticked, the country and city chosen, and the two consents. */
export type AddBusinessValues = Record<TextField, string> & {
  services: ServiceValue[];
  country: string | undefined;
  city: string | undefined;
  agreeToTerms: boolean;
  consentToPrivacyPolicy: boolean;
};

const EMPTY: AddBusinessValues = {
  ...(Object.fromEntries(Object.keys(SUGGESTION_FORM_FIELDS).map((field) => [field, ''])) as Record<TextField, string>),
  services: [],
  country: undefined,
  city: undefined,
  agreeToTerms: false,
  consentToPrivacyPolicy: false,
};

/** The inputs' own limits: the suggestion's rules' (a longer text cannot be typed). */
const L = SUGGESTION_LIMITS;

interface ServiceChoicesProps {
  id?: string;
  value?: ServiceValue[];
  onChange?: (value: ServiceValue[]) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The service tick boxes as one labelled group, each its own box with its own id (the field's id and the service), so
 * a box ticked on the pre-rendered page is found and ticked again once the app renders the form (app/earlyInput.ts).
 * Not antd's Checkbox.Group: it takes a tick only after its boxes' effects have registered them. Boxes ticked in one
 * task (that hand-over) each build on the last, not on the value of the last render. Form.Item also hands its control
 * aria-required, which a group may not carry (axe: aria-allowed-attr); the label's asterisk says it instead.
 */
function ServiceChoices({ id, value = [], onChange, disabled, 'aria-invalid': invalid, 'aria-describedby': describedBy }: ServiceChoicesProps) {
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const toggle = (service: ServiceValue, on: boolean) => {
    const next = SERVICE_OPTIONS.map((option) => option.value).filter((v) => (v === service ? on : latest.current.includes(v)));
    latest.current = next;
    onChange?.(next);
  };
  return (
    <div id={id} role="group" aria-label="Services Offered" aria-invalid={invalid} aria-describedby={describedBy} className="add-business-services">
      {SERVICE_OPTIONS.map((option) => (
        <Checkbox
          key={option.value}
          id={id && `${id}_${option.value}`}
          value={option.value}
          checked={value.includes(option.value)}
          disabled={disabled}
          onChange={(event) => toggle(option.value, event.target.checked)}
        >
          {option.label}
        </Checkbox>
      ))}
    </div>
  );
}

/** The failure toast: the server's own words when it asks the sender to slow down or the bot check failed, else the spec's. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 429 || error.code === 'BotCheckFailed')) return error.message;
  return ADD_BUSINESS.failed;
}

/** The bot check the page gives the form (the account forms' Turnstile widget and token; inert when it is off). */
export interface FormBotCheck {
  widget: ReactNode;
  getToken: () => Promise<string>;
  reset: () => void;
}

export interface AddBusinessFormProps {
  bot: FormBotCheck;
  /** The link that opens the provider-listing terms, inside 'I agree to the ...'. */
  termsLink: ReactNode;
}

export function AddBusinessForm({ bot, termsLink }: AddBusinessFormProps) {
  const [form] = Form.useForm<AddBusinessValues>();
  const { siteName } = useRuntimeConfig();
  const country = Form.useWatch('country', form);
  const { trigger, pending: submitting } = useMutation(sendProviderSuggestion, {
    onSuccess: () => form.resetFields(),
    success: () => ({ kind: 'success', title: ADD_BUSINESS.submittedTitle, description: ADD_BUSINESS.submitted(siteName) }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        form.setFields(
          Object.entries(error.fields)
            .filter(([name]) => name in EMPTY)
            .map(([name, text]) => ({ name: name as keyof AddBusinessValues, errors: [text] })),
        );
      }
    },
    failure: (error) => ({ kind: 'error', title: ADD_BUSINESS.failedTitle, description: failureMessage(error) }),
  });

  const onFinish = async (values: AddBusinessValues) => {
    const parsed = providerSuggestionFormSchema.parse(values);
    const turnstileToken = await bot.getToken();
    await trigger(turnstileToken ? { ...parsed, turnstileToken } : parsed);
    if (turnstileToken) bot.reset();
  };

  const rule = (name: keyof AddBusinessValues) => [zodRule(providerSuggestionFormSchema, name)];

  return (
    <Form<AddBusinessValues>
      form={form}
      name="add-business"
      layout="vertical"
      noValidate
      initialValues={EMPTY}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<AddBusinessValues>) => {
        if ('country' in changed) form.setFieldValue('city', undefined);
      }}
      disabled={submitting}
    >
      <Form.Item label="Business Name" name="businessName" required rules={rule('businessName')}>
        <Input autoComplete="organization" maxLength={L.nameMax} />
      </Form.Item>
      <Form.Item label="Business Description" name="description" required rules={rule('description')}>
        <Input.TextArea rows={4} maxLength={L.textMax} showCount placeholder="What your business does, the areas you cover and what makes you stand out" />
      </Form.Item>
      <Form.Item label="Services Offered" name="services" required rules={rule('services')}>
        <ServiceChoices />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Country" name="country" required rules={rule('country')}>
            <Select options={COUNTRY_OPTIONS} placeholder="Select a country" showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="City" name="city" required rules={rule('city')}>
            <Select
              options={cityOptions(country)}
              disabled={submitting || !country}
              placeholder={country ? 'Select a city' : ADD_BUSINESS.selectCountryFirst}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Business Address (optional)" name="address" rules={rule('address')}>
        <Input autoComplete="street-address" maxLength={L.addressMax} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Contact Name" name="contactName" required rules={rule('contactName')}>
            <Input autoComplete="name" maxLength={L.contactNameMax} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Email" name="email" required rules={rule('email')}>
            <Input type="email" autoComplete="email" maxLength={L.emailMax} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Phone" name="phone" required rules={rule('phone')}>
            <Input type="tel" autoComplete="tel" maxLength={L.phoneMax} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Website (optional)" name="website" rules={rule('website')}>
            <Input type="url" autoComplete="url" maxLength={L.websiteMax} placeholder="https://" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Additional Information (optional)" name="additionalInfo" rules={rule('additionalInfo')}>
        <Input.TextArea rows={3} maxLength={L.textMax} showCount placeholder="Certifications, years in business, anything else we should know" />
      </Form.Item>
      <Form.Item name="agreeToTerms" valuePropName="checked" rules={rule('agreeToTerms')}>
        <Checkbox>
          I agree to the {termsLink}
        </Checkbox>
      </Form.Item>
      <PrivacyConsentField schema={providerSuggestionFormSchema} />
      {bot.widget}
      <Button type="primary" htmlType="submit" disabled={submitting}>
        {submitting ? ADD_BUSINESS.submitting : ADD_BUSINESS.submit}
      </Button>
    </Form>
  );
}
