import { captureTypedValues, takeTypedValues } from './typed-before-start';

describe('values typed before the app started', () => {
  it('are captured from the prerendered inputs, with the focused one, and handed over once', () => {
    document.body.innerHTML = '<div id="root"><input id="email" value="a@b.c"><input id="password" value=""></div>';
    const root = document.getElementById('root')!;
    (document.getElementById('email') as HTMLInputElement).focus();

    captureTypedValues(root);
    (document.getElementById('email') as HTMLInputElement).value = '';
    expect(takeTypedValues(root)).toEqual({ values: { email: 'a@b.c' }, focusedId: 'email' });
    expect(takeTypedValues(root)).toEqual({ values: {}, focusedId: null });
  });

  it('what the inputs show when the app takes over wins over the capture: typing went on meanwhile', () => {
    document.body.innerHTML = '<div id="root"><input id="email" value="a@b"><input id="password" value=""></div>';
    const root = document.getElementById('root')!;
    captureTypedValues(root);
    (document.getElementById('email') as HTMLInputElement).value = 'a@b.c';
    (document.getElementById('password') as HTMLInputElement).value = 'Secret1!';
    expect(takeTypedValues(root).values).toEqual({ email: 'a@b.c', password: 'Secret1!' });
  });
});
