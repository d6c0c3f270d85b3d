import { render, screen } from '@testing-library/react';
import { MessageText } from './MessageText';

test('keeps line breaks, makes links clickable and never renders HTML', () => {
  const text = 'سلام\nراهنما: https://docs.example.com/a?b=1.\n<img src=x onerror=alert(1)><b>bold</b>';
  const { container } = render(<MessageText text={text} />);
  const link = screen.getByRole('link', { name: 'https://docs.example.com/a?b=1' });
  expect(link).toHaveAttribute('href', 'https://docs.example.com/a?b=1');
  expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  expect(container.querySelector('img, b')).toBeNull();
  expect(container.textContent).toBe(text);
  expect((container.firstChild as HTMLElement).style.whiteSpace).toBe('pre-wrap');
});
