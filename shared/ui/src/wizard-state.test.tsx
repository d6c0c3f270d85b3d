import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { AppProviders } from './providers';
import { Wizard } from './wizard';
import { readWizardDraft, useUrlStep, useWizardDraft } from './wizard-state';
import { uiMessages } from './messages';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}
function Back() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>برگشت مرورگر</button>;
}

function Order({ draftKey = 'test' }: { draftKey?: string }) {
  const [saved] = useState(() => readWizardDraft<{ name: string; password: string }>(draftKey));
  const [name, setName] = useState(saved?.name ?? '');
  const [password, setPassword] = useState(saved?.password ?? '');
  const [step, goStep] = useUrlStep();
  useWizardDraft(draftKey, { name, password }, ['password']);
  return (
    <>
      <Wizard
        step={step}
        onStepChange={goStep}
        unsaved={() => name !== '' || password !== ''}
        onSubmit={jest.fn()}
        steps={[
          {
            title: 'نام',
            content: <input aria-label="نام" value={name} onChange={(e) => setName(e.target.value)} />,
            validate: () => (name ? null : 'نام را وارد کنید'),
          },
          { title: 'رمز', content: <input aria-label="رمز" value={password} onChange={(e) => setPassword(e.target.value)} /> },
          { title: 'تأیید', content: <p>تأیید</p> },
        ]}
      />
      <Link to="/elsewhere">جای دیگر</Link>
    </>
  );
}

const open = (path = '/order') =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/order" element={<Order />} />
          <Route path="/elsewhere" element={<p>صفحه دیگر</p>} />
        </Routes>
        <Where />
        <Back />
      </MemoryRouter>
    </AppProviders>,
  );

beforeEach(() => sessionStorage.clear());

describe('wizard step in the URL', () => {
  it('each step is a history entry: next writes ?step=2, back returns to step 1', async () => {
    open();
    await userEvent.type(screen.getByRole('textbox', { name: 'نام' }), 'web');
    await userEvent.click(screen.getByRole('button', { name: uiMessages.next }));
    expect(screen.getByTestId('where')).toHaveTextContent('/order?step=2');
    expect(screen.getByRole('textbox', { name: 'رمز' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'برگشت مرورگر' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/order$/);
    expect(screen.getByRole('textbox', { name: 'نام' })).toHaveValue('web');
  });

  it('a step past the first invalid one falls back to it', () => {
    open('/order?step=3');
    expect(screen.getByRole('textbox', { name: 'نام' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/order$/);
  });
});

describe('wizard draft', () => {
  it('is kept in sessionStorage without the secret field, and a reload restores it', async () => {
    const first = open();
    await userEvent.type(screen.getByRole('textbox', { name: 'نام' }), 'web-1');
    await userEvent.click(screen.getByRole('button', { name: uiMessages.next }));
    await userEvent.type(screen.getByRole('textbox', { name: 'رمز' }), 'Secret@123');
    const stored = JSON.stringify(sessionStorage);
    expect(stored).toContain('web-1');
    expect(stored).not.toContain('Secret@123');
    first.unmount();

    open('/order?step=2');
    expect(screen.getByRole('textbox', { name: 'رمز' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: uiMessages.previous }));
    expect(screen.getByRole('textbox', { name: 'نام' })).toHaveValue('web-1');
  });
});

describe('leaving with unsaved input', () => {
  it('asks before a link leads away; staying keeps the input, leaving goes', async () => {
    open();
    await userEvent.type(screen.getByRole('textbox', { name: 'نام' }), 'web');
    await userEvent.click(screen.getByRole('link', { name: 'جای دیگر' }));
    expect(await screen.findByText(uiMessages.leaveText)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/order');
    fireEvent.click(screen.getByText(uiMessages.stay));
    expect(screen.getByRole('textbox', { name: 'نام' })).toHaveValue('web');

    await userEvent.click(screen.getByRole('link', { name: 'جای دیگر' }));
    await screen.findAllByText(uiMessages.leaveText);
    fireEvent.click(screen.getAllByText(uiMessages.leave).at(-1)!);
    expect(await screen.findByText('صفحه دیگر')).toBeInTheDocument();
  });

  it('an empty wizard leaves without asking; a reload with input is asked by the browser', async () => {
    open();
    const clean = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(clean));
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: 'نام' }), 'web');
    const dirty = new Event('beforeunload', { cancelable: true });
    act(() => void window.dispatchEvent(dirty));
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('moves between steps never ask', async () => {
    open();
    await userEvent.type(screen.getByRole('textbox', { name: 'نام' }), 'web');
    await userEvent.click(screen.getByRole('button', { name: uiMessages.next }));
    expect(screen.queryByText(uiMessages.leaveText)).not.toBeInTheDocument();
  });
});
