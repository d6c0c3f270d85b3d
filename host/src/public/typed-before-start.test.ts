import { captureTypedValues, takeTypedValues } from './typed-before-start';

describe('values typed before the app started', () => {
  it('are captured from the prerendered inputs, with the focused one, and handed over once', () => {
    document.body.innerHTML = '<div id="root"><input id="email" value="a@b.c"><input id="password" value=""></div>';
    const root = document.getElementById('root')!;
    (document.getElementById('email') as HTMLInputElement).focus();

    captureTypedValues(root);
    expect(takeTypedValues()).toEqual({ values: { email: 'a@b.c' }, focusedId: 'email' });
    expect(takeTypedValues()).toEqual({ values: {}, focusedId: null });
  });
});
