import { render, screen } from '@testing-library/react';
import { Button } from '../../button/button';
import { SearchIcon } from '../../icons/icons';
import { expectAccessible } from '../../testing/expect-accessible';
import { EmptyState } from '../empty-state';

describe('EmptyState', () => {
  it('shows title, explanation and action; its icon is decorative', async () => {
    const { container } = render(
      <EmptyState
        icon={<SearchIcon />}
        title="No tickets match"
        explanation="Try another search."
        action={<Button>Clear filters</Button>}
      />,
    );
    expect(screen.getByText('No tickets match')).toBeInTheDocument();
    expect(screen.getByText('Try another search.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectAccessible();
  });
});
