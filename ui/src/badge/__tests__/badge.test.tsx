import { render, screen } from '@testing-library/react';
import { expectAccessible } from '../../testing/expect-accessible';
import { Badge } from '../badge';

describe('Badge', () => {
  it('shows its text, or reads its label instead when given one', async () => {
    render(
      <p>
        <Badge tone="danger">Closed</Badge> <Badge label="3 unassigned">3</Badge>
      </p>,
    );
    expect(screen.getByText('Closed')).toHaveClass('portal-badge-danger');
    expect(screen.getByRole('paragraph')).toHaveTextContent('Closed 33 unassigned');
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    await expectAccessible();
  });
});
