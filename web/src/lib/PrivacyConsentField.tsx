// The required 'I agree to the Privacy Policy' checkbox (policy link in a new tab) of the sign-up, contact and lead forms.
import { Checkbox, Form } from 'antd';
import { Link } from 'react-router-dom';
import type { Schema } from '@contracts/zod';
import { PATHS } from '../app/paths';
import { zodRule } from './zodRule';

export interface PrivacyConsentFieldProps {
  /** The form's schema: its `consentToPrivacyPolicy` rule gives the message. */
  schema: Schema;
}

export function PrivacyConsentField({ schema }: PrivacyConsentFieldProps) {
  return (
    <Form.Item name="consentToPrivacyPolicy" valuePropName="checked" rules={[zodRule(schema, 'consentToPrivacyPolicy')]}>
      <Checkbox>
        I agree to the{' '}
        <Link to={PATHS.privacyPolicy} target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </Link>
      </Checkbox>
    </Form.Item>
  );
}
