import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Badge } from '../../badge/badge';
import { expectAccessible } from '../../testing/expect-accessible';
import { Tabs } from '../tabs';

type TabId = 'support' | 'reports' | 'events';

function TicketTabs() {
  const [selected, setSelected] = useState<TabId>('support');
  return (
    <Tabs
      label="Ticket type"
      selectedId={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'support', label: 'Support' },
        {
          id: 'reports',
          label: (
            <>
              Reports <Badge label="3 unassigned">3</Badge>
            </>
          ),
        },
        { id: 'events', label: 'Events' },
      ]}
    >
      <p>Panel of {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('only the selected tab is in the Tab order, and the panel is labelled by it', async () => {
    render(<TicketTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Support' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Support' })).toHaveTextContent('Panel of support');
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await expectAccessible();
  });

  it('arrow keys move and select, wrapping at the ends; Home and End jump', async () => {
    render(<TicketTabs />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const reports = screen.getByRole('tab', { name: 'Reports 3 unassigned' });
    expect(reports).toHaveFocus();
    expect(reports).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel of reports');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Support' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Support' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a click selects a tab', async () => {
    render(<TicketTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Events' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel of events');
  });
});
