import { render } from '@testing-library/react';
import { expectAccessible } from '../../testing/expect-accessible';
import { Skeleton } from '../skeleton';

describe('Skeleton', () => {
  it('is a hidden placeholder of the asked size', async () => {
    const { container } = render(<Skeleton width="40%" shape="block" />);
    const skeleton = container.firstElementChild;
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveClass('portal-skeleton-block');
    expect(skeleton).toHaveStyle({ width: '40%' });
    await expectAccessible();
  });
});
