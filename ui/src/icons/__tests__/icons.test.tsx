import { render, screen } from '@testing-library/react';
import { expectAccessible } from '../../testing/expect-accessible';
import * as icons from '../icons';

describe('icons', () => {
  it('every icon is an SVG, hidden from assistive technology unless labelled', async () => {
    const entries = Object.entries(icons);
    expect(entries.length).toBeGreaterThanOrEqual(30);
    const { container } = render(
      <p>
        {entries.map(([name, Icon]) => (
          <Icon key={name} />
        ))}
      </p>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(entries.length);
    for (const svg of svgs) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveClass('portal-icon');
    }
    await expectAccessible();
  });

  it('a labelled icon is an image with that name', async () => {
    render(<icons.AlertIcon label="Report in progress" size={20} />);
    const image = screen.getByRole('img', { name: 'Report in progress' });
    expect(image).not.toHaveAttribute('aria-hidden');
    expect(image).toHaveAttribute('width', '20');
    await expectAccessible();
  });
});
