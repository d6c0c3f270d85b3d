import { render } from '@testing-library/react';
import { SafeHtml, safeHref } from './sanitize';

test('keeps the allowed structure and drops scripts, handlers, images and unsafe links', () => {
  const html =
    '<h2>عنوان</h2><p onclick="alert(1)">متن <strong>مهم</strong> <a href="javascript:alert(1)">بد</a> <a href="https://docs.example.com/x">خوب</a></p>' +
    '<script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="https://evil.example"></iframe><div style="color:red">داخل div</div>';
  const { container } = render(<SafeHtml html={html} />);
  expect(container.querySelector('h2')?.textContent).toBe('عنوان');
  expect(container.querySelector('script, img, iframe, div[style], [onclick], [onerror]')).toBeNull();
  const links = Array.from(container.querySelectorAll('a'));
  expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://docs.example.com/x']);
  expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  expect(container.textContent).toContain('بد');
  expect(container.textContent).toContain('داخل div');
});

test('only http, https and mailto links', () => {
  expect(safeHref('https://a.example/')).toBe('https://a.example/');
  expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c');
  expect(safeHref('javascript:alert(1)')).toBeNull();
  expect(safeHref('data:text/html,x')).toBeNull();
  expect(safeHref('/relative')).toBeNull();
});
