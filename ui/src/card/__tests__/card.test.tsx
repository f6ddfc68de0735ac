import { render, screen } from '@testing-library/react';
import { expectAccessible } from '../../testing/expect-accessible';
import { Card } from '../card';

describe('Card', () => {
  it('is a region named by its heading, with its subtitle and content', async () => {
    render(
      <Card title="Most tickets opened" subtitle="Last 30 days" headingLevel={2}>
        <p>Lucía: 3</p>
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Most tickets opened' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Most tickets opened' }),
    ).toBeInTheDocument();
    expect(card).toHaveTextContent('Last 30 days');
    expect(card).toHaveTextContent('Lucía: 3');
    await expectAccessible();
  });
});
