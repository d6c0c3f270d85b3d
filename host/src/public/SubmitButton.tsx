import Button from 'antd/es/button';

/** The full-width primary submit button of the public forms. */
export function SubmitButton({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: string }) {
  return (
    <Button type="primary" htmlType="submit" block size="large" loading={busy} disabled={disabled}>
      {children}
    </Button>
  );
}
