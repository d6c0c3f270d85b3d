/**
 * `CopyButton`: copies text (an IP, a key, a password) with navigator.clipboard and confirms
 * with a Persian success toast (notify); an error toast when the browser refuses.
 */
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import type { ButtonProps } from 'antd/es/button';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { notify } from './toast';
import { uiMessages } from './messages';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  text: string;
  /** Accessible label; default "کپی". */
  label?: string;
  /** Toast text after copying; default "کپی شد". */
  successMessage?: string;
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function CopyButton({ text, label, successMessage, children, ...rest }: CopyButtonProps) {
  const name = label ?? uiMessages.copy;
  return (
    <Tooltip title={name}>
      <Button
        type="text"
        size="small"
        icon={<CopyOutlined />}
        aria-label={children ? undefined : name}
        {...rest}
        onClick={async () => {
          if (await copyText(text)) notify.success(successMessage ?? uiMessages.copied);
          else notify.error(uiMessages.copyFailed);
        }}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

export default CopyButton;
