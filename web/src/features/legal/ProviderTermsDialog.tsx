// The provider-listing terms and conditions as a dialog, for the provider directory and the add-business form:
// <ProviderTermsDialog open onClose /> or <ProviderTermsLink /> (a link-styled button that opens it).
import { useState, type ReactNode } from 'react';
import { Button, Modal, Typography } from 'antd';
import { PROVIDER_TERMS } from '@contracts/messages';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { providerTermsClauses } from './providerTerms';
import './legal.css';

export function ProviderTermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const config = useRuntimeConfig();
  return (
    <Modal
      open={open}
      title={PROVIDER_TERMS.title}
      onCancel={onClose}
      width={760}
      footer={
        <Button type="primary" onClick={onClose}>
          {PROVIDER_TERMS.close}
        </Button>
      }
    >
      <div className="legal-document">
        <Typography.Paragraph type="secondary">{PROVIDER_TERMS.lastUpdated}</Typography.Paragraph>
        {providerTermsClauses(config).map((clause, index) => (
          <section key={clause.title}>
            <h3>
              {index + 1}. {clause.title}
            </h3>
            {clause.body}
          </section>
        ))}
      </div>
    </Modal>
  );
}

/** A link-styled button (e.g. inside 'I agree to the terms and conditions') that opens the terms dialog. */
export function ProviderTermsLink({ children = PROVIDER_TERMS.link }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" className="provider-terms-link" onClick={() => setOpen(true)}>
        {children}
      </Button>
      <ProviderTermsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
