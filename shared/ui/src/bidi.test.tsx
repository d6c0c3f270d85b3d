import { render, screen } from '@testing-library/react';
import { FSI, LRI, PDI, isolate, joinIsolated, ltr, ruleMessage, stripIsolates } from '@portal/locale';
import { AppProviders } from './providers';
import { GigabytesText, Ltr } from './display-text';
import { ResourceTable } from './resource-table';

describe('technical values inside Persian text are isolated', () => {
  it('Ltr isolates a port range left-to-right', () => {
    render(
      <p>
        پورت <Ltr>8000-8100</Ltr> باز است
      </p>,
    );
    const range = screen.getByText('8000-8100');
    expect(range.tagName).toBe('BDI');
    expect(range).toHaveAttribute('dir', 'ltr');
  });

  it('a size beside other digits is its own isolate', () => {
    render(<GigabytesText value={10} />);
    expect(screen.getByText('۱۰ گیگابایت').tagName).toBe('BDI');
  });

  it("a table's technical column shows the CIDR as typed, inside a left-to-right isolate", () => {
    render(
      <AppProviders>
        <ResourceTable<{ id: number; cidr: string }>
          tableId="test.table"
          rows={[{ id: 1, cidr: '2001:db8::/32' }]}
          columns={[{ key: 'cidr', title: 'CIDR', kind: 'ltr' }]}
          rowKey="id"
        />
      </AppProviders>,
    );
    const cell = screen.getByText('2001:db8::/32');
    expect(cell.tagName).toBe('BDI');
    expect(cell).toHaveAttribute('dir', 'ltr');
  });

  it('plain-string formatters wrap technical fragments in Unicode isolates', () => {
    expect(ltr('8000-8100')).toBe(`${LRI}8000-8100${PDI}`);
    expect(isolate('IPv4')).toBe(`${FSI}IPv4${PDI}`);
    expect(joinIsolated(['۱ هسته', '۱ گیگابایت'], ' / ')).toBe(`${FSI}۱ هسته${PDI} / ${FSI}۱ گیگابایت${PDI}`);
    expect(stripIsolates(ltr('22'))).toBe('22');
  });

  it('the validation sentences isolate their examples (IPv6 CIDR, port range)', () => {
    expect(ruleMessage({ kind: 'cidr' }, 'cidr')).toContain(`${LRI}2001:db8::/32${PDI}`);
    expect(ruleMessage({ kind: 'cidr' }, 'cidr')).toContain(`${LRI}0.0.0.0/0${PDI}`);
    expect(ruleMessage({ kind: 'portRange' }, 'portRange')).toContain(`${LRI}8000-8100${PDI}`);
  });
});
