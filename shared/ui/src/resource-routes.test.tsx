import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { resourceArea, type ResourceAreaPages } from './resource-routes';

const page = (text: string) => async () => ({
  default: function Page() {
    const params = useParams();
    return <p>{`${text} ${JSON.stringify(params)}`}</p>;
  },
});

const Area = resourceArea({ list: page('فهرست'), add: page('ساخت'), detail: page('جزئیات') });
const Disks = resourceArea({ list: page('فهرست'), add: page('ساخت'), detail: page('جزئیات'), addPath: 'create', detailPath: ':diskId/*' });
const Servers = resourceArea({ list: page('فهرست'), add: page('ساخت'), detail: page('جزئیات'), listPath: 'list', addPath: ':type?/add-vm', detailPath: ':id/:tab?' });
const ListOnly = resourceArea({ list: page('فهرست') } satisfies ResourceAreaPages);

const at = (Component: React.ComponentType, url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/area/*" element={<Component />} />
          <Route path="*" element={<p>پیدا نشد</p>} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );

describe('resourceArea', () => {
  it('shows the list at the project, the create page at add and one resource at its id', async () => {
    at(Area, '/area/3');
    expect(await screen.findByText(/^فهرست .*"projectId":"3"/)).toBeInTheDocument();
  });
  it('routes add before the id', async () => {
    at(Area, '/area/3/add');
    expect(await screen.findByText(/^ساخت/)).toBeInTheDocument();
  });
  it('gives the detail page the id', async () => {
    at(Area, '/area/3/12');
    expect(await screen.findByText(/^جزئیات .*"id":"12"/)).toBeInTheDocument();
  });
  it('takes other create and detail paths', async () => {
    at(Disks, '/area/3/create');
    expect(await screen.findByText(/^ساخت/)).toBeInTheDocument();
  });
  it('matches a detail path with tabs under it', async () => {
    at(Disks, '/area/3/12/snapshot');
    expect(await screen.findByText(/^جزئیات .*"diskId":"12"/)).toBeInTheDocument();
  });
  it('sends the project to a list at its own path', async () => {
    at(Servers, '/area/3');
    expect(await screen.findByText(/^فهرست .*"projectId":"3"/)).toBeInTheDocument();
  });
  it('takes optional segments: a create page with or without a type, a detail with or without a tab', async () => {
    at(Servers, '/area/3/linux/add-vm');
    expect(await screen.findByText(/^ساخت .*"type":"linux"/)).toBeInTheDocument();
    cleanup();
    at(Servers, '/area/3/add-vm');
    expect(await screen.findByText(/^ساخت/)).toBeInTheDocument();
    cleanup();
    at(Servers, '/area/3/12/ip');
    expect(await screen.findByText(/^جزئیات .*"id":"12".*"tab":"ip"/)).toBeInTheDocument();
    cleanup();
    at(Servers, '/area/3/12');
    expect(await screen.findByText(/^جزئیات .*"id":"12"/)).toBeInTheDocument();
  });
  it('has no create or detail page when none is given', async () => {
    const { container } = at(ListOnly, '/area/3/add');
    // Long enough for a lazy page to have resolved and rendered, had there been one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });
});
