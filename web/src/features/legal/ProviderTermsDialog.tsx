// The provider-listing terms and conditions as a dialog (antd), for the provider directory and the add-business form:
// <ProviderTermsDialog open onClose />; ProviderTermsLink opens it.
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
