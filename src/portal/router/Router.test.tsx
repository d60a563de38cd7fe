// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { BrowserRouter, Link, MemoryRouter, Navigate, NavLink, Route, Routes, useLocation, useParams, useSearchParams } from './index';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>;
}

function Order() {
  const { orderId } = useParams<{ orderId: string }>();
  return <h1>Order {orderId}</h1>;
}

function Paging() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams((previous) => ({ search: previous.get('search') ?? '', page: String(Number(params.get('page') ?? '1') + 1) }))}>
      Page {params.get('page') ?? '1'}
    </button>
  );
}

describe('the portal router', () => {
  test('when I follow a link, then the matching route shows with its parameters and the link state', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/orders/ORD-7" state={{ from: 'list' }}>
          Open order
        </Link>
        <Routes>
          <Route path="/" element={<p>Home</p>} />
          <Route path="/orders/:orderId" element={<Order />} />
          <Route path="*" element={<p>Not found</p>} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByText('Home')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open order' }).getAttribute('href')).toBe('/orders/ORD-7');
    await userEvent.click(screen.getByRole('link', { name: 'Open order' }));
    expect(await screen.findByRole('heading', { name: 'Order ORD-7' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/orders/ORD-7 {"from":"list"}');
  });

  test('when I am on a link\'s page or below it, then NavLink marks it current', () => {
    render(
      <MemoryRouter initialEntries={['/order-details-list/drafts']}>
        <NavLink to="/order-details-list" className="tab">
          Lists
        </NavLink>
        <NavLink to="/order-details-list" end>
          Lists exactly
        </NavLink>
        <NavLink to="/order-details-list/drafts">Drafts</NavLink>
      </MemoryRouter>,
    );
    const lists = screen.getByRole('link', { name: 'Lists' });
    expect(lists.getAttribute('aria-current')).toBe('page');
    expect(lists.className).toBe('tab active');
    expect(screen.getByRole('link', { name: 'Lists exactly' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Drafts' }).getAttribute('aria-current')).toBe('page');
  });

  test('when a page changes the query, then the same page shows the new query', async () => {
    render(
      <MemoryRouter initialEntries={['/staff?search=smith']}>
        <Paging />
        <Where />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByRole('button', { name: 'Page 2' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/staff?search=smith&page=2 null');
  });

  test('when a page redirects, then the address is replaced', async () => {
    render(
      <MemoryRouter initialEntries={['/old']}>
        <Routes>
          <Route path="/old" element={<Navigate to="/new" replace state={{ moved: true }} />} />
          <Route path="/new" element={<p>New page</p>} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    expect(await screen.findByText('New page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/new {"moved":true}');
  });

  test('when I click a link with a modifier, then the browser handles it', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/help">Help</Link>
        <Where />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true, button: 0 });
    // After the link's own handler: jsdom cannot open a new tab.
    window.addEventListener('click', (clicked) => clicked.preventDefault(), { once: true });
    act(() => {
      link.dispatchEvent(event);
    });
    expect(screen.getByTestId('where').textContent).toBe('/ null');
  });

  test('when the browser goes back, then the browser router shows the earlier page and its state', async () => {
    window.history.replaceState(null, '', '/first');
    render(
      <BrowserRouter>
        <Link to="/second" state={{ step: 2 }}>
          Second
        </Link>
        <Where />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Second' }));
    expect(await screen.findByText('/second {"step":2}')).toBeTruthy();
    expect(window.location.pathname).toBe('/second');
    act(() => {
      window.history.replaceState(null, '', '/first');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText('/first null')).toBeTruthy();
  });
});
