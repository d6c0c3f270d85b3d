import { criticalStyleElements, schemeOverrides } from './critical-css';

const markup = '<form class="ant-form css-1 css-var-r"><input class="ant-input css-1"/><button class="ant-btn ant-btn-primary css-1">ورود</button></form>';
const style = (hash: string, css: string) => `<style data-css-hash="${hash}">${css}</style>`;

test('keeps the rules that can match the markup, their states included, and drops the others', () => {
  const css = [
    ':where(.css-1).ant-btn{color:red}',
    ':where(.css-1).ant-btn-primary:not(:disabled):not(.ant-btn-disabled):hover{color:blue}',
    ':where(.css-1).ant-btn-dangerous{color:orange}',
    ':where(.css-1).ant-col-xs-12,:where(.css-1).ant-input{width:50%}',
    '@media (max-width:575px){:where(.css-1).ant-col-xs-1{flex:0}:where(.css-1).ant-form{gap:0}}',
    '@media (min-width:576px){:where(.css-1).ant-col-sm-1{flex:0}}',
    '@keyframes spin{100%{transform:rotate(360deg)}}',
    'a[href]{content:"{;}"}',
  ].join('');
  expect(criticalStyleElements(style('a', css), markup)).toBe(
    style(
      'a',
      [
        ':where(.css-1).ant-btn{color:red}',
        ':where(.css-1).ant-btn-primary:not(:disabled):not(.ant-btn-disabled):hover{color:blue}',
        ':where(.css-1).ant-input{width:50%}',
        '@media (max-width:575px){:where(.css-1).ant-form{gap:0}}',
        '@keyframes spin{100%{transform:rotate(360deg)}}',
        'a[href]{content:"{;}"}',
      ].join(''),
    ),
  );
});

test('keeps the theme variables the kept rules read, across style elements and through other variables', () => {
  const tokens = style('t', '.css-var-r{--ant-color-primary:#1565c0;--ant-color-link:var(--ant-color-primary);--ant-color-error:#d32f2f;--ant-size:16px}');
  const button = style(
    'b',
    ':where(.css-1).ant-btn{color:var(--ant-color-link);font-size:var(--ant-size, 14px)}:where(.css-1).ant-btn-dangerous{color:var(--ant-color-error)}',
  );
  expect(criticalStyleElements(tokens + button, markup)).toBe(
    style('t', '.css-var-r{--ant-color-primary:#1565c0;--ant-color-link:var(--ant-color-primary);--ant-size:16px}') +
      style('b', ':where(.css-1).ant-btn{color:var(--ant-color-link);font-size:var(--ant-size, 14px)}'),
  );
});

test("drops the element left empty and antd's record of the page's styles, so the app writes its whole stylesheets", () => {
  const styles =
    style('x', '.ant-table{color:red}') +
    '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"a:x"}</style>';
  expect(criticalStyleElements(styles, markup)).toBe('');
});

test("the dark scheme's overrides: the declarations the light render lacks, scoped to the attribute, with only the variables read", () => {
  const light =
    style('t', '.css-var-r{--ant-color-text:#000;--ant-color-error:#d32f2f;--ant-font-size:14px}') +
    style('b', ':where(.css-1).ant-btn{color:var(--ant-color-text)}:where(.css-1).ant-btn{font-size:var(--ant-font-size)}:where(.css-1).ant-table{color:red}');
  const dark =
    style('t', '.css-var-r{--ant-color-text:#fff;--ant-color-error:#f47067;--ant-font-size:14px}') +
    style(
      'b',
      ':where(.css-1).ant-btn{color:var(--ant-color-text)}:where(.css-1).ant-btn{font-size:var(--ant-font-size)}:where(.css-1).ant-table{color:pink}:root .ant-input,html .ant-btn-primary{color:blue}',
    );
  expect(schemeOverrides(light, dark, markup, 'html[data-theme="dark"]')).toBe(
    'html[data-theme="dark"] .css-var-r{--ant-color-text:#fff}html[data-theme="dark"] .ant-input,html[data-theme="dark"] .ant-btn-primary{color:blue}',
  );
});
