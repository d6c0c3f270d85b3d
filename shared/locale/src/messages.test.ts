import { messages, requiredMessage } from './messages';

const leaves = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));

describe('messages', () => {
  it('are non-empty and Persian, except the technical chunk text', () => {
    for (const text of leaves(messages)) {
      expect(text.trim()).not.toBe('');
      if (text !== messages.chunk.loadFailedTechnical) expect(text).toMatch(/[\u0600-\u06FF]/);
    }
    expect(messages.chunk.loadFailedTechnical).toBe('Loading chunk failed');
  });
  it('hold the catalogue texts the API interceptor needs', () => {
    expect(messages.errors.generic).toBe('مشکلی پیش آمد، لطفاً چند دقیقه دیگر دوباره تلاش کنید');
    expect(messages.errors.invalidInput).toBe('اطلاعات وارد شده معتبر نیست');
    expect(messages.errors.tooManyRequests).toBe('تعداد درخواست‌های شما بیش از حد مجاز است، لطفاً بعداً تلاش کنید');
    expect(messages.notifications.empty).toBe('صندوق پیام شما خالی است');
  });
  it('have one validation message per create-form check (VPC 1, cloud Kubernetes 3, cluster 6)', () => {
    expect(Object.keys(messages.validation.vpc)).toHaveLength(1);
    expect(Object.keys(messages.validation.kubernetesCloud)).toHaveLength(3);
    expect(Object.keys(messages.validation.kubernetesCluster)).toHaveLength(6);
  });
  it('builds a required message for a named field', () => {
    expect(requiredMessage('نام')).toBe('نام الزامی است');
  });
});
