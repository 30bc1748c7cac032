// The required 'I agree to the Privacy Policy' checkbox (policy link in a new tab) of the antd forms (contact, lead);
// the plain forms' is plainForm's PrivacyConsentCheck.
import { Checkbox, Form } from 'antd';
import type { Schema } from '@contracts/zod';
import { PrivacyConsentLabel } from './PrivacyConsentLabel';
import { zodRule } from './zodRule';

export interface PrivacyConsentFieldProps {
  /** The form's schema: its `consentToPrivacyPolicy` rule gives the message. */
  schema: Schema;
}

export function PrivacyConsentField({ schema }: PrivacyConsentFieldProps) {
  return (
    <Form.Item name="consentToPrivacyPolicy" valuePropName="checked" rules={[zodRule(schema, 'consentToPrivacyPolicy')]}>
      <Checkbox>
        <PrivacyConsentLabel />
      </Checkbox>
    </Form.Item>
  );
}
