import type { FormEventHandler, ReactNode } from 'react';
import { Form } from 'antd';

/**
 * A native <form> submitted through react-hook-form's handleSubmit, with antd's Form layout
 * context (vertical labels) for the bridged fields inside. antd's own store and rules stay unused.
 */
export interface RhfFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  'aria-label'?: string;
  className?: string;
}

export function RhfForm({ onSubmit, children, className, ...rest }: RhfFormProps) {
  // POST: a prerendered form submitted before the scripts have run must not put a password in the URL.
  return (
    <form noValidate method="post" onSubmit={onSubmit} className={className} aria-label={rest['aria-label']}>
      <Form layout="vertical" component={false} requiredMark={false}>
        {children}
      </Form>
    </form>
  );
}
