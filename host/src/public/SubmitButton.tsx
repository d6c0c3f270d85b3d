import Button from 'antd/es/button';

/** The full-width primary submit button of the public forms. */
export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <Button type="primary" htmlType="submit" block size="large" loading={busy}>
      {children}
    </Button>
  );
}
