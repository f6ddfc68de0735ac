import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from '../../icon-button/icon-button';
import { CloseIcon } from '../../icons/icons';
import { expectAccessible } from '../../testing/expect-accessible';
import { Button } from '../button';

describe('Button', () => {
  it('when pressed, then calls onClick; it never submits a form by default', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button variant="primary" onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('carries its variant and size as classes', () => {
    render(
      <Button variant="danger" size="sm">
        Delete
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass(
      'portal-button',
      'portal-button-danger',
      'portal-button-sm',
    );
  });

  it('passes axe for every variant, disabled included', async () => {
    render(
      <div>
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="danger">Danger</Button>
        <Button variant="ghost" disabled>
          Ghost
        </Button>
      </div>,
    );
    await expectAccessible();
  });
});

describe('IconButton', () => {
  it('is named by its label, and its icon is hidden from assistive technology', async () => {
    render(<IconButton label="Close" icon={<CloseIcon />} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('title', 'Close');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectAccessible();
  });
});
