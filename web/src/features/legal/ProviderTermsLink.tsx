// A link-styled button (inside 'I agree to the terms and conditions', or the directory's note) that opens the
// provider-listing terms. Plain: the dialog, drawn with antd, loads on the first press, so a plain page stays light.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { PROVIDER_TERMS } from '@contracts/messages';
import { loadAntd } from '../../app/AntdHost';
import './legal.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** The dialog inside antd's provider (its theme), both loaded together. */
const TermsDialog = lazy(async () => {
  const [{ ProviderTermsDialog }, Provider] = await Promise.all([import('./ProviderTermsDialog'), loadAntd()]);
  return {
    default: (props: DialogProps) => (
      <Provider>
        <ProviderTermsDialog {...props} />
      </Provider>
    ),
  };
});

export function ProviderTermsLink({ children = PROVIDER_TERMS.link }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className="provider-terms-link"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {/* In the body: antd's provider draws a <div>, which the link's running text (a <p>, a label) may not hold. */}
      {opened &&
        createPortal(
          <Suspense fallback={null}>
            <TermsDialog open={open} onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
