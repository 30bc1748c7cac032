// An antd Button that is a real link (<a href>) but navigates inside the SPA: for calls to action.
import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router-dom';

export interface ButtonLinkProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  to: string;
  /** Route state handed to the target page (e.g. an email to prefill). */
  state?: unknown;
}

export function ButtonLink({ to, state, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to, { state });
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
