import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../button/button';
import { expectAccessible } from '../../testing/expect-accessible';
import { dismissToast, showToast, ToastProvider, useToast } from '../toast';
import { currentToasts } from '../toast-store';

function CopyButton({ duration }: { duration?: number }) {
  const toast = useToast();
  return (
    <Button onClick={() => toast.show({ message: 'Copied', tone: 'success', duration })}>
      Copy
    </Button>
  );
}

function renderPage(duration?: number) {
  render(
    <ToastProvider>
      <CopyButton duration={duration} />
    </ToastProvider>,
  );
}

describe('Toast', () => {
  afterEach(() => {
    jest.useRealTimers();
    // Toasts live on globalThis for the whole page; start every test with none.
    act(() => {
      for (const toast of currentToasts()) dismissToast(toast.id);
    });
  });

  it('when shown, then it appears in a polite live region that was there before it', async () => {
    renderPage();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(within(region).getByText('Copied')).toBeInTheDocument();
    await expectAccessible();
  });

  it('the dismiss button removes it', async () => {
    renderPage(0);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('it goes by itself after its duration, not before', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(3000);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('Copied')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('a toast shown before the provider renders (another remote, early) appears once it does', () => {
    act(() => {
      showToast({ message: 'Saved elsewhere', duration: 0 });
    });
    render(<ToastProvider />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved elsewhere');
  });
});
