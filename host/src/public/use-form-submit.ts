import { useState } from 'react';
import type { FormInstance } from 'antd/es/form';
import { sendForm } from '@portal/api';

/**
 * Submission of a public form: a busy flag against double submits, and on failure the server's
 * field errors on the fields (the interceptor has toasted them) with everything typed kept.
 */
export function useFormSubmit<Values>(form: FormInstance<Values>, action: (values: Values) => Promise<unknown>, onFailure?: () => void) {
  const [busy, setBusy] = useState(false);
  const submit = async (values: Values) => {
    setBusy(true);
    const accepted = await sendForm(form, () => action(values));
    setBusy(false);
    if (!accepted) onFailure?.();
  };
  return { busy, submit };
}
